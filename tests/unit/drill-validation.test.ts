import { describe, expect, it } from "vitest";
import { words } from "#server/ai/engine/offline/text/index.ts";
import { DRILL_CALL_ERRORS, DRILL_EXTRA_MESSAGES, DRILL_MESSAGES, fieldRequired } from "#shared/messages/drills.ts";
import { AI_MESSAGES } from "#shared/messages/ai.ts";
import { MOTION_MAX } from "#shared/limits.ts";
import * as S from "#shared/drills/schemas.ts";
import { schemaResolver } from "@mantine/form";
import {
  addActor,
  composePael,
  firstCompleteClash,
  parsePael,
  removeActor,
  uniqueActors,
  type ClashDraft,
} from "#shared/drills/answers.ts";
import { wordCount } from "#shared/text.ts";

const M = "This House would ban junk food advertising to children";
const firstMessage = (schema: { safeParse: (v: unknown) => any }, input: unknown): string | null => {
  const r = schema.safeParse(input);
  return r.success ? null : r.error.issues[0].message;
};
/** The errors a drill screen's form gets for this request: the same schema, read by @mantine/form's resolver. */
const screenErrors = (schema: Parameters<typeof schemaResolver>[0], input: unknown) => schemaResolver(schema, { sync: true })(input);
const PAEL = { point: "p", analysis: "a", example: "e", link: "l" };
const G = "Government";

describe("drill messages, word for word", () => {
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
    expect(screenErrors(S.feedbackRequestSchema, { motion: M, side: G, pael: PAEL })).toEqual({});
    // The first error is the alert's message; the others sit on their fields.
    expect(
      screenErrors(S.feedbackRequestSchema, { motion: M, side: G, pael: { point: "p", analysis: "  ", example: "", link: undefined } }),
    ).toEqual({
      pael: "Please complete all four PAEL sections.",
      "pael.analysis": "Analysis is required.",
      "pael.example": "Example is required.",
      "pael.link": "Link is required.",
    });
  });

  it("requires a motion", () => {
    expect(firstMessage(S.feedbackRequestSchema, { motion: " ", side: G, pael: PAEL })).toBe("Generate a motion first.");
    expect(Object.keys(screenErrors(S.feedbackRequestSchema, { motion: "", side: G, pael: { ...PAEL, link: "" } }))).toEqual([
      "motion",
      "pael",
      "pael.link",
    ]);
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
    expect(firstMessage(S.characterizationFeedbackRequestSchema, { motion: M, actors: [] })).toBe(msg);
    expect(
      firstMessage(S.characterizationFeedbackRequestSchema, {
        motion: M,
        actors: [{ name: "Kids", characterization: "x", argument: " " }],
      }),
    ).toBe(msg);
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
    expect(firstMessage(S.refutationFeedbackRequestSchema, { motion: M, argument: null, refutation })).toBe(
      "Generate the AI argument first.",
    );
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
    expect(firstMessage(S.refutationFeedbackRequestSchema, { motion: M, argument: PAEL, refutation: { ...refutation, impact: " " } })).toBe(
      msg,
    );
    // Each blank required box carries the message too, so the screen can mark it.
    expect(
      screenErrors(S.refutationFeedbackRequestSchema, { motion: M, argument: PAEL, refutation: { ...refutation, analysis: "" } }),
    ).toEqual({
      refutation: msg,
      "refutation.analysis": msg,
    });
    expect(firstMessage(S.refutationFeedbackRequestSchema, { motion: M, argument: PAEL, refutation: { examples: "e" } })).toBe(msg);
    expect(S.refutationFeedbackRequestSchema.safeParse({ motion: M, argument: PAEL, refutation }).success).toBe(true);
  });
  it("fills in the user's side as the opposite of the AI's", () => {
    const r = S.refutationFeedbackRequestSchema.parse({ motion: M, their_side: "Opposition", argument: PAEL, refutation });
    expect(r).toMatchObject({ their_side: "Opposition", our_side: "Government" });
  });
});

describe("clashes drill", () => {
  const clash = { actor: "Kids", clash_text: "c", side: "Opposition" as const, argument: "a" };
  it("needs at least one vulnerable actor", () => {
    expect(firstMessage(S.clashesFeedbackRequestSchema, { motion: M, vulnerable_actors: [" "], clash: firstCompleteClash([clash]) })).toBe(
      "Add at least one vulnerable actor.",
    );
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
    // What the screen sends when no draft clash is complete.
    const drafts: ClashDraft[] = [{ ...clash, side: "" }];
    expect(
      firstMessage(S.clashesFeedbackRequestSchema, { motion: M, vulnerable_actors: ["Kids"], clash: firstCompleteClash(drafts) }),
    ).toBe(DRILL_EXTRA_MESSAGES.clashIncomplete);
    expect(
      firstMessage(S.clashesFeedbackRequestSchema, { motion: M, vulnerable_actors: ["Kids"], clash: { actor: "Kids", clash_text: "c" } }),
    ).toBe(DRILL_EXTRA_MESSAGES.clashIncomplete);
  });
});

describe("modeling drill", () => {
  it("needs at least one term with a definition", () => {
    const msg = "Add at least one key term with a clear definition.";
    expect(firstMessage(S.modelingFeedbackRequestSchema, { motion: M, terms: [{ term: "Ban", definition: " " }] })).toBe(msg);
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
    const F = S.framingFeedbackRequestSchema;
    expect(F.safeParse(full).success).toBe(true);
    expect(firstMessage(F, { ...full, motion: "" })).toBe("Generate a motion first.");
    expect(firstMessage(F, { ...full, my_frame: "" })).toBe("Add your frame statement.");
    expect(firstMessage(F, { ...full, opponent_frame: " " })).toBe("Diagnose the opponent's frame.");
    expect(firstMessage(F, { ...full, new_frame: undefined })).toBe("Provide the frame you will shift to.");
    // Each message sits on its own field on the screen.
    expect(screenErrors(F, { ...full, my_frame: "", new_frame: "" })).toEqual({
      my_frame: "Add your frame statement.",
      new_frame: "Provide the frame you will shift to.",
    });
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
