import { describe, expect, it } from "vitest";
import { words } from "../../src/server/ai/offline/text";
import { DRILL_CALL_ERRORS, DRILL_EXTRA_MESSAGES, DRILL_MESSAGES, fieldRequired } from "../../src/shared/messages/drills";
import { AI_MESSAGES } from "../../src/shared/messages/ai";
import { MOTION_MAX } from "../../src/shared/limits";
import * as S from "../../src/shared/drills/schemas";
import {
  addActor,
  composePael,
  firstCompleteClash,
  parsePael,
  removeActor,
  uniqueActors,
  validateCharacterization,
  validateClashes,
  validateFraming,
  validateModeling,
  validatePael,
  validatePaelField,
  validateRefutation,
  wordCount,
} from "../../src/shared/drills/validate";

const M = "This House would ban junk food advertising to children";
const firstMessage = (schema: { safeParse: (v: unknown) => any }, input: unknown): string | null => {
  const r = schema.safeParse(input);
  return r.success ? null : r.error.issues[0].message;
};
const PAEL = { point: "p", analysis: "a", example: "e", link: "l" };

describe("drill messages (spec part 2, sections 5 and 8, word for word)", () => {
  it("has every message exactly", () => {
    expect(DRILL_MESSAGES).toEqual({
      paelIncomplete: "Please complete all four PAEL sections.",
      motionRequired: "Generate a motion first.",
      characterizationIncomplete: "Add at least one actor with characterization and a linked argument.",
      aiArgumentRequired: "Generate the AI argument first.",
      refutationIncomplete: "Address the impact/link and analysis at minimum.",
      vulnerableActorRequired: "Add at least one vulnerable actor.",
      modelingTermRequired: "Add at least one key term with a clear definition.",
      frameRequired: "Add your frame statement.",
      opponentFrameRequired: "Diagnose the opponent's frame.",
      newFrameRequired: "Provide the frame you will shift to.",
      feedbackFailed: "Failed to get feedback.",
      aiArgumentFailed: "Failed to generate AI argument.",
      aiExampleFailed: "Failed to generate AI example.",
      exampleFailed: "Failed to generate example.",
      clashesFailed: "Failed to evaluate clashes",
      framingFailed: "Failed to evaluate framing",
    });
    expect(fieldRequired("Point")).toBe("Point is required.");
    // The motion call is the debater's too, so its message is written once, in the AI messages.
    const catalogue = [...Object.values(DRILL_MESSAGES), AI_MESSAGES.couldNotGenerateMotion] as string[];
    expect(AI_MESSAGES.couldNotGenerateMotion).toBe("Could not generate a motion.");
    expect(Object.values(DRILL_CALL_ERRORS).every((m) => catalogue.includes(m))).toBe(true);
  });
});

describe("PAEL drill", () => {
  it("requires all four sections, with '{Field} is required.' per field", () => {
    expect(validatePael(PAEL)).toMatchObject({ ok: true, message: null, fieldErrors: {} });
    const v = validatePael({ point: "p", analysis: "  ", example: "", link: undefined });
    expect(v.message).toBe("Please complete all four PAEL sections.");
    expect(v.fieldErrors).toEqual({ analysis: "Analysis is required.", example: "Example is required.", link: "Link is required." });
    expect(validatePaelField("point", " ")).toBe("Point is required.");
    expect(validatePaelField("link", "x")).toBeNull();
  });

  it("requires a motion", () => {
    expect(validatePael({ motion: " ", ...PAEL }).message).toBe("Generate a motion first.");
    expect(firstMessage(S.feedbackRequestSchema, { side: "Government", pael: PAEL })).toBe("Generate a motion first.");
  });

  it("server returns the screen's message for a missing section", () => {
    expect(firstMessage(S.feedbackRequestSchema, { motion: M, side: "Government", pael: { ...PAEL, example: "" } })).toBe(
      "Please complete all four PAEL sections.",
    );
    expect(firstMessage(S.feedbackRequestSchema, { motion: M, side: "Government", argument: "" })).toBe(
      "Please complete all four PAEL sections.",
    );
    expect(firstMessage(S.feedbackRequestSchema, { motion: M, side: "Government", argument: "Point: a\nAnalysis: b\nLink: d" })).toBe(
      "Please complete all four PAEL sections.",
    );
  });

  it("accepts the argument as sections, as labelled text, or as free text", () => {
    const a = S.feedbackRequestSchema.parse({ motion: M, side: "gov", pael: { point: " p ", analysis: "a", example: "e", link: "l" } });
    expect(a).toEqual({ motion: M, side: "Government", pael: PAEL, argument: composePael(PAEL) });
    const b = S.feedbackRequestSchema.parse({ motion: M, side: "Opposition", argument: composePael(PAEL) });
    expect(b.pael).toEqual(PAEL);
    expect(parsePael("Point: one\nAnalysis: two\nExample: three\nLink: four")).toEqual({
      point: "one",
      analysis: "two",
      example: "three",
      link: "four",
    });
    const c = S.feedbackRequestSchema.parse({ motion: M, side: "Opposition", argument: "Free text argument." });
    expect(c.pael).toBeNull();
    expect(firstMessage(S.feedbackRequestSchema, { motion: M, side: "Neither", pael: PAEL })).toBe(DRILL_EXTRA_MESSAGES.sideInvalid);
  });

  it("caps field length", () => {
    expect(firstMessage(S.feedbackRequestSchema, { motion: M, side: "Government", pael: { ...PAEL, analysis: "x".repeat(5001) } })).toMatch(
      /Analysis is too long/,
    );
    expect(
      S.feedbackRequestSchema.safeParse({ motion: M, side: "Government", pael: { ...PAEL, analysis: "x".repeat(5000) } }).success,
    ).toBe(true);
    // One motion limit for the debater and every drill.
    expect(firstMessage(S.motionOnlyRequestSchema, { motion: "x".repeat(MOTION_MAX + 1) })).toBe(AI_MESSAGES.motionTooLong);
    expect(S.motionOnlyRequestSchema.safeParse({ motion: "x".repeat(MOTION_MAX) }).success).toBe(true);
  });
});

