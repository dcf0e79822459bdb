// Classroom rules shared by server and screens (zod-free): the join code, the classroom name, and how a
// student's work on an assigned lesson reads (status, late, locked after the deadline).

/** Join codes: 6 characters from A–Z and 0–9, at most 5 tries to find one no classroom has. */
export const JOIN_CODE_LENGTH = 6;
export const JOIN_CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
export const JOIN_CODE_PATTERN = /^[A-Z0-9]{6}$/;
export const JOIN_CODE_ATTEMPTS = 5;
/** What a code box accepts before normalising: a pasted code with spaces around it still fits. */
export const JOIN_CODE_INPUT_MAX = 100;

/** A code as typed, normalised (outer spaces dropped, upper case); null when it cannot be a join code. */
export function normaliseJoinCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return JOIN_CODE_PATTERN.test(code) ? code : null;
}

/** A new code from a source of random numbers in [0, 1). */
export function makeJoinCode(random: () => number): string {
  let code = "";
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[Math.floor(random() * JOIN_CODE_ALPHABET.length)];
  return code;
}

/** Classroom names: at least 3 characters after trimming, at most 80. */
export const CLASSROOM_NAME_MIN = 3;
export const CLASSROOM_NAME_MAX = 80;

/** What is wrong with a classroom name, if anything (the Create button is disabled while there is). */
export function classroomNameProblem(name: string): "required" | "short" | "long" | null {
  const t = name.trim();
  if (!t) return "required";
  if (t.length < CLASSROOM_NAME_MIN) return "short";
  if (t.length > CLASSROOM_NAME_MAX) return "long";
  return null;
}

/** One student's work on one assigned lesson, as stored (no row = nothing yet). */
export interface WorkState {
  completed: boolean;
  submittedAt: Date | null;
  teacherScore: number | null;
  feedbackAt: Date | null;
}

/** The manage page's completion grid. */
export const GRID_STATUSES = ["not_started", "submitted", "late", "graded"] as const;
export type GridStatus = (typeof GRID_STATUSES)[number];

/** The student view's status (Not started or Completed). */
export const STUDENT_STATUSES = ["not_started", "completed"] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];
export const STUDENT_STATUS_LABELS: Record<StudentStatus, string> = { not_started: "Not started", completed: "Completed" };

const submitted = (w: WorkState | null | undefined): w is WorkState => !!w && w.completed;

/**
 * Late: submitted after the due date, or not submitted and the due date has passed. A lesson without
 * a due date is never late.
 */
export function isLate(work: WorkState | null | undefined, dueAt: Date | null, now: Date): boolean {
  if (!dueAt) return false;
  if (submitted(work)) return !!work.submittedAt && work.submittedAt.getTime() > dueAt.getTime();
  return now.getTime() > dueAt.getTime();
}

/** A grid cell: graded once the teacher gave a score or feedback; else late when submitted after the due date. */
export function gridStatus(work: WorkState | null | undefined, dueAt: Date | null): GridStatus {
  if (!submitted(work)) return "not_started";
  if (work.teacherScore !== null || work.feedbackAt !== null) return "graded";
  if (dueAt && work.submittedAt && work.submittedAt.getTime() > dueAt.getTime()) return "late";
  return "submitted";
}

export function studentStatus(work: WorkState | null | undefined): StudentStatus {
  return submitted(work) ? "completed" : "not_started";
}

/** With the host's auto_lock_after_deadline on, a lesson whose due date has passed takes no more submissions. */
export function isLockedAfterDeadline(autoLock: boolean, dueAt: Date | null, now: Date): boolean {
  return autoLock && !!dueAt && now.getTime() > dueAt.getTime();
}

/** A lesson's class average: the teacher's grade where given, else the lesson's own score; null with no scores. */
export function classAverage(scores: ReadonlyArray<{ score: number | null; teacherScore: number | null }>): number | null {
  const values = scores.map((s) => s.teacherScore ?? s.score).filter((v): v is number => v !== null);
  if (values.length === 0) return null;
  return Math.round(values.reduce((a, b) => a + b, 0) / values.length);
}
