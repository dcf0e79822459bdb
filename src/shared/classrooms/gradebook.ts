// The gradebook's contract: one table, a column per assigned lesson (in the order they were assigned),
// then per debate assignment (in the order they were set), then per finished live round with the chair's
// ballot (oldest first), a row per student, and the class averages.
// The screen and the CSV read the same answer, so a figure cannot say one thing on the page and
// another in the file.
import { z } from "zod";
import { GRID_STATUSES } from "./rules";
import { WORK_STATUSES } from "#shared/debate-assignments/schemas.ts";
import { debaterResultSchema, liveRoundMetaSchema } from "#shared/live-rounds/results.ts";

export const GRADEBOOK_COLUMN_KINDS = ["lesson", "module_lesson", "debate", "live_round"] as const;
/** A live round's cell: the student debated in it, or sat in the audience (or joined the class later). */
export const LIVE_CELL_STATUSES = ["debated", "audience"] as const;

/** A live round's column: the round, its scales, the chair's reason, whether the class may see the ballot yet. */
export const gradebookLiveColumnSchema = liveRoundMetaSchema.extend({
  /** Released to the class. Unreleased ballots are the teacher's alone: marked so here, never shown to a student. */
  released: z.boolean(),
  /** What the column's class average averages, in words. */
  average_of: z.string(),
});
export type GradebookColumnKind = (typeof GRADEBOOK_COLUMN_KINDS)[number];

export const gradebookColumnSchema = z.object({
  /** The assigned lesson's id, the debate assignment's, or the live round's. */
  id: z.string(),
  kind: z.enum(GRADEBOOK_COLUMN_KINDS),
  /** The lesson's title, or the debate's motion. */
  title: z.string(),
  due_at: z.string().nullable(),
  /**
   * What the scores are out of: 100 for a lesson, 30 for a debate (the ballot's three categories, 0-10 each),
   * the top of the format's speaker points for a live round (null when the format keeps none).
   */
  out_of: z.number().nullable(),
  /** A live round's own facts (its kind is live_round). */
  live: gradebookLiveColumnSchema.optional(),
});

export const gradebookCellSchema = z.object({
  column_id: z.string(),
  /** A lesson's grid status, a debate's work status, or a live round's (debated, audience). */
  status: z.union([z.enum(GRID_STATUSES), z.enum(WORK_STATUSES), z.enum(LIVE_CELL_STATUSES)]),
  status_label: z.string(),
  late: z.boolean(),
  /** The automatic score of the latest attempt: a lesson's overall score, a debate's judge total. */
  auto: z.number().int().nullable(),
  /** The teacher's grade (a lesson's 0-100, a debate's total of 30). */
  grade: z.number().int().nullable(),
  /** Which attempt the teacher graded (1 for a debate's one round); null when ungraded or not known. */
  graded_attempt: z.number().int().nullable(),
  /** The automatic score of the attempt the teacher graded (null when not known). */
  graded_auto: z.number().int().nullable(),
  /** Attempts turned in (a debate: 1 once its round has a verdict). */
  attempts: z.number().int(),
  /** Turned in again after the grade: the grade describes an earlier attempt. */
  after_grading: z.boolean(),
  /** A lesson's quiz and writing, apart (null for debates and for what a lesson does not ask). */
  quiz_correct: z.number().int().nullable(),
  quiz_total: z.number().int().nullable(),
  writing_score: z.number().int().nullable(),
  /** A live round: this debater's position, points and team result (null for the audience). */
  live: debaterResultSchema.nullable().optional(),
});

export const gradebookResponse = z.object({
  classroom: z.object({ id: z.string(), name: z.string() }),
  columns: z.array(gradebookColumnSchema),
  /** By username; one cell per column, in `columns` order. */
  rows: z.array(z.object({ student_id: z.string(), username: z.string(), cells: z.array(gradebookCellSchema) })),
  /**
   * Per column, the mean of `counted` (the teacher's grade where given, else the automatic score), whole; for a
   * live round, the debaters' speaker points to one decimal, `basis` saying so. Null when the host turned averages off.
   */
  averages: z.array(z.object({ column_id: z.string(), average: z.number().nullable(), basis: z.string().optional() })).nullable(),
});

export type GradebookColumn = z.infer<typeof gradebookColumnSchema>;
export type GradebookCell = z.infer<typeof gradebookCellSchema>;
export type GradebookResponse = z.infer<typeof gradebookResponse>;

/** The figure a cell counts with, and the class average averages: the teacher's grade where given, else the automatic score. */
export const counted = (c: Pick<GradebookCell, "grade" | "auto">): number | null => c.grade ?? c.auto;

/** The quiz as a percentage of its questions, whole; null without a quiz. */
export const quizPercent = (c: Pick<GradebookCell, "quiz_correct" | "quiz_total">): number | null =>
  c.quiz_correct === null || !c.quiz_total ? null : Math.round((c.quiz_correct / c.quiz_total) * 100);

/** The mean of the known values, rounded to `digits` decimals; null with none. */
export function mean(values: ReadonlyArray<number | null>, digits = 0): number | null {
  const known = values.filter((v): v is number => v !== null);
  if (known.length === 0) return null;
  const f = 10 ** digits;
  return Math.round((known.reduce((a, b) => a + b, 0) / known.length) * f) / f;
}
