// How a student's debate assignment stands, and the teacher's grade as the ballot reads it.
import { speakerPoints } from "#shared/debate/ballot.ts";
import type { WorkStatus } from "./schemas";

/**
 * Graded once the teacher has graded it; a round judged after the due date is late; a judged round
 * is finished; a round still open is in progress; no round (or one dropped before its verdict) is not started;
 * a judged round handed back with Return is returned.
 */
export function workStatus(w: {
  roundStatus: "active" | "finished" | null;
  finishedAt: Date | null;
  graded: boolean;
  dueAt: Date | null;
  /** The teacher handed this round back with Return. */
  returned?: boolean;
}): WorkStatus {
  if (w.roundStatus === null) return "not_started";
  if (w.roundStatus === "active") return "in_progress";
  if (w.returned) return "returned";
  if (w.graded) return "graded";
  if (w.dueAt && w.finishedAt && w.finishedAt > w.dueAt) return "late";
  return "finished";
}

/** The three categories' total (unweighted, as the judge's total is) and the speaker points they make. */
export function gradeFigures(g: { matter: number; manner: number; method: number }) {
  return { total: g.matter + g.manner + g.method, speakerPoints: speakerPoints(g) };
}
