// npm run bench -- live-round: a class of 30 on one live round's page (30 event streams, half of them on a
// second app instance over the same database), the chair advancing speeches and debaters offering POIs:
// the time from an action's request to each page receiving the new state (median, p95), and the memory per
// open stream. PGlite by default; PostgreSQL with TEST_DATABASE_URL (then the twin is a second pool, and a
// change reaches it by the in-process wake-up, as both run in this process: across processes the version
// poll adds up to a second, decision 0021).
import { startTestServer, TEACHER_CODE, type TestClient } from "#tests/support/test-server.ts";

const PAGES = 30;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pct = (xs: number[], p: number) => sorted(xs)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
const cookie = (c: TestClient) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

async function signedUp(c: TestClient, role: "student" | "teacher"): Promise<{ c: TestClient; id: string }> {
  const res = await c.signup({ role, teacherCode: role === "teacher" ? TEACHER_CODE : undefined });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
  return { c, id: res.body.user.id };
}

/** Opens an event stream; records when each round version arrives. */
async function listen(base: string, c: TestClient, roundId: string, abort: AbortSignal): Promise<Map<number, number>> {
  const seen = new Map<number, number>();
  const res = await fetch(`${base}/api/live-rounds/${roundId}/events`, { headers: { origin: base, cookie: cookie(c) }, signal: abort });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const data = /^data: (.*)$/m.exec(buffer.slice(0, cut))?.[1];
        buffer = buffer.slice(cut + 2);
        if (data) seen.set((JSON.parse(data) as { round: { version: number } }).round.version, performance.now());
      }
    }
  })();
  return seen;
}

export default async function liveRound() {
  const server = await startTestServer();
  const twin = await server.twin();
  let closeStreams = () => undefined as void;
  try {
    const teacher = await signedUp(server.client(), "teacher");
    const made = await teacher.c.post("/api/classrooms", { name: "Bench class" });
    const students: Array<{ c: TestClient; id: string }> = [];
    for (let i = 0; i < PAGES; i++) {
      const s = await signedUp(i % 2 ? twin.client() : server.client(), "student");
      await s.c.post("/api/classrooms/join", { code: made.body.classroom.code });
      students.push(s);
    }
    const round = await teacher.c.post(`/api/classrooms/${made.body.classroom.id}/live-rounds`, {
      motion: "This House would measure everything.",
      format: "world-schools",
      prep_minutes: 0,
      positions: Object.fromEntries(["prop:1", "prop:2", "prop:3", "opp:1", "opp:2", "opp:3"].map((slot, i) => [slot, students[i].id])),
    });
    const roundId: string = round.body.round.id;
    global.gc?.();
    const before = process.memoryUsage();
    const abort = new AbortController();
    closeStreams = () => abort.abort();
    const pages = await Promise.all(students.map((s, i) => listen(i % 2 ? twin.url : server.url, s.c, roundId, abort.signal)));
    await new Promise((r) => setTimeout(r, 1000));
    global.gc?.();
    const after = process.memoryUsage();
    const latencies: number[] = [];
    let version = 0;
    const measure = async (send: () => Promise<{ body: { round: { version: number } } }>) => {
      const sent = performance.now();
      const res = await send();
      if (!res.body.round) throw new Error(`an action failed: ${JSON.stringify(res.body)}`);
      version = res.body.round.version;
      await new Promise((r) => setTimeout(r, 500));
      for (const seen of pages) latencies.push((seen.get(version) ?? Number.POSITIVE_INFINITY) - sent);
    };
    const act =
      (action: string, extra = {}) =>
      () =>
        teacher.c.post(`/api/live-rounds/${roundId}/actions`, { action, version, ...extra });
    await measure(act("start"));
    for (let speech = 0; speech < 6; speech++) {
      if (speech > 0) await measure(act("start"));
      await measure(act("retime", { elapsed_ms: 90_000 }));
      // A debater of the other bench offers a POI; the speaker declines it.
      const offerer = students[speech % 2 === 0 ? 3 + (speech >> 1) : speech >> 1];
      const speaker = students[speech % 2 === 0 ? speech >> 1 : 3 + (speech >> 1)];
      await measure(() => offerer.c.post(`/api/live-rounds/${roundId}/poi`));
      await measure(() => speaker.c.post(`/api/live-rounds/${roundId}/poi/answer`, { user_id: offerer.id, accept: false }));
      await measure(act("next"));
    }
    abort.abort();
    const lost = latencies.filter((l) => !Number.isFinite(l)).length;
    console.log(`database: ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}; ${PAGES} pages (half on a second app instance)`);
    console.log(
      `action → every page: ${latencies.length} deliveries, median ${pct(latencies, 50).toFixed(1)} ms, p95 ${pct(latencies, 95).toFixed(1)} ms, lost ${lost}`,
    );
    console.log(
      `memory per open stream: ${((after.heapUsed - before.heapUsed) / PAGES / 1024).toFixed(1)} KB heap, ${((after.rss - before.rss) / PAGES / 1024).toFixed(1)} KB rss (both app instances and the clients, one process)`,
    );
  } finally {
    closeStreams();
    await twin.close();
    await server.close();
  }
}
