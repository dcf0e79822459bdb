// Teacher lessons and folders: the access matrix over every /api/lessons and
// /api/lesson-folders route with 0 leaks, then creating, reading, editing and deleting a lesson (the
// delete cascading to its classroom assignments and progress). Inputs, folders, moves and search are
// in lessons-input.test.ts and lessons-folders.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestServer, TEACHER_CODE, type TestClient, type TestServer } from "#tests/support/test-server.ts";
import {
  classroomLessonProgress,
  classroomLessons,
  classroomMembers,
  classrooms,
  lessonFolders,
  lessons,
} from "#server/db/schema/index.ts";
import { AUTH_MESSAGES, LESSON_MESSAGES as L } from "#shared/messages/index.ts";
import {
  checkCell,
  checkMatrix,
  expectEveryDocumentedRoute,
  leakCount,
  requestRoute,
  type RequestRoute,
} from "#tests/support/access-matrix.ts";

const ADMIN = "lessons-head@example.com";
const SECRET = "Secret reading 7f3a";
const quiz = [
  { text: "Who opens the debate?", options: ["Prime Minister", "Leader of Opposition", " "], correct: "Prime Minister" },
  { text: "How long is a reply speech?", options: ["4 minutes", "8 minutes"], correct: " 8 minutes " },
];

type Actor = "guest" | "student" | "owner" | "other" | "admin";
let server: TestServer;
const who = {} as Record<Actor, TestClient>;
const ids = {} as Record<Exclude<Actor, "guest">, string>;

async function signup(c: TestClient, p: { email?: string; role?: "student" | "teacher" } = {}) {
  const res = await c.signup({ ...p, teacherCode: p.role === "teacher" ? TEACHER_CODE : undefined });
  expect(res.status).toBe(200);
  return res.body.user.id as string;
}

const lessonRow = async (id: string) => (await server.deps.db.select().from(lessons).where(eq(lessons.id, id)))[0];
const folderRow = async (id: string) => (await server.deps.db.select().from(lessonFolders).where(eq(lessonFolders.id, id)))[0];

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN });
  for (const k of ["guest", "student", "owner", "other", "admin"] as const) who[k] = server.client();
  ids.student = await signup(who.student);
  ids.owner = await signup(who.owner, { role: "teacher" });
  ids.other = await signup(who.other, { role: "teacher" });
  ids.admin = await signup(who.admin, { email: ADMIN });
});
afterAll(async () => {
  await server?.close();
});

