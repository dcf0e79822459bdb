import { z } from "zod";
import { defineTask } from "#server/ai/task.ts";
import {
  decideRound,
  finishBallot,
  judgeRound,
  OFFLINE_RUBRIC,
  opponentOpening,
  opponentReply,
  opponentReplySpeech,
  recordOutput,
  verdictGuard,
} from "#server/ai/engine/index.ts";
import { AI_MESSAGES } from "#shared/messages/index.ts";
import { otherSide, SIDES, type Side } from "#shared/sides.ts";
import type { DebateMessageView, Verdict } from "#shared/debate/schemas.ts";
import { BALLOT_SKILL_KEYS, type BallotSkill } from "#shared/debate/ballot.ts";
import { MODEL_RUBRIC, openingPrompt, replyMessages, replySystem, verdictPrompt } from "./debate-prompts";
import { LEVELS, type Level } from "#shared/levels.ts";
import { teacherBriefSchema, type TeacherBrief } from "#shared/debate-assignments/brief.ts";

// The AI debater's three calls: the opening speech, each reply (streamed chat) and the judge's verdict.

const side = z.enum(SIDES);
const transcript = z.array(z.object({ role: z.enum(["user", "assistant"]), content: z.string() }));

export const openingTask = defineTask({
  name: "debate-opening",
  input: z.object({
    motion: z.string(),
    aiSide: side,
    difficulty: z.enum(LEVELS),
    press: z.enum(BALLOT_SKILL_KEYS).nullable(),
    /** The teacher's own brief, on a round of a debate assignment that has one. */
    brief: teacherBriefSchema.nullable().optional(),
  }),
  output: z.object({ opening: z.string().trim().min(1).max(8000) }),
  failMessage: AI_MESSAGES.failedToStart,
  maxOutputTokens: 2048,
  prompt: (input) => openingPrompt(input),
  offline: (setup) => ({ opening: opponentOpening(setup) }),
  record: recordOutput("debate-speech"),
});

const category = z.number().min(0).max(10);
const sideScores = z.object({ matter: category, manner: category, method: category });

const quote = z.string().trim().min(1).max(600);
/** A deciding clash as the judge answers it; the server checks both quotes against the transcript. */
const judgeClash = z.object({
  topic: z.string().trim().max(120),
  studentQuote: quote,
  aiQuote: quote,
  winner: z.enum(["user", "ai"]),
  why: z.string().trim().max(600),
});
const judgeNextStep = z.object({ skill: z.enum(BALLOT_SKILL_KEYS), advice: z.string().trim().min(1).max(400) });

/**
 * What the judge answers; totals, speaker points, sides, rubric and engine are added on the server
 * (see finishVerdict). Clashes and next steps may be missing from a model's answer: the server fills them.
 */
export const verdictOutput = z.object({
  winner: z.enum(["user", "ai"]),
  reason: z.string().trim().min(1).max(4000),
  scores: z.object({ user: sideScores, ai: sideScores }),
  clashes: z.array(judgeClash).max(5).optional(),
  nextSteps: z.array(judgeNextStep).max(5).optional(),
});
export type JudgeAnswer = z.output<typeof verdictOutput>;

export const verdictTask = defineTask({
  name: "debate-verdict",
  input: z.object({
    motion: z.string(),
    userSide: side,
    messages: transcript,
    /** The teacher's own brief, on a round of a debate assignment that has one: the offline judge reads the debate's field from it. */
    brief: teacherBriefSchema.nullable().optional(),
  }),
  output: verdictOutput,
  failMessage: AI_MESSAGES.failedToJudge,
  // Scores, a reason, up to three clashes with two quotes each and up to three next steps.
  maxOutputTokens: 3000,
  prompt: ({ motion, userSide, messages }) => verdictPrompt({ motion, userSide, aiSide: otherSide(userSide), messages }),
  offline: ({ motion, userSide, messages, brief }) => judgeRound({ motion, userSide, messages, brief }),
  guard: verdictGuard,
});

