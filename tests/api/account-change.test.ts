import { describe, expect, it } from "vitest";
import { mailEnv, serverForTests, smtpForTests } from "#tests/support/lifecycle.ts";
import { ACCOUNT_MESSAGES as A, AUTH_MESSAGES as M } from "#shared/messages/index.ts";
import { PRIVACY_MESSAGES as P } from "#shared/messages/settings.ts";

// Settings → Account: a new username (sign-up's checks), a new password (other sessions end) and a
// new e-mail (at once without SMTP, after a confirmation link with it).

const server = serverForTests();

describe("changing the username", () => {
  it("is for a signed-in user only", async () => {
    const res = await server.client().post("/api/account/username", { username: "Nobody" });
    expect(res.status).toBe(401);
  });

  it("renames at once, and /api/me shows the new name on this browser", async () => {
    const c = server.client();
    await c.signup({ username: "Old Name" });
    expect((await c.get("/api/me")).body.user.username).toBe("Old Name");
    const res = await c.post("/api/account/username", { username: "  New\u3000Name " });
    expect(res.status).toBe(200);
    expect(res.body.user.username).toBe("New Name");
    expect((await c.get("/api/me")).body.user.username).toBe("New Name");
  });

  it("may change the case of one's own name", async () => {
    const c = server.client();
    await c.signup({ username: "casey" });
    const res = await c.post("/api/account/username", { username: "Casey" });
    expect(res.status).toBe(200);
    expect(res.body.user.username).toBe("Casey");
  });

  it("refuses a name another has, or one that looks like it, and names that are too short or hidden", async () => {
    await server.client().signup({ username: "stua" });
    const c = server.client();
    await c.signup();
    expect((await c.post("/api/account/username", { username: "STUA" })).body).toEqual({ error: M.usernameTaken });
    const lookalike = await c.post("/api/account/username", { username: "\u0455tua" });
    expect([lookalike.status, lookalike.body]).toEqual([409, { error: M.usernameTaken }]);
    const short = await c.post("/api/account/username", { username: "a" });
    expect([short.status, short.body]).toEqual([400, { error: M.nameTooShort }]);
    const hidden = await c.post("/api/account/username", { username: "stu\u200Ba2" });
    expect(hidden.status).toBe(400);
    const missing = await c.post("/api/account/username", {});
    expect(missing.status).toBe(400);
  });
});

describe("changing the password", () => {
  it("needs the current password, then ends the other sessions and signs in with the new one only", async () => {
    const c = server.client();
    const { input } = await c.signup();
    const other = server.client();
    expect((await other.signin(input.email, input.password)).status).toBe(200);

    const wrong = await c.post("/api/auth/change-password", { currentPassword: "not-it", newPassword: "brandnew1" });
    expect(wrong.status).toBe(400);
    const short = await c.post("/api/auth/change-password", { currentPassword: input.password, newPassword: "abc" });
    expect(short.status).toBe(400);

    const ok = await c.post("/api/auth/change-password", {
      currentPassword: input.password,
      newPassword: "brandnew1",
      revokeOtherSessions: false,
    });
    expect(ok.status).toBe(200);
    expect((await c.get("/api/me")).body.user.email).toBe(input.email);
    expect((await other.get("/api/me")).body.user).toBeNull();
    expect((await server.client().signin(input.email, input.password)).status).toBe(401);
    expect((await server.client().signin(input.email, "brandnew1")).status).toBe(200);
  });

  it("refuses a guest", async () => {
    const res = await server.client().post("/api/auth/change-password", { currentPassword: "secret123", newPassword: "brandnew1" });
    expect(res.status).toBe(401);
  });
});

describe("changing the e-mail without SMTP", () => {
  it("changes it at once; the new address signs in", async () => {
    const c = server.client();
    const { input } = await c.signup();
    const res = await c.post("/api/auth/change-email", { newEmail: "moved.here@example.com", currentPassword: input.password });
    expect(res.status).toBe(200);
    expect((await c.get("/api/me")).body.user.email).toBe("moved.here@example.com");
    expect((await server.client().signin("moved.here@example.com", input.password)).status).toBe(200);
  });

  it("leaves it when the new address is another account's", async () => {
    const taken = server.client();
    const { input: theirs } = await taken.signup();
    const c = server.client();
    const { input } = await c.signup();
    expect((await c.post("/api/auth/change-email", { newEmail: theirs.email, currentPassword: input.password })).status).toBe(200);
    expect((await c.get("/api/me")).body.user.email).toBe(input.email);
  });

  it("refuses a guest", async () => {
    expect((await server.client().post("/api/auth/change-email", { newEmail: "x@example.com" })).status).toBe(401);
  });
});

