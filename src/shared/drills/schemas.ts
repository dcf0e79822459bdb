// Request and response contracts of the drill calls, field names as the
// spec's table, and the one set of drill rules: the server parses requests
// with these schemas and the drill screens check the request they are about to send with the same
// ones, so both reject with the same words.
import { z } from "zod";
import { storableText } from "#shared/text.ts";
import { DRILL_RUBRICS as R, keysOf, type Rubric } from "#shared/rubrics/index.ts";
import { otherSide } from "#shared/sides.ts";
import { AI_MESSAGES } from "#shared/messages/ai.ts";
import { DRILL_EXTRA_MESSAGES, DRILL_MESSAGES, fieldRequired, tooLong, tooMany } from "#shared/messages/drills.ts";
import {
  DRILL_LIMITS as L,
  PAEL_FIELDS,
  PAEL_LABELS,
  completeActors,
  composePael,
  isCompleteClash,
  parsePael,
  uniqueActors,
  SIDES,
  type Side,
} from "./answers";

// Missing and null read as "" so the spec's own message, not a type error, reports a blank field.
const text = (label: string, max: number = L.field) =>
  storableText()
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((v) => v ?? "");
// One motion limit and message for the debater and every drill.
const motion = storableText()
  .trim()
  .max(L.motion, AI_MESSAGES.motionTooLong)
  .nullish()
  .transform((v) => v ?? "");
const list = <T extends z.ZodTypeAny>(item: T, what: string) =>
  z
    .array(item)
    .max(L.items, tooMany(what, L.items))
    .nullish()
    .transform((v) => v ?? []);

// ---- Rules ----------------------------------------------------------------------------------
// Each adds its issues in the order the screen reports them: the first one is the message shown.

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });

/** Every drill needs a motion before it can be scored or an example generated. */
function motionRule(v: { motion: string }, ctx: Ctx) {
  if (!v.motion) issue(ctx, ["motion"], DRILL_MESSAGES.motionRequired);
}

/** All four sections: the drill's message, then '{Field} is required.' for each blank one (shown on the field). */
function paelRule(pael: Pael, ctx: Ctx) {
  const missing = PAEL_FIELDS.filter((f) => !pael[f]);
  if (missing.length === 0) return;
  issue(ctx, ["pael"], DRILL_MESSAGES.paelIncomplete);
  for (const f of missing) issue(ctx, ["pael", f], fieldRequired(PAEL_LABELS[f]));
}

export { SIDES, type Side };
export function normalizeSide(v: unknown): Side | null {
  const s = String(v ?? "")
    .trim()
    .toLowerCase();
  if (s === "government" || s === "gov" || s === "proposition" || s === "prop") return "Government";
  if (s === "opposition" || s === "opp") return "Opposition";
  return null;
}
export const sideSchema = storableText()
  .max(L.name)
  .transform((v, ctx) => {
    const side = normalizeSide(v);
    if (!side) ctx.addIssue({ code: "custom", message: DRILL_EXTRA_MESSAGES.sideInvalid });
    return side ?? "Government";
  });

export const paelSchema = z.object({
  point: text("Point"),
  analysis: text("Analysis"),
  example: text("Example"),
  link: text("Link"),
});
export type Pael = z.infer<typeof paelSchema>;
const NO_PAEL: Pael = { point: "", analysis: "", example: "", link: "" };

// ---- Requests -------------------------------------------------------------------------------

/**
 * PAEL feedback. `argument` is the spec's field; `pael` (the four sections) is preferred when the
 * screen has them. A labelled argument text ("Point: …") is split back into sections.
 */
export const feedbackRequestSchema = z
  .object({ motion, side: sideSchema, argument: text("Argument", 4 * L.field), pael: paelSchema.nullish() })
  .transform((v) => {
    const p = v.pael ?? parsePael(v.argument);
    const full: Pael | null = p ? { point: p.point ?? "", analysis: p.analysis ?? "", example: p.example ?? "", link: p.link ?? "" } : null;
    return { motion: v.motion, side: v.side, argument: full ? composePael(full) : v.argument, pael: full };
  })
  .superRefine((v, ctx) => {
    motionRule(v, ctx);
    // A free-text argument is accepted as it is; sections must all be there.
    if (v.pael || !v.argument) paelRule(v.pael ?? NO_PAEL, ctx);
  });

const actorSchema = z.object({
  name: text("Actor name", L.name),
  characterization: text("Characterization"),
  argument: text("Argument"),
});
export const characterizationFeedbackRequestSchema = z
  .object({ motion, actors: list(actorSchema, "actors") })
  .superRefine((v, ctx) => {
    motionRule(v, ctx);
    if (completeActors(v.actors).length === 0) issue(ctx, ["actors"], DRILL_MESSAGES.characterizationIncomplete);
  })
  .transform((v) => ({ motion: v.motion, actors: completeActors(v.actors) }));

