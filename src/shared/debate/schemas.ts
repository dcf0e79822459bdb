// The AI debater's request and response contracts. Types come from
// these schemas; the zod-free rules (sides, limits, labels) are in ./rules.
import { z } from "zod";
import { storableText } from "#shared/text.ts";
import { AI_MESSAGES as M } from "#shared/messages/ai.ts";
import { MOTION_MAX, SPEECH_MAX } from "#shared/limits.ts";
import { SIDES } from "#shared/sides.ts";
import { BALLOT_SKILL_KEYS } from "./ballot";
import { DRILL_KINDS } from "#shared/drills/rubric.ts";
import { LEVELS } from "#shared/levels.ts";
import { FORMATS, type FormatId } from "./formats/index";
import { PRACTICE_FORMAT_IDS } from "./formats/practice";

// `userId` is accepted for compatibility with the spec's calls and ignored: identity comes from the session or guest cookie.
const ignoredUserId = z.unknown().optional();
const motion = storableText(M.motionRequired).trim().min(1, M.motionRequired).max(MOTION_MAX, M.motionTooLong);
const content = storableText(M.speechRequired).trim().min(1, M.speechRequired).max(SPEECH_MAX, M.speechTooLong);
export const sideSchema = z.enum(SIDES, { error: M.sideRequired });
/** Who wrote an AI answer: `offline` or `model:<name>`. */
const engine = z.string();

// ---- Requests -------------------------------------------------------------------------------

/** A format the AI practice round may follow (those whose every bench holds one team). */
export const practiceFormatSchema = z.enum(PRACTICE_FORMAT_IDS as [FormatId, ...FormatId[]], { error: M.formatUnknown });

/** Every team a practice format has ("prop", "opp", "gov", "pro", "con"…); which one the format has is checked below. */
const PRACTICE_TEAMS = [...new Set(PRACTICE_FORMAT_IDS.flatMap((id) => FORMATS[id].teams.map((t) => t.key)))] as [string, ...string[]];

/**
 * `format` and `team`: a practice round in that format, the student giving every speech of `team`; the side
 * then follows from the team's bench and `side` is not read. Without `format`, the round as it always was.
 */
export const startFields = z.object({
  userId: ignoredUserId,
  motion,
  side: sideSchema,
  format: practiceFormatSchema.optional(),
  team: z.enum(PRACTICE_TEAMS, { error: M.teamRequired }).optional(),
});
export const startInput = startFields.superRefine((v, ctx) => {
  if (v.format && !FORMATS[v.format].teams.some((t) => t.key === v.team))
    ctx.addIssue({ code: "custom", path: ["team"], message: M.teamRequired });
});
export const messageInput = z.object({ userId: ignoredUserId, content });
export const historyQuery = z.object({ userId: storableText().max(200).optional() });

/** `assignment=drop`: the student confirmed dropping a class assignment's round; without it such a round is kept (409). */
export const resetQuery = z.object({ assignment: z.enum(["drop"]).optional() });

// ---- Responses ------------------------------------------------------------------------------

export const debateMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  /** null for the student's messages. */
  engine: engine.nullable(),
});

/** What the opponent was set to when the round started: the difficulty, and the student's weakest skill it presses. */
const roundSetup = z.object({
  /** null when no round is in progress. */
  difficulty: z.enum(LEVELS).nullable(),
  /** null when the student had too little history for a weakest skill. */
  press: z.enum(BALLOT_SKILL_KEYS).nullable(),
});

/** The class assignment a round in progress was started for: what the debater names above the round. */
export const roundAssignmentSchema = z.object({
  classroom_id: z.string(),
  classroom_name: z.string(),
  assignment_id: z.string(),
  /** The assignment's title: the motion the teacher set. */
  motion: z.string(),
  due_at: z.string().nullable(),
  /** Past its due date now, so a verdict given now is handed in late. */
  late: z.boolean(),
});

export const debateHistorySchema = z.object({
  motion: z.string(),
  side: sideSchema.nullable(),
  messages: z.array(debateMessageSchema),
  started: z.boolean(),
  /** The engine of the latest AI message, if any. */
  engine: engine.nullable(),
  ...roundSetup.shape,
  /** null when no round is in progress, or the round is the student's own practice. */
  assignment: roundAssignmentSchema.nullable(),
  /** The format the round follows; null for the round as it always was (and when none is in progress). */
  format: practiceFormatSchema.nullable(),
  /** The student's team in the format; null without a format. */
  team: z.string().nullable(),
});

/** `opening` is empty when the format's first speech is the student's (the AI has not spoken yet). */
export const startResponse = z.object({ opening: z.string(), engine, ...roundSetup.shape });
/** The student's speech in a format round: stored alone; `next` says who gives the next speech (null: every speech is given). */
export const speechResponse = z.object({ next: z.enum(["user", "ai"]).nullable() });
export const replyResponse = z.object({ reply: z.string(), engine });
export const resetResponse = z.object({ ok: z.literal(true) });

