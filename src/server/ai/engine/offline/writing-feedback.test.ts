import { describe, expect, it } from "vitest";
import { offlineLessonFeedback } from "./lesson-feedback";
import { offlineFeedbackSuggest } from "./feedback-suggest";
import { splitSentences } from "./text";
import { PACKS, answer } from "#tests/fixtures/coach/builder.ts";

const PROMPT = "Should schools ban phones in class?";
const A =
  "Schools should ban phones in class because notifications break students' attention, which means lessons take longer and weaker students fall behind. " +
  "Phones also make cheating in tests much easier. For example, after England's 2024 guidance, schools reported calmer classrooms.";
const B =
  "Schools should not ban phones, because students use them to look up facts and check their work during lessons. " +
  "Teachers can set clear rules for phone use instead. For example, a school in Oslo lets pupils use phones only for research tasks.";

/** Every quoted passage of the feedback: each must stand in the writing. */
const quotes = (feedback: string) => [...feedback.matchAll(/"([^"]+)"/g)].map((m) => m[1]);

describe("feedback on a student's writing", () => {
  it("quotes the writing word for word, and differs when the writing does", () => {
    for (const text of [A, B]) {
      const f = offlineLessonFeedback({ prompt: PROMPT, input: text }).feedback;
      expect(quotes(f).length).toBeGreaterThan(0);
      for (const q of quotes(f)) expect(text).toContain(q);
    }
    expect(offlineLessonFeedback({ prompt: PROMPT, input: A }).feedback).not.toBe(
      offlineLessonFeedback({ prompt: PROMPT, input: B }).feedback,
    );
  });

  it("gives the teacher a suggestion that quotes the writing and repeats nothing the student has read", () => {
    for (const text of [A, B]) {
      const seen = (["brief", "detailed", "rubric"] as const).flatMap((style) =>
        splitSentences(offlineLessonFeedback({ prompt: PROMPT, input: text }, style).feedback),
      );
      for (const rubric of ["", "Reasoning\nEvidence"]) {
        const s = offlineFeedbackSuggest({ prompt: PROMPT, response: text, rubric });
        expect(s.score).toBe(offlineLessonFeedback({ prompt: PROMPT, input: text }).score);
        for (const sentence of splitSentences(s.feedback)) expect(seen).not.toContain(sentence);
        expect(quotes(s.feedback).length).toBeGreaterThan(0);
        for (const q of quotes(s.feedback)) expect(text).toContain(q);
      }
    }
    expect(offlineFeedbackSuggest({ prompt: PROMPT, response: A, rubric: "" }).feedback).not.toBe(
      offlineFeedbackSuggest({ prompt: PROMPT, response: B, rubric: "" }).feedback,
    );
  });
});

describe("feedback across many pieces of writing", () => {
  // Honest answers of every quality on fourteen motions (the coach's regression set), each read as the
  // writing for its own motion: every style's feedback and every suggestion quotes that writing and no two agree.
  const writings = PACKS.flatMap((p) =>
    (["strong", "middling", "weak"] as const).map((kind) => {
      const a = answer("argument", p, kind) as { pael: Record<string, string> };
      return { prompt: p.motion, input: Object.values(a.pael).join(" ") };
    }),
  );

  it.each(["brief", "detailed", "rubric"] as const)("the %s feedback quotes each writing and differs between them", (style) => {
    const seen = new Set<string>();
    for (const w of writings) {
      const f = offlineLessonFeedback(w, style).feedback;
      for (const q of quotes(f)) expect(w.input).toContain(q);
      expect(seen.has(f), f).toBe(false);
      seen.add(f);
    }
    const quoted = writings.filter((w) => quotes(offlineLessonFeedback(w, style).feedback).length > 0).length;
    expect(quoted).toBeGreaterThanOrEqual(writings.length - PACKS.length);
  });

  it("AI Suggest quotes each writing, differs between them, and says nothing the student has already read", () => {
    const seen = new Set<string>();
    for (const w of writings) {
      const read = (["brief", "detailed", "rubric"] as const).flatMap((style) => splitSentences(offlineLessonFeedback(w, style).feedback));
      const s = offlineFeedbackSuggest({ prompt: w.prompt, response: w.input, rubric: "" }).feedback;
      for (const sentence of splitSentences(s)) expect(read).not.toContain(sentence);
      for (const q of quotes(s)) expect(w.input).toContain(q);
      expect(seen.has(s), s).toBe(false);
      seen.add(s);
    }
  });
});
