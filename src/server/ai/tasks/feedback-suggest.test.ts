import { describe, expect, it } from "vitest";
import { lessonFeedback } from "#server/ai/engine/index.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import { feedbackSuggestTask } from "./feedback-suggest";

const PROMPT = "Should schools ban phones in class?";
const A =
  "Schools should ban phones in class because notifications break students' attention, which means lessons take longer and weaker students fall behind. " +
  "Phones also make cheating in tests much easier. For example, after England's 2024 guidance, schools reported calmer classrooms.";

describe("the model's prompts for writing feedback", () => {
  it("ask for the student's words in quotes, and show AI Suggest what the student has already read", async () => {
    // The prompt reads nothing of the request's context.
    const p = await feedbackSuggestTask.prompt({ prompt: PROMPT, response: A, rubric: "" }, {} as ServiceCtx);
    expect(p.prompt).toContain("already read");
    expect(p.prompt).toContain(lessonFeedback({ prompt: PROMPT, input: A }).feedback);
    expect(p.prompt).toMatch(/quoting the student's words exactly/);
  });
});
