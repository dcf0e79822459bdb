import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAdmin } from "#server/domains/account/profiles.ts";
import { DRILL_CALL_NAMES } from "#shared/drills/calls.ts";
import { operationsOf, sampleOf, type Operation } from "#tests/support/openapi-ops.ts";
import { TEACHER_CODE, startTestServer, type TestClient, type TestServer } from "#tests/support/test-server.ts";

// The fuzz pass: every route of /api/openapi.json (read at run time, so new routes are
// covered), signed out and signed in as a student, a teacher and an admin, fed malformed JSON, wrong
// types, missing fields, oversized strings, NUL and lone surrogates, arrays for objects and bad path
// parameters, and JavaScript's own property names ("constructor", "__proto__"…) in every text field,
// query value and path parameter. Every answer must be below 500, and every refusal a JSON { error }.

interface Attempt {
  label: string;
  path: string;
  body?: string;
  contentType?: string;
}
interface Failure {
  who: string;
  route: string;
  input: string;
  status: number;
  body: string;
}

const NUL = "a\u0000b";
const SURROGATE = "a\ud800b";
const HUGE = "x".repeat(100_000);
const LONG = "y".repeat(10_000);
// Names every plain object answers from Object.prototype: a lookup table indexed by user text finds them.
const SPECIAL_NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "prototype"];
const SPECIAL_TEXT =
  `The constructor matters because __proto__ and toString harm us. For example, in 2019 a valueOf study found ` +
  `hasOwnProperty costs fell, so the prototype outweighs it.`;
const BAD_PARAMS = ["x", "%00", "%ED%A0%80", "%", "..%2F..%2Fetc", "-1", "9".repeat(40), "z".repeat(3000), randomUUID(), ...SPECIAL_NAMES];
// Free-text fields whose plausible value is a fixed word (the drills take a side as text).
const PLAUSIBLE: Readonly<Record<string, string>> = { side: "Government", their_side: "Government", our_side: "Opposition" };

