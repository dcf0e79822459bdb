import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/platform/config.ts";

const dir = () => mkdtempSync(join(tmpdir(), "rostrum-config-"));

describe("configuration", () => {
  it("has working defaults and keeps generated secrets in DATA_DIR", () => {
    const d = dir();
    const a = loadConfig({ DATA_DIR: d });
    expect(a).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      publicUrl: "http://127.0.0.1:3000",
      teacherCodeGenerated: true,
      maxConnectionsPerAddress: 128,
      signinAddressLimit: 300,
    });
    expect(a.teacherAccessCode).toMatch(/^[A-Z0-9]{12}$/);
    const b = loadConfig({ DATA_DIR: d });
    expect(b.authSecret).toBe(a.authSecret);
    expect(b.teacherAccessCode).toBe(a.teacherAccessCode);
    expect(JSON.parse(readFileSync(join(d, "secrets.json"), "utf8")).teacherAccessCode).toBe(a.teacherAccessCode);
  });

  it("uses the given values", () => {
    const c = loadConfig({
      DATA_DIR: dir(),
      PORT: "8080",
      TEACHER_ACCESS_CODE: "OPEN-SESAME",
      ADMIN_EMAILS: " A@x.com, b@y.org ,",
      DATABASE_URL: "postgres://u@h/db",
      MAX_CONNECTIONS_PER_ADDRESS: "0",
      SIGNIN_ADDRESS_LIMIT: "500",
    });
    expect(c).toMatchObject({
      maxConnectionsPerAddress: 0,
      signinAddressLimit: 500,
      port: 8080,
      teacherAccessCode: "OPEN-SESAME",
      teacherCodeGenerated: false,
      adminEmails: ["a@x.com", "b@y.org"],
      databaseUrl: "postgres://u@h/db",
    });
  });

  it("fails fast with a clear message", () => {
    expect(() => loadConfig({ DATA_DIR: dir(), PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir(), PORT: "abc" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dir(), DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dir(), GOOGLE_CLIENT_ID: "x" })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dir(), LLM_BASE_URL: "http://x/v1" })).toThrow(/LLM_MODEL/);
    expect(() => loadConfig({ DATA_DIR: dir(), MAX_CONNECTIONS_PER_ADDRESS: "-1" })).toThrow(/MAX_CONNECTIONS_PER_ADDRESS/);
  });
});
