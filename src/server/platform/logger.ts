import pino from "pino";

export type Logger = pino.Logger;

// What people write (speeches, answers, motions, lesson text, request bodies) is never written to the
// logs, whatever their allow_data_use setting: the about page says so. No log line names such text on
// purpose; what could carry it by accident is an error, whose message may quote a query's parameters, a
// model's answer or the input that failed to parse. So errors are logged by kind, code and stack frames,
// and of their message only the lead, with anything quoted left out.

const MESSAGE_MAX = 160;
/** Fields of database and HTTP errors that name schema objects or statuses, never values. */
const SAFE_FIELDS = ["code", "status", "statusCode", "constraint", "table", "column", "routine", "severity", "reason"] as const;

/** The lead of an error message (up to its first colon or line end), with quoted parts elided. */
export function safeMessage(message: unknown): string | undefined {
  if (typeof message !== "string") return undefined;
  const lead = message.split(/\r?\n/, 1)[0].split(/:\s/, 1)[0];
  // Double quotes, backticks, guillemets and curly quotes anywhere; a single quote only where it opens
  // a quotation (after a space or bracket), so an apostrophe ("can't") is left alone.
  return lead
    .replace(
      /(^|[\s([=])'[^']*(?:'|$)|"[^"]*(?:"|$)|`[^`]*(?:`|$)|«[^»]*(?:»|$)|“[^”]*(?:”|$)/g,
      (_m, before?: string) => `${before ?? ""}…`,
    )
    .slice(0, MESSAGE_MAX);
}

type Safe = Record<string, unknown>;

function safeError(err: unknown, depth = 0): Safe | undefined {
  if (err === null || err === undefined) return undefined;
  if (typeof err !== "object") return { type: typeof err };
  const e = err as Record<string, unknown>;
  const out: Safe = { type: err instanceof Error ? err.constructor.name : "Object" };
  if (typeof e.name === "string") out.name = e.name;
  const message = safeMessage(e.message);
  if (message) out.message = message;
  // A failed statement (Drizzle) is worth seeing; its parameters, where the user's words are, are not.
  if (typeof e.query === "string" && Array.isArray(e.params)) out.query = e.query.slice(0, 2000);
  for (const k of SAFE_FIELDS) {
    const v = e[k];
    if (typeof v === "number" || (typeof v === "string" && v.length <= 64)) out[k] = v;
  }
  if (typeof e.stack === "string") {
    out.stack = e.stack
      .split("\n")
      .filter((l) => /^\s+at /.test(l))
      .slice(0, 12)
      .join("\n");
  }
  if (e.cause !== undefined && depth < 2) out.cause = safeError(e.cause, depth + 1);
  return out;
}

/** better-auth's logger passes its arguments on (auth.ts): errors as above, anything else by its kind only. */
const safeArgs = (args: unknown) => (Array.isArray(args) ? args.map((a) => (a instanceof Error ? safeError(a) : typeof a)) : typeof args);

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { app: "rostrum" },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: {
        err: (err: unknown) => safeError(err),
        error: (err: unknown) => (typeof err === "string" ? err : safeError(err)),
        args: safeArgs,
      },
    },
    destination,
  );
}
