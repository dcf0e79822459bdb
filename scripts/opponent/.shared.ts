import { offlineOpening, offlineReply, type DebateMessage } from "#server/ai/engine/offline/opponent.ts";
import { contentStems, splitSentences, stem } from "#server/ai/engine/offline/text/index.ts";
const TYPED = [
  "This House would ban fireworks at public celebrations.",
  "This House regrets the rise of reality television.",
  "This House believes that chess should be taught in every school.",
  "This House would require cyclists to wear helmets.",
  "This House supports a four-day working week for nurses.",
  "This House opposes the use of facial recognition by shops.",
  "This House would give every citizen a free bus pass.",
  "This House believes that zoos should be closed.",
  "This House would ban advertising aimed at children.",
  "This House regrets the decline of local newspapers.",
];
const SP = [
  "This matters because the people affected have no say, and the harm lasts for years. For example, neighbours complain every year.",
  "You have not shown any evidence. Why should the judge believe you?",
  "On balance our side wins because the benefits reach more people than the costs.",
];
const tpl = (s: string, ms: Set<string>) => (s.replace(/"[^"]*"|“[^”]*”/g, " ").toLowerCase().match(/[a-z']+/g) ?? []).map(stem).filter((x) => !ms.has(x)).join(" ");
const map = new Map<string, { motions: Set<string>; n: number; ex: string }>();
let total = 0;
for (const motion of TYPED) for (const aiSide of ["Government", "Opposition"] as const) {
  const setup = { motion, aiSide, difficulty: "intermediate" as const, press: null };
  const messages: DebateMessage[] = [{ role: "assistant", content: offlineOpening(setup) }];
  for (const s of SP) { messages.push({ role: "user", content: s }); messages.push({ role: "assistant", content: offlineReply({ ...setup, messages }) }); }
  const ms = new Set(contentStems(motion));
  for (const m of messages.filter((x) => x.role === "assistant")) for (const s of splitSentences(m.content)) {
    const t = tpl(s, ms); if (t.split(" ").length < 4) continue; total++;
    const e = map.get(t) ?? { motions: new Set(), n: 0, ex: s }; e.motions.add(motion); e.n++; map.set(t, e);
  }
}
const shared = [...map.values()].filter((e) => e.motions.size >= 2).sort((a, b) => b.n - a.n);
console.log(total, shared.reduce((a, e) => a + e.n, 0));
for (const e of shared.slice(0, 40)) console.log(e.n, "|", e.ex.slice(0, 160));