describe("changing the e-mail with SMTP", () => {
  const smtp = smtpForTests();
  const mailing = serverForTests(() => mailEnv(smtp));

  it("sends a link to the new address and changes only when it is followed", async () => {
    const c = mailing.client();
    const { input } = await c.signup({ email: "first@example.com" });
    await expect.poll(() => smtp.mail.length, { timeout: 5000 }).toBe(1);
    const confirm = smtp.mail[0].text.match(/https?:\/\/\S+verify-email\S+/)![0];
    await c.get(new URL(confirm).pathname + new URL(confirm).search);
    expect((await c.signin(input.email, input.password)).status).toBe(200);

    const res = await c.post("/api/auth/change-email", { newEmail: "second@example.com", currentPassword: input.password });
    expect(res.status).toBe(200);
    expect((await c.get("/api/me")).body.user.email).toBe("first@example.com");
    await expect.poll(() => smtp.mail.length, { timeout: 5000 }).toBe(2);
    expect(smtp.mail[1].raw).toContain("second@example.com");
    const link = smtp.mail[1].text.match(/https?:\/\/\S+verify-email\S+/)![0];
    await c.get(new URL(link).pathname + new URL(link).search);
    expect((await c.get("/api/me")).body.user.email).toBe("second@example.com");
  });
});

// A live session alone must not take the account (issue 32): the password is asked, the other sessions
// end, and the old address is told, with a link that puts it back.
describe("changing the e-mail is guarded", () => {
  it("refuses a missing or wrong password with a clear message, and changes nothing", async () => {
    const c = server.client();
    const { input } = await c.signup();
    const missing = await c.post("/api/auth/change-email", { newEmail: "thief@example.com" });
    expect([missing.status, missing.body.message ?? missing.body.error]).toEqual([400, A.currentPasswordRequired]);
    const wrong = await c.post("/api/auth/change-email", { newEmail: "thief@example.com", currentPassword: "not-it-at-all" });
    expect([wrong.status, wrong.body.message ?? wrong.body.error]).toEqual([400, A.currentPasswordWrong]);
    expect((await c.get("/api/me")).body.user.email).toBe(input.email);
  });

  it("gives a session 5 wrong passwords per 15 minutes, then refuses even the right one", async () => {
    const c = server.client();
    const { input } = await c.signup();
    const body = (currentPassword: string) => ({ newEmail: "guessed@example.com", currentPassword });
    for (let i = 0; i < 5; i++) expect((await c.post("/api/auth/change-email", body(`guess-${i}`))).status).toBe(400);
    const late = await c.post("/api/auth/change-email", body(input.password));
    expect([late.status, late.body.message ?? late.body.error]).toEqual([429, P.tooManyPasswords]);
    expect((await c.get("/api/me")).body.user.email).toBe(input.email);
  });

  it("ends the account's other sessions and keeps this one", async () => {
    const c = server.client();
    const { input } = await c.signup();
    const other = server.client();
    expect((await other.signin(input.email, input.password)).status).toBe(200);
    const res = await c.post("/api/auth/change-email", { newEmail: "guarded.move@example.com", currentPassword: input.password });
    expect(res.status).toBe(200);
    expect((await c.get("/api/me")).body.user.email).toBe("guarded.move@example.com");
    expect((await other.get("/api/me")).body.user).toBeNull();
  });
});

describe("the old address is told, and can take the account back", () => {
  const smtp = smtpForTests();
  const mailing = serverForTests(() => mailEnv(smtp));
  const linkTo = (email: string, pattern: RegExp) => {
    const mail = smtp.mail.find((m) => m.to.includes(email) && pattern.test(m.text));
    const url = mail?.text.match(pattern)?.[0];
    return url ? new URL(url).pathname + new URL(url).search : undefined;
  };

  it("mails the old address a link that restores it and ends every session, once", async () => {
    const owner = mailing.client();
    const { input } = await owner.signup({ email: "owner@example.com" });
    await expect.poll(() => linkTo("owner@example.com", /https?:\/\/\S+verify-email\S+/), { timeout: 5000 }).toBeDefined();
    await owner.get(linkTo("owner@example.com", /https?:\/\/\S+verify-email\S+/)!);
    const thief = mailing.client();
    expect((await thief.signin(input.email, input.password)).status).toBe(200);

    expect((await thief.post("/api/auth/change-email", { newEmail: "thief@example.com", currentPassword: input.password })).status).toBe(
      200,
    );
    await expect.poll(() => linkTo("thief@example.com", /https?:\/\/\S+verify-email\S+/), { timeout: 5000 }).toBeDefined();
    await thief.get(linkTo("thief@example.com", /https?:\/\/\S+verify-email\S+/)!);
    expect((await thief.get("/api/me")).body.user.email).toBe("thief@example.com");
    expect((await owner.get("/api/me")).body.user).toBeNull();

    const undoPattern = /https?:\/\/\S+\/api\/account\/email\/undo\S+/;
    await expect.poll(() => linkTo("owner@example.com", undoPattern), { timeout: 5000 }).toBeDefined();
    const notice = smtp.mail.find((m) => m.to.includes("owner@example.com") && m.subject === "Your Rostrum e-mail was changed")!;
    expect(notice.text).toContain("thief@example.com");
    const undo = await mailing.client().get(linkTo("owner@example.com", undoPattern)!);
    expect(undo.status).toBe(302);
    expect((await thief.get("/api/me")).body.user).toBeNull();
    expect((await mailing.client().signin("owner@example.com", input.password)).status).toBe(200);
    const again = await mailing.client().get(linkTo("owner@example.com", undoPattern)!);
    expect([again.status, again.body.error]).toEqual([400, A.emailUndoInvalid]);
    const forged = await mailing.client().get("/api/account/email/undo?token=abc.def");
    expect(forged.status).toBe(400);
  });
});
