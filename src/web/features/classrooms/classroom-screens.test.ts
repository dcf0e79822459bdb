import { describe, expect, it } from "vitest";
import { answersFromChoices, choicesFromAnswers } from "./student/quiz-answers";
import { hourTime, isoFromLocal, localParts } from "./due-text";
import { cellAttempt, cellFigure, cellLabel, cellParts } from "./manage/gradebook-cell";
import type { GradebookCell } from "#shared/classrooms/gradebook.ts";
import { shortScores } from "#web/ui/work-scores.tsx";

const quiz = [
  { id: "q0", text: "One?", options: ["A", "B", "C"], correct: null },
  { id: "q1", text: "Two?", options: ["Yes", "No"], correct: null },
];

describe("classroom quiz answers", () => {
  it("reads saved answers by question id into positions, dropping unknown options and ids", () => {
    expect(choicesFromAnswers(quiz, { q0: "C", q1: "Maybe", q9: "A" })).toEqual({ "0": 2 });
    expect(choicesFromAnswers(quiz, undefined)).toEqual({});
  });
  it("sends the chosen option's text keyed by question id", () => {
    expect(answersFromChoices(quiz, { "0": 1, "1": 0 })).toEqual({ q0: "B", q1: "Yes" });
    expect(answersFromChoices(quiz, { "1": 5 })).toEqual({});
  });
});

describe("due dates", () => {
  it("round-trips a local date and time through an ISO instant", () => {
    const iso = isoFromLocal("2027-06-30", "23:00");
    expect(iso).not.toBeNull();
    expect(localParts(iso)).toEqual({ date: "2027-06-30", time: "23:00" });
  });
  it("refuses a missing or malformed date", () => {
    expect(isoFromLocal("", "23:00")).toBeNull();
    expect(isoFromLocal("2027-13-45", "23:00")).toBeNull();
    expect(localParts(null)).toEqual({ date: "", time: "" });
  });
  it("writes the default deadline hour as a time", () => {
    expect(hourTime(9)).toBe("09:00");
    expect(hourTime(23)).toBe("23:00");
  });
});

describe("gradebook cells", () => {
  const cell: GradebookCell = {
    column_id: "l",
    status: "submitted",
    status_label: "Submitted",
    late: false,
    auto: 82,
    grade: null,
    graded_attempt: null,
    graded_auto: null,
    attempts: 1,
    after_grading: false,
    quiz_correct: 2,
    quiz_total: 3,
    writing_score: 98,
  };
  it("labels each status, with lateness when the status does not say it", () => {
    expect(cellLabel(cell)).toBe("Submitted");
    expect(cellLabel({ ...cell, late: true })).toBe("Submitted (late)");
    expect(cellLabel({ ...cell, status: "late", status_label: "Late", late: true })).toBe("Late");
  });
  it("shows the teacher's grade, with the automatic score beside it only where they differ", () => {
    expect(cellFigure(cell)).toEqual({ main: "82", auto: null });
    expect(cellFigure({ ...cell, grade: 62, auto: 87 })).toEqual({ main: "62", auto: "auto 87" });
    expect(cellFigure({ ...cell, grade: 82 })).toEqual({ main: "82", auto: null });
    expect(cellFigure({ ...cell, auto: null })).toBeNull();
  });
  it("says which attempt was graded, else how many were turned in", () => {
    expect(cellAttempt(cell)).toBe("1 attempt");
    expect(cellAttempt({ ...cell, grade: 62, graded_attempt: 1, attempts: 2 })).toBe("Graded attempt 1 of 2");
    expect(cellAttempt({ ...cell, grade: 62, graded_attempt: 2, attempts: 2 })).toBe("Graded attempt 2");
    expect(cellAttempt({ ...cell, attempts: 0 })).toBeNull();
  });
  it("shows the quiz and the writing apart", () => {
    expect(cellParts(cell)).toBe("Q 2/3 · W 98");
    expect(cellParts({ ...cell, quiz_correct: null, quiz_total: null })).toBe("W 98");
  });
  it("keeps the short scores of a piece of work apart", () => {
    const scores = { quiz_correct: 2, quiz_total: 3, writing_score: 98, score: 82, teacher_score: null };
    expect(shortScores(scores)).toBe("Q 2/3 · W 98 · 82");
    expect(shortScores({ ...scores, quiz_correct: null, quiz_total: null, writing_score: null, score: null })).toBe("");
  });
});