describe("the access matrix", () => {
  it("lets each role do exactly what it may on every lesson and folder route, and leaks nothing", async () => {
    const folder = (await who.owner.post("/api/lesson-folders", { name: "Owner's folder" })).body.folder;
    const lesson = (await who.owner.post("/api/lessons", { title: "Owner's lesson", reading: SECRET, quiz, folder_id: folder.id })).body
      .lesson;
    expect(lesson.folder_id).toBe(folder.id);
    const body = { title: "Taken over", reading: "Changed", quiz: [] };

    // What each actor gets (a student is also refused a viewer outside a classroom); the owner may do all of it.
    const TEACHERS = AUTH_MESSAGES.accessDeniedTeachers;
    const SIGNED_OUT = [401, AUTH_MESSAGES.notSignedIn] as const;
    const routes: RequestRoute<Actor>[] = [
      requestRoute("GET", "/api/lessons", undefined, { guest: SIGNED_OUT, student: [403, TEACHERS], other: [200], admin: [200] }),
      requestRoute("GET", "/api/lessons?search=Owner", undefined, {
        guest: SIGNED_OUT,
        student: [403, TEACHERS],
        other: [200],
        admin: [200],
      }),
      requestRoute(
        "POST",
        "/api/lessons",
        { title: "Own", reading: "R" },
        { guest: [401, L.mustBeLoggedIn], student: [403, TEACHERS], other: [200], admin: [200] },
      ),
      requestRoute("GET", `/api/lessons/${lesson.id}`, undefined, {
        guest: SIGNED_OUT,
        student: [403, TEACHERS],
        other: [403, L.notYourLessonToOpen],
        admin: [200],
      }),
      requestRoute("GET", `/api/lessons/${lesson.id}/view`, undefined, {
        guest: SIGNED_OUT,
        student: [403, L.openFromClassroom],
        other: [403, L.openFromClassroom],
        admin: [200],
      }),
      requestRoute("PUT", `/api/lessons/${lesson.id}`, body, {
        guest: SIGNED_OUT,
        student: [403, TEACHERS],
        other: [403, L.notYourLesson],
        admin: [403, L.notYourLesson],
      }),
      requestRoute(
        "PUT",
        `/api/lessons/${lesson.id}/folder`,
        { folder_id: null },
        { guest: SIGNED_OUT, student: [403, TEACHERS], other: [403, L.notYourLesson], admin: [403, L.notYourLesson] },
      ),
      requestRoute(
        "POST",
        "/api/lesson-folders",
        { name: "Own folder" },
        { guest: SIGNED_OUT, student: [403, TEACHERS], other: [200], admin: [200] },
      ),
      requestRoute(
        "PATCH",
        `/api/lesson-folders/${folder.id}`,
        { name: "Renamed" },
        { guest: SIGNED_OUT, student: [403, TEACHERS], other: [403, L.notYourFolder], admin: [403, L.notYourFolder] },
      ),
      requestRoute("DELETE", `/api/lesson-folders/${folder.id}`, undefined, {
        guest: SIGNED_OUT,
        student: [403, TEACHERS],
        other: [403, L.notYourFolder],
        admin: [403, L.notYourFolder],
      }),
      requestRoute("DELETE", `/api/lessons/${lesson.id}`, undefined, {
        guest: SIGNED_OUT,
        student: [403, TEACHERS],
        other: [403, L.notYourLesson],
        admin: [403, L.notYourLesson],
      }),
    ];

    // Every lesson and folder operation the server documents is in the matrix.
    await expectEveryDocumentedRoute(who.guest, ["/api/lessons", "/api/lesson-folders"], routes, (p) =>
      p.replace(lesson.id, "{lessonId}").replace(folder.id, "{folderId}"),
    );

    let leaks = 0;
    await checkMatrix(routes, ["guest", "student", "other", "admin"], (actor) => who[actor], undefined, {
      onReply: (res, route, actor) => {
        if (res.status !== 200) return;
        // An admin may read any lesson; everything else another user gets holds none of the owner's.
        const readsIt = actor === "admin" && route.name.startsWith(`GET /api/lessons/${lesson.id}`);
        if (!readsIt) leaks += leakCount(res.body, [SECRET, "Owner's lesson", "Owner's folder", lesson.id, folder.id]);
      },
    });
    expect(leaks).toBe(0);

    // Nothing the refused requests asked for happened.
    expect(await lessonRow(lesson.id)).toMatchObject({ title: "Owner's lesson", reading: SECRET, folderId: folder.id, ownerId: ids.owner });
    expect(await folderRow(folder.id)).toMatchObject({ name: "Owner's folder", ownerId: ids.owner });
    expect(await server.deps.db.select().from(lessons).where(eq(lessons.ownerId, ids.owner))).toHaveLength(1);

    // The owner may do all of it (the deletes last).
    for (const route of routes) await checkCell(route, "owner", who.owner, undefined, 200);
    expect(await lessonRow(lesson.id)).toBeUndefined();
    expect(await folderRow(folder.id)).toBeUndefined();
  });

  it("lists only one's own lessons and folders", async () => {
    await who.other.post("/api/lessons", { title: "Other's only lesson", reading: "R" });
    await who.other.post("/api/lesson-folders", { name: "Other's only folder" });
    for (const actor of ["owner", "admin"] as const) {
      const list = (await who[actor].get("/api/lessons")).body;
      expect(JSON.stringify(list)).not.toContain("Other's only");
    }
    const mine = (await who.other.get("/api/lessons")).body;
    expect(mine.lessons.map((l: { title: string }) => l.title)).toContain("Other's only lesson");
    expect(mine.folders.map((f: { name: string }) => f.name)).toContain("Other's only folder");
  });

  it("answers an unknown lesson or folder with 404, and a malformed id with 400", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const [method, path, body, message] of [
      ["GET", `/api/lessons/${unknown}`, undefined, L.lessonNotFound],
      ["GET", `/api/lessons/${unknown}/view`, undefined, L.lessonNotFound],
      ["PUT", `/api/lessons/${unknown}`, { title: "T", reading: "R" }, L.lessonNotFound],
      ["PUT", `/api/lessons/${unknown}/folder`, { folder_id: null }, L.lessonNotFound],
      ["DELETE", `/api/lessons/${unknown}`, undefined, L.lessonNotFound],
      ["PATCH", `/api/lesson-folders/${unknown}`, { name: "N" }, L.folderNotFound],
      ["DELETE", `/api/lesson-folders/${unknown}`, undefined, L.folderNotFound],
    ] as const) {
      const res = await who.owner.request(method, path, body);
      expect([path, res.status, res.body]).toEqual([path, 404, { error: message }]);
      const bad = await who.owner.request(method, path.replace(unknown, "not-a-uuid"), body);
      expect(bad.status).toBe(400);
    }
  });
});

