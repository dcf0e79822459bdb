// What a test file (or describe block) starts before its tests and closes after them, as one line.
import { afterAll, beforeAll } from "vitest";
import { startTestServer, type TestServer } from "./test-server";
import { startFakeLlm, type FakeLlm } from "./fake-llm";
import { startSmtp, type LocalSmtp } from "./smtp";

/**
 * Starts a resource in a beforeAll hook and closes it in an afterAll hook; the object returned stands for
 * it (reads, writes and calls pass through), so a test uses it as it would the resource itself.
 */
function startedForTests<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  let resource: T | undefined;
  beforeAll(async () => {
    resource = await start();
  });
  afterAll(async () => {
    await resource?.close();
  });
  const started = () => {
    if (!resource) throw new Error("Used before its beforeAll hook started it.");
    return resource;
  };
  return new Proxy({} as T, {
    get: (_, key) => {
      const value: unknown = Reflect.get(started(), key);
      return typeof value === "function" ? value.bind(started()) : value;
    },
    set: (_, key, value) => Reflect.set(started(), key, value),
  });
}

type Env = Record<string, string>;

/** A test server; an env given as a function is read when it starts, so it may name what an earlier hook started. */
export const serverForTests = (env: Env | (() => Env) = {}): TestServer =>
  startedForTests(() => startTestServer(typeof env === "function" ? env() : env));

/** The scripted OpenAI-compatible model. */
export const fakeLlmForTests = (): FakeLlm => startedForTests(startFakeLlm);

/** A local SMTP server that keeps what it receives. */
export const smtpForTests = (): LocalSmtp => startedForTests(startSmtp);

/** The env that sends a test server's e-mail to the local SMTP server. */
export const mailEnv = (smtp: LocalSmtp): Env => ({ SMTP_URL: smtp.url, MAIL_FROM: "Rostrum <no-reply@rostrum.test>" });