/**
 * The stored verdict. The engine settles the decision (decideRound): totals computed, never taken from
 * the judge, the winner following the totals so the card never contradicts its own bars (the judge's
 * call only breaks a tie), and the reason opened by the one sentence that states them, after every
 * penalty. The ballot's quotes are checked against the round's transcript (the engine's finishBallot).
 */
export function finishVerdict(
  answer: JudgeAnswer,
  opts: {
    userSide: Side;
    engine: string;
    motion: string;
    messages: Pick<DebateMessageView, "role" | "content">[];
    press: BallotSkill | null;
  },
): Verdict {
  const decided = decideRound(answer, opts.userSide);
  const { winner, scores } = decided;
  const ballot = finishBallot({
    ...decided,
    motion: opts.motion,
    userSide: opts.userSide,
    messages: opts.messages,
    press: opts.press,
  });
  return {
    winner,
    reason: ballot.reason,
    userSide: opts.userSide,
    aiSide: otherSide(opts.userSide),
    scores,
    speakerPoints: ballot.speakerPoints,
    clashes: ballot.clashes,
    nextSteps: ballot.nextSteps,
    rubric: opts.engine === "offline" ? OFFLINE_RUBRIC : MODEL_RUBRIC,
    engine: opts.engine,
  };
}

/** The speech of a format round the AI gives: its name in the format, and whether it is a reply. */
export interface FormatTurn {
  name: string;
  kind: "speech" | "reply";
  format: string;
  /** The two teams' names in the format. */
  teams: { ai: string; user: string };
}

/**
 * Everything streamChat needs for one reply: the AI argues the side opposite the student's. In a format
 * round (`turn`), the model is told which speech it gives; a reply weighs the round (the offline opponent's
 * reply speech, or the model told to bring nothing new).
 */
export function replyRequest(input: {
  motion: string;
  userSide: Side;
  difficulty: Level;
  press: BallotSkill | null;
  messages: Pick<DebateMessageView, "role" | "content">[];
  brief?: TeacherBrief | null;
  turn?: FormatTurn;
}) {
  const aiSide = otherSide(input.userSide);
  const setup = {
    motion: input.motion,
    aiSide,
    difficulty: input.difficulty,
    press: input.press,
    messages: input.messages,
    brief: input.brief,
  };
  const { turn } = input;
  const system = replySystem({
    motion: input.motion,
    userSide: input.userSide,
    aiSide,
    difficulty: input.difficulty,
    press: input.press,
    brief: input.brief,
  });
  const messages = replyMessages({ motion: input.motion, userSide: input.userSide, aiSide, messages: input.messages });
  // Two speeches of the AI's team in a row (its last speech, then its reply): the chair's call is the
  // user turn that chat templates want before each answer.
  if (turn && messages.at(-1)?.role === "assistant") messages.push({ role: "user", content: `The chair calls the ${turn.name}.` });
  return {
    name: "debate-reply",
    failMessage: AI_MESSAGES.failedToReply,
    /** A spoken reply of a few hundred words. */
    maxOutputTokens: 1200,
    system: turn ? `${system}\n${formatTurnLine(turn, aiSide)}` : system,
    messages,
    offline: () => (turn?.kind === "reply" ? opponentReplySpeech({ ...setup, name: turn.name, teams: turn.teams }) : opponentReply(setup)),
  };
}

/** What the model is told of its speech in a format round. */
function formatTurnLine(turn: FormatTurn, aiSide: Side): string {
  return turn.kind === "reply"
    ? `This is a ${turn.format} round: you are ${turn.teams.ai} (${aiSide}) and give the ${turn.name}, a reply speech. Bring no new arguments. Weigh the round as a whole: name the two main clashes, quote what each side said on them, and explain why ${turn.teams.ai} carried them.`
    : `This is a ${turn.format} round: you are ${turn.teams.ai} (${aiSide}) and give the ${turn.name}.`;
}
