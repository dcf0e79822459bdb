import { describe, expect, it } from "vitest";
import { cleanQuestion, questionProblem, QUIZ_MAX_QUESTIONS, type QuestionDraft } from "#shared/quiz/draft.ts";
import { quizDraftSchema } from "#shared/quiz/schemas.ts";
import { readQuiz } from "#shared/quiz/read.ts";
import { QUIZ_MESSAGES as Q } from "#shared/messages/quiz.ts";
import { COMMON_MESSAGES } from "#shared/messages/index.ts";

const TOO_MANY = "Too many questions.";
const schema = quizDraftSchema(TOO_MANY);
const q = (p: Partial<QuestionDraft> = {}): QuestionDraft => ({ text: "Who opens?", options: ["PM", "LO", "MG"], correct: "PM", ...p });

/** The first message of a refused quiz (what the server answers), or null when it is accepted. */
function firstError(quiz: unknown): string | null {
  const r = schema.safeParse(quiz);
  return r.success ? null : r.error.issues[0].message;
}

describe("cleanQuestion", () => {
  it("trims every text and drops blank option inputs, keeping the order", () => {
    expect(cleanQuestion({ text: "  Who opens? ", options: [" PM ", "", "   ", "LO", " MG"], correct: " LO " })).toEqual({
      text: "Who opens?",
      options: ["PM", "LO", "MG"],
      correct: "LO",
    });
  });

  it("does not change the question it was given", () => {
    const draft = q({ options: ["PM", " ", "LO"] });
    cleanQuestion(draft);
    expect(draft.options).toEqual(["PM", " ", "LO"]);
  });
});

describe("questionProblem", () => {
  it("accepts a question with 2 to 5 unique options and the right one among them", () => {
    expect(questionProblem(q())).toBeNull();
    expect(questionProblem(q({ options: ["Yes", "No"], correct: "No" }))).toBeNull();
    expect(questionProblem(q({ options: ["A", "B", "C", "D", "E"], correct: "E" }))).toBeNull();
  });

  it("names the first problem: text, then options, then duplicates, then correct", () => {
    expect(questionProblem(q({ text: "" }))).toBe("text");
    expect(questionProblem(q({ text: "", options: [] }))).toBe("text");
    expect(questionProblem(q({ options: ["PM"] }))).toBe("options");
    expect(questionProblem(q({ options: [] }))).toBe("options");
    expect(questionProblem(q({ options: ["A", "B", "C", "D", "E", "F"], correct: "A" }))).toBe("tooManyOptions");
    expect(questionProblem(q({ options: ["PM", "PM", "LO"] }))).toBe("duplicates");
    expect(questionProblem(q({ options: ["PM", "PM"], correct: "XX" }))).toBe("duplicates");
    expect(questionProblem(q({ correct: "Whip" }))).toBe("correct");
    expect(questionProblem(q({ correct: "" }))).toBe("correct");
  });

  it("matches the correct answer exactly (case matters, as the builder shows it)", () => {
    expect(questionProblem(q({ correct: "pm" }))).toBe("correct");
  });

  it("sees blank inputs only once the question is cleaned", () => {
    const draft = q({ options: ["PM", " ", ""], correct: "PM" });
    expect(questionProblem(draft)).toBeNull(); // raw: three "options"
    expect(questionProblem(cleanQuestion(draft))).toBe("options");
    expect(questionProblem(cleanQuestion(q({ options: ["PM", " PM"] })))).toBe("duplicates");
  });
});

describe("quizDraftSchema", () => {
  it("accepts an empty quiz and gives the cleaned questions", () => {
    expect(schema.parse([])).toEqual([]);
    expect(schema.parse([{ text: " Who opens? ", options: ["PM ", "", " LO", ""], correct: "LO " }])).toEqual([
      { text: "Who opens?", options: ["PM", "LO"], correct: "LO" },
    ]);
  });

  it("refuses with 'Question N …', counting from 1, for the first bad question", () => {
    expect(firstError([q(), q({ text: "  " })])).toBe(Q.missingText(2));
    expect(firstError([q({ options: ["PM", "", " "] })])).toBe(Q.missingOptions(1));
    expect(firstError([q(), q(), q({ options: ["PM", "LO", "PM "] })])).toBe(Q.duplicateOptions(3));
    expect(firstError([q({ correct: "Whip" })])).toBe(Q.correctNotAnOption(1));
    expect(Q.missingText(2)).toBe("Question 2 is missing text");
    expect(Q.correctNotAnOption(1)).toBe("Question 1 correct answer must match one of the options");
  });

  it("reports every bad question, each at its own index", () => {
    const r = schema.safeParse([q({ text: "" }), q(), q({ correct: "Whip" })]);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [[0], Q.missingText(1)],
      [[2], Q.correctNotAnOption(3)],
    ]);
  });

  it("refuses more than 20 questions with the given message", () => {
    expect(firstError(Array.from({ length: QUIZ_MAX_QUESTIONS }, () => q()))).toBeNull();
    expect(firstError(Array.from({ length: QUIZ_MAX_QUESTIONS + 1 }, () => q()))).toBe(TOO_MANY);
  });

  it("refuses more than 5 options with a message", () => {
    const msg = firstError([q({ options: ["A", "B", "C", "D", "E", "F"], correct: "A" })]);
    expect(typeof msg).toBe("string");
    expect(msg).toMatch(/\S/);
  });

  it("refuses text the database cannot store", () => {
    expect(firstError([q({ text: "Who\u0000?" })])).toBe(COMMON_MESSAGES.unstorableText);
    expect(firstError([q({ options: ["P\ud800M", "LO"], correct: "LO" })])).toBe(COMMON_MESSAGES.unstorableText);
  });

  it("refuses wrong shapes with a message, never throws", () => {
    for (const bad of [
      "quiz",
      42,
      null,
      {},
      [null],
      [{ text: "Q" }],
      [{ text: "Q", options: "A,B", correct: "A" }],
      [{ ...q(), correct: 0 }],
    ]) {
      expect(typeof firstError(bad), JSON.stringify(bad)).toBe("string");
    }
  });

  it("gives a quiz that the one quiz reader reads back with the same right answers", () => {
    const saved = schema.parse([q({ correct: "LO" }), { text: "Yes or no?", options: ["Yes", "", "No"], correct: "No" }]);
    expect(readQuiz(saved).map((x) => x.options[x.correct])).toEqual(["LO", "No"]);
  });
});