export const sideScoresSchema = z.object({ matter: z.number(), manner: z.number(), method: z.number(), total: z.number() });
export const winnerSchema = z.enum(["user", "ai"]);
/** Each side's speaker points, 60-80 (70 an average speech), from its category scores (../debate/ballot). */
export const speakerPointsSchema = z.object({ user: z.number(), ai: z.number() });
/** A clash that decided the round, with both sides' words quoted as they stand in the transcript. */
export const clashSchema = z.object({
  topic: z.string(),
  government: z.string(),
  opposition: z.string(),
  winner: sideSchema,
  why: z.string(),
});
/** Something the student should do next: the skill, what to do, and the drill that trains it. */
export const nextStepSchema = z.object({ skill: z.enum(BALLOT_SKILL_KEYS), advice: z.string(), drill: z.enum(DRILL_KINDS) });
const pointScaleSchema = z.object({ min: z.number(), max: z.number(), step: z.number() });
/** One speech of a format round on the ballot: who gave it and its points on the format's scale (null: not scored). */
export const ballotSpeechSchema = z.object({
  key: z.string(),
  name: z.string(),
  kind: z.enum(["speech", "reply"]),
  by: winnerSchema,
  points: z.number().nullable(),
});
/** A format round's ballot: the format, the teams, and points speech by speech in the format's own scales. */
export const formatBallotSchema = z.object({
  id: practiceFormatSchema,
  name: z.string(),
  team: z.string(),
  teamName: z.string(),
  aiTeamName: z.string(),
  /** null: the format sets no speaker points scale (the ballot names a winner only). */
  scale: pointScaleSchema.nullable(),
  /** null: replies are not scored apart (a reply then has no points of its own). */
  replyScale: pointScaleSchema.nullable(),
  speeches: z.array(ballotSpeechSchema),
  /** Each team's points added up (null without a scale). */
  totals: z.object({ user: z.number().nullable(), ai: z.number().nullable() }),
  /** How the points were given, in a sentence for the ballot. */
  note: z.string(),
});
export const verdictSchema = z.object({
  winner: winnerSchema,
  reason: z.string(),
  userSide: sideSchema,
  aiSide: sideSchema,
  scores: z.object({ user: sideScoresSchema, ai: sideScoresSchema }),
  speakerPoints: speakerPointsSchema,
  /** The reason for decision: the two or three deciding clashes (none when the student did not speak). */
  clashes: z.array(clashSchema),
  nextSteps: z.array(nextStepSchema),
  rubric: z.string(),
  engine,
  /** A format round's ballot; absent for the round as it always was. */
  format: formatBallotSchema.optional(),
});
export const endResponse = z.object({ verdict: verdictSchema });

export const pastRoundSchema = z.object({
  id: z.string(),
  motion: z.string(),
  side: sideSchema,
  finishedAt: z.string(),
  winner: winnerSchema,
  reason: z.string(),
  /** The totals as the ballot shows them: whole, each the sum of the whole category scores. */
  totals: z.object({ user: z.number(), ai: z.number() }),
  /** null for rounds judged before the ballot had speaker points. */
  speakerPoints: speakerPointsSchema.nullable(),
  /** The format the round followed; null for the round as it always was. */
  format: practiceFormatSchema.nullable(),
});
export const pastRoundsResponse = z.object({ rounds: z.array(pastRoundSchema) });
export const pastRoundParams = z.object({ id: z.uuid(M.roundNotFound) });
/** A judged round in full, to read again: its transcript and its verdict. */
export const pastRoundDetailSchema = pastRoundSchema.extend({
  difficulty: z.enum(LEVELS),
  press: z.enum(BALLOT_SKILL_KEYS).nullable(),
  messages: z.array(debateMessageSchema),
  verdict: verdictSchema,
});

// The streamed reply's events (POST /api/debate/message/stream): each `data` is JSON of these shapes.
export const STREAM_EVENTS = { delta: "delta", done: "done", error: "error" } as const;
export const streamDeltaData = z.string();
/** `reply` is the reply as stored, sent only when the checks took something out of what streamed. */
export const streamDoneData = z.object({ engine, reply: z.string().optional() });
export const streamErrorData = z.object({ error: z.string(), status: z.number().int() });

export type StartInput = z.input<typeof startInput>;
export type MessageInput = z.input<typeof messageInput>;
export type DebateMessageView = z.infer<typeof debateMessageSchema>;
export type DebateHistory = z.infer<typeof debateHistorySchema>;
export type RoundAssignment = z.infer<typeof roundAssignmentSchema>;
export type SideScores = z.infer<typeof sideScoresSchema>;
export type Verdict = z.infer<typeof verdictSchema>;
export type FormatBallot = z.infer<typeof formatBallotSchema>;
export type BallotSpeech = z.infer<typeof ballotSpeechSchema>;
export type Clash = z.infer<typeof clashSchema>;
export type NextStep = z.infer<typeof nextStepSchema>;
export type PastRound = z.infer<typeof pastRoundSchema>;
export type PastRoundDetail = z.infer<typeof pastRoundDetailSchema>;
export type StartResponse = z.infer<typeof startResponse>;
export type ReplyResponse = z.infer<typeof replyResponse>;
export type StreamDone = z.infer<typeof streamDoneData>;
export type StreamError = z.infer<typeof streamErrorData>;
export type { Side } from "#shared/sides.ts";
