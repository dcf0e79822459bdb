import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { startTestServer, type TestClient, type TestServer } from "#tests/support/test-server.ts";
import { AUTH_MESSAGES, SETTINGS_MESSAGES as M } from "#shared/messages/index.ts";
import { AVATAR_MAX_BYTES } from "#shared/settings/avatar.ts";
import { eq } from "drizzle-orm";
import { classroomWith, makeLesson, person, type Person } from "./classrooms-fixtures";
import { userSettings } from "#server/db/schema/index.ts";

// Avatar uploads: PUT/DELETE /api/me/avatar, GET /api/avatars/{userId}, the URL rule of the
// profile group, and where the profile shows (the teacher's views of a member).

const png = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

/** A raw upload: the image bytes as the body (the test client sends only text). */
async function upload(c: TestClient, body: Uint8Array, type: string) {
  const headers: Record<string, string> = { origin: c.base, "content-type": type };
  if (c.cookies.size) headers.cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(`${c.base}/api/me/avatar`, { method: "PUT", headers, body: new Uint8Array(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function image(c: TestClient, path: string, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { origin: c.base, ...extra };
  if (c.cookies.size) headers.cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(c.base + path, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("avatars", () => {
  let server: TestServer;
  let ann: Person;
  let bob: Person;
  beforeAll(async () => {
    server = await startTestServer();
    ann = await person(server);
    bob = await person(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("uploads a PNG, stores it as 256×256 WebP and points the profile at it", async () => {
    const res = await upload(ann.c, await png(), "image/png");
    expect(res.status).toBe(200);
    expect(res.body.avatar_url).toMatch(new RegExp(`^/api/avatars/${ann.id}\\?v=[a-f0-9]{16}$`));
    expect((await ann.c.get("/api/settings")).body.profile.avatar_url).toBe(res.body.avatar_url);

    const got = await image(bob.c, res.body.avatar_url);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/webp");
    expect(got.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");
    const meta = await sharp(got.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 256, 256, undefined]);

    // Without the current ?v, it is revalidated; with the ETag, 304.
    const plain = await image(bob.c, `/api/avatars/${ann.id}`);
    expect(plain.headers.get("cache-control")).toBe("private, no-cache");
    const again = await image(bob.c, `/api/avatars/${ann.id}`, { "if-none-match": plain.headers.get("etag")! });
    expect(again.status).toBe(304);
  });

  it("accepts JPEG (turned upright by EXIF) and WebP", async () => {
    const base = sharp({ create: { width: 300, height: 100, channels: 3, background: "#3366aa" } });
    const jpeg = await base.clone().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    for (const [bytes, type] of [
      [jpeg, "image/jpeg"],
      [await base.clone().webp().toBuffer(), "image/webp"],
    ] as const) {
      const res = await upload(ann.c, bytes, type);
      expect([type, res.status]).toEqual([type, 200]);
    }
  });

  it("decodes only the declared type: SVG, TIFF, AVIF, HEIF, GIF or another accepted type sent as PNG, JPEG or WebP is refused", async () => {
    const base = sharp({ create: { width: 64, height: 64, channels: 3, background: "#3366aa" } });
    const others: Array<[string, Buffer]> = [
      ["svg", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' width='64' height='64'><rect width='64' height='64'/></svg>")],
      ["svg with a PNG's first bytes", Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from("<svg/>")])],
      ["tiff", await base.clone().tiff().toBuffer()],
      ["avif", await base.clone().avif().toBuffer()],
      ["heif", await base.clone().heif({ compression: "av1" }).toBuffer()],
      ["gif", await base.clone().gif().toBuffer()],
      ["jpeg", await base.clone().jpeg().toBuffer()],
      ["webp", await base.clone().webp().toBuffer()],
      ["png", await base.clone().png().toBuffer()],
      ["text", Buffer.from("this is not a PNG at all")],
    ];
    const accepted: string[] = [];
    for (const type of ["image/png", "image/jpeg", "image/webp"]) {
      for (const [what, bytes] of others) {
        if (type.endsWith(what)) continue;
        const res = await upload(ann.c, bytes, type);
        if (res.status !== 415 || res.body.error !== M.avatarNotItsType) accepted.push(`${what} as ${type}: ${res.status}`);
      }
    }
    expect(accepted).toEqual([]);
    // GIF is no longer an accepted type, even when it says so.
    const gif = await upload(ann.c, await base.clone().gif().toBuffer(), "image/gif");
    expect([gif.status, gif.body.error]).toEqual([415, M.avatarType]);
    // The bytes begin as a PNG does, but the rest is not one.
    const broken = await upload(ann.c, (await base.clone().png().toBuffer()).subarray(0, 40), "image/png");
    expect([broken.status, broken.body.error]).toEqual([400, M.avatarUnreadable]);
  });

  it("refuses another type (415), a file that is not an image (415), a decompression bomb (400) and over 2 MB (413)", async () => {
    const svg = await upload(ann.c, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/svg+xml");
    expect([svg.status, svg.body.error]).toEqual([415, M.avatarType]);
    const text = await upload(ann.c, Buffer.from("hello"), "text/plain");
    expect(text.status).toBe(415);
    const fake = await upload(ann.c, Buffer.from("this is not a PNG at all"), "image/png");
    expect([fake.status, fake.body.error]).toEqual([415, M.avatarNotItsType]);
    const empty = await upload(ann.c, new Uint8Array(0), "image/png");
    expect([empty.status, empty.body.error]).toEqual([400, M.avatarUnreadable]);
    // 10,000 × 10,000 of one colour compresses to a few kB, and would decode to 300 MB.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(AVATAR_MAX_BYTES);
    const refused = await upload(ann.c, bomb, "image/png");
    expect([refused.status, refused.body.error]).toEqual([400, M.avatarTooManyPixels]);
    const big = await upload(ann.c, new Uint8Array(AVATAR_MAX_BYTES + 1), "image/png");
    expect([big.status, big.body.error]).toEqual([413, M.avatarTooLarge]);
  });

  it("needs a signed-in user to upload, remove or see an avatar", async () => {
    const guest = server.client();
    const res = await upload(guest, await png(), "image/png");
    expect([res.status, res.body.error]).toEqual([401, AUTH_MESSAGES.notSignedIn]);
    expect((await guest.delete("/api/me/avatar")).status).toBe(401);
    expect((await image(guest, `/api/avatars/${ann.id}`)).status).toBe(401);
  });

  it("changes only the uploader's own avatar; removing clears it", async () => {
    const mine = await upload(ann.c, await png(100, 100), "image/png");
    const before = await image(ann.c, mine.body.avatar_url);
    const theirs = await upload(bob.c, await png(50, 80), "image/png");
    expect(theirs.body.avatar_url).toContain(bob.id);
    expect((await ann.c.get("/api/settings")).body.profile.avatar_url).toBe(mine.body.avatar_url);
    expect((await image(ann.c, mine.body.avatar_url)).bytes.equals(before.bytes)).toBe(true);

    const removed = await bob.c.delete("/api/me/avatar");
    expect([removed.status, removed.body]).toEqual([200, { avatar_url: "" }]);
    expect((await bob.c.get("/api/settings")).body.profile.avatar_url).toBe("");
    expect((await image(ann.c, `/api/avatars/${bob.id}`)).status).toBe(404);
    expect((await ann.c.get("/api/settings")).body.profile.avatar_url).toBe(mine.body.avatar_url);
  });

  it("keeps bio and school when the avatar changes", async () => {
    const c = (await person(server)).c;
    expect((await c.put("/api/settings/profile", { bio: "Second speaker.", school: "Hill School" })).status).toBe(200);
    await upload(c, await png(), "image/png");
    expect((await c.get("/api/settings")).body.profile).toMatchObject({ bio: "Second speaker.", school: "Hill School" });
  });

  it("takes only the user's own uploaded avatar path (or none): no outside address, no one else's picture", async () => {
    for (const url of [`/api/avatars/${ann.id}?v=abc123`, `/api/avatars/${ann.id}`, ""]) {
      const res = await ann.c.put("/api/settings/profile", { avatar_url: url });
      expect([url, res.status]).toEqual([url, 200]);
    }
    for (const url of [
      "https://example.com/me.png",
      "HTTPS://tracker.example/pixel.gif?u=1",
      `/api/avatars/${bob.id}?v=abc123`,
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "http://example.com/me.png",
      "//evil.example/x.png",
      "/api/me",
    ]) {
      const res = await ann.c.put("/api/settings/profile", { avatar_url: url });
      expect([url, res.status, res.body.error]).toEqual([url, 400, M.avatarUrl]);
    }
  });

  it("shows no outside address stored before, to the teacher or the user", async () => {
    const host = await person(server, "teacher");
    const student = await person(server);
    const room = await classroomWith(host, [student]);
    await server.deps.db
      .update(userSettings)
      .set({ profile: { avatar_url: "https://tracker.example/pixel.png", bio: "Kept.", school: "" } })
      .where(eq(userSettings.userId, student.id));
    const manage = await host.c.get(`/api/classrooms/${room.id}/manage`);
    expect(manage.body.members.find((m: { user_id: string }) => m.user_id === student.id)).toMatchObject({ avatar_url: "", bio: "Kept." });
    expect((await host.c.get(`/api/profiles/${student.id}/progress`)).body.student).toMatchObject({ avatar_url: "", bio: "Kept." });
    expect((await student.c.get("/api/settings")).body.profile).toMatchObject({ avatar_url: "", bio: "Kept." });
  });

  it("shows a member's avatar, school and bio to their teacher, and to no classmate", async () => {
    const host = await person(server, "teacher");
    const student = await person(server);
    const classmate = await person(server);
    const room = await classroomWith(host, [student, classmate]);
    await student.c.put("/api/settings/profile", { bio: "I like rebuttals.", school: "Hill School" });
    const { body } = await upload(student.c, await png(), "image/png");

    const manage = await host.c.get(`/api/classrooms/${room.id}/manage`);
    expect(manage.body.members.find((m: { user_id: string }) => m.user_id === student.id)).toMatchObject({
      avatar_url: body.avatar_url,
      school: "Hill School",
      bio: "I like rebuttals.",
    });
    const progress = await host.c.get(`/api/profiles/${student.id}/progress`);
    expect(progress.body.student).toMatchObject({ avatar_url: body.avatar_url, school: "Hill School", bio: "I like rebuttals." });

    const lesson = await makeLesson(server, host.id);
    expect((await host.c.post(`/api/classrooms/${room.id}/lessons`, { lesson_id: lesson.id })).status).toBe(200);
    const work = await host.c.get(`/api/classrooms/${room.id}/lessons/${lesson.id}/students/${student.id}/work`);
    expect(work.body.student).toMatchObject({ school: "Hill School", bio: "I like rebuttals.", avatar_url: body.avatar_url });

    // A classmate is refused on every teacher route, and their own class view names no one's profile.
    expect((await classmate.c.get(`/api/classrooms/${room.id}/manage`)).status).toBe(403);
    expect((await classmate.c.get(`/api/profiles/${student.id}/progress`)).status).toBe(403);
    expect((await classmate.c.get(`/api/classrooms/${room.id}/lessons/${lesson.id}/students/${student.id}/work`)).status).toBe(403);
    const own = JSON.stringify((await classmate.c.get(`/api/classrooms/${room.id}/student`)).body);
    expect(own).not.toContain("I like rebuttals.");
    expect(own).not.toContain("Hill School");
  });
});
