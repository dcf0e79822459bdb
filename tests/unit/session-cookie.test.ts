import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openSessionUser, sealSessionUser, sessionUserCookieName, sessionUserKey, verifySignedToken } from "#server/auth/session/cookie.ts";
import type { SessionUser } from "#shared/account/schemas.ts";

const secret = "unit-secret-unit-secret-unit-secret-0123";
const key = sessionUserKey(secret);
const ada: SessionUser = { id: "u1", email: "ada@example.com", username: "Ada", role: "student", isAdmin: false };
const now = 1_700_000_000_000;

describe("better-auth's signed session cookie", () => {
  const sign = (token: string, s = secret) => `${token}.${createHmac("sha256", s).update(token).digest("base64")}`;

  it("gives the token when better-call's signature holds", () => {
    expect(verifySignedToken(sign("abc123"), secret)).toBe("abc123");
  });

  it("refuses another secret, an edited token, and malformed values", () => {
    expect(verifySignedToken(sign("abc123", "another-secret"), secret)).toBeNull();
    expect(verifySignedToken(sign("abc123").replace("abc123", "abc124"), secret)).toBeNull();
    expect(verifySignedToken("abc123", secret)).toBeNull();
    expect(verifySignedToken(".x", secret)).toBeNull();
    expect(verifySignedToken("abc123.short=", secret)).toBeNull();
  });
});

describe("our copy of the signed-in user", () => {
  const sealed = sealSessionUser(key, "token-a", ada, now + 60_000);

  it("opens for the same session while fresh", () => {
    expect(openSessionUser(key, "token-a", sealed, now)).toEqual(ada);
  });

  it("is worthless once expired, beside another session, or under another key", () => {
    expect(openSessionUser(key, "token-a", sealed, now + 60_000)).toBeNull();
    expect(openSessionUser(key, "token-b", sealed, now)).toBeNull();
    expect(openSessionUser(sessionUserKey("another-secret-another-secret-0123456"), "token-a", sealed, now)).toBeNull();
  });

  it("refuses an edited payload (a student making itself admin) and garbage", () => {
    const [, mac] = sealed.split(".");
    const forged = Buffer.from(JSON.stringify({ u: { ...ada, isAdmin: true }, e: now + 60_000 })).toString("base64url");
    expect(openSessionUser(key, "token-a", `${forged}.${mac}`, now)).toBeNull();
    expect(openSessionUser(key, "token-a", "nonsense", now)).toBeNull();
    expect(openSessionUser(key, "token-a", "", now)).toBeNull();
  });

  it("sits beside better-auth's cookie with the same prefixes", () => {
    expect(sessionUserCookieName("rostrum.session_token")).toBe("rostrum.session_user");
    expect(sessionUserCookieName("__Secure-rostrum.session_token")).toBe("__Secure-rostrum.session_user");
  });
});
