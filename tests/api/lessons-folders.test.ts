// My Lessons: folders created, renamed and deleted (their lessons move to
// Unassigned), lessons moved between one's own folders and never into another teacher's, counts per
// folder, and the title search with % and _ taken literally.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestServer, TEACHER_CODE, type TestClient, type TestServer } from "#tests/support/test-server.ts";
import { lessonFolders, lessons } from "#server/db/schema/index.ts";
import { LESSON_MESSAGES as L } from "#shared/messages/index.ts";

let server: TestServer;
let teacher: TestClient;
let other: TestClient;

type Item = { id: string; title: string; folder_id: string | null };
type Folder = { id: string; name: string; lessons_count: number };

beforeAll(async () => {
  server = await startTestServer();
  teacher = server.client();
  other = server.client();
  for (const c of [teacher, other]) expect((await c.signup({ role: "teacher", teacherCode: TEACHER_CODE })).status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

const newLesson = async (c: TestClient, title: string, folderId?: string | null) =>
  (await c.post("/api/lessons", { title, reading: "R", ...(folderId !== undefined ? { folder_id: folderId } : {}) })).body.lesson as Item;
const newFolder = async (c: TestClient, name: string) => (await c.post("/api/lesson-folders", { name })).body.folder as Folder;
const list = async (c: TestClient, search = "") =>
  (await c.get(`/api/lessons${search ? `?search=${encodeURIComponent(search)}` : ""}`)).body as { lessons: Item[]; folders: Folder[] };
const folderOf = async (lessonId: string) => (await server.deps.db.select().from(lessons).where(eq(lessons.id, lessonId)))[0]?.folderId;

describe("folders", () => {
  it("creates a folder with its name trimmed, renames it, and counts its lessons", async () => {
    const res = await teacher.post("/api/lesson-folders", { name: "  Year 9  " });
    expect(res.status).toBe(200);
    const folder = res.body.folder as Folder;
    expect(folder).toMatchObject({ name: "Year 9", lessons_count: 0 });
    await newLesson(teacher, "In Year 9 a", folder.id);
    await newLesson(teacher, "In Year 9 b", folder.id);

    const renamed = await teacher.request("PATCH", `/api/lesson-folders/${folder.id}`, { name: " Year 10 " });
    expect(renamed.body.folder).toEqual({ ...folder, name: "Year 10", lessons_count: 2 });
    const listed = (await list(teacher)).folders.find((f) => f.id === folder.id);
    expect(listed).toEqual({ ...folder, name: "Year 10", lessons_count: 2 });
    // Counts are the folder's, whatever the search shows.
    expect((await list(teacher, "zzz-nothing")).folders.find((f) => f.id === folder.id)?.lessons_count).toBe(2);
  });

  it("refuses a second folder of the same name, ignoring case, on create and rename; another teacher may use it", async () => {
    const debates = await newFolder(teacher, "Debates");
    const dup = await teacher.post("/api/lesson-folders", { name: " debates " });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe(L.folderNameTaken);

    const essays = await newFolder(teacher, "Essays");
    const clash = await teacher.request("PATCH", `/api/lesson-folders/${essays.id}`, { name: "DEBATES" });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe(L.folderNameTaken);
    // Renaming a folder to its own name in another case is not a clash.
    expect((await teacher.request("PATCH", `/api/lesson-folders/${debates.id}`, { name: "debates" })).body.folder.name).toBe("debates");
    expect((await list(teacher)).folders.filter((f) => f.name.toLowerCase() === "debates")).toHaveLength(1);
    expect((await other.post("/api/lesson-folders", { name: "Debates" })).status).toBe(200);
  });

  it("deletes a folder and moves its lessons to Unassigned, leaving other folders alone", async () => {
    const doomed = await newFolder(teacher, "Doomed");
    const keep = await newFolder(teacher, "Keep");
    const a = await newLesson(teacher, "Doomed a", doomed.id);
    const b = await newLesson(teacher, "Doomed b", doomed.id);
    const c = await newLesson(teacher, "Kept c", keep.id);

    expect((await teacher.delete(`/api/lesson-folders/${doomed.id}`)).body).toEqual({ ok: true });
    const after = await list(teacher);
    expect(after.folders.map((f) => f.id)).not.toContain(doomed.id);
    expect(after.folders.find((f) => f.id === keep.id)?.lessons_count).toBe(1);
    const byId = new Map(after.lessons.map((l) => [l.id, l]));
    expect([byId.get(a.id)?.folder_id, byId.get(b.id)?.folder_id, byId.get(c.id)?.folder_id]).toEqual([null, null, keep.id]);
    expect([await folderOf(a.id), await folderOf(b.id), await folderOf(c.id)]).toEqual([null, null, keep.id]);
    expect(await server.deps.db.select().from(lessonFolders).where(eq(lessonFolders.id, doomed.id))).toEqual([]);
  });

  it("moves a lesson into one's own folder, between folders and back to Unassigned", async () => {
    const f1 = await newFolder(teacher, "One");
    const f2 = await newFolder(teacher, "Two");
    const l = await newLesson(teacher, "Mover");
    const move = (folder_id: string | null) => teacher.put(`/api/lessons/${l.id}/folder`, { folder_id });

    const into = await move(f1.id);
    expect(into.status).toBe(200);
    expect(into.body.lesson).toMatchObject({ id: l.id, title: "Mover", folder_id: f1.id, questions: 0 });
    expect((await move(f2.id)).body.lesson.folder_id).toBe(f2.id);
    expect(await folderOf(l.id)).toBe(f2.id);
    expect((await move(null)).body.lesson.folder_id).toBeNull();
    expect(await folderOf(l.id)).toBeNull();
  });

  it("refuses to move a lesson into another teacher's folder or a missing one, and another teacher's lesson at all", async () => {
    const theirs = await newFolder(other, "Theirs");
    const mine = await newFolder(teacher, "Mine");
    const l = await newLesson(teacher, "Stay put", mine.id);

    const refused = await teacher.put(`/api/lessons/${l.id}/folder`, { folder_id: theirs.id });
    expect([refused.status, refused.body]).toEqual([403, { error: L.moveFailed }]);
    const missing = await teacher.put(`/api/lessons/${l.id}/folder`, { folder_id: "00000000-0000-4000-8000-000000000000" });
    expect([missing.status, missing.body]).toEqual([404, { error: L.moveFailed }]);
    expect(await folderOf(l.id)).toBe(mine.id);

    // Nor by creating or editing it with their folder.
    const created = await teacher.post("/api/lessons", { title: "Sneaky", reading: "R", folder_id: theirs.id });
    expect([created.status, created.body]).toEqual([403, { error: L.notYourFolder }]);
    const edited = await teacher.put(`/api/lessons/${l.id}`, { title: "Stay put", reading: "R", folder_id: theirs.id });
    expect([edited.status, edited.body]).toEqual([403, { error: L.notYourFolder }]);
    expect(await folderOf(l.id)).toBe(mine.id);
    expect((await list(other)).folders.find((f) => f.id === theirs.id)?.lessons_count).toBe(0);

    // Their lesson cannot be pulled into my folder either.
    const theirLesson = await newLesson(other, "Their lesson", theirs.id);
    const pulled = await teacher.put(`/api/lessons/${theirLesson.id}/folder`, { folder_id: mine.id });
    expect([pulled.status, pulled.body]).toEqual([403, { error: L.notYourLesson }]);
    expect(await folderOf(theirLesson.id)).toBe(theirs.id);
  });
});

describe("at the same time", () => {
  it("deleting a folder while lessons are saved into it leaves no lesson in a missing folder and answers no 500", async () => {
    const folder = await newFolder(teacher, "Racing");
    const moved = await newLesson(teacher, "Racing mover");
    const replies = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => teacher.post("/api/lessons", { title: `Racing ${i}`, reading: "R", folder_id: folder.id })),
      teacher.put(`/api/lessons/${moved.id}/folder`, { folder_id: folder.id }),
      teacher.delete(`/api/lesson-folders/${folder.id}`),
    ]);
    for (const r of replies) expect([200, 403, 404]).toContain(r.status);
    expect(replies.at(-1)?.status).toBe(200);
    const after = await list(teacher, "Racing");
    expect(after.lessons.every((l) => l.folder_id === null)).toBe(true);
  });
});

