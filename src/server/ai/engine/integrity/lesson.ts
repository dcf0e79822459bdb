// The integrity checks for lesson writing feedback: the response is checked against the writing prompt
// (repeating it earns nothing) and what the app generated for the student; the score is 0–100.
import { adjustScore, inspect } from "./checks";
import { prependNotes } from "./drills";

export function checkLessonWriting<In extends { prompt: string; input: string }, Out extends { feedback: string; score: number }>(
  input: In,
  generated: string[],
) {
  const { parts, findings } = inspect([{ key: "input", text: input.input, prose: true }], {
    motion: input.prompt,
    prompt: input.prompt,
    generated,
  });
  return {
    findings,
    // Nothing left of the response (all copied or filler) still goes to the engine as something to mark.
    input: { ...input, input: parts[0].text || "…" } as In,
    finish: (out: Out): Out =>
      findings.length ? { ...out, feedback: prependNotes(out.feedback, findings), score: adjustScore(out.score, findings, 100) } : out,
  };
}
