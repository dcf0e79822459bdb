// The coach knows a teacher's own motion through her brief (issue 31): the judge and the checks of a round
// under a debate assignment read the debate's field from the brief she wrote, as they read a bank brief's.
import { describe, expect, it } from "vitest";
import { TEACHER_BRIEF, TYPED_MOTION } from "#tests/support/teacher-brief.ts";
import { checkDebate } from "#server/ai/engine/integrity/debate.ts";
import { onMotionCount } from "#server/ai/engine/integrity/relevance.ts";
import { contentWords } from "#server/ai/engine/offline/text/index.ts";
import { analyseMotion } from "./motion";

// On her brief's arguments (dread of one subject, freed time going deeper), in none of the motion's words.
const SPEECH =
  "Dread of French spreads to everything else, and the revising stops. Freed from it, effort goes deeper into history and chemistry instead, which is why this matters.";

describe("a teacher's own brief in the coach", () => {
  it("gives a typed motion the field of her brief's arguments and actors", () => {
    expect(analyseMotion(TYPED_MOTION).field).toEqual([]);
    expect(analyseMotion(TYPED_MOTION, TEACHER_BRIEF).field).toEqual(expect.arrayContaining(["dread", "freed", "deeper"]));
    expect(analyseMotion(TYPED_MOTION, TEACHER_BRIEF).stakeholders.slice(0, 3)).toEqual(TEACHER_BRIEF.actors);
    // The bank's reading of the motion is not changed by a brief read for one assignment.
    expect(analyseMotion(TYPED_MOTION).field).toEqual([]);
  });

  it("counts words of her brief's field as on the motion", () => {
    const answer = { text: SPEECH, stems: contentWords(SPEECH), labels: [] };
    const bare = onMotionCount(answer, analyseMotion(TYPED_MOTION), []);
    expect(onMotionCount(answer, analyseMotion(TYPED_MOTION, TEACHER_BRIEF), [])).toBeGreaterThanOrEqual(bare + 3);
  });

  it("reads a round's speeches against her brief when the round has one", () => {
    const messages = [
      { role: "assistant" as const, content: "We oppose: the choice comes too early." },
      { role: "user" as const, content: SPEECH },
    ];
    const without = checkDebate({ motion: TYPED_MOTION, userSide: "Government" as const, messages }, []);
    const withBrief = checkDebate({ motion: TYPED_MOTION, userSide: "Government" as const, messages, brief: TEACHER_BRIEF }, []);
    // Read against the motion's words alone it is off the motion and capped; read against her brief, it is on it.
    expect(without.findings.map((f) => f.kind)).toEqual(["offtopic"]);
    expect(withBrief.findings).toEqual([]);
  });
});