describe("characterization drill", () => {
  const actor = { name: " Children ", characterization: " want sweets ", argument: " so ban " };
  it("needs one actor with name, characterization and argument", () => {
    const msg = "Add at least one actor with characterization and a linked argument.";
    expect(validateCharacterization({ motion: M, actors: [] }).message).toBe(msg);
    expect(validateCharacterization({ motion: M, actors: [{ name: "Kids", characterization: "x", argument: " " }] }).message).toBe(msg);
    expect(firstMessage(S.characterizationFeedbackRequestSchema, { motion: M, actors: [{ name: "Kids" }] })).toBe(msg);
    expect(firstMessage(S.characterizationFeedbackRequestSchema, { actors: [actor] })).toBe("Generate a motion first.");
  });
  it("trims items and drops incomplete ones", () => {
    const r = S.characterizationFeedbackRequestSchema.parse({
      motion: M,
      actors: [actor, { name: "Parents", characterization: "", argument: "x" }],
    });
    expect(r.actors).toEqual([{ name: "Children", characterization: "want sweets", argument: "so ban" }]);
  });
  it("caps the number of actors", () => {
    expect(firstMessage(S.characterizationFeedbackRequestSchema, { motion: M, actors: Array(21).fill(actor) })).toMatch(/Too many actors/);
  });
});

describe("refutation drill", () => {
  const refutation = { impact: "i", analysis: "a", examples: "", weighing: "" };
  it("needs the AI argument first", () => {
    expect(validateRefutation({ motion: M, argument: null, refutation }).message).toBe("Generate the AI argument first.");
    expect(
      firstMessage(S.refutationFeedbackRequestSchema, {
        motion: M,
        argument: { point: "", analysis: "", example: "", link: "" },
        refutation,
      }),
    ).toBe("Generate the AI argument first.");
  });
  it("needs impact/link and analysis; examples and weighing are optional", () => {
    const msg = "Address the impact/link and analysis at minimum.";
    expect(validateRefutation({ motion: M, argument: PAEL, refutation: { ...refutation, impact: " " } }).message).toBe(msg);
    expect(validateRefutation({ motion: M, argument: PAEL, refutation: { ...refutation, analysis: "" } }).fieldErrors).toEqual({
      analysis: msg,
    });
    expect(firstMessage(S.refutationFeedbackRequestSchema, { motion: M, argument: PAEL, refutation: { examples: "e" } })).toBe(msg);
    expect(validateRefutation({ motion: M, argument: PAEL, refutation }).ok).toBe(true);
  });
  it("fills in the user's side as the opposite of the AI's", () => {
    const r = S.refutationFeedbackRequestSchema.parse({ motion: M, their_side: "Opposition", argument: PAEL, refutation });
    expect(r).toMatchObject({ their_side: "Opposition", our_side: "Government" });
  });
});

