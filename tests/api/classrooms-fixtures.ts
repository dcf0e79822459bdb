// What the classroom API tests share: people, teacher lessons written straight into the `lessons`
// table, teacher settings, and a request context for calling a service directly.
import { expect } from "vitest";
import { eq } from "drizzle-orm";
import { lessons, user } from "#server/db/schema/index.ts";
import { saveSettingsGroup, readSettingsGroup } from "#server/platform/settings-store.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import type { SessionUser } from "#shared/account/schemas.ts";
import type { UserSettings } from "#shared/settings/schemas.ts";
import { TEACHER_CODE, type TestClient, type TestServer } from "#tests/support/test-server.ts";
import { testCtx } from "#tests/support/request-ctx.ts";

export const QUIZ = [
  { id: "q0", text: "What does the P in PAEL stand for?", options: ["Point", "Proof", "Premise"], correct: "Point" },
  { id: "q1", text: "Which speaker opens the debate?", options: ["Opposition", "Prime Minister"], correct: "Prime Minister" },
];
export const ALL_RIGHT = { q0: "Point", q1: "Prime Minister" };

export interface Person {
  c: TestClient;
  user: SessionUser;
  id: string;
}

let seq = 0;

export async function person(server: TestServer, role: "student" | "teacher" = "student", email?: string): Promise<Person> {
  const c = server.client();
  const n = `${Date.now().toString(36)}${++seq}`;
  const res = await c.signup({
    role,
    email: email ?? `p${n}@example.com`,
    username: `${role} ${n}`,
    teacherCode: role === "teacher" ? TEACHER_CODE : undefined,
  });
  expect(res.status).toBe(200);
  return { c, user: res.body.user, id: res.body.user.id };
}

/** A person on a server with SMTP set, where sign-up asks for a confirmed address: confirmed in the database, then signed in. */
export async function confirmedPerson(server: TestServer, role: "student" | "teacher" = "student"): Promise<Person> {
  const c = server.client();
  const n = `${Date.now().toString(36)}${++seq}`;
  const email = `m${n}@example.com`;
  const res = await c.signup({ role, email, username: `${role} mail ${n}`, teacherCode: role === "teacher" ? TEACHER_CODE : undefined });
  expect(res.status).toBe(200);
  await server.deps.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  expect((await c.signin(email, res.input.password)).status).toBe(200);
  const me = (await c.get("/api/me")).body.user;
  return { c, user: me, id: me.id };
}

export async function makeLesson(
  server: TestServer,
  ownerId: string,
  p: { title?: string; allowWriting?: boolean; writingPrompt?: string | null; quiz?: unknown } = {},
) {
  const [row] = await server.deps.db
    .insert(lessons)
    .values({
      title: p.title ?? `Lesson ${++seq}`,
      level: "beginner",
      reading: "## Structure\n\nA speech has a roadmap, arguments and a summary.",
      writingPrompt: p.writingPrompt ?? null,
      allowWriting: p.allowWriting ?? false,
      quiz: p.quiz ?? QUIZ,
      ownerId,
    })
    .returning();
  return row;
}

export async function setTeacher(server: TestServer, userId: string, patch: Partial<UserSettings["teacher"]>) {
  const now = await readSettingsGroup(server.deps.db, userId, "teacher");
  await saveSettingsGroup(server.deps.db, userId, "teacher", { ...now, ...patch });
}

export async function setNotifications(server: TestServer, userId: string, patch: Partial<UserSettings["notifications"]>) {
  const now = await readSettingsGroup(server.deps.db, userId, "notifications");
  await saveSettingsGroup(server.deps.db, userId, "notifications", { ...now, ...patch });
}

/** A signed-in request context on the test server's database, with the person's cookies, for calling a service directly. */
export function ctxFor(server: TestServer, { user, c }: Pick<Person, "user" | "c">): ServiceCtx {
  return testCtx({
    db: server.deps.db,
    config: server.deps.config,
    log: server.deps.log,
    auth: server.deps.auth,
    who: { kind: "user", user, subject: `user:${user.id}` },
    headers: new Headers({ cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ") }),
    now: () => new Date(),
  });
}

/** A classroom hosted by `host`, with `students` joined. */
export async function classroomWith(host: Person, students: Person[] = [], name = "Debate Club") {
  const made = await host.c.post("/api/classrooms", { name });
  expect(made.status).toBe(200);
  const room = made.body.classroom as { id: string; code: string };
  for (const s of students) expect((await s.c.post("/api/classrooms/join", { code: room.code })).status).toBe(200);
  return room;
}

export const patch = (c: TestClient, path: string, body: unknown) => c.request("PATCH", path, body);
