import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createApp } from "#server/app.ts";
import { startTestServer, type TestServer } from "#tests/support/test-server.ts";

// Every text a client sends is checked by one primitive (storableText: no NUL,
// no lone surrogate) and has a maximum length, so bad text is a 400 before anything runs. This walks
// every request schema (body, query, path) of every documented route and tries each string in it.

type Any = z.ZodType & { _zod: { def: Record<string, any> } };

/** Every string schema reachable from `schema`, with a path for the report. */
function strings(schema: Any, at: string, out: Array<{ at: string; s: Any }>, seen = new Set<unknown>()): void {
  if (!schema || seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def;
  switch (def.type) {
    case "string":
      out.push({ at, s: schema });
      return;
    case "object":
      for (const [k, v] of Object.entries(def.shape as Record<string, Any>)) strings(v, `${at}.${k}`, out, seen);
      if (def.catchall && def.catchall._zod.def.type !== "never") strings(def.catchall, `${at}.*`, out, seen);
      return;
    case "array":
      return strings(def.element, `${at}[]`, out, seen);
    case "record":
      strings(def.keyType, `${at}{key}`, out, seen);
      return strings(def.valueType, `${at}{}`, out, seen);
    case "union":
      return (def.options as Any[]).forEach((o, i) => strings(o, `${at}|${i}`, out, seen));
    case "intersection":
      strings(def.left, at, out, seen);
      return strings(def.right, at, out, seen);
    case "tuple":
      return (def.items as Any[]).forEach((o, i) => strings(o, `${at}[${i}]`, out, seen));
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return strings(def.innerType, at, out, seen);
    case "pipe":
      strings(def.in, at, out, seen);
      return strings(def.out, at, out, seen);
    case "lazy":
      return strings(def.getter(), at, out, seen);
    default:
      return; // numbers, booleans, enums, literals: nothing to store as free text
  }
}

describe("every request text is storable and bounded", () => {
  let server: TestServer;
  const leaves: Array<{ at: string; s: Any }> = [];

  beforeAll(async () => {
    server = await startTestServer();
    const app = createApp(server.deps);
    for (const d of app.openAPIRegistry.definitions) {
      if (d.type !== "route") continue;
      const { method, path, request } = d.route;
      const name = `${method.toUpperCase()} ${path}`;
      const body = (request?.body?.content?.["application/json"] as { schema?: Any } | undefined)?.schema;
      if (body) strings(body, `${name} body`, leaves);
      if (request?.query) strings(request.query as Any, `${name} query`, leaves);
      if (request?.params) strings(request.params as Any, `${name} path`, leaves);
    }
  });
  afterAll(() => server.close());

  it("finds the request texts", () => expect(leaves.length).toBeGreaterThan(50));

  it("no text field accepts a NUL or a lone surrogate", () => {
    const open = leaves.filter(({ s }) => ["a\u0000b", "a\ud800b", "a\udc00b"].some((v) => s.safeParse(v).success)).map((l) => l.at);
    expect(open).toEqual([]);
  });

  it("no text field accepts 100,000 characters", () => {
    const open = leaves.filter(({ s }) => s.safeParse("a".repeat(100_000)).success).map((l) => l.at);
    expect(open).toEqual([]);
  });
});
