import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "#tests/support/test-server.ts";
import { seedStarterContent } from "#server/domains/modules/seed/seed.ts";
import { COMMON_MESSAGES } from "#shared/messages/index.ts";

// Text the database cannot store (a NUL, a lone surrogate) is bad input on the module routes: a 400
// with a message before any AI call or write, never a 500 from a failed insert.
describe("module routes refuse text the database cannot store", () => {
  let server: TestServer;
  let c: TestClient;
  let submit: string;

  beforeAll(async () => {
    server = await startTestServer();
    await seedStarterContent(server.deps);
    c = server.client();
    await c.signup();
    const open = (await c.get("/api/modules")).body.modules.find((m: { access_status: string }) => m.access_status === "public");
    const lesson = (await c.get(`/api/modules/${open.id}`)).body.lessons[0];
    submit = `/api/modules/${open.id}/lessons/${lesson.id}/submit`;
  });
  afterAll(() => server.close());

  it.each([
    ["a NUL in the writing", { quiz_answers: {}, writing_response: "a\u0000b" }],
    ["a lone surrogate in the case", { quiz_answers: {}, case_builder_answer: "x\ud800y" }],
    ["a NUL in a quiz answer", { quiz_answers: { "0": "a\u0000" } }],
  ])("submit with %s → 400, nothing saved", async (_, body) => {
    const res = await c.post(submit, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(COMMON_MESSAGES.unstorableText);
    const lesson = await c.get(submit.replace(/\/submit$/, ""));
    expect(lesson.body.progress ?? null).toBeNull();
  });

  it("lesson feedback with a NUL in the prompt → 400", async () => {
    const res = await c.post("/api/lesson-feedback", { prompt: "p\u0000", input: "Because taxes fund schools." });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(COMMON_MESSAGES.unstorableText);
  });

  it("the catalogue search with a NUL → 400", async () => {
    const res = await c.get(`/api/modules?search=${encodeURIComponent("a\u0000")}`);
    expect(res.status).toBe(400);
  });
});
