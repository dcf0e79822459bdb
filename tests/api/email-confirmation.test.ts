import { describe, expect, it } from "vitest";
import { mailEnv, serverForTests, smtpForTests } from "#tests/support/lifecycle.ts";

const smtp = smtpForTests();
const server = serverForTests(() => mailEnv(smtp));

describe("sign-up with e-mail confirmation (SMTP_URL set)", () => {
  it("sends a confirmation e-mail, gives no session, and signs in after the link is followed", async () => {
    const c = server.client();
    const res = await c.signup({ email: "confirm.me@example.com" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null, needsConfirmation: true });
    expect((await c.get("/api/me")).body.user).toBeNull();

    await expect.poll(() => smtp.mail.length, { timeout: 5000 }).toBe(1);
    expect(smtp.mail[0].raw).toContain("confirm.me@example.com");
    const link = smtp.mail[0].text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
    expect(link).toBeTruthy();

    const early = await server.client().signin("confirm.me@example.com", res.input.password);
    expect(early.status).toBe(403);

    const verified = await c.get(new URL(link!).pathname + new URL(link!).search);
    expect([200, 302]).toContain(verified.status);
    const login = await server.client().signin("confirm.me@example.com", res.input.password);
    expect(login.status).toBe(200);
  });
});
