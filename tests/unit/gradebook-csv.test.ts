import { describe, expect, it } from "vitest";
import { csvCell, gradebookCsv } from "#server/domains/classrooms/gradebook.ts";
import { submitRefusal } from "#shared/classrooms/work.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/index.ts";
import type { ManageResponse } from "#shared/classrooms/schemas.ts";

describe("CSV cells", () => {
  it("quotes every cell and doubles quotes", () => {
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(85)).toBe('"85"');
  });
  it("defuses what a spreadsheet would run as a formula", () => {
    for (const bad of ['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(csvCell(bad).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell("Ann = top")).toBe('"Ann = top"');
  });
});

const cell = (p: Partial<ManageResponse["grid"][number]["cells"][number]>) => ({
  lesson_id: "l1",
  status: "submitted" as const,
  late: false,
  resubmitted_after_grading: false,
  attempts: 1,
  quiz_correct: 2,
  quiz_total: 3,
  writing_score: 98,
  score: 83,
  teacher_score: null,
  ...p,
});

describe("the gradebook file", () => {
  it("has a row per student with the scores apart, and the class averages", () => {
    const page = {
      classroom: { id: "c", name: "C", code: "ABCDEF", created_at: "" },
      members: [
        {
          user_id: "a",
          username: "=cmd|' /C calc'!A0",
          role: "student",
          joined_at: "",
          avatar_url: "",
          school: "",
          bio: "",
          password_resettable: true,
        },
        { user_id: "b", username: "Bea", role: "student", joined_at: "", avatar_url: "", school: "", bio: "", password_resettable: true },
      ],
      lessons: [
        {
          id: "l1",
          kind: "lesson",
          title: "Rebuttal",
          level: "beginner",
          due_at: null,
          rules: { reveal_answers: "never", max_attempts: "1", lock_on_grade: true },
        },
      ],
      library: [],
      grid: [
        { student_id: "a", cells: [cell({ status: "graded", teacher_score: 90 })] },
        { student_id: "b", cells: [cell({ quiz_correct: 3, writing_score: 77, score: 89, status: "resubmitted", teacher_score: 70 })] },
      ],
      averages: null,
    } satisfies ManageResponse;
    const lines = gradebookCsv(page).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"Student","Rebuttal: status","Rebuttal: quiz","Rebuttal: writing","Rebuttal: overall","Rebuttal: teacher grade"',
    );
    expect(lines[1]).toBe(`"'=cmd|' /C calc'!A0","Graded","2/3","98","83","90"`);
    expect(lines[2]).toBe('"Bea","Resubmitted","3/3","77","89","70"');
    expect(lines[3]).toBe('"Class average","","84%","88","86","80"');
  });
});

describe("what refuses a submission", () => {
  const rules = { reveal_answers: "after_submit", max_attempts: "2", lock_on_grade: false, autoLockAfterDeadline: false } as const;
  const now = new Date("2030-01-01T00:00:00Z");
  it("counts attempts, locks on a grade only when the rule says so, and locks after the deadline", () => {
    expect(submitRefusal(rules, null, null, now)).toBeNull();
    expect(submitRefusal(rules, { completed: true, teacherScore: null, attemptCount: 1 }, null, now)).toBeNull();
    expect(submitRefusal(rules, { completed: true, teacherScore: null, attemptCount: 2 }, null, now)).toBe(C.noAttemptsLeft(2));
    expect(submitRefusal(rules, { completed: true, teacherScore: 80, attemptCount: 1 }, null, now)).toBeNull();
    expect(submitRefusal({ ...rules, lock_on_grade: true }, { completed: true, teacherScore: 80, attemptCount: 1 }, null, now)).toBe(
      C.lockedAfterGrading,
    );
    expect(
      submitRefusal({ ...rules, max_attempts: "unlimited" }, { completed: true, teacherScore: null, attemptCount: 50 }, null, now),
    ).toBeNull();
    expect(submitRefusal({ ...rules, autoLockAfterDeadline: true }, null, new Date("2029-12-31T00:00:00Z"), now)).toBe(
      C.lockedAfterDeadline,
    );
  });
});
