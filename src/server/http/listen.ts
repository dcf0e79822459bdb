import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { withSecurityHeaders } from "./secure-headers";

/** A client gets this long to send its request headers (Node's default is 60 s). */
export const HEADERS_TIMEOUT_MS = 15_000;
/**
 * …and this long to send the whole request (Node's default is 300 s). Bodies are small (64 KB, a lesson
 * 320 KB); a streamed answer is not part of the request, so a long debate reply is not cut.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

type Fetch = (request: Request, env: never) => Response | Promise<Response>;

/**
 * The HTTP server for the app, with the timeouts above so slow clients cannot hold connections open,
 * and the security headers on every response (http/secure-headers.ts).
 */
export function listen(fetch: Fetch, opts: { port: number; hostname: string }, onListening?: (info: AddressInfo) => void): Server {
  return serve(
    {
      fetch: fetch as never,
      port: opts.port,
      hostname: opts.hostname,
      serverOptions: { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
      createServer: ((options: object, listener: Parameters<typeof withSecurityHeaders>[0]) =>
        createServer(options, withSecurityHeaders(listener))) as never,
    },
    onListening,
  ) as Server;
}
