import type { Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "#server/app.ts";
import { listen } from "#server/http/listen.ts";
import { boot } from "#server/boot.ts";
import { loadConfig } from "#server/platform/config.ts";
import { isAdminEmail, setAdmin } from "#server/domains/account/profiles.ts";
import { createTestDatabase } from "./test-database";

export const TEACHER_CODE = "TEACH-2026";

type Fetch = (request: Request, env: never) => Response | Promise<Response>;

/**
 * Listens on a port the system picks (port 0), so parallel test workers never collide. The app is
 * plugged in afterwards (`use`), because its config must already know the port (public URL, origins).
 */
async function listenOnAnyPort(): Promise<{ port: number; url: string; use(fetch: Fetch): void; close(): Promise<void> }> {
  let handler: Fetch = () => new Response("starting", { status: 503 });
  let server: Server;
  const port = await new Promise<number>((resolve) => {
    // The app's own listener, so tests see what production sends (timeouts, security headers).
    server = listen(
      (req, env) => handler(req, env),
      { port: 0, hostname: "127.0.0.1" },
      (info) => resolve(info.port),
    );
  });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    use: (fetch) => {
      handler = fetch;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export interface TestServer {
  url: string;
  deps: Awaited<ReturnType<typeof boot>>["deps"];
  client(): TestClient;
  /** A second app instance on the same database (as a second server process would be). */
  twin(): Promise<{ url: string; client(): TestClient; close(): Promise<void> }>;
  close(): Promise<void>;
}

/**
 * Starts the real app over real HTTP on a fresh database: PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set
 * (a copy of the run's migrated database when Vitest's global setup made one; the app still runs its start-up migration).
 */
export async function startTestServer(env: Record<string, string> = {}, opts: { webDir?: string } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "rostrum-test-"));
  const testDb = await createTestDatabase();
  const listener = await listenOnAnyPort();
  const config = loadConfig({
    PORT: String(listener.port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    TEACHER_ACCESS_CODE: TEACHER_CODE,
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    RATE_LIMIT: "false",
    ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
    ...env,
  });
  const { deps, database } = await boot(config, { inMemory: !testDb.url, loadDataDir: testDb.loadDataDir });
  listener.use(createApp(deps, opts).fetch);
  const url = listener.url;
  const grantListed = async (email: string) => isAdminEmail(config.adminEmails, email) && setAdmin(deps.db, email, true);
  const twins: Array<() => Promise<void>> = [];
  return {
    url,
    deps,
    client: () => new TestClient(url, grantListed),
    async twin() {
      // Same database handle (PGlite lives in this process) or a new pool (PostgreSQL), new app, new port.
      const twinListener = await listenOnAnyPort();
      const twinConfig = { ...config, port: twinListener.port, publicUrl: twinListener.url };
      const twinBoot = testDb.url ? await boot(twinConfig) : null;
      const twinDeps = twinBoot
        ? twinBoot.deps
        : { ...deps, config: twinConfig, auth: (await import("#server/auth/auth.ts")).createAuth(twinConfig, deps.db, deps.log) };
      twinListener.use(createApp(twinDeps).fetch);
      const close = async () => {
        await twinListener.close();
        await twinBoot?.database.close();
      };
      twins.push(close);
      return { url: twinListener.url, client: () => new TestClient(twinListener.url, grantListed), close };
    },
    async close() {
      for (const t of twins) await t().catch(() => undefined);
      await listener.close();
      await database.close();
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A tiny HTTP client with a cookie jar, as a browser would keep one. */
export class TestClient {
  cookies = new Map<string, string>();
  /** `signedUp` runs after each successful sign-up (startTestServer's clients grant ADMIN_EMAILS addresses admin). */
  constructor(
    public base: string,
    private signedUp?: (email: string) => Promise<boolean>,
  ) {}

  async request<T = any>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { origin: this.base, ...extra };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === "string" ? body : JSON.stringify(body);
      headers["content-type"] ??= "application/json";
    }
    const res = await fetch(this.base + path, { method, headers, body: payload, redirect: "manual" });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (!value || /max-age=0/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }
  get<T = any>(path: string) {
    return this.request<T>("GET", path);
  }
  post<T = any>(path: string, body: unknown = {}) {
    return this.request<T>("POST", path, body);
  }
  put<T = any>(path: string, body: unknown = {}) {
    return this.request<T>("PUT", path, body);
  }
  delete<T = any>(path: string) {
    return this.request<T>("DELETE", path);
  }

  async signup(p: { username?: string; email?: string; password?: string; role?: "student" | "teacher"; teacherCode?: string } = {}) {
    const n = Math.random().toString(36).slice(2, 8);
    const input = {
      username: p.username ?? `user ${n}`,
      email: p.email ?? `u${n}@example.com`,
      password: p.password ?? "secret123",
      role: p.role ?? "student",
      teacherCode: p.teacherCode,
    };
    const res = await this.post("/api/signup", input);
    // ADMIN_EMAILS no longer makes an admin of a new sign-up (only of accounts that exist at a start);
    // a test server lists its admins up front, so it grants them as the operator would, by the admin command.
    if (res.status === 200 && res.body?.user && (await this.signedUp?.(input.email))) res.body.user = (await this.get("/api/me")).body.user;
    return { ...res, input };
  }
  signin(email: string, password: string) {
    return this.post("/api/auth/sign-in/email", { email, password });
  }
}
