// A JSON body nested far deeper than any form is refused with a clear 400 before anything parses it,
// on a route with the default body limit and on one that declares its own; ordinary nesting passes.
import { describe, expect, it } from "vitest";
import { serverForTests } from "#tests/support/lifecycle.ts";
import { JSON_DEPTH_MAX, nestsDeeperThan } from "#server/http/json-depth.ts";
import { COMMON_MESSAGES } from "#shared/messages/index.ts";

const server = serverForTests();
const nested = (levels: number) => "[".repeat(levels) + "1" + "]".repeat(levels);

describe("nestsDeeperThan", () => {
  it("counts objects and arrays, not brackets inside strings", () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{}]}}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[{}]}}', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{ \\" [[[[' }), 1)).toBe(false);
  });
});

describe("a deeply nested body", () => {
  it("is refused with 400 on a draft save, and nothing is kept", async () => {
    const c = server.client();
    expect((await c.signup()).status).toBe(200);
    const deep = `{"body":{"notes":${nested(5000)}}}`;
    const res = await c.request("PUT", "/api/drafts?key=debate", deep);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: COMMON_MESSAGES.bodyTooDeep });
    expect((await c.get("/api/drafts?key=debate")).body.draft).toBeNull();
  });

  it("passes at ordinary depth", async () => {
    const c = server.client();
    expect((await c.signup()).status).toBe(200);
    const res = await c.request("PUT", "/api/drafts?key=debate", `{"body":{"notes":${nested(JSON_DEPTH_MAX - 3)}}}`);
    expect(res.status).toBe(200);
  });

  it("is refused on a route with its own body limit (a lesson) too", async () => {
    const c = server.client();
    const res = await c.request("POST", "/api/lessons", `{"title":${nested(JSON_DEPTH_MAX + 1)}}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: COMMON_MESSAGES.bodyTooDeep });
  });
});
