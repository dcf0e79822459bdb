import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestServer, TestClient } from "#tests/support/test-server.ts";
import { serverForTests } from "#tests/support/lifecycle.ts";
import { applyAdminEmails, setAdmin } from "#server/domains/account/profiles.ts";
import { profiles, user } from "#server/db/schema/index.ts";

// ADMIN_EMAILS makes admins only of accounts that prove the address (verified) or
// already exist when the server starts, and it is the whole truth at start: a removed address loses
// admin unless the admin command granted it.

const SESSION_COPY = "rostrum.session_user";
const silent = { info: () => undefined, warn: () => undefined } as never;
/** A client that signs up as a stranger would: no test helper grants a listed address admin behind its back. */
const stranger = (url: string) => new TestClient(url);

const server = serverForTests(() => ({ ADMIN_EMAILS: "boss@example.com, chief@example.com" }));

async function isAdmin(email: string): Promise<boolean> {
  const [row] = await server.deps.db
    .select({ isAdmin: profiles.isAdmin })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(user.email, email));
  return row.isAdmin;
}

describe("ADMIN_EMAILS", () => {
  it("does not make an admin of whoever first registers a listed address after start", async () => {
    const c = stranger(server.url);
    const res = await c.signup({ email: "boss@example.com" });
    expect(res.status).toBe(200);
    expect(res.body.user.isAdmin).toBe(false);
    expect((await c.get("/api/me")).body.user.isAdmin).toBe(false);
    expect(await isAdmin("boss@example.com")).toBe(false);
  });

  it("applies at the next start to the account that then exists, and says so", async () => {
    const lines: string[] = [];
    const log = { info: (_o: unknown, m: string) => lines.push(m), warn: (_o: unknown, m: string) => lines.push(m) } as never;
    await applyAdminEmails({
      ctx: { db: server.deps.db, log },
      input: { emails: ["boss@example.com", "chief@example.com"], requireVerified: false },
    });
    expect(await isAdmin("boss@example.com")).toBe(true);
    expect(lines.join("\n")).toMatch(/boss@example\.com/);
    expect(lines.join("\n")).toMatch(/chief@example\.com/); // listed, but no account yet
  });

  it("with e-mail confirmation, applies only to a verified address", async () => {
    await stranger(server.url).signup({ email: "chief@example.com" });
    await applyAdminEmails({
      ctx: { db: server.deps.db, log: silent },
      input: { emails: ["boss@example.com", "chief@example.com"], requireVerified: true },
    });
    expect(await isAdmin("chief@example.com")).toBe(false);
    await server.deps.db.update(user).set({ emailVerified: true }).where(eq(user.email, "chief@example.com"));
    await applyAdminEmails({
      ctx: { db: server.deps.db, log: silent },
      input: { emails: ["boss@example.com", "chief@example.com"], requireVerified: true },
    });
    expect(await isAdmin("chief@example.com")).toBe(true);
  });

  it("is the whole truth at start: an address removed from it loses admin, unless the command granted it", async () => {
    const granted = server.client();
    const { input } = await granted.signup();
    expect(await setAdmin(server.deps.db, input.email, true)).toBe(true);
    // boss and chief are admins from the list; the list now names only chief.
    await applyAdminEmails({ ctx: { db: server.deps.db, log: silent }, input: { emails: ["chief@example.com"], requireVerified: false } });
    expect(await isAdmin("boss@example.com")).toBe(false);
    expect(await isAdmin("chief@example.com")).toBe(true);
    expect(await isAdmin(input.email)).toBe(true);
    // An empty list revokes every admin it made, and still not the command's.
    await applyAdminEmails({ ctx: { db: server.deps.db, log: silent }, input: { emails: [], requireVerified: false } });
    expect(await isAdmin("chief@example.com")).toBe(false);
    expect(await isAdmin(input.email)).toBe(true);
    granted.cookies.delete(SESSION_COPY);
    expect((await granted.get("/api/me")).body.user.isAdmin).toBe(true);
    // A revoke by the command is a revoke, whatever the source.
    expect(await setAdmin(server.deps.db, input.email, false)).toBe(true);
    expect(await isAdmin(input.email)).toBe(false);
  });
});

describe("ADMIN_EMAILS with e-mail confirmation (SMTP_URL set)", () => {
  it("makes a listed address an admin once it is confirmed, not before", async () => {
    const inbox: string[] = [];
    const smtp = new SMTPServer({
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
    await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", r));
    const { port } = smtp.server.address() as AddressInfo;
    const mailing = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, ADMIN_EMAILS: "head@example.com" });
    try {
      const c = stranger(mailing.url);
      const res = await c.signup({ email: "head@example.com" });
      expect(res.body.needsConfirmation).toBe(true);
      const [row] = await mailing.deps.db
        .select()
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.id))
        .where(eq(user.email, "head@example.com"));
      expect(row.profiles.isAdmin).toBe(false);
      await expect.poll(() => inbox.length, { timeout: 5000 }).toBe(1);
      const link = new URL(
        inbox[0]
          .replace(/=\r?\n/g, "")
          .replace(/=3D/g, "=")
          .match(/https?:\/\/\S+verify-email\S+/)![0],
      );
      await c.get(link.pathname + link.search);
      const [after] = await mailing.deps.db.select().from(profiles).where(eq(profiles.id, row.profiles.id));
      expect([after.isAdmin, after.adminSource]).toEqual([true, "list"]);
    } finally {
      await mailing.close();
      await new Promise<void>((r) => smtp.close(() => r()));
    }
  });
});
