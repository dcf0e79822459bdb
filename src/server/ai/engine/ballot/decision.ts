// The decision of a round, settled once, after every adjustment (the integrity checks' penalties, a
// model's scores clamped): the totals from the category scores, the winner from the totals, and the
// sentence that states them. Nothing before this step writes who won, so the sentence cannot contradict
// the scores and winner the ballot shows. The same for the model and the offline judge.
import { wholeScores } from "#shared/debate/whole-scores.ts";
import { otherSide, type Side } from "#shared/sides.ts";

interface Categories {
  matter: number;
  manner: number;
  method: number;
}
export interface Totalled extends Categories {
  total: number;
}
interface Answer {
  winner: "user" | "ai";
  reason: string;
  scores: { user: Categories; ai: Categories };
}
export type Decided<A extends Answer> = Omit<A, "scores"> & { scores: { user: Totalled; ai: Totalled } };

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The categories to one decimal and their sum as the total: a judge's own total is never taken. */
export function withTotal(s: Categories): Totalled {
  const [matter, manner, method] = [round1(s.matter), round1(s.manner), round1(s.method)];
  return { matter, manner, method, total: round1(matter + manner + method) };
}

/** How a side is named on a ballot the student reads: "Government (you)", "Opposition (the AI)". */
export const sideLabel = (side: Side, userSide: Side) => `${side} (${side === userSide ? "you" : "the AI"})`;

/**
 * The decision as the ballot states it, from the totals as the ballot shows them (whole numbers); a
 * margin too small to show is said to be one.
 */
export function decisionLine(winner: "user" | "ai", scores: { user: Categories; ai: Categories }, userSide: Side): string {
  const side = winner === "user" ? userSide : otherSide(userSide);
  const won = wholeScores(scores[winner]).total;
  const lost = wholeScores(scores[winner === "user" ? "ai" : "user"]).total;
  return won === lost
    ? `${sideLabel(side, userSide)} wins on points by less than one, ${won} each out of 30.`
    : `${sideLabel(side, userSide)} wins on points, ${won} to ${lost}.`;
}

/**
 * The judge's answer with its decision settled: totals computed here, the winner the higher total (the
 * judge's own call only breaks a tie), and the reason opened by the one sentence that states them.
 */
export function decideRound<A extends Answer>(answer: A, userSide: Side): Decided<A> {
  const scores = { user: withTotal(answer.scores.user), ai: withTotal(answer.scores.ai) };
  const winner = scores.user.total === scores.ai.total ? answer.winner : scores.user.total > scores.ai.total ? "user" : "ai";
  const reason = `${decisionLine(winner, scores, userSide)} ${answer.reason.trim()}`.trim();
  return { ...answer, winner, scores, reason };
}
