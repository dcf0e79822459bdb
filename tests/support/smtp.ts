import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// A local SMTP server for the e-mail tests: keeps every message it receives, decoded enough to read.

export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  /** The message as sent (headers and encoded body). */
  raw: string;
  /** The Subject header, decoded. */
  subject: string;
  /** The body, decoded (quoted-printable or base64). */
  text: string;
}

export interface LocalSmtp {
  url: string;
  mail: ReceivedMail[];
  /** While true, every connection is refused (an SMTP server that is down). */
  down: boolean;
  /** From now on each message is left unanswered (a slow SMTP server) until the returned function is called. */
  hold(): () => void;
  close(): Promise<void>;
}

function quotedPrintable(s: string): Buffer {
  const t = s.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < t.length; i++) {
    const hex = t.slice(i + 1, i + 3);
    if (t[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(t[i]));
  }
  return Buffer.from(bytes);
}

/** "=?UTF-8?Q?Your_week=E2=80=93?=" and base64 words → text. */
function encodedWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : quotedPrintable(data.replace(/_/g, " ")).toString("utf8"),
    );
}

export function parseMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const header = (name: string) => head.match(new RegExp(`^${name}:\\s*(.*)$`, "im"))?.[1] ?? "";
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? quotedPrintable(body).toString("utf8")
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : body;
  return { subject: encodedWords(header("Subject")), text: text.replace(/\r\n/g, "\n") };
}

/** Listens on a port the system picks (port 0), so parallel test files never collide. */
export async function startSmtp(): Promise<LocalSmtp> {
  const mail: ReceivedMail[] = [];
  let held: Array<() => void> | null = null;
  const local: LocalSmtp = {
    url: "",
    mail,
    down: false,
    hold() {
      held = [];
      return () => {
        const waiting = held ?? [];
        held = null;
        for (const accept of waiting) accept();
      };
    },
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onConnect(_session, done) {
      done(local.down ? Object.assign(new Error("Service not available"), { responseCode: 421 }) : undefined);
    },
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (c) => (raw += c));
      stream.on("end", () => {
        const accept = () => {
          mail.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, ...parseMail(raw) });
          done();
        };
        if (held) held.push(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.server.address() as AddressInfo;
  local.url = `smtp://127.0.0.1:${port}`;
  local.close = () => new Promise<void>((r) => server.close(() => r()));
  return local;
}
