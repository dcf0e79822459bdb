import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { startTestServer, type TestServer } from "#tests/support/test-server.ts";
import { createApp } from "#server/app.ts";

// Every operation the app serves under /api is in /api/openapi.json with a 2xx answer that has a
// schema: the typed web client is generated from that document, so a gap there is a gap in the client.

type Doc = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }> }>>;
};

/** Routes that are not operations of their own, each with the reason. */
const NOT_OPERATIONS: Record<string, string> = {
  "GET /api/auth/*": "better-auth's catch-all; the calls the web makes are documented by hand",
  "POST /api/auth/*": "better-auth's catch-all; the calls the web makes are documented by hand",
  "PUT /api/settings/*": "answers 'Unknown settings group.' for any group without its own route",
  "GET /api/openapi.json": "the document itself",
};

const RESPONSE_TYPES = ["application/json", "text/event-stream", "image/webp", "text/csv"];

const empty = (s: unknown) => s === undefined || s === true || (typeof s === "object" && s !== null && Object.keys(s).length === 0);

/** An empty schema ({}), or an object whose values may be anything (z.record(unknown) and friends). */
function saysNothing(schema: Record<string, unknown>): boolean {
  if (empty(schema)) return true;
  return schema.type === "object" && !schema.properties && empty(schema.additionalProperties);
}

/** What is wrong with the document for the app's routes; empty when every operation is described. */
function gaps(routes: { method: string; path: string }[], doc: Doc): string[] {
  const operations = new Set(
    routes
      .filter((r) => r.path.startsWith("/api/") && r.method !== "ALL")
      .map((r) => `${r.method} ${r.path}`)
      .filter((key) => !(key in NOT_OPERATIONS)),
  );
  const problems: string[] = [];
  for (const key of operations) {
    const [method, path] = key.split(" ");
    const op = doc.paths[path.replace(/:(\w+)/g, "{$1}")]?.[method.toLowerCase()];
    if (!op) {
      problems.push(`${key}: not in the document`);
      continue;
    }
    const ok = Object.entries(op.responses ?? {}).some(
      ([status, res]) =>
        /^2\d\d$/.test(status) &&
        RESPONSE_TYPES.some((type) => {
          const schema = res.content?.[type]?.schema;
          return !!schema && !saysNothing(schema);
        }),
    );
    if (!ok) problems.push(`${key}: no 2xx response with a schema`);
  }
  return problems;
}

describe("the OpenAPI document", () => {
  let server: TestServer;
  let doc: Doc;
  beforeAll(async () => {
    server = await startTestServer();
    doc = (await server.client().get<Doc>("/api/openapi.json")).body;
  });
  afterAll(async () => {
    await server?.close();
  });

  it("describes every route of the app with a response schema", () => {
    const routes = createApp(server.deps).routes;
    expect(routes.filter((r) => r.path.startsWith("/api/") && r.method !== "ALL").length).toBeGreaterThan(20);
    expect(gaps(routes, doc)).toEqual([]);
  });

  it("documents better-auth's sign-in and sign-out by hand, with their answers", () => {
    const signIn = doc.paths["/api/auth/sign-in/email"]?.post;
    const signOut = doc.paths["/api/auth/sign-out"]?.post;
    expect(signIn?.responses["200"].content?.["application/json"]?.schema).toMatchObject({
      type: "object",
      required: expect.arrayContaining(["token", "user"]),
    });
    expect(signOut?.responses["200"].content?.["application/json"]?.schema).toMatchObject({ type: "object", required: ["success"] });
  });

  it("documents each settings group as its own operation, and the debate stream as an event stream", () => {
    for (const group of ["profile", "notifications", "preferences", "weights", "teacher", "appearance", "privacy"]) {
      expect(doc.paths[`/api/settings/${group}`]?.put, group).toBeDefined();
    }
    expect(doc.paths["/api/debate/message/stream"].post.responses["200"].content?.["text/event-stream"]).toBeDefined();
  });

  it("would catch a route left out of the document, or one without a response schema", () => {
    const app = new OpenAPIHono();
    app.openapi(
      createRoute({
        method: "get",
        path: "/api/described/{id}",
        request: { params: z.object({ id: z.string() }) },
        responses: { 200: { description: "OK", content: { "application/json": { schema: z.object({ id: z.string() }) } } } },
      }),
      (c) => c.json({ id: c.req.valid("param").id }, 200),
    );
    app.openapi(
      createRoute({
        method: "get",
        path: "/api/vague",
        responses: { 200: { description: "OK", content: { "application/json": { schema: z.record(z.string(), z.unknown()) } } } },
      }),
      (c) => c.json({}, 200),
    );
    app.openapi(createRoute({ method: "post", path: "/api/silent", responses: { 204: { description: "Nothing" } } }), (c) =>
      c.body(null, 204),
    );
    app.get("/api/hidden", (c) => c.json({ ok: true }));
    const document = app.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "t", version: "0" } }) as unknown as Doc;
    expect(gaps(app.routes, document).sort()).toEqual([
      "GET /api/hidden: not in the document",
      "GET /api/vague: no 2xx response with a schema",
      "POST /api/silent: no 2xx response with a schema",
    ]);
  });
});
