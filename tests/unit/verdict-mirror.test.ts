// Swapping which side the student took, with the same speeches in the same order, mirrors the whole
// verdict: the same side wins, with the same points, category scores and totals, the same clashes, and a
// reason for decision that reads the same with "(you)" and "(the AI)" exchanged.
import { describe, expect, it } from "vitest";
import { finishVerdict, verdictOutput, verdictTask } from "#server/ai/tasks/debate.ts";
import { otherSide, type Side } from "#shared/sides.ts";
import type { Verdict } from "#shared/debate/schemas.ts";
import { PACKS, debateSpeeches, transcript, type DebateKind } from "#tests/fixtures/coach/builder.ts";
import type { ServiceCtx } from "#server/platform/context.ts";

const ctx = {} as ServiceCtx;
type Message = { role: "user" | "assistant"; content: string };

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

const rounds = PACKS.flatMap((p) => (["genuine", "stuffed"] as DebateKind[]).map((kind) => [p.motion, kind, p] as const));

describe.each(rounds)("the verdict on %s (%s speeches)", (motion, kind, p) => {
  const messages = transcript(p, debateSpeeches(p, kind));
  const asIs = judge(motion, p.side, messages);
  const swapped = judge(motion, otherSide(p.side), swapRoles(messages));

  it("mirrors winner, points, scores, totals and clashes", () => {
    expect(bySide(swapped)).toEqual(bySide(asIs));
    expect(swapped.winner).not.toBe(asIs.winner);
  });

  it("mirrors the reason for decision, which names both sides", () => {
    expect(swapped.reason).toBe(exchanged(asIs.reason));
    expect(asIs.reason).toContain(`${p.side} (you)`);
    expect(asIs.reason).toContain(`${otherSide(p.side)} (the AI)`);
    expect(asIs.reason).not.toBe(swapped.reason);
  });
});
