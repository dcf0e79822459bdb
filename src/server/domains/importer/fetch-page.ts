// Fetches a user-given page without becoming a way into the server's own network (SSRF):
// http/https only, every address the name resolves to must be a public unicast address (checked
// again after every redirect), the connection goes to the address that was checked (a DNS answer
// that changes between check and connect is never asked for), redirects are followed by hand (at
// most 3), the whole fetch has one deadline, and the body stops being read past the size cap.

import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

export interface FetchLimits {
  /** One deadline for the whole fetch, redirects included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** `host:port` pairs (lower case; IPv6 in brackets) that may be reached on any address: tests only. */
  allow: readonly string[];
}

export const FETCH_LIMITS: Omit<FetchLimits, "allow"> = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 };

export type FetchFailure =
  "bad-url" | "refused-address" | "dns" | "timeout" | "too-many-redirects" | "status" | "not-html" | "too-large" | "network";

/** Why a page could not be fetched; the user sees one catalogue message, the log sees the reason. */
export class FetchPageError extends Error {
  constructor(
    public reason: FetchFailure,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

export interface FetchedPage {
  /** The final URL, after redirects. */
  url: string;
  contentType: string;
  html: string;
}

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** IPv6 global unicast. ipaddr.js calls "unicast" whatever it has no other name for, ::7f00:1 included. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/**
 * True when an address is public unicast: not loopback, private, link-local (metadata), unique-local, CGNAT,
 * multicast, reserved… An IPv6 address must also be global unicast (2000::/3), which leaves out every form
 * that carries an IPv4 address some host may route to itself: IPv4-compatible (::127.0.0.1, written
 * ::7f00:1 in a URL), IPv4-translated (::ffff:0:a.b.c.d); NAT64 (64:ff9b::/96), 6to4 (2002::/16) and
 * Teredo (2001::/32) are inside 2000::/3 but have ranges of their own, so they are refused too.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns an IPv4-mapped IPv6 address (::ffff:10.0.0.1) into the IPv4 address it carries.
  const parsed = ipaddr.process(address);
  if (parsed.range() !== "unicast") return false;
  return parsed.kind() === "ipv4" || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

/** Checks the URL's form: http or https, a host, no credentials. */
export function parseArticleUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!url.hostname || url.username || url.password) return null;
  return url;
}

function portOf(url: URL): string {
  return url.port || (url.protocol === "https:" ? "443" : "80");
}

/** The addresses the URL's host stands for: the literal address, or every answer of the system resolver. */
async function resolveHost(url: URL): Promise<Array<{ address: string; family: 4 | 6 }>> {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (ipaddr.isValid(host)) {
    const parsed = ipaddr.parse(host);
    return [{ address: parsed.toString(), family: parsed.kind() === "ipv6" ? 6 : 4 }];
  }
  try {
    const answers = await dnsLookup(host, { all: true, verbatim: true });
    return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
  } catch (err) {
    throw new FetchPageError("dns", `${host}: ${(err as Error).message}`);
  }
}

/** The one address to connect to, after checking every address the host resolves to. */
async function checkedAddress(url: URL, allow: readonly string[]): Promise<{ address: string; family: 4 | 6 }> {
  const addresses = await resolveHost(url);
  if (addresses.length === 0) throw new FetchPageError("dns", `${url.hostname}: no address`);
  const allowed = allow.includes(`${url.hostname.toLowerCase()}:${portOf(url)}`);
  if (!allowed) {
    // All of them, not only the first: a host with one public and one private answer is refused.
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (bad) throw new FetchPageError("refused-address", `${url.hostname} → ${bad.address}`);
  }
  return addresses[0];
}

/** A `lookup` for the socket that only ever answers the address that was checked. */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

function charsetOf(contentType: string): string {
  const m = /charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType);
  return m ? m[1].toLowerCase() : "utf-8";
}

function decode(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

interface Hop {
  status: number;
  location?: string;
  contentType: string;
  body?: Buffer;
}

/** One request to one checked address; reads the body only for a 2xx HTML answer, and only up to the cap. */
function requestOnce(url: URL, pinned: { address: string; family: 4 | 6 }, limits: FetchLimits, signal: AbortSignal): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(
      url,
      {
        method: "GET",
        headers: {
          "user-agent": "Rostrum lesson builder (+https://rostrum.app)",
          accept: "text/html,application/xhtml+xml;q=0.9",
          "accept-encoding": "identity",
        },
        lookup: pinnedLookup(pinned.address, pinned.family),
        agent: false,
        signal,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers["content-type"] ?? "");
        if (REDIRECTS.has(status)) {
          res.destroy();
          return resolve({ status, location: res.headers.location, contentType });
        }
        if (status < 200 || status > 299) {
          res.destroy();
          return resolve({ status, contentType });
        }
        const mime = contentType.split(";")[0].trim().toLowerCase();
        if (!HTML_TYPES.has(mime)) {
          res.destroy();
          return reject(new FetchPageError("not-html", contentType || "no content type"));
        }
        const declared = Number(res.headers["content-length"]);
        if (Number.isFinite(declared) && declared > limits.maxBytes) {
          res.destroy();
          return reject(new FetchPageError("too-large", `content-length ${declared}`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            // Stop reading at once: the rest of the body is never downloaded.
            res.destroy();
            reject(new FetchPageError("too-large", `more than ${limits.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => resolve({ status, contentType, body: Buffer.concat(chunks) }));
        res.on("error", (err) =>
          reject(signal.aborted ? new FetchPageError("timeout", url.href) : new FetchPageError("network", err.message)),
        );
      },
    );
    req.on("error", (err) => reject(signal.aborted ? new FetchPageError("timeout", url.href) : new FetchPageError("network", err.message)));
    req.end();
  });
}

/** Fetches an HTML page under the limits; throws FetchPageError with the reason otherwise. */
export async function fetchPage(raw: string, limits: FetchLimits): Promise<FetchedPage> {
  let url = parseArticleUrl(raw);
  if (!url) throw new FetchPageError("bad-url", raw);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new FetchPageError("timeout", raw)), limits.timeoutMs);
  const deadline = new Promise<never>((_, reject) => {
    controller.signal.addEventListener("abort", () => reject(new FetchPageError("timeout", raw)), { once: true });
  });
  deadline.catch(() => undefined);
  try {
    for (let redirects = 0; ; redirects++) {
      const target: URL = url;
      const pinned = await Promise.race([checkedAddress(target, limits.allow), deadline]);
      const hop = await Promise.race([requestOnce(target, pinned, limits, controller.signal), deadline]);
      if (REDIRECTS.has(hop.status)) {
        if (!hop.location) throw new FetchPageError("status", `${hop.status} without a location`);
        if (redirects >= limits.maxRedirects) throw new FetchPageError("too-many-redirects", target.href);
        let next: URL | null = null;
        try {
          next = parseArticleUrl(new URL(hop.location, target).href);
        } catch {
          next = null;
        }
        if (!next) throw new FetchPageError("bad-url", hop.location);
        url = next;
        continue;
      }
      if (!hop.body) throw new FetchPageError("status", `${hop.status} from ${target.href}`);
      return { url: target.href, contentType: hop.contentType, html: decode(hop.body, charsetOf(hop.contentType)) };
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
