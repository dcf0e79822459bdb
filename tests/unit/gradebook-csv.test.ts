import { describe, expect, it } from "vitest";
import { csvCell, gradebookCsv } from "#server/domains/classrooms/gradebook-csv.ts";
import { submitRefusal } from "#shared/classrooms/work.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/index.ts";
import type { GradebookCell, GradebookResponse } from "#shared/classrooms/gradebook.ts";

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

const cell = (p: Partial<GradebookCell>): GradebookCell => ({
  column_id: "l1",
  status: "submitted",
  status_label: "Submitted",
  late: false,
  auto: 83,
  grade: null,
  graded_attempt: null,
  graded_auto: null,
  attempts: 1,
  after_grading: false,
  quiz_correct: 2,
  quiz_total: 3,
  writing_score: 98,
  ...p,
});

describe("the gradebook file", () => {
  const book: GradebookResponse = {
    classroom: { id: "c", name: "C" },
    columns: [
      { id: "l1", kind: "lesson", title: "Rebuttal", due_at: null, out_of: 100 },
      { id: "d1", kind: "debate", title: "This House would vote at 16", due_at: null, out_of: 30 },
    ],
    rows: [
      {
        student_id: "a",
        username: "=cmd|' /C calc'!A0",
        cells: [
          cell({ status: "graded", status_label: "Graded", grade: 90, graded_attempt: 1, graded_auto: 83 }),
          cell({
            column_id: "d1",
            status: "graded",
            status_label: "Graded",
            auto: 21,
            grade: 24,
            graded_attempt: 1,
            quiz_correct: null,
            quiz_total: null,
            writing_score: null,
          }),
        ],
      },
      {
        student_id: "b",
        username: "Zoë O'Brien-Núñez",
        cells: [
          cell({
            quiz_correct: 3,
            writing_score: 77,
            auto: 87,
            status: "resubmitted",
            status_label: "Resubmitted",
            grade: 62,
            graded_attempt: 1,
            graded_auto: 50,
            attempts: 2,
            after_grading: true,
          }),
          cell({
            column_id: "d1",
            status: "not_started",
            status_label: "Not started",
            auto: null,
            attempts: 0,
            quiz_correct: null,
            quiz_total: null,
            writing_score: null,
          }),
        ],
      },
    ],
    averages: null,
  };

  it("starts with a byte-order mark and has a row per student with every figure a number in its own column", () => {
    const text = gradebookCsv(book);
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      [
        "Student",
        "Rebuttal: status",
        "Rebuttal: attempts",
        "Rebuttal: graded attempt",
        "Rebuttal: quiz right (of 3)",
        "Rebuttal: quiz %",
        "Rebuttal: writing",
        "Rebuttal: overall (auto)",
        "Rebuttal: teacher grade",
        "Rebuttal: counted (teacher, else auto)",
        "Debate: This House would vote at 16: status",
        "Debate: This House would vote at 16: judge (auto, of 30)",
        "Debate: This House would vote at 16: teacher grade (of 30)",
        "Debate: This House would vote at 16: counted (teacher, else auto)",
      ]
        .map((h) => `"${h}"`)
        .join(","),
    );
    expect(lines[1]).toBe(`"'=cmd|' /C calc'!A0","Graded","1","1","2","67","98","83","90","90","Graded","21","24","24"`);
    expect(lines[2]).toBe(`"Zoë O'Brien-Núñez","Resubmitted","2","1","3","100","77","87","62","62","Not started","","",""`);
    // The averages in the same form as the rows: plain numbers (the quiz's right answers to one decimal).
    expect(lines[3]).toBe(`"Class average (mean of each column)","","","","2.5","84","88","85","76","76","","21","24","24"`);
    expect(lines.slice(1).join("\n")).not.toMatch(/\d\/\d|%"/);
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
