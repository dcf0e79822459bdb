import { describe, expect, it } from "vitest";
import { QuizReadError, quizPercent, readQuiz, tryReadQuiz } from "#shared/quiz/read.ts";
import {
  clampScore,
  dominantLevel,
  LEVEL_WEIGHTS,
  lessonScore,
  writingPart,
  makeUnlockCode,
  normaliseUnlockCode,
  UNLOCK_CODE_PATTERN,
  unlockCodeExpiry,
  wantsWritingFeedback,
} from "#shared/modules/rules.ts";
import { offlineLessonFeedback } from "#server/ai/engine/offline/lesson-feedback.ts";
import { wordCount } from "#shared/text.ts";

const byText = [
  {
    text: "What does PAEL stand for?",
    options: ["Point, Analysis, Example, Link", "Pick, Argue, End, Leave", "None"],
    correct: "Point, Analysis, Example, Link",
  },
  { text: "Who speaks first?", options: ["Opposition", "Government"], correct: "Government" },
];
const byIndex = [
  { text: "What does PAEL stand for?", options: ["Point, Analysis, Example, Link", "Pick, Argue, End, Leave", "None"], correct: 0 },
  { text: "Who speaks first?", options: ["Opposition", "Government"], correct: 1 },
];
const expected = [
  {
    id: "0",
    text: "What does PAEL stand for?",
    options: ["Point, Analysis, Example, Link", "Pick, Argue, End, Leave", "None"],
    correct: 0,
  },
  { id: "1", text: "Who speaks first?", options: ["Opposition", "Government"], correct: 1 },
];

describe("the quiz reader", () => {
  it("reads the three stored shapes into one normalised quiz", () => {
    expect(readQuiz(byText)).toEqual(expected);
    expect(readQuiz({ questions: byText })).toEqual(expected);
    expect(readQuiz(JSON.stringify(byText))).toEqual(expected);
    expect(readQuiz(JSON.stringify({ questions: byText }))).toEqual(expected);
  });

  it("reads `correct` as the option's text or as its index, to the same result", () => {
    expect(readQuiz(byIndex)).toEqual(readQuiz(byText));
    expect(readQuiz({ questions: byIndex })).toEqual(expected);
    // Text wins over the index reading; case and outer spaces are forgiven.
    expect(readQuiz([{ text: "Pick", options: ["1", "0"], correct: "0" }])[0].correct).toBe(1);
    expect(readQuiz([{ text: "Who?", options: ["Government", "Opposition"], correct: " opposition " }])[0].correct).toBe(1);
  });

  it("keeps stored ids and accepts the common field aliases", () => {
    const q = readQuiz([{ id: "q7", question: "Who?", choices: ["A", "B"], answer: "B" }]);
    expect(q).toEqual([{ id: "q7", text: "Who?", options: ["A", "B"], correct: 1 }]);
  });

  it("treats an empty quiz as no questions", () => {
    expect(readQuiz(null)).toEqual([]);
    expect(readQuiz("")).toEqual([]);
    expect(readQuiz([])).toEqual([]);
    expect(readQuiz({ questions: [] })).toEqual([]);
  });

  it("gives a clear error, never a crash, for broken input", () => {
    const broken: unknown[] = [
      "{not json",
      '"just a string"',
      42,
      { items: [] },
      [null],
      [{ options: ["A", "B"], correct: "A" }],
      [{ text: "Q", correct: "A" }],
      [{ text: "Q", options: ["A"], correct: "A" }],
      [{ text: "Q", options: ["A", "B", "C", "D", "E", "F"], correct: "A" }],
      [{ text: "Q", options: ["A", "A"], correct: "A" }],
      [{ text: "Q", options: ["A", ""], correct: "A" }],
      [{ text: "Q", options: ["A", "B"], correct: "C" }],
      [{ text: "Q", options: ["A", "B"], correct: 2 }],
      [{ text: "Q", options: ["A", "B"], correct: -1 }],
      [{ text: "Q", options: ["A", "B"] }],
    ];
    for (const b of broken) {
      expect(() => readQuiz(b)).toThrow(QuizReadError);
      const r = tryReadQuiz(b);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/^The quiz could not be read: /);
    }
    expect(() => readQuiz([{ text: "Q", options: ["A", "B"], correct: "C" }])).toThrow(
      "question 1's correct answer matches none of its options.",
    );
  });

  it("scores the rounded percent of correct answers, by text or index", () => {
    const quiz = readQuiz([...byText, { text: "Third", options: ["x", "y", "z"], correct: "z" }]);
    expect(quizPercent(quiz, {})).toBe(0);
    expect(quizPercent(quiz, { "0": "Point, Analysis, Example, Link" })).toBe(33);
    expect(quizPercent(quiz, { "0": 0, "1": "Government" })).toBe(67);
    expect(quizPercent(quiz, { "0": 0, "1": 1, "2": "z" })).toBe(100);
    expect(quizPercent(quiz, { "0": "None", "1": 0, "2": 9 })).toBe(0);
    expect(quizPercent([], {})).toBe(0);
  });
});

