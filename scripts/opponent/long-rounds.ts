// How the offline opponent holds up over long rounds: for every brief and both sides (and a few typed
// motions), 20 student speeches (the brief's other-side case, a question and a weak rebuttal, repeated),
// counted for empty replies, replies that quote nothing the student just said, and sentences said twice.
// Run: npx tsx scripts/opponent/long-rounds.ts [speeches]
import { briefs, type Brief } from "#content/briefs.ts";
import { offlineOpening, offlineReply, type DebateMessage } from "#server/ai/engine/offline/opponent.ts";
import { splitSentences } from "#server/ai/engine/offline/text/index.ts";
import type { Side } from "#shared/sides.ts";

const SPEECHES = Number(process.argv[2] ?? 20);
const TYPED = [
  "This House would ban fireworks at public celebrations.",
  "This House regrets the rise of reality television.",
  "This House believes that chess should be taught in every school.",
];

function briefSpeeches(b: Brief, student: Side): string[] {
  const mine = (student === "Government" ? b.proposition : b.opposition).arguments;
  return [
    `${mine[0].claim} ${splitSentences(mine[0].mechanism)[0]} ${mine[1].claim}`,
    `${mine[2].claim} Why should anyone accept your case? What would you do instead?`,
    "I think you are just wrong about all of this and my side is right.",
    `${mine[1].claim} Overall we win.`,
  ];
}

const TYPED_SPEECHES = [
  "This matters because the people affected have no say, and the harm lasts for years. For example, neighbours complain every year.",
  "You have not shown any evidence. Why should the judge believe you?",
  "I disagree.",
  "On balance our side wins because the benefits reach more people than the costs.",
];

type Totals = { rounds: number; replies: number; empty: number; unquoted: number; repeated: number };
const tally = (): Totals => ({ rounds: 0, replies: 0, empty: 0, unquoted: 0, repeated: 0 });
const briefed = tally();
const typed = tally();
function play(totals: Totals, motion: string, aiSide: Side, speeches: string[]) {
  const setup = { motion, aiSide, difficulty: "intermediate" as const, press: null };
  const messages: DebateMessage[] = [{ role: "assistant", content: offlineOpening(setup) }];
  const said = new Set(splitSentences(messages[0].content).map((s) => s.toLowerCase()));
  totals.rounds++;
  for (let i = 0; i < SPEECHES; i++) {
    const speech = speeches[i % speeches.length];
    messages.push({ role: "user", content: speech });
    const reply = offlineReply({ ...setup, messages });
    messages.push({ role: "assistant", content: reply });
    totals.replies++;
    if (!reply.trim()) totals.empty++;
    const quotes = [...reply.matchAll(/"([^"]+)"/g)].map((m) => m[1].replace(/[?…]$/, ""));
    if (!quotes.some((q) => speech.includes(q)) && speech.trim()) {
      totals.unquoted++;
      if (process.env.VERBOSE) console.log(motion, aiSide, i, reply);
    }
    for (const s of splitSentences(reply).map((x) => x.toLowerCase())) {
      if (said.has(s)) totals.repeated++;
      said.add(s);
    }
  }
}

for (const b of briefs.values())
  for (const aiSide of ["Government", "Opposition"] as const)
    play(briefed, b.motion, aiSide, briefSpeeches(b, aiSide === "Government" ? "Opposition" : "Government"));
for (const motion of TYPED) for (const aiSide of ["Government", "Opposition"] as const) play(typed, motion, aiSide, TYPED_SPEECHES);

for (const [name, t] of [
  ["briefed motions", briefed],
  ["typed motions", typed],
] as const)
  console.log(
    `${name}: ${t.rounds} rounds × ${SPEECHES} speeches = ${t.replies} replies: ${t.empty} empty, ` +
      `${t.unquoted} quote nothing from the speech they answer, ${t.repeated} sentences repeated from earlier in the round`,
  );
