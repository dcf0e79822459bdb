// Debate streaming and the offline coach, measured on the real app over HTTP.
// (a) Added latency of /api/debate/message/stream: from the moment the model sends its first token
//     to the moment an HTTP client of the app receives it (fake model in-process, first token delayed).
// (b) The offline coach's time per reply: the pure function, and a whole HTTP exchange (reply + stored).
// (c) The offline reply's first token over a real HTTP stream: request sent -> first delta received.
import { startFakeLlm } from "#tests/support/fake-llm.ts";
import { startTestServer } from "#tests/support/test-server.ts";
import { postSse } from "#tests/support/sse.ts";
import { offlineOpening, offlineReply, type DebateMessage } from "#server/ai/engine/offline/opponent.ts";

const MOTION = "This House would ban homework in primary schools.";
const SPEECHES = [
  "Homework helps pupils because practice at home makes lessons stick. For example, children who read every evening improve faster.",
  "They say homework is unfair to poorer pupils, but schools can run homework clubs, so the benefit reaches everyone. This matters more because habits last.",
  "Second, parents see what their children learn, which means problems are caught early. In Finland, short regular tasks work well.",
  "Their point about stress is outweighed: a small amount of homework is manageable, and the skills it builds last for years.",
];
const FIRST_TOKEN_DELAY_MS = 40;

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pct = (xs: number[], p: number) => sorted(xs)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function streamLatency(runs: number) {
  const llm = await startFakeLlm();
  // When each chat request reaches the fake model; its first token leaves FIRST_TOKEN_DELAY_MS later.
  const arrivals: number[] = [];
  const push = llm.requests.push.bind(llm.requests);
  llm.requests.push = (...items: any[]) => {
    arrivals.push(performance.now());
    return push(...items);
  };
  const server = await startTestServer({
    LLM_BASE_URL: llm.url,
    LLM_MODEL: "bench",
    LLM_TIMEOUT_MS: "20000",
    AI_GUEST_DAILY_LIMIT: "10000",
  });
  try {
    const c = server.client();
    llm.script([{ kind: "json", content: JSON.stringify({ opening: "We oppose the motion." }) }]);
    await c.post("/api/debate/start", { motion: MOTION, side: "Government" });
    const added: number[] = [];
    const total: number[] = [];
    for (let i = 0; i < runs + 3; i++) {
      llm.script([{ kind: "stream", chunks: ["", "First ", "token ", "then ", "the ", "rest."], delayMs: FIRST_TOKEN_DELAY_MS }]);
      const sent = performance.now();
      const res = await postSse(c, "/api/debate/message/stream", { content: SPEECHES[i % SPEECHES.length] });
      const first = res.events.find((e) => e.event === "delta" && e.data !== "");
      if (!first || res.events.at(-1)?.event !== "done")
        throw new Error(`run ${i} failed: ${JSON.stringify(res.json ?? res.events.at(-1))}`);
      if (i < 3) continue; // warm-up: JIT, connection pools
      added.push(first.at - (arrivals.at(-1)! + FIRST_TOKEN_DELAY_MS));
      total.push(first.at - sent);
    }
    return { added, total };
  } finally {
    await server.close();
    await llm.close();
  }
}

function offlineFunction(replies: number) {
  const messages: DebateMessage[] = [
    { role: "assistant", content: offlineOpening({ difficulty: "intermediate", press: null, motion: MOTION, aiSide: "Opposition" }) },
  ];
  const times: number[] = [];
  for (let i = 0; i < replies; i++) {
    messages.push({ role: "user", content: SPEECHES[i % SPEECHES.length] });
    const t = performance.now();
    const reply = offlineReply({ difficulty: "intermediate", press: null, motion: MOTION, aiSide: "Opposition", messages });
    times.push(performance.now() - t);
    messages.push({ role: "assistant", content: reply });
  }
  return times;
}

async function offlineHttp(replies: number) {
  const server = await startTestServer({ AI_GUEST_DAILY_LIMIT: "10000" });
  try {
    const c = server.client();
    await c.post("/api/debate/start", { motion: MOTION, side: "Government" });
    const times: number[] = [];
    for (let i = 0; i < replies + 3; i++) {
      const t = performance.now();
      const res = await c.post("/api/debate/message", { content: SPEECHES[i % SPEECHES.length] });
      if (res.status !== 200) throw new Error(`offline reply ${i}: ${res.status}`);
      if (i >= 3) times.push(performance.now() - t);
    }
    return times;
  } finally {
    await server.close();
  }
}

async function offlineStream(replies: number) {
  const server = await startTestServer({ AI_GUEST_DAILY_LIMIT: "10000" });
  try {
    const c = server.client();
    await c.post("/api/debate/start", { motion: MOTION, side: "Government" });
    const times: number[] = [];
    for (let i = 0; i < replies + 3; i++) {
      const sent = performance.now();
      const res = await postSse(c, "/api/debate/message/stream", { content: SPEECHES[i % SPEECHES.length] });
      const first = res.events.find((e) => e.event === "delta" && e.data !== "");
      if (!first || res.events.at(-1)?.event !== "done")
        throw new Error(`offline stream ${i}: ${JSON.stringify(res.json ?? res.events.at(-1))}`);
      if (i >= 3) times.push(first.at - sent);
    }
    return times;
  } finally {
    await server.close();
  }
}

export default async function () {
  const runs = 20;
  const { added, total } = await streamLatency(runs);
  console.log(
    `(a) streamed reply, model first token -> client first token, ${runs} runs (first token delayed ${FIRST_TOKEN_DELAY_MS} ms by the fake model):`,
  );
  console.log(`    added by the app: median ${ms(pct(added, 50))}, p95 ${ms(pct(added, 95))}, max ${ms(Math.max(...added))}`);
  console.log(`    request sent -> first token received: median ${ms(pct(total, 50))}, p95 ${ms(pct(total, 95))}`);
  const fn = offlineFunction(50);
  console.log(
    `(b) offline coach, 50 replies in one growing round: median ${ms(pct(fn, 50))}, p95 ${ms(pct(fn, 95))} per reply (function only)`,
  );
  const http = await offlineHttp(50);
  console.log(
    `    over HTTP (POST /api/debate/message, reply + both messages stored): median ${ms(pct(http, 50))}, p95 ${ms(pct(http, 95))}`,
  );
  const stream = await offlineStream(50);
  console.log(
    `(c) offline reply over HTTP stream (POST /api/debate/message/stream), request sent -> first token received, 50 replies: median ${ms(pct(stream, 50))}, p95 ${ms(pct(stream, 95))}`,
  );
}
