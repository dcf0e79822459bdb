// The integrity checks for lesson writing feedback: the response is checked against the writing prompt
// (repeating it earns nothing) and what the app generated for the student; the score is 0–100.
import { readSubject, subjectOf } from "#server/ai/engine/offline/lesson-subject.ts";
import { adjustScore, inspect } from "./checks";
import { prependNotes } from "./drills";

export function checkLessonWriting<In extends { prompt: string; input: string }, Out extends { feedback: string; score: number }>(
  input: In,
  generated: string[],
) {
  const inspected = inspect([{ key: "input", text: input.input, prose: true }], {
    // The subject is what the prompt quotes (a motion, a claim), not its instructions.
    motion: subjectOf(input.prompt),
    prompt: input.prompt,
    generated,
  });
  const { parts } = inspected;
  // "Off-topic" caps a lesson response only when it is sure: no sentence touches the prompt's subject by
  // meaning (synonyms, field, actors) and no word of the prompt is used. Otherwise the offline reader's
  // relevance lowers the score in proportion and says why (an essay that says "always working" where the
  // prompt says "busy" is on the subject).
  const findings = inspected.findings.filter((f) => f.kind !== "offtopic" || readSubject(input.prompt, input.input).elsewhere);
  return {
    findings,
    // Nothing left of the response (all copied or filler) still goes to the engine as something to mark.
    input: { ...input, input: parts[0].text || "…" } as In,
    finish: (out: Out): Out =>
      findings.length ? { ...out, feedback: prependNotes(out.feedback, findings), score: adjustScore(out.score, findings, 100) } : out,
  };
}
