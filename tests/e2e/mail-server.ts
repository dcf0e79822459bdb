// A third app server for the browser tests that need e-mail, started only by the spec files that use it
// (the other two, in playwright.config.ts, send none: sign-up there signs in at once). It runs
// tests/support/e2e-server.ts on its own port and fresh database, with SMTP pointed at a capture server
// that lives in the test process, so a spec reads each e-mail as a person would open it.
//   test.use({ baseURL: ({ mailURL }, use) => use(mailURL) });
//   test.beforeAll(async ({ mailURL }) => (server = await startMailServer(mailURL)));
//   test.afterAll(() => server.close());
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { startSmtp, type ReceivedMail } from "#tests/support/smtp.ts";
import { expect } from "./fixtures";

export interface MailServer {
  /** Waits for the e-mail with this subject to this address and returns it. */
  mailTo(address: string, subject: string): Promise<ReceivedMail>;
  /** Every e-mail received so far. */
  mail: ReceivedMail[];
  close(): Promise<void>;
}

const answers = (url: string) =>
  fetch(`${url}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

/** Starts the app on mailURL's port with SMTP to a fresh capture server; resolves once it answers. */
export async function startMailServer(mailURL: string): Promise<MailServer> {
  // Another server on the port would answer the health check in this one's place.
  if (await answers(mailURL)) throw new Error(`${mailURL} is already in use: set E2E_MAIL_PORT to a free port`);
  const smtp = await startSmtp();
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/e2e-server.ts", new URL(mailURL).port, "--exit-with-parent"], {
    cwd: fileURLToPath(new URL("../..", import.meta.url)),
    env: { ...process.env, SMTP_URL: smtp.url, MAIL_FROM: "Rostrum <no-reply@rostrum.test>" },
    stdio: ["pipe", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (c) => (stderr += c));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const close = async () => {
    child.kill("SIGTERM");
    await exited;
    await smtp.close();
  };
  const started = Date.now();
  while (!(await answers(mailURL))) {
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      await close();
      throw new Error(`The mail test server did not start:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    mail: smtp.mail,
    async mailTo(address, subject) {
      const found = () => smtp.mail.find((m) => m.to.includes(address) && m.subject === subject);
      await expect.poll(() => !!found(), { message: `an e-mail "${subject}" to ${address}` }).toBe(true);
      return found()!;
    },
    close,
  };
}

/** The one web address in an e-mail's text. */
export function linkIn(mail: ReceivedMail): string {
  const [link, ...more] = mail.text.match(/https?:\/\/\S+/g) ?? [];
  expect([link, more]).toEqual([expect.any(String), []]);
  return link!;
}