describe("clashes drill", () => {
  const clash = { actor: "Kids", clash_text: "c", side: "Opposition" as const, argument: "a" };
  it("needs at least one vulnerable actor", () => {
    expect(validateClashes({ motion: M, vulnerable_actors: [" "], clashes: [clash] }).message).toBe("Add at least one vulnerable actor.");
    expect(
      firstMessage(S.clashesFeedbackRequestSchema, {
        motion: M,
        vulnerable_actors: [],
        clash: { actor: "Kids", clash_text: "c", gov_argument: "g" },
      }),
    ).toBe("Add at least one vulnerable actor.");
  });
  it("keeps actors unique and trimmed; add on Enter ignores blanks and repeats", () => {
    expect(uniqueActors([" Kids", "kids ", "Parents", ""])).toEqual(["Kids", "Parents"]);
    expect(addActor(["Kids"], " KIDS ")).toEqual(["Kids"]);
    expect(addActor(["Kids"], "Parents")).toEqual(["Kids", "Parents"]);
    expect(
      S.clashesFeedbackRequestSchema.parse({
        motion: M,
        vulnerable_actors: ["Kids", " kids"],
        clash: { actor: "Kids", clash_text: "c", gov_argument: "g" },
      }).vulnerable_actors,
    ).toEqual(["Kids"]);
  });
  it("removing an actor clears it from the clashes", () => {
    const r = removeActor(["Kids", "Parents"], [clash, { ...clash, actor: "Parents" }], "kids");
    expect(r.actors).toEqual(["Parents"]);
    expect(r.clashes.map((c) => c.actor)).toEqual(["", "Parents"]);
  });
  it("submits only the first complete clash (actor, clash, side and argument)", () => {
    expect(
      firstCompleteClash([{ ...clash, side: "" }, { ...clash, argument: "" }, clash, { ...clash, actor: "Parents", side: "Government" }]),
    ).toEqual({ actor: "Kids", clash_text: "c", gov_argument: "", opp_argument: "a" });
    expect(firstCompleteClash([{ ...clash, clash_text: " " }])).toBeNull();
    expect(validateClashes({ motion: M, vulnerable_actors: ["Kids"], clashes: [{ ...clash, side: "" }] }).message).toBe(
      DRILL_EXTRA_MESSAGES.clashIncomplete,
    );
    expect(
      firstMessage(S.clashesFeedbackRequestSchema, { motion: M, vulnerable_actors: ["Kids"], clash: { actor: "Kids", clash_text: "c" } }),
    ).toBe(DRILL_EXTRA_MESSAGES.clashIncomplete);
  });
});

describe("modeling drill", () => {
  it("needs at least one term with a definition", () => {
    const msg = "Add at least one key term with a clear definition.";
    expect(validateModeling({ motion: M, terms: [{ term: "Ban", definition: " " }] }).message).toBe(msg);
    expect(firstMessage(S.modelingFeedbackRequestSchema, { motion: M, terms: [], how: "h" })).toBe(msg);
    const r = S.modelingFeedbackRequestSchema.parse({
      motion: M,
      terms: [
        { term: "Ban", definition: "A law." },
        { term: "Kids", definition: "" },
      ],
    });
    expect(r).toEqual({ motion: M, terms: [{ term: "Ban", definition: "A law." }], how: "", examples: "" });
  });
});

describe("framing drill", () => {
  const full = { motion: M, my_frame: "m", opponent_frame: "o", new_frame: "n" };
  it("needs the motion, the frame, the opponent's frame and the new frame", () => {
    expect(validateFraming(full).ok).toBe(true);
    expect(validateFraming({ ...full, motion: "" }).message).toBe("Generate a motion first.");
    expect(validateFraming({ ...full, my_frame: "" }).message).toBe("Add your frame statement.");
    expect(validateFraming({ ...full, opponent_frame: " " }).message).toBe("Diagnose the opponent's frame.");
    expect(validateFraming({ ...full, new_frame: undefined }).message).toBe("Provide the frame you will shift to.");
    expect(firstMessage(S.framingFeedbackRequestSchema, { ...full, new_frame: "" })).toBe("Provide the frame you will shift to.");
    expect(S.framingFeedbackRequestSchema.parse(full)).toMatchObject({ goal: "", story: "", values: "" });
  });
});

describe("example and generation calls", () => {
  it("need a motion", () => {
    for (const schema of [S.characterizationExampleRequestSchema, S.clashesExampleRequestSchema, S.framingExampleRequestSchema])
      expect(firstMessage(schema, { motion: "  " })).toBe("Generate a motion first.");
    expect(firstMessage(S.generateArgumentRequestSchema, { side: "Government" })).toBe("Generate a motion first.");
  });
  it("framing-example side defaults to 'Unspecified'; clashes-example actor is optional", () => {
    expect(S.framingExampleRequestSchema.parse({ motion: M })).toEqual({ motion: M, side: "Unspecified" });
    expect(S.clashesExampleRequestSchema.parse({ motion: M })).toEqual({ motion: M, actor: "" });
  });
});

describe("word count", () => {
  it("is by whitespace split", () => {
    expect(wordCount("  one  two\nthree\tfour ")).toBe(4);
    expect(wordCount("don't stop—now, ok?")).toBe(3);
    expect(wordCount("")).toBe(0);
    expect(wordCount(null)).toBe(0);
    expect(words("  one  two\nthree\tfour ")).toEqual(["one", "two", "three", "four"]);
  });
});
