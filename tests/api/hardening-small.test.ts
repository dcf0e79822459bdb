import { Writable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { serverForTests } from "#tests/support/lifecycle.ts";
import { profiles, session, user } from "#server/db/schema/index.ts";
import { createLogger } from "#server/platform/logger.ts";
import { fillUsernameKeys } from "#server/domains/account/profiles.ts";
import { usernameKey } from "#server/domains/account/username.ts";
import { LOOK_ALIKE_USERNAMES } from "#tests/fixtures/look-alike-usernames.ts";
import { clientAddress } from "#server/http/client-ip.ts";
import { AUTH_MESSAGES as M, SETTINGS_MESSAGES } from "#shared/messages/index.ts";

// The smaller hardening checks, and parallel starts.

const MOTION = "This House would ban homework in primary schools.";
const SESSION_COPY = "rostrum.session_user";

const server = serverForTests();

describe("sign-up hands better-auth no client headers", () => {
  it("stores the connecting address, not one the client names", async () => {
    const c = server.client();
    const res = await c.request(
      "POST",
      "/api/signup",
      { username: "Header Spoof", email: "spoof@example.com", password: "secret123" },
      { "x-rostrum-client-ip": "6.6.6.6", "x-forwarded-for": "7.7.7.7" },
    );
    expect(res.status).toBe(200);
    const rows = await server.deps.db.select({ ip: session.ipAddress }).from(session).where(eq(session.userId, res.body.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].ip).not.toBe("6.6.6.6");
    expect(rows[0].ip).not.toBe("7.7.7.7");
  });
});

describe("look-alike usernames", () => {
  beforeAll(async () => {
    expect((await server.client().signup({ username: "stua" })).status).toBe(200);
  });

  it("compares names by their look: Cyrillic, Greek and fullwidth look-alikes are taken", async () => {
    for (const name of ["\u0455tua", "ｓｔｕａ", "STUA", "stu\u0430", "\u0455\u0442ua"]) {
      const res = await server.client().signup({ username: name });
      expect([name, res.status, res.body.error]).toEqual([name, 409, M.usernameTaken]);
    }
  });

  it("compares names by Unicode's confusables: small capitals, Cherokee, alpha, Armenian, cl for d… are taken", async () => {
    const plain = [...new Set(LOOK_ALIKE_USERNAMES.map(([, name]) => name))].filter((n) => n !== "stua");
    for (const name of plain) expect((await server.client().signup({ username: name })).status).toBe(200);
    const accepted: string[] = [];
    for (const [kind, , fake] of LOOK_ALIKE_USERNAMES) {
      const res = await server.client().signup({ username: fake });
      if (res.status !== 409 || res.body.error !== M.usernameTaken) accepted.push(`${kind} (${fake}): ${res.status}`);
    }
    expect(accepted).toEqual([]);
  });

  it("remakes the keys of names stored under an earlier rule when the server starts", async () => {
    const res = await server.client().signup({ username: "Ꮃendy" });
    expect(res.status).toBe(200);
    await server.deps.db.update(profiles).set({ usernameKey: "ꮃendy" }).where(eq(profiles.id, res.body.user.id));
    await fillUsernameKeys({ ctx: server.deps });
    const [row] = await server.deps.db.select().from(profiles).where(eq(profiles.id, res.body.user.id));
    expect(row.usernameKey).toBe(usernameKey("wendy"));
    expect((await server.client().signup({ username: "Wendy" })).status).toBe(409);
  });

  it("refuses invisible and direction-changing characters", async () => {
    for (const name of ["st\u200bua", "\u202eauts", "stu\u2066a", "s\u00adtua", "stu\u2060a"]) {
      const res = await server.client().signup({ username: name });
      expect([JSON.stringify(name), res.status]).toEqual([JSON.stringify(name), 400]);
    }
  });

  it("stores the name NFKC-normalised", async () => {
    const res = await server.client().signup({ username: "Ｊｏｅ Ｂｌｏｇｇｓ" });
    expect(res.status).toBe(200);
    expect(res.body.user.username).toBe("Joe Bloggs");
    const [row] = await server.deps.db.select().from(profiles).where(eq(profiles.id, res.body.user.id));
    expect(row.username).toBe("Joe Bloggs");
  });
});

describe("sessions", () => {
  it("ends the user's other sessions when the password changes", async () => {
    const a = server.client();
    const { input, body } = await a.signup();
    const b = server.client();
    expect((await b.signin(input.email, input.password)).status).toBe(200);
    const changed = await a.post("/api/auth/change-password", { currentPassword: input.password, newPassword: "another123" });
    expect(changed.status).toBe(200);
    const left = await server.deps.db.select().from(session).where(eq(session.userId, body.user.id));
    expect(left).toHaveLength(1);
    b.cookies.delete(SESSION_COPY);
    expect((await b.get("/api/me")).body.user).toBeNull();
    a.cookies.delete(SESSION_COPY);
    expect((await a.get("/api/me")).body.user.email).toBe(input.email);
  });

  it("marks personal answers no-store", async () => {
    const c = server.client();
    await c.signup();
    for (const path of ["/api/me", "/api/settings", "/api/debate/history", "/api/auth/get-session"]) {
      const res = await c.get(path);
      expect([path, res.status, res.headers.get("cache-control")]).toEqual([path, 200, "no-store"]);
    }
  });
});

describe("guards", () => {
  it("refuses Origin: null on a write", async () => {
    const res = await server.client().request("POST", "/api/debate/reset", {}, { origin: "null" });
    expect(res.status).toBe(403);
  });

  it("answers 20 parallel sign-ups with one e-mail with one account and 409s", async () => {
    const email = "race@example.com";
    const all = await Promise.all(Array.from({ length: 20 }, (_, i) => server.client().signup({ email, username: `racer ${i}` })));
    const statuses = all.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    expect(all.filter((r) => r.status === 409).every((r) => r.body.error === M.emailTaken)).toBe(true);
    expect(await server.deps.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
  });

  it("answers a student saving teacher settings with 403", async () => {
    const c = server.client();
    await c.signup();
    const res = await c.put("/api/settings/teacher", {});
    expect([res.status, res.body.error]).toEqual([403, SETTINGS_MESSAGES.teacherOnly]);
  });
});

describe("parallel starts", () => {
  it("never fails with a 5xx and keeps one round in progress (N=10)", async () => {
    const c = server.client();
    await c.signup();
    const guest = server.client();
    await guest.get("/api/debate/history");
    await guest.post("/api/debate/reset");
    for (const who of [c, guest]) {
      for (let pass = 0; pass < 2; pass++) {
        const all = await Promise.all(
          Array.from({ length: 10 }, () => who.post("/api/debate/start", { motion: MOTION, side: "Government" })),
        );
        expect(all.map((r) => r.status)).toEqual(Array(10).fill(200));
        expect((await who.get("/api/debate/history")).body.messages).toHaveLength(1);
      }
    }
  });
});

describe("error logs", () => {
  it("print the failed statement, not the user's words in its parameters", async () => {
    let out = "";
    const sink = new Writable({
      write(chunk, _enc, done) {
        out += chunk.toString();
        done();
      },
    });
    const log = createLogger("error", sink);
    const secret = "my-private-words-9f3a";
    const err = await server.deps.db
      .insert(profiles)
      .values({ id: "no-such-user", username: secret, role: "student" })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(err).toBeTruthy();
    log.error({ err }, "unhandled error");
    await new Promise((r) => setTimeout(r, 20));
    expect(JSON.parse(out.trim().split("\n")[0]).err.query).toMatch(/^insert into "profiles"/);
    expect(out).not.toContain(secret);
  });
});

describe("the client address", () => {
  it("comes from X-Forwarded-For only through trusted proxies, and only what they appended", () => {
    expect(clientAddress("203.0.113.5", "6.6.6.6", [])).toBe("203.0.113.5");
    expect(clientAddress("203.0.113.5", "6.6.6.6", ["10.0.0.0/8"])).toBe("203.0.113.5");
    expect(clientAddress("::ffff:10.0.0.2", "6.6.6.6, 198.51.100.9", ["10.0.0.0/8"])).toBe("198.51.100.9");
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.9, 10.0.0.7", ["10.0.0.0/8"])).toBe("198.51.100.9");
    expect(clientAddress("10.0.0.2", "not-an-address", ["10.0.0.0/8"])).toBe("10.0.0.2");
    expect(clientAddress("::1", "2001:db8::5", ["::1"])).toBe("2001:db8::5");
  });
});

describe("security headers", () => {
  it("are on every API answer, signed in or not, errors included: the strict API set", async () => {
    const c = server.client();
    const check = (res: { headers: Headers }, path: string) => {
      expect(res.headers.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("referrer-policy"), path).toBe("no-referrer");
    };
    for (const path of ["/api/health", "/api/me", "/api/no-such-route"]) {
      const res = await fetch(`${server.url}${path}`);
      check(res, path);
      await res.body?.cancel();
    }
    await c.signup();
    check(await c.request("GET", "/api/me"), "/api/me signed in");
  });

  it("give pages the full policy: scripts only from this origin, no framing", async () => {
    const res = await fetch(`${server.url}/`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    await res.body?.cancel();
  });
});