describe("a lesson's life", () => {
  it("creates a lesson with quiz ids q0, q1…, the correct answer as text, and writing when a prompt is given", async () => {
    const res = await who.owner.post("/api/lessons", {
      title: "  Opening speeches ",
      reading: "## The PM\n\nDefines the motion.",
      writing_prompt: "Write a roadmap.",
      level: "intermediate",
      quiz,
    });
    expect(res.status).toBe(200);
    const l = res.body.lesson;
    expect(l).toMatchObject({
      title: "Opening speeches",
      level: "intermediate",
      folder_id: null,
      writing_prompt: "Write a roadmap.",
      allow_writing: true,
      owner_id: ids.owner,
      quiz_error: null,
      quiz: [
        { id: "q0", text: "Who opens the debate?", options: ["Prime Minister", "Leader of Opposition"], correct: "Prime Minister" },
        { id: "q1", text: "How long is a reply speech?", options: ["4 minutes", "8 minutes"], correct: "8 minutes" },
      ],
    });
    expect((await lessonRow(l.id)).quiz).toEqual([
      { id: "q0", text: "Who opens the debate?", options: ["Prime Minister", "Leader of Opposition"], correct: "Prime Minister" },
      { id: "q1", text: "How long is a reply speech?", options: ["4 minutes", "8 minutes"], correct: "8 minutes" },
    ]);
    expect((await who.owner.get(`/api/lessons/${l.id}`)).body).toEqual({ lesson: l });

    const view = (await who.owner.get(`/api/lessons/${l.id}/view`)).body.lesson;
    expect(view).toMatchObject({
      id: l.id,
      reading: "## The PM\n\nDefines the motion.",
      writing_prompt: "Write a roadmap.",
      allow_writing: true,
    });
    expect(view.quiz).toEqual([
      { id: "q0", text: "Who opens the debate?", options: ["Prime Minister", "Leader of Opposition"], correct: 0 },
      { id: "q1", text: "How long is a reply speech?", options: ["4 minutes", "8 minutes"], correct: 1 },
    ]);
    expect((await who.admin.get(`/api/lessons/${l.id}/view`)).body.lesson).toEqual(view);

    const item = (await who.owner.get("/api/lessons")).body.lessons.find((x: { id: string }) => x.id === l.id);
    expect(item).toEqual({
      id: l.id,
      title: "Opening speeches",
      level: "intermediate",
      folder_id: null,
      questions: 2,
      allow_writing: true,
      created_at: l.created_at,
      updated_at: l.updated_at,
    });
  });

  it("defaults to beginner, no quiz and no writing; a blank prompt enables no writing", async () => {
    const res = await who.owner.post("/api/lessons", { title: "Plain", reading: "Read.", writing_prompt: "   " });
    expect(res.body.lesson).toMatchObject({ level: "beginner", quiz: [], writing_prompt: "", allow_writing: false });
    const nulled = await who.owner.post("/api/lessons", { title: "Plain", reading: "Read.", writing_prompt: null });
    expect(nulled.body.lesson).toMatchObject({ writing_prompt: "", allow_writing: false });
    expect((await lessonRow(res.body.lesson.id)).writingPrompt).toBeNull();
  });

  it("saves an edit, keeping the folder when folder_id is left out", async () => {
    const folder = (await who.owner.post("/api/lesson-folders", { name: "Keep" })).body.folder;
    const made = (await who.owner.post("/api/lessons", { title: "Draft", reading: "R", writing_prompt: "P", quiz, folder_id: folder.id }))
      .body.lesson;
    await new Promise((r) => setTimeout(r, 5));
    const res = await who.owner.put(`/api/lessons/${made.id}`, {
      title: "Final",
      reading: "R2",
      writing_prompt: "",
      level: "advanced",
      quiz: [{ text: "Q?", options: ["A", "B", "C"], correct: "C" }],
    });
    expect(res.status).toBe(200);
    expect(res.body.lesson).toMatchObject({
      id: made.id,
      title: "Final",
      reading: "R2",
      level: "advanced",
      folder_id: folder.id,
      writing_prompt: "",
      allow_writing: false,
      created_at: made.created_at,
      quiz: [{ id: "q0", text: "Q?", options: ["A", "B", "C"], correct: "C" }],
    });
    expect(Date.parse(res.body.lesson.updated_at)).toBeGreaterThan(Date.parse(made.updated_at));
    const unfiled = await who.owner.put(`/api/lessons/${made.id}`, { title: "Final", reading: "R2", folder_id: null });
    expect(unfiled.body.lesson.folder_id).toBeNull();
  });

  it("opens a lesson whose stored quiz cannot be read, without the quiz and saying why", async () => {
    const made = (await who.owner.post("/api/lessons", { title: "Broken", reading: "R" })).body.lesson;
    await server.deps.db
      .update(lessons)
      .set({ quiz: [{ text: "Q", options: ["A"] }] })
      .where(eq(lessons.id, made.id));
    const res = await who.owner.get(`/api/lessons/${made.id}`);
    expect(res.status).toBe(200);
    expect(res.body.lesson.quiz).toEqual([]);
    expect(res.body.lesson.quiz_error).toMatch(/quiz could not be read/);
    expect((await who.owner.get(`/api/lessons/${made.id}/view`)).body.lesson.quiz_error).toMatch(/quiz could not be read/);
  });

  it("deletes a lesson with its classroom assignments and the students' progress, and nothing else", async () => {
    const made = (await who.owner.post("/api/lessons", { title: "Assigned", reading: "R", quiz })).body.lesson;
    const kept = (await who.owner.post("/api/lessons", { title: "Also assigned", reading: "R" })).body.lesson;
    const db = server.deps.db;
    const [room] = await db.insert(classrooms).values({ name: "Year 9", code: "LSN901", hostId: ids.owner }).returning();
    await db.insert(classroomMembers).values({ classroomId: room.id, userId: ids.student });
    await db.insert(classroomLessons).values([
      { classroomId: room.id, lessonId: made.id },
      { classroomId: room.id, lessonId: kept.id },
    ]);
    await db.insert(classroomLessonProgress).values([
      { classroomId: room.id, lessonId: made.id, studentId: ids.student, answers: { q0: "Prime Minister" }, completed: true, score: 50 },
      { classroomId: room.id, lessonId: kept.id, studentId: ids.student },
    ]);

    expect((await who.owner.delete(`/api/lessons/${made.id}`)).body).toEqual({ ok: true });
    expect(await lessonRow(made.id)).toBeUndefined();
    expect((await db.select().from(classroomLessons).where(eq(classroomLessons.classroomId, room.id))).map((r) => r.lessonId)).toEqual([
      kept.id,
    ]);
    const progress = await db.select().from(classroomLessonProgress).where(eq(classroomLessonProgress.classroomId, room.id));
    expect(progress.map((p) => p.lessonId)).toEqual([kept.id]);
    expect(await db.select().from(classroomMembers).where(eq(classroomMembers.classroomId, room.id))).toHaveLength(1);
    expect((await who.owner.get(`/api/lessons/${made.id}`)).status).toBe(404);
  });
});
