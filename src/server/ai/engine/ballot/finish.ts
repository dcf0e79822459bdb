// The ballot's parts that the server, not the judge, vouches for, the same for the model and the
// offline coach: speaker points from the category scores, clashes whose quotes are in the transcript,
// prose without invented quotes, and next steps that link to the drill for their skill.

import { BALLOT_SKILLS, ballotPoints, speakerPoints, type BallotSkill } from "#shared/debate/ballot.ts";
import { otherSide, type Side } from "#shared/sides.ts";
import type { Clash, NextStep, SideScores } from "#shared/debate/schemas.ts";
import { offlineClashes, type JudgeClash, type JudgeNextStep } from "#server/ai/engine/offline/ballot.ts";
import { asJudged } from "#server/ai/engine/integrity/debate.ts";
import { checkedQuote, withoutInventedQuotes } from "./quotes";

type Role = "user" | "assistant";

export interface BallotInput {
  motion: string;
  userSide: Side;
  messages: { role: Role; content: string }[];
  winner: "user" | "ai";
  scores: { user: SideScores; ai: SideScores };
  reason: string;
  clashes?: JudgeClash[];
  nextSteps?: JudgeNextStep[];
  /** The skill the opponent pressed in this round, if any. */
  press?: BallotSkill | null;
}

export interface Ballot {
  reason: string;
  speakerPoints: { user: number; ai: number };
  clashes: Clash[];
  nextSteps: NextStep[];
}

const MAX = 3;

/** When a judge names no next step: the weakest category's skill, said plainly. */
const BY_CATEGORY: Record<"matter" | "manner" | "method", JudgeNextStep> = {
  matter: {
    skill: "reasoning",
    advice: "Give every claim a reason and a concrete example: who does what, what follows, and a case that shows it.",
  },
  manner: { skill: "language", advice: "Use short, plain sentences, signpost your points and end on one line the judge will remember." },
  method: { skill: "rebuttal", advice: "Quote the AI's strongest point back, say why it fails, and weigh your point against it." },
};

function points(scores: BallotInput["scores"], winner: "user" | "ai") {
  const [user, ai] = [speakerPoints(scores.user), speakerPoints(scores.ai)];
  const fixed = winner === "user" ? ballotPoints(user, ai) : ballotPoints(ai, user);
  return winner === "user" ? { user: fixed.winner, ai: fixed.loser } : { user: fixed.loser, ai: fixed.winner };
}

/** The judge's clashes whose quotes check out (repaired where they are near-copies), from the student's side. */
function checkedClashes(given: JudgeClash[], said: Record<Role, string[]>, all: string[]): JudgeClash[] {
  const out: JudgeClash[] = [];
  for (const c of given) {
    const studentQuote = checkedQuote(c.studentQuote, said.user);
    const aiQuote = checkedQuote(c.aiQuote, said.assistant);
    if (!studentQuote || !aiQuote || out.some((o) => o.studentQuote === studentQuote && o.aiQuote === aiQuote)) continue;
    out.push({ ...c, topic: c.topic.trim(), studentQuote, aiQuote, why: withoutInventedQuotes(c.why, all).text.trim() });
  }
  return out.slice(0, MAX);
}

function bySide(c: JudgeClash, userSide: Side): Clash {
  const winner = c.winner === "user" ? userSide : otherSide(userSide);
  const gov = userSide === "Government";
  return {
    topic: c.topic || "the main case",
    government: gov ? c.studentQuote : c.aiQuote,
    opposition: gov ? c.aiQuote : c.studentQuote,
    winner,
    why: c.why || `${winner} had the better of this clash.`,
  };
}

export function finishBallot(input: BallotInput): Ballot {
  // Quotes are checked against the words the judge read, which is the student's speeches in plain text.
  const messages = asJudged(input.messages);
  const said: Record<Role, string[]> = { user: [], assistant: [] };
  for (const m of messages) if (m.content.trim()) said[m.role].push(m.content);
  const all = [input.motion, ...said.user, ...said.assistant];
  const spoke = said.user.length > 0 && said.assistant.length > 0;

  let clashes = spoke ? checkedClashes(input.clashes ?? [], said, all) : [];
  // A ballot without a clash that checks out is given the coach's, which quote the transcript by construction.
  if (spoke && clashes.length === 0)
    clashes = checkedClashes(offlineClashes(input.motion, input.userSide, messages, input.winner), said, all);
  // The clashes that went the winner's way decided the round: they come first.
  clashes = [...clashes.filter((c) => c.winner === input.winner), ...clashes.filter((c) => c.winner !== input.winner)];

  const seen = new Set<BallotSkill>();
  const nextSteps: NextStep[] = [];
  // The skill the round pressed comes first when the judge found it weak: the round was about it.
  const given = input.nextSteps ?? [];
  const pressed = given.filter((s) => s.skill === input.press);
  for (const s of [...pressed, ...given.filter((s) => s.skill !== input.press)]) {
    const advice = withoutInventedQuotes(s.advice, all).text.trim();
    if (!advice || seen.has(s.skill) || nextSteps.length === MAX) continue;
    seen.add(s.skill);
    nextSteps.push({ skill: s.skill, advice, drill: BALLOT_SKILLS[s.skill].drill });
  }
  if (nextSteps.length === 0) {
    const u = input.scores.user;
    const weakest = (["matter", "manner", "method"] as const).reduce((a, b) => (u[b] < u[a] ? b : a));
    const step = BY_CATEGORY[weakest];
    nextSteps.push({ ...step, drill: BALLOT_SKILLS[step.skill].drill });
  }

  const winnerSide = input.winner === "user" ? input.userSide : otherSide(input.userSide);
  const reason = withoutInventedQuotes(input.reason, all).text.trim() || `${winnerSide} wins the round.`;
  return { reason, speakerPoints: points(input.scores, input.winner), clashes: clashes.map((c) => bySide(c, input.userSide)), nextSteps };
}
