// A model's reply in the debate, checked before it is stored, as the offline opponent's is by construction:
// it argues its own side, it is about the motion, and it puts no words in anyone's mouth.
import type { Side } from "#shared/sides.ts";
import { withoutInventedQuotes } from "#server/ai/engine/ballot/quotes.ts";
import { inspect, type FindingKind } from "./checks";
import { withoutQuotesOf } from "./debate";
import { specificStems, stemsOf } from "./text";

/**
 * A reply the motion check finds off topic is still on it when enough of its specific words were said in
 * the round: an answer about fares is about free transport, though the motion never says "fares".
 */
const ROUND_WORDS_ON_TOPIC = 0.25;

function roundWordShare(reply: string, round: string[]): number {
  const said = new Set(round.flatMap(stemsOf));
  const own = specificStems(stemsOf(reply));
  return own.length ? own.filter((w) => said.has(w)).length / own.length : 0;
}

/** Findings that make a reply unusable: arguing the student's side, or not the motion at all. */
const REJECTED: FindingKind[] = ["wrongside", "offtopic"];

export type CheckedReply = { ok: true; text: string; removed: number } | { ok: false; finding: FindingKind | "empty" };

export function checkReply(
  reply: string,
  round: { motion: string; aiSide: Side; messages: { role: "user" | "assistant"; content: string }[] },
): CheckedReply {
  const said = round.messages.filter((m) => m.role === "user").map((m) => m.content);
  // The reply quotes the student to answer them: those sentences say the student's side, not its own.
  const own = withoutQuotesOf(reply, said);
  const { findings } = inspect([{ key: "reply", text: own, prose: true, side: round.aiSide }], { motion: round.motion, generated: [] });
  const inRound = [round.motion, ...round.messages.map((m) => m.content)];
  const bad = findings.find(
    (f) => REJECTED.includes(f.kind) && !(f.kind === "offtopic" && roundWordShare(own, inRound) >= ROUND_WORDS_ON_TOPIC),
  );
  if (bad) return { ok: false, finding: bad.kind };
  // A quote that is not in the round (the motion or a speech) is a sentence the reply may not keep.
  const { text, removed } = withoutInventedQuotes(reply, inRound);
  return text.trim() ? { ok: true, text, removed } : { ok: false, finding: "empty" };
}
