// The judge on the coach set's scripted rounds (tests/fixtures/coach/builder.ts: the genuine case in two
// speeches, keyword-stuffed speeches, the other side's case, each against the offline opponent): the genuine
// case wins; stuffed and wrong-side speeches lose, the wrong side told so first. And swapping which side
// the student took mirrors the whole verdict. These were tests/unit/coach-regression.test.ts (judge) and
// tests/unit/verdict-mirror.test.ts, one test per round.
import { finishVerdict, verdictOutput, verdictTask } from "#server/ai/tasks/debate.ts";
import { otherSide, type Side } from "#shared/sides.ts";
import type { Verdict } from "#shared/debate/schemas.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import { PACKS, debateSpeeches, transcript, type DebateKind } from "#tests/fixtures/coach/builder.ts";
import type { Fresh, PackRound } from "#tests/engine/golden/run.ts";
import { each, type Property } from "./property";

const of = (fresh: Fresh, kind: DebateKind) => fresh.rounds.filter((r) => r.kind === kind);
const genuineOf = (fresh: Fresh, r: PackRound) => fresh.rounds.find((g) => g.pack === r.pack && g.kind === "genuine")!;
const score = (r: PackRound) => `${r.verdict.scores.user.total}–${r.verdict.scores.ai.total}`;

export const JUDGE_PROPERTIES: Property[] = [
  {
    name: "the judge gives the genuine case the round",
    failures: (fresh) => each(of(fresh, "genuine"), (r) => (r.verdict.winner === "user" ? null : `${r.id}: AI wins ${score(r)}`)),
  },
  {
    name: "the judge does not give the round to keyword-stuffed speeches, and scores their matter below the genuine case's",
    failures: (fresh) =>
      each(of(fresh, "stuffed"), (r) => {
        const genuine = genuineOf(fresh, r).verdict.scores.user.matter;
        if (r.verdict.winner !== "ai") return `${r.id}: the student wins ${score(r)}`;
        return r.verdict.scores.user.matter < genuine ? null : `${r.id}: matter ${r.verdict.scores.user.matter}, genuine ${genuine}`;
      }),
  },
  {
    name: "the judge does not give the round to the other side's case, and says so first",
    failures: (fresh) =>
      each(of(fresh, "wrongside"), (r) =>
        r.verdict.winner === "ai" && /^You argued the other side: .*(Government|Opposition)/.test(r.verdict.reason)
          ? null
          : `${r.id}: ${r.verdict.winner} ${score(r)}, ${JSON.stringify(r.verdict.reason.slice(0, 100))}`,
      ),
  },
  {
    name: "the verdict mirrors when the student takes the other side with the same speeches (genuine and stuffed rounds)",
    failures: () => PACKS.flatMap((p) => (["genuine", "stuffed"] as const).flatMap((kind) => mirrorFailures(p, kind))),
  },
];

const ctx = {} as ServiceCtx;
type Message = { role: "user" | "assistant"; content: string };

/** The verdict as the debate task gives it (the offline judge through the server's finishing step). */
function judge(motion: string, userSide: Side, messages: Message[]): Verdict {
  const answer = verdictOutput.parse(verdictTask.offline({ motion, userSide, messages }, ctx));
  return finishVerdict(answer, { userSide, engine: "offline", motion, messages, press: null });
}

/** The verdict by side rather than by who the student was. */
function bySide(v: Verdict) {
  const of = (side: Side) => (side === v.userSide ? "user" : "ai");
  return {
    winner: v.winner === "user" ? v.userSide : v.aiSide,
    scores: { Government: v.scores[of("Government")], Opposition: v.scores[of("Opposition")] },
    points: { Government: v.speakerPoints[of("Government")], Opposition: v.speakerPoints[of("Opposition")] },
    clashes: v.clashes,
  };
}

const exchanged = (text: string) => text.replace(/\((you|the AI)\)/g, (m) => (m === "(you)" ? "(the AI)" : "(you)"));
const swapRoles = (messages: Message[]): Message[] => messages.map((m) => ({ ...m, role: m.role === "user" ? "assistant" : "user" }));

function mirrorFailures(p: (typeof PACKS)[number], kind: DebateKind): string[] {
  const messages = transcript(p, debateSpeeches(p, kind));
  const asIs = judge(p.motion, p.side, messages);
  const swapped = judge(p.motion, otherSide(p.side), swapRoles(messages));
  const id = `${p.id}/${kind}`;
  const out: string[] = [];
  if (JSON.stringify(bySide(swapped)) !== JSON.stringify(bySide(asIs))) out.push(`${id}: winner, points, scores or clashes differ by side`);
  if (swapped.winner === asIs.winner) out.push(`${id}: the same role wins both ways`);
  if (swapped.reason !== exchanged(asIs.reason)) out.push(`${id}: the reason does not mirror`);
  if (!asIs.reason.includes(`${p.side} (you)`) || !asIs.reason.includes(`${otherSide(p.side)} (the AI)`))
    out.push(`${id}: the reason does not name both sides`);
  if (asIs.reason === swapped.reason) out.push(`${id}: the reason reads the same both ways`);
  return out;
}
