import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { DEFAULT_CONNECTIONS_PER_ADDRESS } from "#server/platform/config.ts";
import { guardConnections } from "./connection-guard";
import { withSecurityHeaders } from "./secure-headers";

/** A client gets this long from connecting to send its request headers (Node's default is 60 s, and from the first byte). */
export const HEADERS_TIMEOUT_MS = 15_000;
/**
 * …and this long to send the whole request (Node's default is 300 s). Bodies are small (64 KB, a lesson
 * 320 KB); a streamed answer is not part of the request, so a long debate reply is not cut.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * How often Node looks for requests past those timeouts: its default, 30 s, let a slow request live up to
 * 30 s longer than its timeout.
 */
export const TIMEOUT_CHECK_MS = 1_000;

/**
 * How long an idle kept-alive connection is held after a response (Node's default is 5 s). A client that
 * reuses a connection at the moment the server closes it gets a reset (ECONNRESET; a proxy shows a 502):
 * the server must hold idle connections longer than the clients and proxies in front of it do (nginx's
 * upstream keepalive and most load balancers idle out at 60 s). The per-address cap still bounds them.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Tests only: shorter timeouts, so a test proves a timeout in a second rather than in 15. */
export interface ListenTimeouts {
  headersMs: number;
  requestMs: number;
  checkMs: number;
}

export interface ListenOptions {
  port: number;
  hostname: string;
  /** Open connections one client address may hold (MAX_CONNECTIONS_PER_ADDRESS; its default when not given); 0 for no cap. */
  connectionsPerAddress?: number;
  /** Reverse proxies (TRUSTED_PROXIES): their connections carry many clients, so they are not capped. */
  trustedProxies?: string[];
  timeouts?: Partial<ListenTimeouts>;
}

type Fetch = (request: Request, env: never) => Response | Promise<Response>;

/**
 * The HTTP server for the app, with the timeouts above and a cap on connections per address so slow or
 * silent clients cannot hold connections open (http/connection-guard.ts), and the security headers on
 * every response (http/secure-headers.ts).
 */
export function listen(fetch: Fetch, opts: ListenOptions, onListening?: (info: AddressInfo) => void): Server {
  const timeouts: ListenTimeouts = {
    headersMs: HEADERS_TIMEOUT_MS,
    requestMs: REQUEST_TIMEOUT_MS,
    checkMs: TIMEOUT_CHECK_MS,
    ...opts.timeouts,
  };
  const server = serve(
    {
      fetch: fetch as never,
      port: opts.port,
      hostname: opts.hostname,
      serverOptions: {
        headersTimeout: timeouts.headersMs,
        requestTimeout: timeouts.requestMs,
        connectionsCheckingInterval: timeouts.checkMs,
      },
      createServer: ((options: object, listener: Parameters<typeof withSecurityHeaders>[0]) =>
        createServer(options, withSecurityHeaders(listener))) as never,
    },
    onListening,
  ) as Server;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  guardConnections(server, {
    firstHeadersMs: timeouts.headersMs,
    perAddress: opts.connectionsPerAddress ?? DEFAULT_CONNECTIONS_PER_ADDRESS,
    trustedProxies: opts.trustedProxies ?? [],
  });
  return server;
}
