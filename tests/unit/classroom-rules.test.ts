import { describe, expect, it } from "vitest";
import {
  classAverage,
  classroomNameProblem,
  gridStatus,
  isLate,
  isLockedAfterDeadline,
  JOIN_CODE_PATTERN,
  makeJoinCode,
  normaliseJoinCode,
  answersRevealed,
  answersWaitForLastAttempt,
  type AttemptLimit,
  type RevealRule,
  isResubmittedAfterGrading,
  type WorkState,
} from "#shared/classrooms/rules.ts";

const due = new Date("2030-01-10T23:00:00Z");
const before = new Date("2030-01-10T22:00:00Z");
const after = new Date("2030-01-11T08:00:00Z");
const work = (p: Partial<WorkState> = {}): WorkState => ({
  completed: true,
  submittedAt: before,
  teacherScore: null,
  feedbackAt: null,
  ...p,
});

describe("join codes", () => {
  it("trims, upper-cases and accepts exactly 6 of A–Z0–9", () => {
    expect(normaliseJoinCode("  ab12cd ")).toBe("AB12CD");
    for (const bad of ["", "ABCDE", "ABCDEFG", "AB 12C", "AB-12C", "ÄB12CD", "AB12C\u0000"]) expect(normaliseJoinCode(bad)).toBeNull();
  });
  it("makes codes from the alphabet at both ends of the random range", () => {
    expect(makeJoinCode(() => 0)).toBe("AAAAAA");
    expect(makeJoinCode(() => 0.9999)).toBe("999999");
    let i = 0;
    expect(makeJoinCode(() => (i++ % 36) / 36)).toMatch(JOIN_CODE_PATTERN);
  });
});

describe("classroom names", () => {
  it("needs 3 to 80 characters after trimming", () => {
    expect(classroomNameProblem("   ")).toBe("required");
    expect(classroomNameProblem(" ab ")).toBe("short");
    expect(classroomNameProblem(" abc ")).toBeNull();
    expect(classroomNameProblem("x".repeat(80))).toBeNull();
    expect(classroomNameProblem("x".repeat(81))).toBe("long");
  });
});

describe("work status", () => {
  it("gradebook: not started, draft, submitted, late, returned, graded, resubmitted", () => {
    const later = new Date("2030-01-12T08:00:00Z");
    expect(gridStatus(null, due)).toBe("not_started");
    expect(gridStatus(work({ completed: false }), due)).toBe("not_started");
    expect(gridStatus(work({ completed: false, hasDraft: true }), due)).toBe("draft");
    expect(gridStatus(work(), due)).toBe("submitted");
    expect(gridStatus(work(), null)).toBe("submitted");
    expect(gridStatus(work({ submittedAt: after }), due)).toBe("late");
    expect(gridStatus(work({ submittedAt: before, feedbackAt: after, teacherScore: 80 }), due)).toBe("graded");
    expect(gridStatus(work({ feedbackAt: after }), due)).toBe("returned");
    // Turned in again after the return: the teacher has not seen it.
    expect(gridStatus(work({ submittedAt: later, feedbackAt: after }), due)).toBe("resubmitted");
    expect(gridStatus(work({ submittedAt: later, feedbackAt: after, teacherScore: 80 }), due)).toBe("resubmitted");
    expect(isResubmittedAfterGrading(work({ submittedAt: later, feedbackAt: after, teacherScore: 80 }))).toBe(true);
    expect(isResubmittedAfterGrading(work({ submittedAt: later, feedbackAt: after }))).toBe(false);
    expect(isResubmittedAfterGrading(work({ submittedAt: before, feedbackAt: after, teacherScore: 80 }))).toBe(false);
  });
  it("reveals answers by the assignment's rule, never before the work is turned in", () => {
    for (const rule of ["after_submit", "after_due", "after_grading", "never"] as const) {
      expect(answersRevealed(rule, null, null, after, false)).toBe(false);
      expect(answersRevealed(rule, work({ completed: false }), due, after, false)).toBe(false);
    }
    expect(answersRevealed("after_submit", work(), due, before, false)).toBe(true);
    expect(answersRevealed("after_due", work(), due, before, false)).toBe(false);
    expect(answersRevealed("after_due", work(), due, after, false)).toBe(true);
    expect(answersRevealed("after_due", work(), null, before, false)).toBe(true);
    expect(answersRevealed("after_grading", work({ feedbackAt: after }), due, after, false)).toBe(false);
    expect(answersRevealed("after_grading", work({ feedbackAt: after, teacherScore: 60 }), due, after, false)).toBe(true);
    expect(answersRevealed("never", work({ feedbackAt: after, teacherScore: 60 }), due, after, false)).toBe(false);
  });
  it("never reveals answers while the student may still turn the work in again", () => {
    // The leak: after grading, with an attempt left, the graded answers could be corrected (1/3 became 3/3).
    for (const rule of ["after_submit", "after_due", "after_grading", "never"] as const)
      expect(answersRevealed(rule, work({ feedbackAt: after, teacherScore: 60 }), null, after, true)).toBe(false);
    expect(answersRevealed("after_grading", work({ feedbackAt: after, teacherScore: 60 }), null, after, false)).toBe(true);
  });
  it("says which rules make the answers wait for the last attempt or a lock", () => {
    const rules = (reveal_answers: RevealRule, max_attempts: AttemptLimit, lock_on_grade = false) => ({
      reveal_answers,
      max_attempts,
      lock_on_grade,
    });
    expect(answersWaitForLastAttempt(rules("after_grading", "2"))).toBe(true);
    expect(answersWaitForLastAttempt(rules("after_submit", "unlimited"))).toBe(true);
    expect(answersWaitForLastAttempt(rules("after_due", "3", true))).toBe(true);
    expect(answersWaitForLastAttempt(rules("after_grading", "2", true))).toBe(false);
    expect(answersWaitForLastAttempt(rules("after_submit", "1"))).toBe(false);
    expect(answersWaitForLastAttempt(rules("never", "unlimited"))).toBe(false);
  });
  it("late: submitted after the due date, or not submitted once it has passed", () => {
    expect(isLate(work(), due, after)).toBe(false);
    expect(isLate(work({ submittedAt: after }), due, after)).toBe(true);
    expect(isLate(null, due, before)).toBe(false);
    expect(isLate(null, due, after)).toBe(true);
    expect(isLate(null, null, after)).toBe(false);
  });
  it("locking after the deadline", () => {
    expect(isLockedAfterDeadline(true, due, after)).toBe(true);
    expect(isLockedAfterDeadline(true, due, before)).toBe(false);
    expect(isLockedAfterDeadline(false, due, after)).toBe(false);
    expect(isLockedAfterDeadline(true, null, after)).toBe(false);
  });
  it("class average: the grade where given, else the score; null without any", () => {
    expect(classAverage([])).toBeNull();
    expect(classAverage([{ score: null, teacherScore: null }])).toBeNull();
    expect(
      classAverage([
        { score: 50, teacherScore: 70 },
        { score: 100, teacherScore: null },
        { score: null, teacherScore: null },
      ]),
    ).toBe(85);
    expect(
      classAverage([
        { score: 33, teacherScore: null },
        { score: 34, teacherScore: null },
      ]),
    ).toBe(34);
  });
});
