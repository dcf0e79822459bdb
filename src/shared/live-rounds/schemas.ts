// The live rounds' contracts: a teacher creates a round of a format for a class; the server holds its
// state (phase, speech, the clock's start and the time run before a pause, the POIs on offer) and every
// page shows it. `version` rises with every change: the chair's actions name the version they saw.
import { z } from "zod";
import { storableText } from "#shared/text.ts";
import { MOTION_MAX } from "#shared/limits.ts";
import { FORMAT_IDS } from "#shared/debate/formats/index.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";

export const LIVE_PHASES = ["waiting", "prep", "speech", "finished"] as const;
/** "prep": a team takes time from its prep pool between speeches (formats with pools, such as Public Forum). */
export const CHAIR_ACTIONS = ["start", "pause", "resume", "next", "end", "retime", "prep"] as const;
export type ChairAction = (typeof CHAIR_ACTIONS)[number];
export const NOTE_MAX = 20_000;
/** How far past a speech's time the chair may set the clock (a speaker who ran over). */
export const RETIME_OVER_MS = 5 * 60_000;
/** Event streams one user may hold open at once, per server process. */
export const STREAMS_PER_USER = 6;
export const LIVE_EVENTS = { state: "state" } as const;

const userId = storableText(L.positionsInvalid).min(1, L.positionsInvalid).max(200, L.positionsInvalid);

export const classroomLiveParams = z.object({ classroomId: z.uuid({ error: C.classroomNotFound }) });
export const liveRoundParams = z.object({ roundId: z.uuid({ error: L.roundNotFound }) });

export const createLiveRoundRequest = z.object({
  motion: storableText(L.motionRequired).trim().min(1, L.motionRequired).max(MOTION_MAX, L.motionTooLong),
  format: z.enum(FORMAT_IDS, { error: L.formatInvalid }),
  /** Minutes of prep before the first speech; the format's own when left out. */
  prep_minutes: z.number({ error: L.prepInvalid }).int(L.prepInvalid).min(0, L.prepInvalid).max(60, L.prepInvalid).optional(),
  /** Slot ("team:n") → student id for every slot; "random" draws them from the class. */
  positions: z.union([z.literal("random"), z.record(storableText().max(40), userId)], { error: L.positionsInvalid }),
  /** Team → which of its speakers replies; the first the format allows when left out. */
  reply_speakers: z.record(storableText().max(40), z.number().int().min(1).max(4), { error: L.replyInvalid }).optional(),
});

export const chairActionRequest = z.object({
  action: z.enum(CHAIR_ACTIONS, { error: L.actionInvalid }),
  /** The version of the round the chair saw: an action on an older one is refused (two chairs press once). */
  version: z.number({ error: L.moved }).int().min(0),
  /** For "retime": the time run in the current phase, in ms. */
  elapsed_ms: z
    .number({ error: L.retimeInvalid })
    .int(L.retimeInvalid)
    .min(0, L.retimeInvalid)
    .max(2 * 3600_000, L.retimeInvalid)
    .optional(),
  /** For "prep": the team (its key in the format) taking prep. */
  team: storableText(L.actionInvalid).max(40, L.actionInvalid).optional(),
});

export const poiAnswerRequest = z.object({ user_id: userId, accept: z.boolean({ error: L.actionInvalid }) });

export const noteKeySchema = z.string().regex(/^(flow|speech:[0-9]{1,2})$/, { error: L.noteInvalid });
export const saveNoteRequest = z.object({
  key: noteKeySchema,
  body: storableText(L.noteTooLong).max(NOTE_MAX, L.noteTooLong),
});

const person = z.object({ user_id: z.string(), name: z.string() });

export const liveRoundSchema = z.object({
  id: z.string(),
  classroom_id: z.string(),
  motion: z.string(),
  format: z.enum(FORMAT_IDS),
  prep_seconds: z.number(),
  /** Slot → the debater in it. */
  positions: z.record(z.string(), person),
  reply_speakers: z.record(z.string(), z.number()),
  phase: z.enum(LIVE_PHASES),
  /** The current speech (an index into the format's speeches); -1 before the first. */
  speech_index: z.number(),
  /** When the current phase's clock last started (the server's clock); null when stopped. */
  running_since: z.string().nullable(),
  elapsed_before_ms: z.number(),
  /** In the "prep" phase of a format with prep pools: the team taking prep (null for prep before the round). */
  prep_team: z.string().nullable(),
  /** Team → prep used so far from its pool (ms); empty in formats without pools. */
  prep_used_ms: z.record(z.string(), z.number()),
  version: z.number(),
  poi_offers: z.array(person.extend({ at: z.string() })),
  /** The POIs the speakers took, speech by speech. */
  poi_taken: z.array(person.extend({ speech_index: z.number() })),
  created_at: z.string(),
});
export type LiveRound = z.output<typeof liveRoundSchema>;

export const liveRoundStateResponse = z.object({
  round: liveRoundSchema,
  /** Who reads it: chair or the slots they speak in (none for the audience). */
  you: z.object({ user_id: z.string(), chair: z.boolean(), slots: z.array(z.string()) }),
  /** The server's clock when it answered: the page measures its own clock's offset from it. */
  server_now: z.string(),
});
export type LiveRoundState = z.output<typeof liveRoundStateResponse>;

export const liveRoundListResponse = z.object({
  /** Whether the asker chairs the class's rounds (its teacher). */
  chair: z.boolean(),
  rounds: z.array(liveRoundSchema.pick({ id: true, motion: true, format: true, phase: true, created_at: true })),
});

export const liveNotesResponse = z.object({
  notes: z.array(z.object({ user_id: z.string(), key: z.string(), body: z.string(), updated_at: z.string() })),
});
export const savedNoteResponse = z.object({ updated_at: z.string() });

const pointsRecord = z.record(storableText().max(40), z.number({ error: L.pointsInvalid }));

export const saveBallotRequest = z.object({
  winner: storableText(L.resultInvalid).max(40, L.resultInvalid).nullable().optional(),
  ranks: z
    .record(storableText().max(40), z.number({ error: L.resultInvalid }).int(L.resultInvalid))
    .nullable()
    .optional(),
  points: pointsRecord,
  reply_points: pointsRecord.optional(),
  reason: storableText(L.reasonRequired).trim().min(1, L.reasonRequired).max(5000, L.reasonTooLong),
  /** The teacher has seen that the winner has fewer points, and means it. */
  confirm_low_point_win: z.boolean().optional(),
});

export const ballotSchema = z.object({
  winner: z.string().nullable(),
  ranks: z.record(z.string(), z.number()).nullable(),
  points: z.record(z.string(), z.number()),
  reply_points: z.record(z.string(), z.number()),
  totals: z.record(z.string(), z.number()),
  reason: z.string(),
  low_point_win: z.boolean(),
  released: z.boolean(),
  updated_at: z.string(),
});
export type LiveBallot = z.output<typeof ballotSchema>;
/** null: no ballot yet, or (for a student) not released yet. */
export const ballotResponse = z.object({ ballot: ballotSchema.nullable() });
export const releaseBallotRequest = z.object({ released: z.boolean({ error: L.actionInvalid }) });

/** A student judge's practice ballot: the chair's shape, never released (it is hers alone). */
export const practiceBallotSchema = ballotSchema.omit({ released: true });
export type PracticeBallot = z.output<typeof practiceBallotSchema>;
export const practiceBallotResponse = z.object({
  ballot: practiceBallotSchema.nullable(),
  /** The chair's ballot once she releases it, to compare with; null before. */
  teacher: ballotSchema.nullable(),
});
export const practiceCountResponse = z.object({ filled: z.number() });
