import type { IncomingMessage, ServerResponse } from "node:http";

// The security headers of every response, set on Node's response before the app runs: a fixed list
// costs a few setHeader calls, where setting them on each fetch Response (hono/secure-headers) cost
// about a tenth of a signed-in request's CPU. A route that sets one of these itself wins,
// as Node merges the app's headers over these. The values are hono/secure-headers' defaults, with
// this CSP and without Cross-Origin-Embedder-Policy (Google sign-in's pictures come from elsewhere).

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // Pictures only from here: an avatar hosted elsewhere would tell its server who looks at it.
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "form-action 'self' https://accounts.google.com",
].join("; ");

export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ["Content-Security-Policy", CSP],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Origin-Agent-Cluster", "?1"],
  ["Referrer-Policy", "no-referrer"],
  ["Strict-Transport-Security", "max-age=15552000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-DNS-Prefetch-Control", "off"],
  ["X-Download-Options", "noopen"],
  ["X-Frame-Options", "SAMEORIGIN"],
  ["X-Permitted-Cross-Domain-Policies", "none"],
  ["X-XSS-Protection", "0"],
];

/**
 * What an API answer (JSON, an event stream, an avatar image) needs: it is never rendered as a page, so
 * it gets the strictest policy in one short header instead of the page's full list (OWASP's REST set).
 * Half the bytes of a small JSON answer were these headers. Nothing may cache an answer
 * (they are someone's rounds, settings, classes) unless its route says so (the avatars do).
 */
export const API_SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ["Cache-Control", "no-store"],
  ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Referrer-Policy", "no-referrer"],
  ["Strict-Transport-Security", "max-age=15552000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
];

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** The request listener with the security headers set first on every response: the API's set or the page's. */
export function withSecurityHeaders(listener: Listener): Listener {
  return (req, res) => {
    const headers = req.url?.startsWith("/api/") ? API_SECURITY_HEADERS : SECURITY_HEADERS;
    for (const [name, value] of headers) res.setHeader(name, value);
    listener(req, res);
  };
}
