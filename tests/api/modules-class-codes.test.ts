// Codes for a whole class: one unlock code per current student of a class, for one private module,
// made by an admin in one transaction. Who may call it is in modules-admin.test.ts's access matrix.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestServer, TEACHER_CODE, type TestClient, type TestServer } from "#tests/support/test-server.ts";
import { classroomMembers, modules, oneTimeAccessCodes, profiles, user } from "#server/db/schema/index.ts";
import { CLASS_CODE_MESSAGES as CC, MODULE_MESSAGES as M } from "#shared/messages/index.ts";
import { CLASS_CODES_MAX } from "#shared/modules/admin.ts";

const ADMIN = "codes-admin@example.com";
const DAY = 86_400_000;
const tag = Math.random().toString(36).slice(2, 7);

let server: TestServer;
let admin: TestClient;
let teacher: TestClient;
let seq = 0;

async function signup(p: { username: string; role?: "student" | "teacher"; email?: string }) {
  const c = server.client();
  const res = await c.signup({ ...p, teacherCode: p.role === "teacher" ? TEACHER_CODE : undefined });
  expect(res.status).toBe(200);
  return { c, id: res.body.user.id as string, username: p.username };
}

async function privateModule(isPublic = false) {
  const [row] = await server.deps.db
    .insert(modules)
    .values({ name: `${tag} Module ${++seq}`, isPublic, createdBy: null })
    .returning();
  return row;
}

async function classroom(members: TestClient[]) {
  const room = (await teacher.post("/api/classrooms", { name: `${tag} Class ${++seq}` })).body.classroom as {
    id: string;
    code: string;
    name: string;
  };
  for (const c of members) expect((await c.post("/api/classrooms/join", { code: room.code })).status).toBe(200);
  return room;
}

const makeCodes = (moduleId: string, classroom: unknown) => admin.post(`/api/admin/modules/${moduleId}/class-codes`, { classroom });
const codesOf = (moduleId: string) => server.deps.db.select().from(oneTimeAccessCodes).where(eq(oneTimeAccessCodes.moduleId, moduleId));

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN });
  admin = (await signup({ username: `${tag} Admin`, email: ADMIN })).c;
  teacher = (await signup({ username: `${tag} Teacher`, role: "teacher" })).c;
});
afterAll(async () => {
  await server?.close();
});

