import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { startTestServer, type TestServer } from "../support/test-server";

let smtp: SMTPServer;
let server: TestServer;
const inbox: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, _session, done) {
      let raw = "";
      stream.on("data", (c) => (raw += c));
      stream.on("end", () => {
        inbox.push(raw);
        done();
      });
    },
  });
  // Port 0: the system picks a free one, so parallel test files never collide.
  await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", r));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Rostrum <no-reply@rostrum.test>" });
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

describe("sign-up with e-mail confirmation (SMTP_URL set)", () => {
  it("sends a confirmation e-mail, gives no session, and signs in after the link is followed", async () => {
    const c = server.client();
    const res = await c.signup({ email: "confirm.me@example.com" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null, needsConfirmation: true });
    expect((await c.get("/api/me")).body.user).toBeNull();

    await expect.poll(() => inbox.length, { timeout: 5000 }).toBe(1);
    expect(inbox[0]).toContain("confirm.me@example.com");
    const unfolded = inbox[0].replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const link = unfolded.match(/https?:\/\/\S+verify-email\S+/)?.[0];
    expect(link).toBeTruthy();

    const early = await server.client().signin("confirm.me@example.com", res.input.password);
    expect(early.status).toBe(403);

    const verified = await c.get(new URL(link!).pathname + new URL(link!).search);
    expect([200, 302]).toContain(verified.status);
    const login = await server.client().signin("confirm.me@example.com", res.input.password);
    expect(login.status).toBe(200);
  });
});
