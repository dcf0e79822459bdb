// Return to one student, as pure rules: what a return grants, which return the student is looking at,
// how a granted attempt meets the attempt limit and the locks, and the status it gives the work.
import { describe, expect, it } from "vitest";
import { currentReturn, grantOf, storedReturns, type ReturnEntry } from "#shared/classrooms/returns.ts";
import { submitRefusal } from "#shared/classrooms/work.ts";
import { gridStatus, type AssessmentRules } from "#shared/classrooms/rules.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";

const back = (after_attempt: number, extra_attempt: boolean, comment = ""): ReturnEntry => ({
  returned_at: "2030-01-11T09:00:00.000Z",
  after_attempt,
  comment,
  teacher_score: null,
  extra_attempt,
});
const rules = (p: Partial<AssessmentRules & { autoLockAfterDeadline: boolean }> = {}) => ({
  reveal_answers: "never" as const,
  max_attempts: "1" as const,
  lock_on_grade: false,
  autoLockAfterDeadline: false,
  ...p,
});
const now = new Date("2030-01-12T00:00:00Z");
const pastDue = new Date("2030-01-10T00:00:00Z");

describe("what returns grant", () => {
  it("counts every granted attempt, and one waits until an attempt is turned in after it", () => {
    expect(grantOf([], 1)).toEqual({ extra: 0, open: false });
    expect(grantOf([back(1, false)], 1)).toEqual({ extra: 0, open: false });
    expect(grantOf([back(1, true)], 1)).toEqual({ extra: 1, open: true });
    expect(grantOf([back(1, true)], 2)).toEqual({ extra: 1, open: false });
    expect(grantOf([back(1, true), back(2, false), back(2, true)], 2)).toEqual({ extra: 2, open: true });
  });

  it("shows the last return until the work is turned in again", () => {
    expect(currentReturn([back(1, false, "a"), back(1, true, "b")], 1)?.comment).toBe("b");
    expect(currentReturn([back(1, true, "b")], 2)).toBeNull();
    expect(currentReturn([], 0)).toBeNull();
  });

  it("reads only entries that are returns", () => {
    expect(storedReturns([back(1, true), { after_attempt: "x" }, null])).toEqual([back(1, true)]);
    expect(storedReturns({})).toEqual([]);
  });
});

describe("a granted attempt and the refusals", () => {
  const used = (attemptCount: number, returns: ReturnEntry[] = [], teacherScore: number | null = null) => ({
    completed: true,
    teacherScore,
    attemptCount,
    returns,
  });

  it("adds to the assignment's attempts", () => {
    expect(submitRefusal(rules(), used(1), null, now)).toBe(C.noAttemptsLeft(1));
    expect(submitRefusal(rules(), used(1, [back(1, true)]), null, now)).toBeNull();
    expect(submitRefusal(rules(), used(2, [back(1, true)]), null, now)).toBe(C.noAttemptsLeft(2));
    expect(submitRefusal(rules({ max_attempts: "3" }), used(2, [back(1, true)]), null, now)).toBeNull();
    expect(submitRefusal(rules({ max_attempts: "3" }), used(4, [back(1, true)]), null, now)).toBe(C.noAttemptsLeft(4));
  });

  it("opens the grading and deadline locks while it waits, and only then", () => {
    const locked = rules({ lock_on_grade: true, autoLockAfterDeadline: true, max_attempts: "unlimited" });
    expect(submitRefusal(locked, used(1, [], 50), pastDue, now)).toBe(C.lockedAfterDeadline);
    expect(submitRefusal(locked, used(1, [back(1, true)], 50), pastDue, now)).toBeNull();
    expect(submitRefusal(locked, used(2, [back(1, true)], 50), pastDue, now)).toBe(C.lockedAfterDeadline);
    expect(submitRefusal(locked, used(1, [back(1, false)], 50), null, now)).toBe(C.lockedAfterGrading);
  });
});

describe("the status of returned work", () => {
  const submittedAt = new Date("2030-01-11T08:00:00Z");
  const returnedAt = new Date("2030-01-11T09:00:00Z");
  const work = { completed: true, submittedAt, teacherScore: 62, feedbackAt: returnedAt, returnedAt };

  it("reads Returned, graded or not, until it is turned in again", () => {
    expect(gridStatus(work, null)).toBe("returned");
    expect(gridStatus({ ...work, teacherScore: null }, null)).toBe("returned");
    const again = new Date("2030-01-11T10:00:00Z");
    expect(gridStatus({ ...work, submittedAt: again }, null)).toBe("resubmitted");
  });

  it("is unchanged for work never returned (readers without the column too)", () => {
    expect(gridStatus({ ...work, returnedAt: null }, null)).toBe("graded");
    expect(gridStatus({ completed: true, submittedAt, teacherScore: 62, feedbackAt: returnedAt }, null)).toBe("graded");
  });
});
