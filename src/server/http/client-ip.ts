import { BlockList, isIP } from "node:net";
import type { Context } from "hono";
import type { AppEnv } from "./app-env";
import { headerOf } from "./headers";

// The client's address, for rate limits, guest allowances and the address better-auth stores with a
// session. It is the socket's address, unless that is a trusted proxy (TRUSTED_PROXIES): then it is
// the last address in X-Forwarded-For that is not itself a trusted proxy. A client may put anything
// at the front of X-Forwarded-For; only what trusted proxies appended is believed.

/** An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d: the same client as a.b.c.d. */
export const plain = (address: string) => (address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address);

const lists = new Map<string, BlockList>();

function trustList(proxies: string[]): BlockList {
  const key = proxies.join(",");
  let list = lists.get(key);
  if (!list) {
    list = new BlockList();
    for (const entry of proxies) {
      const [address, bits] = entry.split("/");
      const family = isIP(address) === 6 ? "ipv6" : "ipv4";
      if (bits) list.addSubnet(address, Number(bits), family);
      else list.addAddress(address, family);
    }
    lists.set(key, list);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
}

/** Whether the socket's address is one of the trusted proxies (TRUSTED_PROXIES). */
export function isTrustedProxy(socket: string, proxies: string[]): boolean {
  return proxies.length > 0 && isTrusted(trustList(proxies), plain(socket));
}

/** The client address from the socket's and X-Forwarded-For, believing only trusted proxies. */
export function clientAddress(socket: string | undefined, forwardedFor: string | undefined, proxies: string[]): string {
  let address = plain(socket ?? "") || "unknown";
  if (proxies.length === 0 || !forwardedFor) return address;
  const list = trustList(proxies);
  const hops = forwardedFor
    .split(",")
    .map((h) => plain(h.trim()))
    .filter(Boolean);
  while (isTrusted(list, address) && hops.length > 0) {
    const next = hops.pop()!;
    if (isIP(next) === 0) break; // not an address: stop at the last one we could believe
    address = next;
  }
  return address;
}

/** This request's client address (see above). */
export function clientIpOf(c: Context<AppEnv>): string {
  return clientAddress(c.env?.incoming?.socket?.remoteAddress, headerOf(c, "x-forwarded-for"), c.get("deps").config.trustedProxies);
}
