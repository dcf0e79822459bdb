/** PostgreSQL's unique_violation (23505), as pg and PGlite report it, directly or wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

// What pg reports when it cannot reach the database or loses its connection: a socket error, or one of
// PostgreSQL's own codes for a server that is starting, stopping, gone or closed to connections.
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
const UNREACHABLE_SQLSTATES = new Set([
  "57P01", // admin_shutdown: the connection was ended (server stopping, pg_terminate_backend)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
  "3D000", // invalid_catalog_name: the database is gone
  "53300", // too_many_connections
]);
// pg's own errors, without a code, when a connection drops or cannot be made in time.
const DROPPED = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether the error says the database cannot be reached right now (rather than that a statement went
 * wrong): the route answers 503, and a later request may well succeed. Looks through Drizzle's wrapping
 * (`cause`) and Node's several-address connection errors (`errors`).
 */
export function isDatabaseUnreachable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== "object" || depth > 4) return false;
  const e = err as { code?: unknown; severity?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === "string") {
    if (SOCKET_CODES.has(e.code) || UNREACHABLE_SQLSTATES.has(e.code) || e.code.startsWith("08")) return true;
    // FATAL ends the session: at connection time it is a database that refuses connections
    // (allow_connections false, a full server); a statement's own errors are ERROR, never FATAL.
    if (e.severity === "FATAL" || e.severity === "PANIC") return true;
  }
  if (typeof e.message === "string" && DROPPED.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true;
  return isDatabaseUnreachable(e.cause, depth + 1);
}