/** Paths to the leaves of a sampled value (a few levels deep). */
function leaves(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (at.length > 0) out.push(at);
  if (Array.isArray(value)) value.slice(0, 1).forEach((v, i) => leaves(v, [...at, i], out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) leaves(v, [...at, k], out);
  return out;
}

function setAt(value: unknown, path: (string | number)[], next: unknown): unknown {
  const copy = structuredClone(value) as any;
  let o = copy;
  for (const k of path.slice(0, -1)) o = o[k];
  o[path[path.length - 1]] = next;
  return copy;
}

function wrongType(v: unknown): unknown {
  if (typeof v === "string") return 12345;
  if (typeof v === "number") return "not a number";
  if (typeof v === "boolean") return "yes";
  if (Array.isArray(v)) return { not: "an array" };
  if (v && typeof v === "object") return ["not", "an", "object"];
  return {};
}

function attempts(doc: any, op: Operation, fields: boolean): Attempt[] {
  const id = randomUUID();
  const base = op.path.replace(/\{[^}]+\}/g, id);
  const out: Attempt[] = [];
  // Bad path parameters, one parameter at a time.
  const params = op.path.match(/\{[^}]+\}/g) ?? [];
  const badParams = fields ? BAD_PARAMS : BAD_PARAMS.slice(0, 3);
  for (const p of params)
    for (const bad of badParams) out.push({ label: `${p}=${bad.slice(0, 20)}`, path: op.path.replace(p, bad).replace(/\{[^}]+\}/g, id) });
  // Query parameters: NUL, lone surrogate, long, repeated, wrong type.
  for (const q of op.query) {
    // (A lone surrogate cannot be written in UTF-8: its WTF-8 bytes stand in for it.)
    const values = [
      ["NUL", "a%00b"],
      ["surrogate", "a%ED%A0%80b"],
      ["long", LONG],
      ["number", "-99999999999999999999"],
    ] as const;
    for (const [label, v] of fields ? values : values.slice(0, 2))
      out.push({ label: `?${q.name} ${label}`, path: `${base}?${q.name}=${v}` });
    for (const name of SPECIAL_NAMES) out.push({ label: `?${q.name}=${name}`, path: `${base}?${q.name}=${name}` });
    out.push({ label: `?${q.name} repeated`, path: `${base}?${q.name}=a&${q.name}=b` });
  }
  if (op.method === "get") {
    if (!op.query.length && !params.length) out.push({ label: "plain", path: base });
    return out;
  }
  const valid = op.body ? sampleOf(doc, op.body, 0, PLAUSIBLE) : {};
  const json = (label: string, v: unknown) => out.push({ label, path: base, body: JSON.stringify(v) });
  out.push({ label: "malformed JSON", path: base, body: '{"a": ' });
  out.push({ label: "not JSON at all", path: base, body: "hello" });
  out.push({ label: "text/plain", path: base, body: JSON.stringify(valid), contentType: "text/plain" });
  out.push({ label: "no body", path: base });
  json("null", null);
  json("a string", "text");
  json("a number", 7);
  json("empty object", {});
  json("array for object", [valid]);
  json("plausible", valid);
  // Special names in every text field: one field at a time (the others plausible, so the request gets
  // past validation to the code that reads the text), then in all of them at once.
  const texts = leaves(valid).filter((p) => typeof p.reduce((o: any, k) => o?.[k], valid) === "string");
  for (const p of texts) json(`${p.join(".")}: special names`, setAt(valid, p, SPECIAL_TEXT));
  if (texts.length)
    json(
      "special names everywhere",
      texts.reduce((v, p) => setAt(v, p, SPECIAL_NAMES.join(" ")), valid),
    );
  if (!fields) return out;
  // One field at a time (a sample of up to 8 leaves): wrong type, missing, NUL, lone surrogate, long, oversized.
  const paths = leaves(valid);
  const picked = paths.length <= 8 ? paths : paths.filter((_, i) => i % Math.ceil(paths.length / 8) === 0);
  for (const p of picked) {
    const name = p.join(".");
    const current = p.reduce((o: any, k) => o?.[k], valid);
    json(`${name}: wrong type`, setAt(valid, p, wrongType(current)));
    json(`${name}: null`, setAt(valid, p, null));
    if (typeof current === "string" || current === undefined) {
      json(`${name}: NUL`, setAt(valid, p, NUL));
      json(`${name}: lone surrogate`, setAt(valid, p, SURROGATE));
      json(`${name}: 10,000 chars`, setAt(valid, p, LONG));
      json(`${name}: 100,000 chars`, setAt(valid, p, HUGE));
    }
  }
  return out;
}

