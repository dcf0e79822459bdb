import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { TEACHER_CODE, type Reply, type TestClient } from "#tests/support/test-server.ts";
import { serverForTests } from "#tests/support/lifecycle.ts";
import { modules, oneTimeAccessCodes, userUnlockedModules } from "#server/db/schema/index.ts";
import { codeGuessUserKey, WRONG_CODES_PER_ADDRESS } from "#server/platform/limits/code-guesses.ts";
import { WRONG_TEACHER_CODES } from "#server/platform/limits/rules.ts";
import { counterOf } from "#server/platform/limits/limiter.ts";
import { AUTH_MESSAGES, CLASSROOM_MESSAGES as C, COMMON_MESSAGES, MODULE_MESSAGES as M } from "#shared/messages/index.ts";
import { PRIVACY_MESSAGES } from "#shared/messages/settings.ts";
import { UNLOCK_MAX_WRONG } from "#shared/modules/rules.ts";
import { person } from "./classrooms-fixtures";

// Guesses at codes (join codes, unlock codes, the teacher code) and at the password that deletes an
// account are counted before they are checked, in one statement, so parallel guesses cannot all slip under the limit; they are capped per
// address across accounts too; and a student's own code, sent many times at once, never locks them out.
// Run on PostgreSQL too (TEST_DATABASE_URL): there the requests below really run in parallel.

let seq = 0;
/** A fresh client address (the test server trusts 127.0.0.1 as a proxy), so each test has its own address counter. */
const newAddress = () => `198.51.100.${++seq}`;
const post = (c: TestClient, path: string, body: unknown, address: string) => c.request("POST", path, body, { "x-forwarded-for": address });
const tally = (replies: Reply[]) => {
  const out: Record<number, number> = {};
  for (const r of replies) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
};
const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
const wrongJoinCode = (i: number) => `QZ${String(i).padStart(4, "0")}`;

const server = serverForTests({ TRUSTED_PROXIES: "127.0.0.1" });

async function lockedModule(): Promise<string> {
  const [row] = await server.deps.db
    .insert(modules)
    .values({ name: `Locked ${++seq}`, isPublic: false })
    .returning({ id: modules.id });
  return row.id;
}

async function codeFor(moduleId: string, userId: string): Promise<string> {
  const code = `K${String(++seq).padStart(5, "0")}`;
  await server.deps.db.insert(oneTimeAccessCodes).values({ code, moduleId, userId, expiresAt: new Date(Date.now() + 86_400_000) });
  return code;
}

describe("wrong codes sent in parallel", () => {
  it("100 wrong join codes at once: exactly the allowance is looked up, the rest refused", async () => {
    const s = await person(server);
    const address = newAddress();
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) => post(s.c, "/api/classrooms/join", { code: wrongJoinCode(i) }, address)),
    );
    expect(tally(replies)).toEqual({ 404: UNLOCK_MAX_WRONG, 429: 100 - UNLOCK_MAX_WRONG });
    for (const r of replies.filter((x) => x.status === 429)) expect(r.body.error).toBe(C.tooManyJoinAttempts);
    expect((await counterOf(server.deps.db, codeGuessUserKey(s.id)))?.count).toBe(UNLOCK_MAX_WRONG);
  });

  it("20 wrong unlock codes at once: exactly the allowance is tried, nothing unlocks", async () => {
    const s = await person(server);
    const moduleId = await lockedModule();
    await codeFor(moduleId, s.id);
    const address = newAddress();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(s.c, `/api/modules/${moduleId}/unlock`, { code: `W${String(i).padStart(5, "0")}` }, address),
      ),
    );
    expect(tally(replies)).toEqual({ 400: UNLOCK_MAX_WRONG, 429: 20 - UNLOCK_MAX_WRONG });
    for (const r of replies.filter((x) => x.status === 429)) expect(r.body.error).toBe(M.tooManyCodeAttempts);
    expect(await server.deps.db.select().from(userUnlockedModules).where(eq(userUnlockedModules.userId, s.id))).toEqual([]);
  });

  it("a student's own code sent 20 times at once unlocks once and never locks them out", async () => {
    const s = await person(server);
    const moduleId = await lockedModule();
    const code = await codeFor(moduleId, s.id);
    const address = newAddress();
    const replies = await Promise.all(Array.from({ length: 20 }, () => post(s.c, `/api/modules/${moduleId}/unlock`, { code }, address)));
    // One unlocks; the others are told the code is used (it is), none is refused as a guessing run.
    expect(tally(replies)).toEqual({ 200: 1, 400: 19 });
    expect(replies.find((r) => r.status === 200)?.body).toEqual({ unlocked: true, moduleId });
    for (const r of replies.filter((x) => x.status === 400)) expect(r.body.error).toBe(M.invalidOrExpiredCode);
    expect(await server.deps.db.select().from(userUnlockedModules).where(eq(userUnlockedModules.userId, s.id))).toHaveLength(1);
    // None of the 20 was a wrong guess: the whole allowance is still there.
    expect((await counterOf(server.deps.db, codeGuessUserKey(s.id)))?.count ?? 0).toBe(0);
    const other = await lockedModule();
    for (let i = 0; i < UNLOCK_MAX_WRONG; i++) {
      expect((await post(s.c, `/api/modules/${other}/unlock`, { code: `V${String(i).padStart(5, "0")}` }, address)).status).toBe(400);
    }
    expect((await s.c.get(`/api/modules/${moduleId}`)).status).toBe(200);
  });

  it("a student's own join code sent 20 times at once joins once and costs nothing", async () => {
    const t = await person(server, "teacher");
    const room = (await t.c.post("/api/classrooms", { name: "Parallel Class" })).body.classroom;
    const s = await person(server);
    const address = newAddress();
    const replies = await Promise.all(Array.from({ length: 20 }, () => post(s.c, "/api/classrooms/join", { code: room.code }, address)));
    expect(tally(replies)).toEqual({ 200: 20 });
    expect(replies.filter((r) => r.body.joined)).toHaveLength(1);
    expect((await counterOf(server.deps.db, codeGuessUserKey(s.id)))?.count ?? 0).toBe(0);
    expect((await post(s.c, "/api/classrooms/join", { code: wrongJoinCode(0) }, address)).status).toBe(404);
  });
});

