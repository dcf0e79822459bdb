import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMON_MESSAGES } from "#shared/messages/index.ts";
import { startTestServer, type TestClient, type TestServer } from "#tests/support/test-server.ts";

// When PostgreSQL cannot be reached (down, restarting, the database closed to connections), API routes
// answer 503 with a message saying so, never a 500 "something went wrong"; and they recover by
// themselves once it is back. (PGlite lives in the server's own process: it cannot be unreachable.)

const admin = process.env.TEST_DATABASE_URL;

/** Closes the test server's database to new connections and ends the ones it has, or opens it again. */
async function setReachable(databaseUrl: string, reachable: boolean) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`alter database ${name} allow_connections ${reachable}`);
    if (!reachable) await client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
  } finally {
    await client.end();
  }
}

describe.runIf(admin)("database unreachable", () => {
  let server: TestServer;
  let student: TestClient;
  let guest: TestClient;
  beforeAll(async () => {
    server = await startTestServer();
    student = server.client();
    expect((await student.signup()).status).toBe(200);
    guest = server.client();
  });
  afterAll(() => server.close());

  it("answers 503 with a message on API routes while the database is down, and recovers when it is back", async () => {
    await setReachable(server.deps.config.databaseUrl!, false);
    const tries: Array<[TestClient, string, string, unknown?]> = [
      [student, "GET", "/api/modules"],
      [student, "GET", "/api/settings"],
      [student, "GET", "/api/debate/rounds"],
      [student, "GET", "/api/classrooms"],
      [student, "POST", "/api/debate/start", { motion: "This House would ban homework", side: "Government" }],
      [guest, "POST", "/api/debate/start", { motion: "This House would ban homework", side: "Government" }],
      [guest, "POST", "/api/signup", { username: "late comer", email: "late@example.com", password: "secret123", role: "student" }],
      [guest, "POST", "/api/auth/sign-in/email", { email: "late@example.com", password: "secret123" }],
    ];
    const answers: string[] = [];
    for (const [client, method, path, body] of tries) {
      const res = await client.request(method, path, body);
      answers.push(`${method} ${path} → ${res.status} ${res.body?.error ?? JSON.stringify(res.body)}`);
    }
    expect(answers).toEqual(tries.map(([, method, path]) => `${method} ${path} → 503 ${COMMON_MESSAGES.databaseUnreachable}`));
    expect((await guest.get("/api/health")).status).toBe(503);

    await setReachable(server.deps.config.databaseUrl!, true);
    expect((await student.get("/api/modules")).status).toBe(200);
    expect((await guest.get("/api/health")).status).toBe(200);
  });

  it("answers 503 when the database is gone altogether", async () => {
    const name = new URL(server.deps.config.databaseUrl!).pathname.slice(1);
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`drop database ${name} with (force)`);
    await client.end();
    for (const path of ["/api/modules", "/api/settings"]) {
      const res = await student.get(path);
      expect(res.status, path).toBe(503);
      expect(res.body.error, path).toBe(COMMON_MESSAGES.databaseUnreachable);
    }
  });
});