describe("search", () => {
  it("searches one's own titles, ignoring case, with % and _ taken literally", async () => {
    const s = await server.client();
    await s.signup({ role: "teacher", teacherCode: TEACHER_CODE });
    for (const t of ["100% Sure", "1000 sure", "snake_case", "snakeXcase", "back\\slash", "Plain"]) await newLesson(s, t);
    await newLesson(other, "100% theirs");
    const titles = async (search: string) => (await list(s, search)).lessons.map((l) => l.title).sort();

    expect(await titles("%")).toEqual(["100% Sure"]);
    expect(await titles("0%")).toEqual(["100% Sure"]);
    expect(await titles("_")).toEqual(["snake_case"]);
    expect(await titles("\\")).toEqual(["back\\slash"]);
    expect(await titles("SURE")).toEqual(["1000 sure", "100% Sure"].sort());
    expect(await titles("  plain ")).toEqual(["Plain"]);
    expect(await titles("")).toHaveLength(6);
    expect(await titles("nothing like it")).toEqual([]);
  });

  it("lists lessons newest first", async () => {
    const s = await server.client();
    await s.signup({ role: "teacher", teacherCode: TEACHER_CODE });
    for (const t of ["first", "second", "third"]) {
      await newLesson(s, t);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect((await list(s)).lessons.map((l) => l.title)).toEqual(["third", "second", "first"]);
  });
});
