import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import * as schema from "#server/db/schema/index.ts";
import { hasDraft, draftsPresent } from "#server/domains/drafts/index.ts";
import { purgeExpired, DRAFT_DAYS } from "#server/jobs/retention.ts";
import { DRAFT_SAVES, draftSavesKey } from "#server/platform/limits/rules.ts";
import { AUTH_MESSAGES, DRAFT_MESSAGES as M } from "#shared/messages/index.ts";
import { DRAFTS_PER_ACCOUNT, DRAFT_MAX_CHARS, draftKeys } from "#shared/drafts/schemas.ts";
import { checkMatrix, requestRoute } from "#tests/support/access-matrix.ts";
import { startTestServer, type TestClient, type TestServer } from "#tests/support/test-server.ts";
import { watchStatements } from "#tests/support/statement-log.ts";
import { ALL_RIGHT, QUIZ, classroomWith, makeLesson, person, type Person } from "./classrooms-fixtures";

// Drafts: what a student typed and has not submitted, kept per user and item on the server.

const url = (key: string) => `/api/drafts?key=${encodeURIComponent(key)}`;
const put = (c: TestClient, key: string, body: unknown) => c.request("PUT", url(key), { body });
const get = (c: TestClient, key: string) => c.get(url(key));
const del = (c: TestClient, key: string) => c.request("DELETE", url(key));