describe("passwords at account deletion, sent in parallel", () => {
  it("20 wrong passwords at once: exactly the allowance is verified, nothing is deleted", async () => {
    const s = await person(server);
    const replies = await Promise.all(times(20, (i) => s.c.post("/api/me/delete", { confirm: "DELETE", password: `wrong-${i}` })));
    expect(tally(replies)).toEqual({ 400: 5, 429: 15 });
    for (const r of replies)
      expect(r.body.error).toBe(r.status === 400 ? PRIVACY_MESSAGES.wrongPassword : PRIVACY_MESSAGES.tooManyPasswords);
    expect((await s.c.get("/api/me")).body.user.id).toBe(s.id);
  });
});

describe("guesses per address, whatever the account", () => {
  it("new accounts bring no new guesses: one address gets its cap, then every account waits", async () => {
    const address = newAddress();
    const accounts = await Promise.all(Array.from({ length: 8 }, () => person(server)));
    const replies = await Promise.all(
      accounts.flatMap((a, n) =>
        Array.from({ length: UNLOCK_MAX_WRONG }, (_, i) =>
          post(a.c, "/api/classrooms/join", { code: wrongJoinCode(100 + n * 10 + i) }, address),
        ),
      ),
    );
    expect(tally(replies)).toEqual({ 404: WRONG_CODES_PER_ADDRESS.limit, 429: 8 * UNLOCK_MAX_WRONG - WRONG_CODES_PER_ADDRESS.limit });
    // A fresh account at that address is refused at once, unlock codes too; at another address it may guess.
    const fresh = await person(server);
    expect((await post(fresh.c, "/api/classrooms/join", { code: wrongJoinCode(999) }, address)).status).toBe(429);
    const moduleId = await lockedModule();
    expect((await post(fresh.c, `/api/modules/${moduleId}/unlock`, { code: "ZZZ999" }, address)).status).toBe(429);
    expect((await post(fresh.c, "/api/classrooms/join", { code: wrongJoinCode(999) }, newAddress())).status).toBe(404);
  });

  it("a class joining with the right code behind one address is not held back", async () => {
    const t = await person(server, "teacher");
    const room = (await t.c.post("/api/classrooms", { name: "School Address" })).body.classroom;
    const address = newAddress();
    const students = await Promise.all(Array.from({ length: 25 }, () => person(server)));
    const replies = await Promise.all(students.map((s) => post(s.c, "/api/classrooms/join", { code: room.code }, address)));
    expect(tally(replies)).toEqual({ 200: 25 });
  });
});

describe("teacher codes sent in parallel", () => {
  const limited = serverForTests({ RATE_LIMIT: "true", TRUSTED_PROXIES: "127.0.0.1" });
  const teacherSignup = (teacherCode: string) => ({
    username: `teacher ${Math.random().toString(36).slice(2, 8)}`,
    email: `t${Math.random().toString(36).slice(2, 10)}@example.com`,
    password: "secret123",
    role: "teacher",
    teacherCode,
  });

  it("30 wrong teacher codes at once: exactly the allowance is compared, the rest refused", async () => {
    const address = "203.0.113.50";
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        limited.client().request("POST", "/api/signup", teacherSignup(`guess-${i}`), { "x-forwarded-for": address }),
      ),
    );
    expect(tally(replies)).toEqual({ 400: WRONG_TEACHER_CODES.limit, 429: 30 - WRONG_TEACHER_CODES.limit });
    for (const r of replies)
      expect(r.body.error).toBe(r.status === 400 ? AUTH_MESSAGES.invalidTeacherCode : COMMON_MESSAGES.tooManyRequests);
  });

  it("right teacher codes are not counted as wrong ones", async () => {
    const address = "203.0.113.51";
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        limited.client().request("POST", "/api/signup", teacherSignup(TEACHER_CODE), { "x-forwarded-for": address }),
      ),
    );
    expect(tally(replies)).toEqual({ 200: 8 });
    const wrong = await limited.client().request("POST", "/api/signup", teacherSignup("nope"), { "x-forwarded-for": address });
    expect(wrong.status).toBe(400);
  });
});
