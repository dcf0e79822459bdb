import type { Server } from "node:http";
import { isIP, type Socket } from "node:net";
import ipaddr from "ipaddr.js";
import { isTrustedProxy, plain } from "./client-ip";

export interface ConnectionGuard {
  /** A new connection must have sent its first request's headers within this. */
  firstHeadersMs: number;
  /** Open connections one address may hold; 0 for no cap. */
  perAddress: number;
  /** Addresses (or CIDR ranges) not capped: a reverse proxy carries many clients' connections. */
  trustedProxies: string[];
}

/**
 * Whose connections count together: an IPv4 address, or an IPv6 address's /64 (one subscriber's network,
 * whose 2^64 addresses would otherwise each get the full cap).
 */
export function capKey(address: string): string {
  const a = plain(address);
  if (isIP(a) !== 6) return a;
  return `${ipaddr.IPv6.parse(a).toNormalizedString().split(":").slice(0, 4).join(":")}::/64`;
}

/**
 * What Node's own timeouts leave open. Its header timeout starts at a request's first byte, so a
 * connection that sends nothing at all was kept for ever: here it is closed when its first request's
 * headers are not all in within `firstHeadersMs` of connecting (later requests on a kept-alive
 * connection are Node's: keepAliveTimeout, then headersTimeout). And one address may hold at most
 * `perAddress` connections at once (an IPv6 one: its /64); one more is closed at once.
 */
export function guardConnections(server: Server, guard: ConnectionGuard): void {
  const open = new Map<string, number>();
  const waiting = new WeakMap<Socket, NodeJS.Timeout>();

  server.on("connection", (socket: Socket) => {
    const remote = plain(socket.remoteAddress ?? "");
    if (guard.perAddress > 0 && !isTrustedProxy(remote, guard.trustedProxies)) {
      const address = capKey(remote);
      const count = open.get(address) ?? 0;
      if (count >= guard.perAddress) {
        socket.destroy();
        return;
      }
      open.set(address, count + 1);
      socket.once("close", () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    }
    const timer = setTimeout(() => socket.destroy(), guard.firstHeadersMs);
    timer.unref();
    waiting.set(socket, timer);
    socket.once("close", () => clearTimeout(timer));
  });

  // 'request' comes once a request's headers are all in.
  server.on("request", (req) => {
    const timer = waiting.get(req.socket);
    if (timer) {
      clearTimeout(timer);
      waiting.delete(req.socket);
    }
  });
}
