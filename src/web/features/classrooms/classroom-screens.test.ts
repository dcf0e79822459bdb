import { describe, expect, it } from "vitest";
import { answersFromChoices, choicesFromAnswers } from "./student/quiz-answers";
import { hourTime, isoFromLocal, localParts } from "./due-text";
import { cellLabel } from "./manage/completion-grid";
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

describe("grid cells", () => {
  const cell = {
    lesson_id: "l",
    late: false,
    score: 82,
    teacher_score: null,
    quiz_correct: 2,
    quiz_total: 3,
    writing_score: 98,
    resubmitted_after_grading: false,
    attempts: 1,
  };
  it("labels each status; graded carries the teacher's grade, never the lesson's own score", () => {
    expect(cellLabel({ ...cell, status: "not_started" })).toBe("Not started");
    expect(cellLabel({ ...cell, status: "submitted" })).toBe("Submitted");
    expect(cellLabel({ ...cell, status: "late" })).toBe("Late");
    expect(cellLabel({ ...cell, status: "returned" })).toBe("Returned");
    expect(cellLabel({ ...cell, status: "resubmitted", teacher_score: 85 })).toBe("Resubmitted");
    expect(cellLabel({ ...cell, status: "graded", teacher_score: 85 })).toBe("Graded 85");
  });
  it("shows the quiz, the writing and the overall apart", () => {
    expect(shortScores(cell)).toBe("Q 2/3 · W 98 · 82");
    expect(shortScores({ ...cell, quiz_correct: null, quiz_total: null })).toBe("W 98 · 82");
    expect(shortScores({ ...cell, quiz_correct: null, quiz_total: null, writing_score: null, score: null })).toBe("");
  });
});
