import { describe, expect, it } from "vitest";
import { DRILL_CALL_NAMES, DRILL_CALLS, type DrillCall } from "#shared/drills/calls.ts";
import { runDrillJob } from "./coach-calls";
import { offlineFeedbackSuggest } from "./feedback-suggest";
import { offlineVerdict } from "./judge";
import { offlineLessonFeedback } from "./lesson-feedback";
import { analyseMotion } from "./coach/motion";
import { offlineOpening, offlineReply, type DebateMessage } from "./opponent";

// JavaScript's own property names: a lookup table that is a plain object answers them from
// Object.prototype (a function, or the prototype itself), so a word like "constructor" in a speech
// once crashed the coach. Every offline reader must treat them as ordinary words.
const NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "prototype", "isPrototypeOf", "__defineGetter__"];
const SPECIAL = NAMES.join(" ");
const SENTENCE =
  `The constructor of this policy matters because __proto__ and toString show the harm. ` +
  `For example, in 2019 a valueOf study of prototype schools in Manchester found hasOwnProperty costs fell by a third, ` +
  `which means constructors and prototypes outweigh the isPrototypeOf risk. ${SPECIAL}. Constructor! Prototype? ${SPECIAL.toUpperCase()}`;
const MOTIONS = [
  `This House would ban the constructor and __proto__ of toString`,
  `This House would ${SPECIAL}`,
  `${SPECIAL}`,
  "This House would require all pupils to wear school uniforms.",
];

function requestFor(call: DrillCall, motion: string): unknown {
  const pael = { point: SENTENCE, analysis: SENTENCE, example: SENTENCE, link: SENTENCE };
  const raw: Record<DrillCall, unknown> = {
    feedback: { motion, side: "Government", argument: SENTENCE, pael },
    "characterization-feedback": {
      motion,
      actors: NAMES.slice(0, 3).map((name) => ({ name, characterization: SENTENCE, argument: SENTENCE })),
    },
    "characterization-example": { motion },
    "generate-argument": { motion, side: "Opposition" },
    "refutation-feedback": {
      motion,
      their_side: "Government",
      our_side: "Opposition",
      argument: pael,
      refutation: { impact: SENTENCE, analysis: SENTENCE, examples: SENTENCE, weighing: SENTENCE },
    },
    "clashes-feedback": {
      motion,
      vulnerable_actors: NAMES.slice(0, 4),
      clash: { actor: "constructor", clash_text: SENTENCE, gov_argument: SENTENCE, opp_argument: SENTENCE },
    },
    "clashes-example": { motion, actor: "__proto__" },
    "modeling-feedback": { motion, terms: NAMES.map((term) => ({ term, definition: SENTENCE })), how: SENTENCE, examples: SENTENCE },
    "framing-feedback": {
      motion,
      ...Object.fromEntries(
        [
          "goal",
          "audience",
          "my_frame",
          "why_it_matters",
          "opponent_frame",
          "opponent_evidence",
          "limitations",
          "new_frame",
          "language",
          "metaphor",
          "story",
          "values",
        ].map((f) => [f, SENTENCE]),
      ),
    },
    "framing-example": { motion, side: "constructor" },
  };
  return DRILL_CALLS[call].request.parse(raw[call]);
}

describe("offline readers and JavaScript's special names", () => {
  it("reads each special name as a plain word in the motion analyser", () => {
    for (const motion of MOTIONS) expect(() => analyseMotion(motion)).not.toThrow();
  });

  for (const call of DRILL_CALL_NAMES) {
    it(`answers the ${call} drill normally`, () => {
      for (const motion of MOTIONS) {
        const out = runDrillJob({ call, input: requestFor(call, motion), options: { style: "detailed" } });
        const parsed = DRILL_CALLS[call].result.safeParse(out);
        expect(parsed.error?.issues ?? []).toEqual([]);
        expect(JSON.stringify(out)).not.toMatch(/function|\[object Object\]|NaN|undefined/);
      }
    });
  }

  it("lets the opponent open and reply", () => {
    for (const motion of MOTIONS) {
      for (const aiSide of ["Government", "Opposition"] as const) {
        const opening = offlineOpening({ difficulty: "intermediate", press: null, motion, aiSide });
        const messages: DebateMessage[] = [
          { role: "assistant", content: opening },
          { role: "user", content: SENTENCE },
        ];
        const reply = offlineReply({ difficulty: "intermediate", press: null, motion, aiSide, messages });
        for (const text of [opening, reply]) {
          expect(text.length).toBeGreaterThan(50);
          expect(text).not.toMatch(/function|\[object Object\]|NaN|undefined/);
        }
      }
    }
  });

  it("lets the judge give a verdict", () => {
    for (const motion of MOTIONS) {
      const messages: DebateMessage[] = [
        { role: "assistant", content: offlineOpening({ difficulty: "intermediate", press: null, motion, aiSide: "Opposition" }) },
        { role: "user", content: SENTENCE },
        { role: "assistant", content: SPECIAL },
        { role: "user", content: SPECIAL },
      ];
      const verdict = offlineVerdict({ motion, userSide: "Government", messages });
      expect(["user", "ai"]).toContain(verdict.winner);
      for (const s of [verdict.scores.user, verdict.scores.ai]) expect(Number.isFinite(s.total)).toBe(true);
      expect(verdict.reason).not.toMatch(/function|\[object Object\]|NaN|undefined/);
    }
  });

  it("reads lesson writing and drafts a teacher's feedback", () => {
    for (const prompt of [SPECIAL, SENTENCE, "Should schools ban phones?"]) {
      const own = offlineLessonFeedback({ prompt, input: SENTENCE });
      expect(own.score).toBeGreaterThanOrEqual(0);
      expect(own.score).toBeLessThanOrEqual(100);
      expect(own.feedback).not.toMatch(/function|\[object Object\]|NaN|undefined/);
      const suggested = offlineFeedbackSuggest({ prompt, response: SENTENCE, rubric: NAMES.join("\n") });
      expect(Number.isFinite(suggested.score)).toBe(true);
      expect(suggested.feedback).not.toMatch(/function|\[object Object\]|NaN|undefined/);
    }
  });
});
