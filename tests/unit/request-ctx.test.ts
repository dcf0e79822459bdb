import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { ctxOf } from "#server/http/context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { settingsReader, type Deps, type Who } from "#server/platform/context.ts";
import { requireAdmin, requireTeacherOrAdmin, requireUser } from "#server/auth/access.ts";
import { AppError } from "#server/platform/errors.ts";
import { AUTH_MESSAGES } from "#shared/messages/index.ts";
import { defaultGroup } from "#shared/settings/rules.ts";
import type { SessionUser } from "#shared/account/schemas.ts";

const person = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: "u1",
  email: "a@example.com",
  username: "Ada",
  role: "student",
  isAdmin: false,
  ...over,
});
const asUser = (user: SessionUser): { who: Who } => ({ who: { kind: "user", user, subject: `user:${user.id}` } });
const asGuest: { who: Who } = { who: { kind: "guest", guestId: "g", subject: "guest:g" } };

function failure(run: () => unknown): { status: number; message: string } | null {
  try {
    run();
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { status: err.status, message: err.message };
  }
}

describe("the guard helpers", () => {
  it("answer 401 without a sign-in and 403 without the role", () => {
    expect(failure(() => requireUser(asGuest))).toEqual({ status: 401, message: AUTH_MESSAGES.notSignedIn });
    expect(requireUser(asUser(person()))).toMatchObject({ id: "u1" });

    expect(failure(() => requireTeacherOrAdmin(asGuest))?.status).toBe(401);
    expect(failure(() => requireTeacherOrAdmin(asUser(person())))).toEqual({ status: 403, message: AUTH_MESSAGES.accessDeniedTeachers });
    expect(failure(() => requireTeacherOrAdmin(asUser(person()), "Custom."))).toEqual({ status: 403, message: "Custom." });
    expect(requireTeacherOrAdmin(asUser(person({ role: "teacher" }))).role).toBe("teacher");
    expect(requireTeacherOrAdmin(asUser(person({ isAdmin: true }))).isAdmin).toBe(true);

    expect(failure(() => requireAdmin(asUser(person({ role: "teacher" }))))).toEqual({ status: 403, message: AUTH_MESSAGES.accessDenied });
    expect(requireAdmin(asUser(person({ isAdmin: true }))).id).toBe("u1");
  });
});

describe("the request's settings", () => {
  it("loads only the groups asked for, each once", async () => {
    const loads: string[] = [];
    const reader = settingsReader(
      () => asUser(person()).who,
      async (userId, group) => {
        loads.push(`${userId}:${group}`);
        return { ...defaultGroup(group) };
      },
    );
    const [a, b] = await Promise.all([reader.get("preferences"), reader.get("preferences")]);
    expect(a).toBe(b);
    await reader.get("weights");
    expect(loads).toEqual(["u1:preferences", "u1:weights"]);
  });

  it("gives a guest the defaults without reading anything", async () => {
    const reader = settingsReader(
      () => asGuest.who,
      async () => {
        throw new Error("a guest has no stored settings");
      },
    );
    expect(await reader.get("preferences")).toEqual(defaultGroup("preferences"));
  });
});

describe("a guest's identity", () => {
  const deps = {
    config: { publicUrl: "http://127.0.0.1:3000", authSecret: "unit-secret-unit-secret-unit-secret-0", trustedProxies: [] },
  } as unknown as Deps;
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    c.set("user", null);
    await next();
  });
  app.get("/kind", (c) => c.json({ kind: ctxOf(c).who.kind, same: ctxOf(c) === ctxOf(c) }));
  app.get("/subject", (c) => c.json({ subject: ctxOf(c).who.subject }));

  it("sets its cookie only when the identity is used, and keeps it after", async () => {
    const kind = await app.request("/kind");
    expect(await kind.json()).toEqual({ kind: "guest", same: true });
    expect(kind.headers.get("set-cookie")).toBeNull();

    const first = await app.request("/subject");
    const cookie = first.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^rostrum_guest=[\w-]{22,};.*HttpOnly/);
    const { subject } = (await first.json()) as { subject: string };
    expect(subject).toMatch(/^guest:/);

    const again = await app.request("/subject", { headers: { cookie: cookie.split(";")[0] } });
    expect(await again.json()).toEqual({ subject });
    expect(again.headers.get("set-cookie")).toBeNull();
  });
});
