import { describe, expect, it } from "vitest";
import { QUIZ_MESSAGES as Q } from "#shared/messages/quiz.ts";
import { bodyOf, questionAlert, valuesOf } from "./lesson-values";
import { levelForDifficulty } from "#shared/levels.ts";

describe("lesson form values", () => {
  it("takes a new lesson's level from the teacher's auto-assign difficulty", () => {
    expect(levelForDifficulty("easy")).toBe("beginner");
    expect(levelForDifficulty("mixed")).toBe("intermediate");
    expect(levelForDifficulty("hard")).toBe("advanced");
    expect(levelForDifficulty(undefined)).toBe("intermediate");
    expect(levelForDifficulty("other")).toBe("intermediate");
  });

  it("gives the four add-question alerts, word for word", () => {
    expect(questionAlert("text")).toBe(Q.enterQuestionText);
    expect(questionAlert("options")).toBe(Q.needTwoOptions);
    expect(questionAlert("duplicates")).toBe(Q.optionsUnique);
    expect(questionAlert("correct")).toBe(Q.correctMustMatch);
    expect(questionAlert("tooManyOptions")).toBe(Q.needTwoOptions);
  });

  it("loads a saved lesson into the form and sends it back without ids or folder", () => {
    const values = valuesOf({
      id: "l1",
      title: "T",
      level: "advanced",
      folder_id: "f1",
      reading: "R",
      writing_prompt: "W",
      allow_writing: true,
      quiz: [{ id: "q0", text: "Q?", options: ["a", "b"], correct: "b" }],
      quiz_error: null,
      owner_id: "u",
      created_at: "",
      updated_at: "",
    });
    expect(values).toEqual({
      title: "T",
      reading: "R",
      writing_prompt: "W",
      level: "advanced",
      quiz: [{ text: "Q?", options: ["a", "b"], correct: "b" }],
    });
    expect(bodyOf(values)).toEqual(values);
  });
});
