// How long a hung model keeps the asker waiting: the time from request to the 504 answer, against the
// configured LLM_TIMEOUT_MS. (The API tests check that a hung model gives 504 and the catalogue
// message; how long that takes is a figure for this bench, not a pass/fail line on a busy machine.)
import { startFakeLlm } from "#tests/support/fake-llm.ts";
import { startTestServer, type TestClient } from "#tests/support/test-server.ts";
import { postSse } from "#tests/support/sse.ts";

const TIMEOUT_MS = 800;
const RUNS = 5;
const MOTION = "This House would ban homework in primary schools.";
const SPEECH = "Homework helps pupils because practice at home makes lessons stick.";

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)];
const ms = (n: number) => `${n.toFixed(0)} ms`;

async function timed(what: string, runs: number, call: () => Promise<number>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const status = await call();
    if (status !== 504) throw new Error(`${what}: expected 504, got ${status}`);
    times.push(performance.now() - t);
  }
  console.log(`    ${what}: median ${ms(median(times))}, max ${ms(Math.max(...times))} (timeout ${TIMEOUT_MS} ms)`);
}

export default async function () {
  const llm = await startFakeLlm();
  const server = await startTestServer({
    LLM_BASE_URL: llm.url,
    LLM_MODEL: "bench",
    LLM_TIMEOUT_MS: String(TIMEOUT_MS),
    LLM_MAX_RETRIES: "1",
    AI_GUEST_DAILY_LIMIT: "10000",
  });
  try {
    const c: TestClient = server.client();
    console.log(`a hung model answered with 504, ${RUNS} runs each:`);
    const hang = () => llm.script([{ kind: "hang" }]);
    await timed("GET /api/generate-motion", RUNS, async () => {
      hang();
      return (await c.get("/api/generate-motion")).status;
    });
    llm.script([{ kind: "json", content: JSON.stringify({ opening: "We oppose the motion." }) }]);
    await c.post("/api/debate/start", { motion: MOTION, side: "Government" });
    await timed("POST /api/debate/message", RUNS, async () => {
      hang();
      return (await c.post("/api/debate/message", { content: SPEECH })).status;
    });
    await timed("POST /api/debate/message/stream", RUNS, async () => {
      hang();
      return (await postSse(c, "/api/debate/message/stream", { content: SPEECH })).status;
    });
  } finally {
    await server.close();
    await llm.close();
  }
}