describe("codes for a class", () => {
  it("makes one code per current student, by username, each unlocking the module for that student once", async () => {
    const zed = await signup({ username: `${tag} zed` });
    const amy = await signup({ username: `${tag} Amy` });
    const gone = await signup({ username: `${tag} Gone` });
    const otherTeacher = await signup({ username: `${tag} Visiting teacher`, role: "teacher" });
    const room = await classroom([zed.c, amy.c, gone.c, otherTeacher.c]);
    // A student who has left the class is no longer one of its students.
    expect((await teacher.delete(`/api/classrooms/${room.id}/members/${gone.id}`)).status).toBe(200);
    const mod = await privateModule();

    // The join code as a person might type it: lower case, with spaces around.
    const res = await makeCodes(mod.id, `  ${room.code.toLowerCase()} `);
    expect(res.status).toBe(200);
    expect(res.body.classroom).toEqual({ id: room.id, name: room.name });
    expect(res.body.codes).toEqual(
      [amy, zed].map((s) => ({
        student: { id: s.id, name: expect.any(String), username: s.username },
        code: expect.stringMatching(/^[A-Z0-9]{6}$/),
        expires_at: expect.any(String),
      })),
    );
    const [a, z] = res.body.codes as { code: string; expires_at: string }[];
    expect(a.code).not.toBe(z.code);
    expect(Math.abs(Date.parse(a.expires_at) - Date.now() - DAY)).toBeLessThan(60_000);

    // Saved as ordinary one-time codes, each bound to its student.
    const saved = await codesOf(mod.id);
    expect(saved.map((r) => [r.userId, r.code]).sort()).toEqual(
      [
        [amy.id, a.code],
        [zed.id, z.code],
      ].sort(),
    );
    const unlock = (c: TestClient, code: string) => c.post(`/api/modules/${mod.id}/unlock`, { code });
    expect((await unlock(zed.c, a.code)).body).toEqual({ error: M.invalidOrExpiredCode });
    expect((await unlock(amy.c, a.code)).body).toEqual({ unlocked: true, moduleId: mod.id });
    expect((await unlock(amy.c, a.code)).body).toEqual({ error: M.invalidOrExpiredCode });
    // The module settings list them beside the single codes.
    const listed = (await admin.get(`/api/admin/modules/${mod.id}`)).body.codes.map((c: { code: string }) => c.code).sort();
    expect(listed).toEqual([a.code, z.code].sort());

    // By the class id too; every call makes fresh codes.
    const again = await makeCodes(mod.id, room.id);
    expect(again.status).toBe(200);
    expect(again.body.codes.map((c: { student: { id: string } }) => c.student.id)).toEqual([amy.id, zed.id]);
    expect(again.body.codes.map((c: { code: string }) => c.code)).not.toContain(a.code);
    expect(await codesOf(mod.id)).toHaveLength(4);
  });

  it("refuses an unknown class, an empty class and a public module, saving nothing", async () => {
    const student = await signup({ username: `${tag} Solo` });
    const empty = await classroom([]);
    const full = await classroom([student.c]);
    const mod = await privateModule();
    const open = await privateModule(true);
    for (const [moduleId, classroom, status, error] of [
      [mod.id, "ZZZZZZ", 400, CC.classroomNotFound],
      [mod.id, "not a code", 400, CC.classroomNotFound],
      [mod.id, "00000000-0000-4000-8000-000000000000", 400, CC.classroomNotFound],
      [mod.id, "", 400, CC.enterClassroom],
      [mod.id, "   ", 400, CC.enterClassroom],
      [mod.id, undefined, 400, CC.enterClassroom],
      [mod.id, "x".repeat(101), 400, CC.classroomNotFound],
      [mod.id, empty.code, 409, CC.emptyClassroom],
      [open.id, full.code, 409, CC.publicModule],
    ] as const) {
      const res = await makeCodes(moduleId, classroom);
      expect([classroom, res.status, res.body]).toEqual([classroom, status, { error }]);
    }
    expect(await codesOf(mod.id)).toEqual([]);
    expect(await codesOf(open.id)).toEqual([]);
  });

  it(`makes at most ${CLASS_CODES_MAX} at once: a larger class gets none`, async () => {
    const room = await classroom([]);
    const mod = await privateModule();
    // Students written straight to the database: signing up 201 of them would only be slower.
    const add = async (count: number) => {
      const rows = Array.from({ length: count }, () => {
        const id = `${tag}-bulk-${++seq}`;
        return { id, name: `Bulk ${seq}`, email: `${id}@example.com`, username: `${tag} bulk ${seq}` };
      });
      await server.deps.db.insert(user).values(rows.map(({ id, name, email }) => ({ id, name, email })));
      await server.deps.db.insert(profiles).values(rows.map(({ id, username }) => ({ id, username })));
      await server.deps.db.insert(classroomMembers).values(rows.map(({ id }) => ({ classroomId: room.id, userId: id })));
      return rows;
    };
    const first = await add(CLASS_CODES_MAX);
    const res = await makeCodes(mod.id, room.code);
    expect(res.status).toBe(200);
    expect(res.body.codes).toHaveLength(CLASS_CODES_MAX);
    expect(new Set(res.body.codes.map((c: { code: string }) => c.code)).size).toBe(CLASS_CODES_MAX);
    expect(res.body.codes.find((c: { student: { id: string } }) => c.student.id === first[0].id).student.name).toBe(first[0].name);

    await add(1);
    const over = await makeCodes(mod.id, room.code);
    expect([over.status, over.body]).toEqual([409, { error: CC.tooManyStudents(CLASS_CODES_MAX) }]);
    expect(await codesOf(mod.id)).toHaveLength(CLASS_CODES_MAX);
  });
});
