// An assignment's assessment rules as stored (classroom_lessons) and as answered, and the teacher's
// defaults that fill in whatever a new assignment leaves out.
import type { classroomLessons } from "#server/db/schema/classrooms.ts";
import { attemptCap, attemptLimitOf, type AssessmentRules } from "#shared/classrooms/rules.ts";
import type { UserSettings } from "#shared/settings/schemas.ts";

type Stored = Pick<typeof classroomLessons.$inferSelect, "revealAnswers" | "maxAttempts" | "lockOnGrade">;

export const rulesOut = (r: Stored): AssessmentRules => ({
  reveal_answers: r.revealAnswers,
  max_attempts: attemptLimitOf(r.maxAttempts),
  lock_on_grade: r.lockOnGrade,
});

/** The columns for the given rules; a rule left out is left out here too (an update keeps it). */
export function rulesIn(rules: Partial<AssessmentRules>): Partial<Stored> {
  return {
    ...(rules.reveal_answers !== undefined ? { revealAnswers: rules.reveal_answers } : {}),
    ...(rules.max_attempts !== undefined ? { maxAttempts: attemptCap(rules.max_attempts) } : {}),
    ...(rules.lock_on_grade !== undefined ? { lockOnGrade: rules.lock_on_grade } : {}),
  };
}

/** The rules a new assignment gets: the teacher's defaults, with what they chose this time on top. */
export function withDefaults(teacher: UserSettings["teacher"], chosen: Partial<AssessmentRules> = {}): AssessmentRules {
  return {
    reveal_answers: chosen.reveal_answers ?? teacher.default_reveal_answers,
    max_attempts: chosen.max_attempts ?? teacher.default_max_attempts,
    lock_on_grade: chosen.lock_on_grade ?? teacher.default_lock_on_grade,
  };
}