describe("drafts: /api/drafts", () => {
  let server: TestServer;
  let teacher: Person;
  let ann: Person;
  let bob: Person;
  let room: { id: string };
  let lessonId: string;
  let lessonKey: string;
  let statements: ReturnType<typeof watchStatements>;

  beforeAll(async () => {
    server = await startTestServer();
    teacher = await person(server, "teacher");
    ann = await person(server);
    bob = await person(server);
    room = await classroomWith(teacher, [ann, bob]);
    const lesson = await makeLesson(server, teacher.id, { allowWriting: true, writingPrompt: "Why?" });
    lessonId = lesson.id;
    expect((await teacher.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: lessonId })).status).toBe(200);
    lessonKey = draftKeys.classroomLesson(room.id, lessonId);
    statements = watchStatements(server);
  });
  afterAll(async () => {
    statements?.restore();
    await server?.close();
  });

  it("saves a draft as the student types and gives it back on another device", async () => {
    const body = { writing: "My first paragraph", choices: { "0": 1 } };
    const saved = await put(ann.c, lessonKey, body);
    expect(saved.status).toBe(200);
    expect(Date.parse(saved.body.updated_at)).not.toBeNaN();
    expect((await put(ann.c, lessonKey, { ...body, writing: "My first paragraph, longer" })).status).toBe(200);

    // Another device is another session of the same account.
    const elsewhere = server.client();
    expect((await elsewhere.signin(ann.user.email, "secret123")).status).toBe(200);
    const res = await get(elsewhere, lessonKey);
    expect(res.status).toBe(200);
    expect(res.body.draft.body).toEqual({ ...body, writing: "My first paragraph, longer" });
  });

  it("answers each save with the version it stored, and refuses a save over a version since replaced", async () => {
    const carl = await person(server);
    const key = draftKeys.drill("framing");
    const first = await carl.c.put(url(key), { body: { writing: "v1" }, version: 0 });
    expect([first.status, first.body.version]).toEqual([200, 1]);
    expect((await carl.c.put(url(key), { body: { writing: "again" }, version: 0 })).body.error).toBe(M.stale);

    // Forty tabs that all saw version 1 save at once: one is kept, and every other one is told it is stale.
    const racing = await Promise.all(
      Array.from({ length: 40 }, (_, i) => carl.c.put(url(key), { body: { writing: `tab ${i}` }, version: 1 })),
    );
    const kept = racing.filter((r) => r.status === 200);
    expect(kept).toHaveLength(1);
    expect(kept[0].body.version).toBe(2);
    for (const r of racing.filter((x) => x.status !== 200)) expect([r.status, r.body.error]).toEqual([409, M.stale]);
    const held = (await get(carl.c, key)).body.draft;
    expect(held.version).toBe(2);
    expect(held.body).toEqual({ writing: `tab ${racing.indexOf(kept[0])}` });

    // A save without a version still replaces whatever is there, and says which version it stored.
    const blind = await Promise.all(Array.from({ length: 5 }, (_, i) => carl.c.put(url(key), { body: { writing: `blind ${i}` } })));
    expect(blind.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(blind.map((r) => r.body.version).sort()).toEqual([3, 4, 5, 6, 7]);
    const last = blind.findIndex((r) => r.body.version === 7);
    expect((await get(carl.c, key)).body.draft).toMatchObject({ version: 7, body: { writing: `blind ${last}` } });
    expect((await carl.c.put(url(key), { body: { writing: "x" }, version: -1 })).status).toBe(400);
  });

  it("a save costs one SQL statement: the rate count, the cap and the upsert together", async () => {
    await get(ann.c, lessonKey); // the session's signed copy is fresh after this, so identity costs nothing
    const { result: res, sql } = await statements.during(() => put(ann.c, lessonKey, { writing: "counted" }));
    expect(res.status).toBe(200);
    expect(sql).toHaveLength(1);
    expect(sql[0]).toMatch(/^\s*with taken as \(insert into "request_limits"/);
  });

  it("no one else can read, write or clear your draft: everything is keyed by the session's user", async () => {
    await put(ann.c, lessonKey, { writing: "Ann's secret words" });
    const theirs = await get(bob.c, lessonKey);
    expect(theirs.status).toBe(200);
    expect(theirs.body.draft).toBeNull();
    expect((await put(bob.c, lessonKey, { writing: "Bob's words" })).status).toBe(200);
    expect((await del(bob.c, lessonKey)).body).toEqual({ cleared: true });
    expect((await del(teacher.c, lessonKey)).body).toEqual({ cleared: false });
    expect((await get(ann.c, lessonKey)).body.draft.body).toEqual({ writing: "Ann's secret words" });
    // A user id in the body or the query is not a way in either.
    expect((await ann.c.request("PUT", `${url(lessonKey)}&user_id=${bob.id}`, { body: { writing: "x" }, user_id: bob.id })).status).toBe(
      200,
    );
    expect((await get(bob.c, lessonKey)).body.draft).toBeNull();
  });

  it("the access matrix: a guest is refused every route; every signed-in role keeps drafts of their own", async () => {
    type Actor = "guest" | "student" | "otherStudent" | "teacher" | "otherTeacher" | "admin";
    const admin = await person(server, "teacher");
    await server.deps.db
      .update(schema.profiles)
      .set({ isAdmin: true })
      .where(sql`${schema.profiles.id} = ${admin.id}`);
    const clients: Record<Actor, TestClient> = {
      guest: server.client(),
      student: ann.c,
      otherStudent: (await person(server)).c,
      teacher: teacher.c,
      otherTeacher: (await person(server, "teacher")).c,
      admin: admin.c,
    };
    const key = draftKeys.drill("framing");
    const refused = [401, AUTH_MESSAGES.notSignedIn] as const;
    const routes = [
      requestRoute<Actor>("PUT", url(key), { body: { frame: "f" } }, { guest: refused }),
      requestRoute<Actor>("GET", url(key), undefined, { guest: refused }),
      requestRoute<Actor>("DELETE", url(key), undefined, { guest: refused }),
    ];
    for (const r of routes) for (const a of Object.keys(clients) as Actor[]) if (a !== "guest") r.expect[a] = 200;
    await checkMatrix(routes, Object.keys(clients) as Actor[], (a) => clients[a], undefined);
  });

  it("a submitted attempt is never overwritten: a draft older than the submission is discarded", async () => {
    await put(ann.c, lessonKey, { writing: "before submitting" });
    const submitted = await ann.c.post(`/api/classrooms/${room.id}/lessons/${lessonId}/submit`, {
      answers: ALL_RIGHT,
      writing_response: "What I handed in",
    });
    expect(submitted.status).toBe(200);
    expect((await get(ann.c, lessonKey)).body.draft).toBeNull();
    expect(await hasDraft({ ctx: server.deps, input: { userId: ann.id, itemKeys: [lessonKey] } })).toEqual(new Set());
    // The row is gone, not hidden: the export shows no stale draft.
    const left = await server.deps.db
      .select()
      .from(schema.drafts)
      .where(sql`${schema.drafts.userId} = ${ann.id}`);
    expect(left.map((d) => d.itemKey)).not.toContain(lessonKey);

    // Editing after the submission (towards a resubmission) is a new draft, and it is kept.
    await put(ann.c, lessonKey, { writing: "What I will resubmit" });
    expect((await get(ann.c, lessonKey)).body.draft.body).toEqual({ writing: "What I will resubmit" });
    expect(await hasDraft({ ctx: server.deps, input: { userId: ann.id, itemKeys: [lessonKey, draftKeys.drill("argument")] } })).toEqual(
      new Set([lessonKey]),
    );
  });

  it("a module lesson assigned to a class: its draft gives way to the submission too", async () => {
    const cal = await person(server);
    const other = await classroomWith(teacher, [cal]);
    const [starter] = await server.deps.db.insert(schema.modules).values({ name: "Starter drafts", isPublic: false }).returning();
    const [ml] = await server.deps.db
      .insert(schema.moduleLessons)
      .values({ title: "Starter", level: "beginner", moduleId: starter.id, reading: "Read.", quiz: QUIZ })
      .returning();
    const assigned = await teacher.c.post(`/api/classrooms/${other.id}/lessons`, { lesson_id: ml.id, kind: "module_lesson" });
    expect(assigned.status).toBe(200);
    const key = draftKeys.classroomLesson(other.id, ml.id);
    await put(cal.c, key, { answers: { q0: "Proof" } });
    expect((await get(cal.c, key)).body.draft.body).toEqual({ answers: { q0: "Proof" } });
    const sent = await cal.c.post(`/api/classrooms/${other.id}/lessons/${ml.id}/submit`, { answers: ALL_RIGHT, writing_response: "" });
    expect(sent.status).toBe(200);
    expect((await get(cal.c, key)).body.draft).toBeNull();
  });

  it("clears the draft when the work is submitted", async () => {
    await put(ann.c, lessonKey, { writing: "to clear" });
    expect((await del(ann.c, lessonKey)).body).toEqual({ cleared: true });
    expect((await get(ann.c, lessonKey)).body.draft).toBeNull();
    expect((await del(ann.c, lessonKey)).body).toEqual({ cleared: false });
  });

  it("a drill's and the debater's drafts give way to a scored attempt and a sent speech", async () => {
    const db = server.deps.db;
    const drill = draftKeys.drill("argument");
    await put(ann.c, drill, { motion: "THW ban homework", values: { pael: { point: "p" } } });
    await put(ann.c, draftKeys.debate(), { speech: "Madam Speaker", seconds_left: 300 });
    expect((await get(ann.c, drill)).body.draft.body.motion).toBe("THW ban homework");
    expect((await get(ann.c, draftKeys.debate())).body.draft.body.seconds_left).toBe(300);

    await db.insert(schema.drillAttempts).values({
      userId: ann.id,
      drill: "argument",
      motion: "THW ban homework",
      input: {},
      result: {},
      overall: 5,
      engine: "offline",
    });
    const [round] = await db
      .insert(schema.debates)
      .values({ subject: `user:${ann.id}`, userId: ann.id, motion: "M", side: "Government" })
      .returning();
    await db.insert(schema.debateMessages).values({ debateId: round.id, role: "user", content: "Madam Speaker" });
    expect((await get(ann.c, drill)).body.draft).toBeNull();
    expect((await get(ann.c, draftKeys.debate())).body.draft).toBeNull();
    // Another student's attempt is not Ann's submission.
    await put(bob.c, drill, { motion: "m" });
    await db
      .insert(schema.drillAttempts)
      .values({ userId: ann.id, drill: "argument", motion: "x", input: {}, result: {}, overall: 5, engine: "offline" });
    expect((await get(bob.c, drill)).body.draft.body).toEqual({ motion: "m" });
  });

  it("answers a whole class in one query for the gradebook", async () => {
    const other = draftKeys.moduleLesson(randomUUID(), randomUUID());
    await put(bob.c, other, { writing: "b" });
    const present = await draftsPresent({
      ctx: server.deps,
      input: { userIds: [ann.id, bob.id, teacher.id], itemKeys: [lessonKey, other] },
    });
    expect(present.get(bob.id)).toEqual(new Set([other]));
    expect(present.has(teacher.id)).toBe(false);
    expect(await draftsPresent({ ctx: server.deps, input: { userIds: [], itemKeys: [other] } })).toEqual(new Map());
  });

  it("refuses keys it does not know, bodies that are not objects, unstorable text and oversize drafts", async () => {
    for (const key of ["", "lesson:1", "drill:nope", `classroom-lesson:${randomUUID()}`, "debate:x", "x".repeat(500), "constructor"]) {
      for (const res of [await put(ann.c, key, { a: "b" }), await get(ann.c, key), await del(ann.c, key)]) {
        expect([key, res.status, res.body]).toEqual([key, 400, { error: M.badKey }]);
      }
    }
    expect((await ann.c.request("PUT", url(lessonKey), {})).status).toBe(400);
    for (const body of [[1, 2], "text", 3, null]) {
      expect((await put(ann.c, lessonKey, body)).body).toEqual({ error: M.badBody });
    }
    expect((await put(ann.c, lessonKey, { writing: "a\u0000b" })).body).toEqual({ error: M.badBody });
    expect((await put(ann.c, lessonKey, { ["a\ud800"]: "b" })).body).toEqual({ error: M.badBody });
    const big = await put(ann.c, lessonKey, { writing: "x".repeat(DRAFT_MAX_CHARS) });
    expect([big.status, big.body.error]).toEqual([400, M.tooLarge]);
    expect((await put(ann.c, lessonKey, { writing: "x".repeat(DRAFT_MAX_CHARS - 20) })).status).toBe(200);
  });

  it("keeps at most DRAFTS_PER_ACCOUNT drafts, but the ones kept can still be saved", async () => {
    const c = await person(server);
    const rows = Array.from({ length: DRAFTS_PER_ACCOUNT }, () => ({
      userId: c.id,
      itemKey: draftKeys.moduleLesson(randomUUID(), randomUUID()),
      body: {},
    }));
    await server.deps.db.insert(schema.drafts).values(rows);
    const refused = await put(c.c, draftKeys.drill("modeling"), { a: "b" });
    expect([refused.status, refused.body]).toEqual([409, { error: M.tooMany }]);
    expect((await put(c.c, rows[0].itemKey, { a: "b" })).status).toBe(200);
  });

  it("limits how often one account saves, across all its drafts", async () => {
    const c = await person(server);
    const start = new Date(Math.floor(Date.now() / DRAFT_SAVES.windowMs) * DRAFT_SAVES.windowMs);
    await server.deps.db
      .insert(schema.requestLimits)
      .values({ key: draftSavesKey(c.id), count: DRAFT_SAVES.limit - 1, windowStart: start });
    // Fails only if the window turns over between the insert and the saves.
    expect((await put(c.c, draftKeys.drill("clashes"), { a: "1" })).status).toBe(200);
    const refused = await put(c.c, draftKeys.drill("refutation"), { a: "2" });
    expect([refused.status, refused.body]).toEqual([429, { error: M.tooFast }]);
    expect((await get(c.c, draftKeys.drill("refutation"))).body.draft).toBeNull();
    // Reading and clearing are not counted.
    expect((await del(c.c, draftKeys.drill("clashes"))).status).toBe(200);
  });

  it("the retention job purges drafts left untouched past the retention period", async () => {
    const c = await person(server);
    await put(c.c, draftKeys.drill("characterization"), { old: "o" });
    await put(c.c, draftKeys.drill("framing"), { recent: "r" });
    await server.deps.db.execute(
      sql`update drafts set updated_at = now() - make_interval(days => ${DRAFT_DAYS + 1}) where user_id = ${c.id} and item_key = 'drill:characterization'`,
    );
    await purgeExpired(server.deps);
    const left = await server.deps.db
      .select()
      .from(schema.drafts)
      .where(sql`${schema.drafts.userId} = ${c.id}`);
    expect(left.map((d) => d.itemKey)).toEqual(["drill:framing"]);
  });
});
