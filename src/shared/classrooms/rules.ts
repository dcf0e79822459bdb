// Classroom rules shared by server and screens (zod-free): the join code, the classroom name, how a
// student's work on an assigned lesson reads (status, late, locked after the deadline), and an
// assignment's assessment rules (when answers show, attempts, grading locks).

/**
 * Join codes: 6 readable characters (shared/codes.ts), at most 5 tries to find one no classroom has.
 * Any 6 capitals and digits are accepted, so classes made before the alphabet lost its look-alikes keep their codes.
 */
import { readableCode } from "#shared/codes.ts";

export const JOIN_CODE_LENGTH = 6;
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
  return readableCode(JOIN_CODE_LENGTH, (n) => Math.min(n - 1, Math.floor(random() * n)));
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
  /** When the teacher last returned the work (saved feedback, with or without a grade). */
  feedbackAt: Date | null;
  /** When the teacher last handed the work back with Return (a comment, perhaps one more attempt); absent or null: never. */
  returnedAt?: Date | null;
  /** An unsent draft is kept for this work (the drafts table, where there is one). */
  hasDraft?: boolean;
}

/**
 * Where a piece of assigned work stands, the same on the gradebook and the student's own page (turn in,
 * return, resubmit, as in Google Classroom): not started; a draft kept but not turned in; submitted
 * (late when after the due date); returned by the teacher without a grade, or graded; resubmitted after
 * a return. Work handed back with Return reads "Returned", graded or not, until it is turned in again.
 */
export const GRID_STATUSES = ["not_started", "draft", "submitted", "late", "returned", "resubmitted", "graded"] as const;
export type GridStatus = (typeof GRID_STATUSES)[number];
export const GRID_STATUS_LABELS: Record<GridStatus, string> = {
  not_started: "Not started",
  draft: "Draft",
  submitted: "Submitted",
  late: "Late",
  returned: "Returned",
  resubmitted: "Resubmitted",
  graded: "Graded",
};

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

/** Turned in again after the teacher returned it: the teacher has not seen this attempt yet. */
export function isResubmitted(work: WorkState | null | undefined): boolean {
  return submitted(work) && !!work.feedbackAt && !!work.submittedAt && work.submittedAt.getTime() > work.feedbackAt.getTime();
}

/** Resubmitted after a return that carried a grade: the grade describes an earlier attempt. */
export function isResubmittedAfterGrading(work: WorkState | null | undefined): boolean {
  return isResubmitted(work) && work!.teacherScore !== null;
}

/** Handed back with Return and not turned in since: the work is in the student's hands. */
export function isHandedBack(work: WorkState | null | undefined): boolean {
  return submitted(work) && !!work.returnedAt && (!work.submittedAt || work.returnedAt.getTime() >= work.submittedAt.getTime());
}

export function gridStatus(work: WorkState | null | undefined, dueAt: Date | null): GridStatus {
  const drafted = !!work?.hasDraft;
  if (!submitted(work)) return drafted ? "draft" : "not_started";
  if (isResubmitted(work)) return "resubmitted";
  if (isHandedBack(work)) return "returned";
  if (work.feedbackAt !== null || work.teacherScore !== null) return work.teacherScore !== null ? "graded" : "returned";
  if (dueAt && work.submittedAt && work.submittedAt.getTime() > dueAt.getTime()) return "late";
  return "submitted";
}

// ---- assessment rules, set per assignment (defaults from the teacher's settings)

/** When a student sees the quiz's right answers: after submitting, after the due date, once graded, or never. */
export const REVEAL_RULES = ["after_submit", "after_due", "after_grading", "never"] as const;
export type RevealRule = (typeof REVEAL_RULES)[number];
export const REVEAL_LABELS: Record<RevealRule, string> = {
  after_submit: "After submitting",
  after_due: "After the due date",
  after_grading: "After grading",
  never: "Never",
};

/** How many times a student may turn the work in. */
export const ATTEMPT_LIMITS = ["1", "2", "3", "unlimited"] as const;
export type AttemptLimit = (typeof ATTEMPT_LIMITS)[number];
export const ATTEMPT_LABELS: Record<AttemptLimit, string> = {
  "1": "1 attempt",
  "2": "2 attempts",
  "3": "3 attempts",
  unlimited: "Unlimited",
};
export const attemptCap = (limit: AttemptLimit): number | null => (limit === "unlimited" ? null : Number(limit));
export const attemptLimitOf = (cap: number | null): AttemptLimit =>
  cap === null ? "unlimited" : (ATTEMPT_LIMITS.find((l) => l === String(cap)) ?? "unlimited");

export interface AssessmentRules {
  reveal_answers: RevealRule;
  max_attempts: AttemptLimit;
  /** Once graded, the work takes no more submissions. */
  lock_on_grade: boolean;
}

/**
 * Whether the student sees the right answers of an assigned quiz. Their own quiz-answers setting
 * plays no part: the teacher's rule decides, and nothing is shown before the student has turned the
 * work in. "After the due date" with no due date shows them after submitting. Whatever the rule, nothing
 * is shown while the student may still turn the work in again (`canResubmit`: an attempt left and the
 * work not locked): answers seen then are copied into the next attempt (a graded quiz went 1/3 → 3/3).
 */
export function answersRevealed(
  rule: RevealRule,
  work: WorkState | null | undefined,
  dueAt: Date | null,
  now: Date,
  canResubmit: boolean,
): boolean {
  if (!submitted(work) || canResubmit) return false;
  if (rule === "after_submit") return true;
  if (rule === "after_due") return !dueAt || now.getTime() > dueAt.getTime();
  if (rule === "after_grading") return work.teacherScore !== null;
  return false;
}

/**
 * Rules under which a student may still have an attempt left when their rule would show the answers, so
 * the answers wait for the last attempt or a lock (the assign dialog and Teacher settings say so). Only
 * "never", one attempt, or "after grading" with grading locking show answers exactly when the rule says.
 */
export function answersWaitForLastAttempt(rules: AssessmentRules): boolean {
  if (rules.reveal_answers === "never" || rules.max_attempts === "1") return false;
  return !(rules.reveal_answers === "after_grading" && rules.lock_on_grade);
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
