import type { Context } from "hono";
import { parse } from "hono/utils/cookie";
import type { AppEnv } from "./app-env";

/**
 * A request header (`name` in lower case), read from Node's own parsed headers when Node serves the
 * request: `c.req.header()` first builds a whole fetch Headers object, a visible share of a small
 * signed-in GET's CPU.
 */
export function headerOf(c: Context<AppEnv>, name: string): string | undefined {
  const incoming = c.env?.incoming?.headers;
  if (!incoming) return c.req.header(name);
  const value = incoming[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** One cookie's value, from the same headers. */
export function cookieOf(c: Context<AppEnv>, name: string): string | undefined {
  const header = headerOf(c, "cookie");
  return header ? parse(header, name)[name] : undefined;
}
