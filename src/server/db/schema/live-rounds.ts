import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { classrooms } from "./classrooms";

// Owned by domains/live-rounds: another domain reads these through domains/live-rounds/index.ts (lint).

/**
 * A live round a class debates, chaired by its teacher. The row IS the round's state: every change is
 * one conditional UPDATE on `version`, so two chairs (or two servers) never both advance it.
 */
export const liveRounds = pgTable(
  "live_rounds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    classroomId: uuid("classroom_id")
      .notNull()
      .references(() => classrooms.id, { onDelete: "cascade" }),
    motion: text("motion").notNull(),
    format: text("format").notNull(),
    prepSeconds: integer("prep_seconds").notNull(),
    /** Slot ("team:n") → user id. */
    positions: jsonb("positions").$type<Record<string, string>>().notNull(),
    /** Team → which of its speakers replies. */
    replySpeakers: jsonb("reply_speakers").$type<Record<string, number>>().notNull(),
    phase: text("phase", { enum: ["waiting", "prep", "speech", "finished"] })
      .notNull()
      .default("waiting"),
    speechIndex: integer("speech_index").notNull().default(-1),
    runningSince: timestamp("running_since", { withTimezone: true, mode: "date" }),
    elapsedBeforeMs: integer("elapsed_before_ms").notNull().default(0),
    /** In a format with prep pools (Public Forum): the team taking prep now, in the "prep" phase between speeches. */
    prepTeam: text("prep_team"),
    /** Team → prep time used so far from its pool (ms). */
    prepUsedMs: jsonb("prep_used_ms").$type<Record<string, number>>().notNull().default({}),
    version: integer("version").notNull().default(0),
    /** The POIs offered to the current speaker and not yet answered: user id and when. */
    poiOffers: jsonb("poi_offers").$type<Array<{ userId: string; at: string }>>().notNull().default([]),
    poiTaken: jsonb("poi_taken").$type<Array<{ userId: string; speechIndex: number }>>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("live_rounds_classroom_idx").on(t.classroomId, t.createdAt),
    check("live_rounds_phase_check", sql`${t.phase} in ('waiting', 'prep', 'speech', 'finished')`),
  ],
);

/** A person's notes in a round: their flow, or the notes or text of one of their speeches. */
export const liveRoundNotes = pgTable(
  "live_round_notes",
  {
    roundId: uuid("round_id")
      .notNull()
      .references(() => liveRounds.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** "flow", or "speech:<index>". */
    key: text("key").notNull(),
    body: text("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("live_round_notes_key_idx").on(t.roundId, t.userId, t.key)],
);

/** The chair's ballot on a round: shown to the class once she releases it. */
export const liveRoundBallots = pgTable("live_round_ballots", {
  roundId: uuid("round_id")
    .primaryKey()
    .references(() => liveRounds.id, { onDelete: "cascade" }),
  judgeId: text("judge_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  winner: text("winner"),
  /** Team → rank (British Parliamentary). */
  ranks: jsonb("ranks").$type<Record<string, number>>(),
  /** Slot → speaker points. */
  points: jsonb("points").$type<Record<string, number>>().notNull(),
  /** Team → reply points. */
  replyPoints: jsonb("reply_points").$type<Record<string, number>>().notNull(),
  reason: text("reason").notNull(),
  lowPointWin: boolean("low_point_win").notNull().default(false),
  releasedAt: timestamp("released_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A student judge's practice ballot on a round she watched from the audience: seen by her alone, compared
 * with the chair's once the chair releases hers. The chair sees only how many were filled.
 */
export const liveRoundPracticeBallots = pgTable(
  "live_round_practice_ballots",
  {
    roundId: uuid("round_id")
      .notNull()
      .references(() => liveRounds.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    winner: text("winner"),
    ranks: jsonb("ranks").$type<Record<string, number>>(),
    points: jsonb("points").$type<Record<string, number>>().notNull(),
    replyPoints: jsonb("reply_points").$type<Record<string, number>>().notNull(),
    reason: text("reason").notNull(),
    lowPointWin: boolean("low_point_win").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.userId] }), index("live_round_practice_ballots_user_idx").on(t.userId)],
);