export const motionOnlyRequestSchema = z.object({ motion }).superRefine(motionRule);
export const characterizationExampleRequestSchema = motionOnlyRequestSchema;

export const generateArgumentRequestSchema = z.object({ motion, side: sideSchema }).superRefine(motionRule);

const REFUTATION_REQUIRED = ["impact", "analysis"] as const;
export const refutationFeedbackRequestSchema = z
  .object({
    motion,
    their_side: sideSchema.nullish(),
    our_side: sideSchema.nullish(),
    argument: paelSchema.nullish().transform((v) => v ?? NO_PAEL),
    refutation: z
      .object({ impact: text("Impact"), analysis: text("Analysis"), examples: text("Examples"), weighing: text("Weighing") })
      .nullish()
      .transform((v) => v ?? { impact: "", analysis: "", examples: "", weighing: "" }),
  })
  .superRefine((v, ctx) => {
    motionRule(v, ctx);
    if (PAEL_FIELDS.every((f) => !v.argument[f])) issue(ctx, ["argument"], DRILL_MESSAGES.aiArgumentRequired);
    const missing = REFUTATION_REQUIRED.filter((f) => !v.refutation[f]);
    if (missing.length === 0) return;
    // One message covers both boxes; each blank one carries it too, so a screen can mark it.
    issue(ctx, ["refutation"], DRILL_MESSAGES.refutationIncomplete);
    for (const f of missing) issue(ctx, ["refutation", f], DRILL_MESSAGES.refutationIncomplete);
  })
  .transform((v) => {
    // The user always argues against the AI's side; fill whichever side is missing.
    const their = v.their_side ?? (v.our_side ? otherSide(v.our_side) : "Government");
    return { ...v, their_side: their, our_side: v.our_side ?? otherSide(their) };
  });

export const clashSchema = z.object({
  actor: text("Clash actor", L.name),
  clash_text: text("Clash"),
  gov_argument: text("Government argument"),
  opp_argument: text("Opposition argument"),
});
export const clashesFeedbackRequestSchema = z
  .object({
    motion,
    vulnerable_actors: list(storableText().max(L.name, tooLong("Actor name", L.name)), "actors"),
    clash: clashSchema.nullish().transform((v) => v ?? { actor: "", clash_text: "", gov_argument: "", opp_argument: "" }),
  })
  .superRefine((v, ctx) => {
    motionRule(v, ctx);
    if (uniqueActors(v.vulnerable_actors).length === 0) issue(ctx, ["vulnerable_actors"], DRILL_MESSAGES.vulnerableActorRequired);
    // At least one clash with an actor, the clash, a side and that side's argument.
    if (!isCompleteClash(v.clash)) issue(ctx, ["clash"], DRILL_EXTRA_MESSAGES.clashIncomplete);
  })
  .transform((v) => ({ ...v, vulnerable_actors: uniqueActors(v.vulnerable_actors) }));

export const clashesExampleRequestSchema = z.object({ motion, actor: text("Actor", L.name) }).superRefine(motionRule);

export const modelingFeedbackRequestSchema = z
  .object({
    motion,
    terms: list(z.object({ term: text("Term", L.name), definition: text("Definition") }), "terms"),
    how: text("How"),
    examples: text("Examples"),
  })
  .superRefine((v, ctx) => {
    motionRule(v, ctx);
    if (!v.terms.some((t) => t.term && t.definition)) issue(ctx, ["terms"], DRILL_MESSAGES.modelingTermRequired);
  })
  .transform((v) => ({ ...v, terms: v.terms.filter((t) => t.term && t.definition) }));

const FRAMING_FIELDS = [
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
] as const;
export type FramingField = (typeof FRAMING_FIELDS)[number];
const FRAMING_REQUIRED = [
  ["my_frame", DRILL_MESSAGES.frameRequired],
  ["opponent_frame", DRILL_MESSAGES.opponentFrameRequired],
  ["new_frame", DRILL_MESSAGES.newFrameRequired],
] as const;
export const framingFeedbackRequestSchema = z
  .object({ motion, ...Object.fromEntries(FRAMING_FIELDS.map((f) => [f, text(f)])) } as {
    motion: typeof motion;
  } & Record<FramingField, ReturnType<typeof text>>)
  .superRefine((v, ctx) => {
    motionRule(v, ctx);
    for (const [f, message] of FRAMING_REQUIRED) if (!v[f]) issue(ctx, [f], message);
  });

export const framingExampleRequestSchema = z
  .object({ motion, side: text("Side", 40).transform((v) => v || "Unspecified") })
  .superRefine(motionRule);

