// Seeds the benchmark's data through the API, as a student would make it: one account, its settings
// row, a debate round of 21 messages (the offline coach's opening and 10 exchanges) and 100 scored
// drill attempts across the six drills (graded sample answers from the unit tests).
import * as samples from "#tests/unit/drill-samples.ts";
import { BENCH_TEACHER_CODE } from "./listen";

const FEEDBACK_PATHS: [string, samples.DrillSamples<unknown>][] = [
  ["/api/feedback", samples.argumentSamples],
  ["/api/characterization-feedback", samples.characterizationSamples],
  ["/api/refutation-feedback", samples.refutationSamples],
  ["/api/clashes-feedback", samples.clashesSamples],
  ["/api/modeling-feedback", samples.modelingSamples],
  ["/api/framing-feedback", samples.framingSamples],
];
const EXCHANGES = 10;
export const ATTEMPTS = 100;

const SPEECH =
  "Advertising to children is not a fair contest: companies spend millions studying how to make a " +
  "seven-year-old want a product, and a child cannot recognise persuasion. The UK's 2007 Ofcom rules cut " +
  "children's exposure to junk food adverts on television by a third, which shows that limits work. So the " +
  "harm is real, the mechanism is clear and the remedy has a track record; weigh that against a small cost to " +
  "advertisers who can still sell to adults.";

/** A signed-in student: the session cookie, and the user id the bare server takes in its URLs. */
export interface Seeded {
  cookie: string;
  userId: string;
  messages: number;
  attempts: number;
}

export async function call(base: string, cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(base + path, {
    method,
    headers: { origin: base, cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`seeding: ${method} ${path} → ${res.status} ${text.slice(0, 200)}`);
  return { res, body: text ? JSON.parse(text) : null };
}

/**
 * The cookies a browser would send now: the session cookie plus the server's short-lived signed copy of
 * the user (set on a signed-in request). autocannon repeats fixed headers, so the bench asks for a
 * fresh copy before each line, as a browser would receive one in passing.
 */
export async function browserCookies(base: string, cookie: string): Promise<string> {
  const { res } = await call(base, cookie, "GET", "/api/me");
  const jar = new Map(cookie.split("; ").map((c) => [c.slice(0, c.indexOf("=")), c] as const));
  for (const c of res.headers.getSetCookie()) {
    const pair = c.split(";")[0];
    jar.set(pair.slice(0, pair.indexOf("=")), pair);
  }
  return [...jar.values()].join("; ");
}

/** A new student (or teacher), signed up through the API: the session cookie and the user id. */
export async function signUp(base: string, role: "student" | "teacher" = "student"): Promise<{ cookie: string; userId: string }> {
  const n = Math.random().toString(36).slice(2, 8);
  const signup = await call(base, "", "POST", "/api/signup", {
    username: `bench ${n}`,
    email: `bench-${n}@example.com`,
    password: "secret123",
    role,
    ...(role === "teacher" ? { teacherCode: BENCH_TEACHER_CODE } : {}),
  });
  const cookie = signup.res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { cookie, userId: signup.body.user.id };
}

export async function seed(base: string): Promise<Seeded> {
  const { cookie, userId } = await signUp(base);

  await call(base, cookie, "GET", "/api/settings");
  await call(base, cookie, "POST", "/api/debate/start", { motion: samples.JUNK, side: "Government" });
  for (let i = 0; i < EXCHANGES; i++) await call(base, cookie, "POST", "/api/debate/message", { content: `${SPEECH} (${i + 1})` });

  const inputs = FEEDBACK_PATHS.flatMap(([path, set]) =>
    set.graded.flatMap((g) => [g.strong, g.middling, g.weak].map((input) => ({ path, input }))),
  );
  // Four at a time: quicker than one by one, and each attempt still gets its own timestamp order.
  for (let i = 0; i < ATTEMPTS; i += 4) {
    const batch = [];
    for (let j = i; j < Math.min(i + 4, ATTEMPTS); j++) batch.push(inputs[j % inputs.length]);
    await Promise.all(batch.map(({ path, input }) => call(base, cookie, "POST", path, input)));
  }

  const history = await call(base, cookie, "GET", "/api/debate/history");
  const progress = await call(base, cookie, "GET", "/api/training/progress");
  return { cookie, userId, messages: history.body.messages.length, attempts: progress.body.attempts.length };
}
