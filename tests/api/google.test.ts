import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "#tests/support/test-server.ts";

describe("Google sign-in", () => {
  let withGoogle: TestServer;
  let without: TestServer;
  beforeAll(async () => {
    withGoogle = await startTestServer({ GOOGLE_CLIENT_ID: "client-id.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "client-secret" });
    without = await startTestServer();
  });
  afterAll(async () => {
    await withGoogle?.close();
    await without?.close();
  });

  it("tells the screens whether Google is configured", async () => {
    expect((await withGoogle.client().get("/api/public-config")).body.google).toBe(true);
    expect((await without.client().get("/api/public-config")).body.google).toBe(false);
  });

  it("starts the Google flow with our client id and callback when configured", async () => {
    const res = await withGoogle.client().post("/api/auth/sign-in/social", { provider: "google", callbackURL: "/" });
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    expect(url.hostname).toBe("accounts.google.com");
    expect(url.searchParams.get("client_id")).toBe("client-id.apps.googleusercontent.com");
    expect(url.searchParams.get("redirect_uri")).toBe(`${withGoogle.url}/api/auth/callback/google`);
  });

  it("refuses the Google flow when not configured", async () => {
    const res = await without.client().post("/api/auth/sign-in/social", { provider: "google", callbackURL: "/" });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
