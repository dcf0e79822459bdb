import { describe, expect, it } from "vitest";
import { toUrlLesson, urlQuizToDrafts } from "./use-lesson-from-url";

describe("urlQuizToDrafts", () => {
  it("renames question to text and keeps correct as the option's text, trimmed", () => {
    expect(urlQuizToDrafts([{ question: " What is PAEL? ", options: [" Point ", "Pause", "Plan"], correct: "Point " }])).toEqual([
      { text: "What is PAEL?", options: ["Point", "Pause", "Plan"], correct: "Point" },
    ]);
  });

  it("leaves out a question the builder would refuse (duplicates, a correct answer that is no option, one option)", () => {
    const good = { question: "Q", options: ["a", "b"], correct: "b" };
    const quiz = [
      { question: "Dup", options: ["a", "a", "b"], correct: "a" },
      good,
      { question: "Stray", options: ["a", "b"], correct: "c" },
      { question: "Lonely", options: ["a", " "], correct: "a" },
    ];
    expect(urlQuizToDrafts(quiz)).toEqual([{ text: "Q", options: ["a", "b"], correct: "b" }]);
  });

  it("keeps at most 20 questions", () => {
    const quiz = Array.from({ length: 25 }, (_, i) => ({ question: `Q${i}`, options: ["yes", "no"], correct: "yes" }));
    expect(urlQuizToDrafts(quiz)).toHaveLength(20);
  });
});

describe("toUrlLesson", () => {
  it("hands the form its fields and drops the engine", () => {
    const lesson = toUrlLesson({
      title: "T",
      reading: "R",
      writing_prompt: "W",
      quiz: [{ question: "Q", options: ["x", "y", "z"], correct: "z" }],
      engine: "offline",
    });
    expect(lesson).toEqual({
      title: "T",
      reading: "R",
      writing_prompt: "W",
      quiz: [{ text: "Q", options: ["x", "y", "z"], correct: "z" }],
    });
  });
});