describe("the score rule", () => {
  it("counts the quiz and the writing half each, one alone whole, neither as no score", () => {
    // The two cases: the writing no longer hides the quiz.
    expect(lessonScore({ quiz: { correct: 2, total: 3 }, writing: 98 })).toBe(82);
    expect(lessonScore({ quiz: { correct: 3, total: 3 }, writing: 77 })).toBe(89);
    expect(lessonScore({ quiz: { correct: 2, total: 3 }, writing: null })).toBe(67);
    expect(lessonScore({ quiz: null, writing: 72.6 })).toBe(73);
    expect(lessonScore({ quiz: { correct: 0, total: 0 }, writing: 140 })).toBe(100);
    expect(lessonScore({ quiz: { correct: 1, total: 2 }, writing: -3 })).toBe(25);
    expect(lessonScore({ quiz: null, writing: Number.NaN })).toBeNull();
    expect(lessonScore({ quiz: null, writing: null })).toBeNull();
    expect(clampScore("80")).toBeNull();
  });

  it("scores blank writing 0 when the lesson asks for writing, and leaves it out when it does not", () => {
    expect(writingPart({ allowWriting: true }, null)).toBe(0);
    expect(writingPart({ allowWriting: true }, 81.4)).toBe(81);
    expect(writingPart({ allowWriting: false }, 90)).toBeNull();
  });

  it("asks for AI feedback only when writing is allowed and the response is non-empty", () => {
    expect(wantsWritingFeedback({ allowWriting: true }, "My answer")).toBe(true);
    expect(wantsWritingFeedback({ allowWriting: true }, "   \n ")).toBe(false);
    expect(wantsWritingFeedback({ allowWriting: false }, "My answer")).toBe(false);
  });

  it("counts words by whitespace split", () => {
    expect(wordCount("  one two\nthree\tfour  ")).toBe(4);
    expect(wordCount("")).toBe(0);
  });
});

describe("unlock codes", () => {
  it("are 6 characters from A-Z and 0-9 and expire after 24 hours", () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 200; i++) expect(makeUnlockCode(random)).toMatch(UNLOCK_CODE_PATTERN);
    expect(makeUnlockCode(() => 0)).toBe("AAAAAA");
    expect(makeUnlockCode(() => 0.9999)).toBe("999999");
    const now = new Date("2026-01-01T10:00:00Z");
    expect(unlockCodeExpiry(now).toISOString()).toBe("2026-01-02T10:00:00.000Z");
  });

  it("normalise what a student typed, refusing what cannot be a code", () => {
    expect(normaliseUnlockCode(" ab12cd ")).toBe("AB12CD");
    for (const bad of ["", "ABC", "ABCDEFG", "AB-12C", "ÄBCDEF"]) expect(normaliseUnlockCode(bad)).toBeNull();
  });
});

describe("level weights for dominant_level", () => {
  it("weigh beginner 1, intermediate 2, advanced 3 and take the level nearest the mean", () => {
    expect(LEVEL_WEIGHTS).toEqual({ beginner: 1, intermediate: 2, advanced: 3 });
    expect(dominantLevel([])).toBeNull();
    expect(dominantLevel(["beginner", "beginner"])).toBe("beginner");
    expect(dominantLevel(["beginner", "beginner", "advanced"])).toBe("intermediate");
    expect(dominantLevel(["beginner", "intermediate"])).toBe("intermediate");
    expect(dominantLevel(["advanced", "advanced", "beginner"])).toBe("intermediate");
    expect(dominantLevel(["advanced", "intermediate"])).toBe("advanced");
    expect(dominantLevel(["advanced"])).toBe("advanced");
  });
});

describe("the offline lesson feedback", () => {
  const prompt = "Explain why rebuttal should weigh the opponent's strongest argument rather than their weakest.";
  const good =
    "Rebuttal should engage the opponent's strongest argument because judges decide on the most important clash, not the easiest one. " +
    "If a team only attacks the weakest argument, the strongest one still stands, which means the opponent's case survives the round. " +
    "For example, in a motion about banning junk food advertising, beating a minor point about costs does nothing if the health harm to children is left unanswered. " +
    "As a result, weighing the strongest argument lets the rebuttal show why, even if their best point is true, our impacts outweigh it. " +
    "This also builds credibility with the adjudicator, who rewards teams that take on the real issues of the debate and compare them directly.";

  it("rewards on-topic, reasoned, longer work and marks down thin, off-topic and copied work", () => {
    const strong = offlineLessonFeedback({ prompt, input: good });
    const thin = offlineLessonFeedback({ prompt, input: "Rebuttal should attack strong arguments." });
    const offTopic = offlineLessonFeedback({
      prompt,
      input:
        "My favourite holiday was at the beach in summer with my family. We swam every morning and ate ice cream in the afternoon. " +
        "The weather was hot and sunny and we went on long walks along the coast. In the evenings we played cards and watched films together.",
    });
    const copied = offlineLessonFeedback({ prompt, input: prompt });
    const empty = offlineLessonFeedback({ prompt, input: "  " });
    expect(strong.score).toBeGreaterThanOrEqual(70);
    expect(thin.score).toBeLessThan(strong.score);
    expect(thin.score).toBeLessThanOrEqual(40);
    expect(offTopic.score).toBeLessThanOrEqual(25);
    expect(copied.score).toBeLessThanOrEqual(10);
    expect(empty.score).toBe(0);
    for (const r of [strong, thin, offTopic, copied, empty]) {
      expect(r.feedback.length).toBeGreaterThan(20);
      expect(Number.isInteger(r.score)).toBe(true);
    }
    expect(copied.feedback).toMatch(/repeats the prompt/);
    expect(offTopic.feedback).toMatch(/does not engage/);
    expect(offlineLessonFeedback({ prompt, input: good })).toEqual(strong);
  });
});
