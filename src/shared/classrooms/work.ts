// A student's work on an assigned lesson, read from its stored row: its scores kept apart, its attempts
// (each kept as turned in), and what it is refused (the rules of the assignment). Pure: the server's
// lesson, review, gradebook and student screens all read work through these.
import { attemptSchema, type Attempt } from "#shared/feedback/schemas.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import { attemptCap, isLockedAfterDeadline, type AssessmentRules, type WorkState } from "./rules";
import { grantOf, type ReturnEntry } from "./returns";

/** The stored fields every reader of work uses (a classroom_lesson_progress row has them all). */
export interface StoredWork {
  completed: boolean;
  submittedAt: Date | null;
  feedbackAt: Date | null;
  teacherScore: number | null;
  score: number | null;
  quizCorrect: number | null;
  quizTotal: number | null;
  writingScore: number | null;
  /** When the teacher last handed the work back with Return (readers without the column leave it out). */
  returnedAt?: Date | null;
}

/** The scores of a piece of work, apart: nothing counts before it is turned in. */
export function scoresOf(w: StoredWork | null | undefined) {
  const done = !!w?.completed;
  return {
    quiz_correct: done ? w.quizCorrect : null,
    quiz_total: done ? w.quizTotal : null,
    writing_score: done ? w.writingScore : null,
    score: done ? w.score : null,
    teacher_score: w?.teacherScore ?? null,
  };
}

export const workStateOf = (w: StoredWork): WorkState => ({
  completed: w.completed,
  submittedAt: w.submittedAt,
  teacherScore: w.teacherScore,
  feedbackAt: w.feedbackAt,
  returnedAt: w.returnedAt ?? null,
});

/** The stored attempts that read as attempts (anything else is dropped), oldest first. */
export function storedAttempts(value: unknown): Attempt[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((a) => {
    const read = attemptSchema.safeParse(a);
    return read.success ? [read.data] : [];
  });
}

/**
 * Why this student may not turn the work in now, in the words the server refuses with; null when they
 * may. The deadline lock is the host's setting; grading locks only when the assignment says so. An
 * attempt the teacher granted this student with Return adds to the assignment's, and while it waits
 * neither lock holds: the teacher handed this work back on purpose, after the grade or the due date.
 */
export function submitRefusal(
  rules: AssessmentRules & { autoLockAfterDeadline: boolean },
  work: { completed: boolean; teacherScore: number | null; attemptCount: number; returns?: readonly ReturnEntry[] } | null,
  dueAt: Date | null,
  now: Date,
): string | null {
  const grant = grantOf(work?.returns ?? [], work?.attemptCount ?? 0);
  if (grant.open) return null;
  if (isLockedAfterDeadline(rules.autoLockAfterDeadline, dueAt, now)) return C.lockedAfterDeadline;
  if (rules.lock_on_grade && work && work.completed && work.teacherScore !== null) return C.lockedAfterGrading;
  const cap = attemptCap(rules.max_attempts);
  if (cap !== null && work && work.attemptCount >= cap + grant.extra) return C.noAttemptsLeft(cap + grant.extra);
  return null;
}
