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
  studentStatus,
  type WorkState,
} from "../../src/shared/classrooms/rules";

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
  it("grid: not started, submitted, late, graded", () => {
    expect(gridStatus(null, due)).toBe("not_started");
    expect(gridStatus(work({ completed: false }), due)).toBe("not_started");
    expect(gridStatus(work(), due)).toBe("submitted");
    expect(gridStatus(work(), null)).toBe("submitted");
    expect(gridStatus(work({ submittedAt: after }), due)).toBe("late");
    expect(gridStatus(work({ submittedAt: after, teacherScore: 80 }), due)).toBe("graded");
    expect(gridStatus(work({ feedbackAt: after }), due)).toBe("graded");
  });
  it("late: submitted after the due date, or not submitted once it has passed", () => {
    expect(isLate(work(), due, after)).toBe(false);
    expect(isLate(work({ submittedAt: after }), due, after)).toBe(true);
    expect(isLate(null, due, before)).toBe(false);
    expect(isLate(null, due, after)).toBe(true);
    expect(isLate(null, null, after)).toBe(false);
  });
  it("student status and locking", () => {
    expect(studentStatus(null)).toBe("not_started");
    expect(studentStatus(work())).toBe("completed");
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