export type FeedbackRequest = z.output<typeof feedbackRequestSchema>;
export type CharacterizationFeedbackRequest = z.output<typeof characterizationFeedbackRequestSchema>;
export type MotionOnlyRequest = z.output<typeof motionOnlyRequestSchema>;
export type CharacterizationExampleRequest = MotionOnlyRequest;
export type GenerateArgumentRequest = z.output<typeof generateArgumentRequestSchema>;
export type RefutationFeedbackRequest = z.output<typeof refutationFeedbackRequestSchema>;
export type ClashesFeedbackRequest = z.output<typeof clashesFeedbackRequestSchema>;
export type ClashesExampleRequest = z.output<typeof clashesExampleRequestSchema>;
export type ModelingFeedbackRequest = z.output<typeof modelingFeedbackRequestSchema>;
export type FramingFeedbackRequest = z.output<typeof framingFeedbackRequestSchema>;
export type FramingExampleRequest = z.output<typeof framingExampleRequestSchema>;

// ---- Responses ------------------------------------------------------------------------------

const score = z.number().min(0).max(10);
/** One 0-10 score field per dimension of the rubric, named and ordered as the rubric has them. */
const scoresOf = <K extends string>(r: Rubric<K>) => Object.fromEntries(keysOf(r).map((k) => [k, score])) as Record<K, typeof score>;

export const feedbackResponseSchema = z.object({
  scores: z.object({ ...scoresOf(R.argument), overall: score }),
  comments: z.string(),
  improvements: z.array(z.string()),
  feedback: z.string(),
});

export const characterizationFeedbackResponseSchema = z.object({
  actors: z.array(z.object({ name: z.string(), ...scoresOf(R.characterization), score, comments: z.string() })),
  missed_key_actors: z.array(z.string()),
  overall_comments: z.string(),
  /** Not in the spec's table: the drill's overall score, so progress can chart it. */
  overall: score.optional(),
});

export const characterizationExampleResponseSchema = z.object({
  actors: z.array(z.object({ name: z.string(), characterization: z.string(), argument: z.string() })),
  notes: z.string(),
});

export const generateArgumentResponseSchema = z.object({ pael: paelSchema, argument: paelSchema });

export const refutationFeedbackResponseSchema = z.object({
  scores: z.object({ ...scoresOf(R.refutation), overall: score }),
  comments: z.string(),
  tips: z.string(),
});

export const clashesFeedbackResponseSchema = z.object({
  actors_feedback: z.array(z.object({ name: z.string().optional(), actor: z.string().optional(), relevance: score, comments: z.string() })),
  missed_key_actors: z.array(z.string()),
  clash_evaluation: z.object({
    scores: z.object({ ...scoresOf(R.clashes), overall: score }),
    comments: z.string(),
    suggestions: z.string(),
  }),
});

export const clashesExampleResponseSchema = z.object({
  clash_text: z.string(),
  actor: z.string(),
  gov_argument: z.string(),
  opp_argument: z.string(),
  notes: z.string(),
});

export const modelingFeedbackResponseSchema = z.object({
  ...scoresOf(R.modeling),
  overall: score,
  comments: z.string(),
  improvement: z.string(),
});

export const framingFeedbackResponseSchema = z.object({
  scores: z.object({ ...scoresOf(R.framing), overall: score }),
  comments: z.string(),
  suggested_lines: z.array(z.string()),
  tips: z.string(),
});

export const framingExampleResponseSchema = z.object({
  opponent_frame: z.string(),
  my_frame: z.string(),
  limitations: z.string(),
  new_frame: z.string(),
  language: z.string(),
  metaphor: z.string(),
  story: z.string(),
  values: z.string(),
  suggested_lines: z.array(z.string()),
  notes: z.string(),
});

export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;
export type CharacterizationFeedbackResponse = z.infer<typeof characterizationFeedbackResponseSchema>;
export type CharacterizationExampleResponse = z.infer<typeof characterizationExampleResponseSchema>;
export type GenerateArgumentResponse = z.infer<typeof generateArgumentResponseSchema>;
export type RefutationFeedbackResponse = z.infer<typeof refutationFeedbackResponseSchema>;
export type ClashesFeedbackResponse = z.infer<typeof clashesFeedbackResponseSchema>;
export type ClashesExampleResponse = z.infer<typeof clashesExampleResponseSchema>;
export type ModelingFeedbackResponse = z.infer<typeof modelingFeedbackResponseSchema>;
export type FramingFeedbackResponse = z.infer<typeof framingFeedbackResponseSchema>;
export type FramingExampleResponse = z.infer<typeof framingExampleResponseSchema>;

// ---- Drill kinds, rubric dimensions, scores for the progress page --------------------------

export { DRILL_KINDS, DRILL_DIMENSIONS, dimensionLabel, overallOf, dimensionsOf, type DrillKind } from "./rubric";

export interface DrillFeedbackResponseMap {
  argument: FeedbackResponse;
  characterization: CharacterizationFeedbackResponse;
  refutation: RefutationFeedbackResponse;
  clashes: ClashesFeedbackResponse;
  modeling: ModelingFeedbackResponse;
  framing: FramingFeedbackResponse;
}