describe("fuzz: every route, signed in and out", () => {
  let server: TestServer;
  let doc: any;
  const who: Record<string, TestClient> = {};
  const passwords = new Map<string, { email: string; password: string }>();

  beforeAll(async () => {
    server = await startTestServer();
    doc = (await server.client().get("/api/openapi.json")).body;
    who.guest = server.client();
    for (const role of ["student", "teacher", "admin"] as const) {
      const c = server.client();
      const res = await c.signup({ role: role === "student" ? "student" : "teacher", teacherCode: TEACHER_CODE });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      passwords.set(role, { email: res.input.email, password: res.input.password });
      if (role === "admin") {
        expect(await setAdmin(server.deps.db, res.input.email, true)).toBe(true);
        expect((await c.signin(res.input.email, res.input.password)).status).toBe(200);
        expect((await c.get("/api/me")).body.user.isAdmin).toBe(true);
      }
      who[role] = c;
    }
  });
  afterAll(() => server.close());

  it("answers below 500, with a JSON { error } for every refusal", async () => {
    const ops = operationsOf(doc);
    expect(ops.length).toBeGreaterThan(40);

    const failures: Failure[] = [];
    let sent = 0;
    for (const [n, [name, client]] of Object.entries(who).entries()) {
      for (const [i, op] of ops.entries()) {
        // Signing out would end the run's session for the routes after it: only the guest tries it.
        if (op.path === "/api/auth/sign-out" && name !== "guest") continue;
        // Validation runs before permissions, so the full set of inputs goes to two of the four askers in turn and
        // the others get a sample (about 5,000 requests in all rather than 7,000).
        for (const a of attempts(doc, op, (i + n) % 4 < 2)) {
          const res = await client.request(op.method.toUpperCase(), a.path, a.body, a.contentType ? { "content-type": a.contentType } : {});
          sent++;
          const isJsonError = res.body && typeof res.body === "object" && typeof (res.body.error ?? res.body.message) === "string";
          if (res.status >= 500 || (res.status >= 400 && !isJsonError)) {
            failures.push({
              who: name,
              route: `${op.method.toUpperCase()} ${op.path}`,
              input: `${a.label} → ${a.path.slice(0, 80)}`,
              status: res.status,
              body: JSON.stringify(res.body).slice(0, 160),
            });
          }
        }
        // A route that ended the session (an account deleted, say) must not hide the rest: sign in again.
        const creds = passwords.get(name);
        if (creds && !(await client.get("/api/me")).body?.user) {
          const back = await client.signin(creds.email, creds.password);
          if (back.status !== 200) {
            const again = await client.signup({ role: name === "student" ? "student" : "teacher", teacherCode: TEACHER_CODE });
            passwords.set(name, { email: again.input.email, password: again.input.password });
            if (name === "admin") {
              await setAdmin(server.deps.db, again.input.email, true);
              await client.signin(again.input.email, again.input.password);
            }
          }
        }
      }
    }
    console.log(`fuzz: ${sent} requests over ${ops.length} operations, ${failures.length} failures`);
    expect(failures).toEqual([]);
  }, 240_000);
});

describe("special names reach the offline coach, opponent and judge", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers a guest's and a student's debate with special names, and ends it with a verdict", async () => {
    const student = server.client();
    expect((await student.signup()).status).toBe(200);
    for (const c of [server.client(), student]) {
      for (const motion of [`This House would ban the ${SPECIAL_NAMES.join(" and the ")}`, "This House would ban homework."]) {
        expect((await c.post("/api/debate/start", { motion, side: "Government" })).status).toBe(200);
        const reply = await c.post("/api/debate/message", { content: SPECIAL_TEXT });
        expect([reply.status, typeof reply.body.reply]).toEqual([200, "string"]);
        const streamed = await c.request("POST", "/api/debate/message/stream", { content: SPECIAL_NAMES.join(" ") });
        expect(streamed.status).toBe(200);
        const end = await c.post("/api/debate/end");
        expect([end.status, ["user", "ai"].includes(end.body.verdict?.winner)]).toEqual([200, true]);
      }
    }
  });

  it("answers every drill call with special names in its text", async () => {
    const c = server.client();
    expect((await c.signup()).status).toBe(200);
    const doc = (await c.get("/api/openapi.json")).body;
    const motion = `This House would ban the ${SPECIAL_NAMES.join(" and the ")}`;
    for (const path of DRILL_CALL_NAMES.map((call) => `/api/${call}`)) {
      const schema = doc.paths[path].post.requestBody.content["application/json"].schema;
      const valid = sampleOf(doc, schema, 0, PLAUSIBLE) as Record<string, unknown>;
      const texts = leaves(valid).filter(
        (p) => typeof p.reduce((o: any, k) => o?.[k], valid) === "string" && !Object.hasOwn(PLAUSIBLE, p.at(-1)!),
      );
      const body = texts.reduce((v, p) => setAt(v, p, p.at(-1) === "motion" ? motion : SPECIAL_TEXT), valid as unknown);
      const res = await c.post(path, body);
      expect({ path, status: res.status, error: res.body?.error }).toEqual({ path, status: 200, error: undefined });
    }
  });
});
