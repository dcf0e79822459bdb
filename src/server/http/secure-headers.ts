import type { IncomingMessage, ServerResponse } from "node:http";

// The security headers of every response, set on Node's response before the app runs: a fixed list
// costs a few setHeader calls, where setting them on each fetch Response (hono/secure-headers) cost
// about a tenth of a signed-in request's CPU (issue 13). A route that sets one of these itself wins,
// as Node merges the app's headers over these. The values are hono/secure-headers' defaults, with
// this CSP and without Cross-Origin-Embedder-Policy (Google sign-in's pictures come from elsewhere).

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
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

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** The request listener with the security headers set first on every response. */
export function withSecurityHeaders(listener: Listener): Listener {
  return (req, res) => {
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    listener(req, res);
  };
}
