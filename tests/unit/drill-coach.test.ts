import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  argumentFeedback,
  characterizationExample,
  characterizationFeedback,
  clashesExample,
  clashesFeedback,
  framingExample,
  framingFeedback,
  generateArgument,
  modelingFeedback,
  refutationFeedback,
} from "#server/ai/engine/offline/coach/index.ts";
import { motionTerms, overlap } from "#server/ai/engine/offline/text/index.ts";
import { briefFor } from "#content/briefs.ts";
import * as S from "#shared/drills/schemas.ts";
import {
  JUNK,
  VOTE,
  argumentSamples,
  characterizationSamples,
  clashesSamples,
  framingSamples,
  modelingSamples,
  refutationSamples,
  type DrillSamples,
} from "./drill-samples";

type Style = "brief" | "detailed" | "rubric";
interface Harness {
  kind: S.DrillKind;
  samples: DrillSamples<any>;
  request: z.ZodType;
  response: z.ZodType;
  run: (req: any, opts?: { style?: Style }) => unknown;
}

const DRILLS: Harness[] = [
  {
    kind: "argument",
    samples: argumentSamples,
    request: S.feedbackRequestSchema,
    response: S.feedbackResponseSchema,
    run: argumentFeedback,
  },
  {
    kind: "characterization",
    samples: characterizationSamples,
    request: S.characterizationFeedbackRequestSchema,
    response: S.characterizationFeedbackResponseSchema,
    run: characterizationFeedback,
  },
  {
    kind: "refutation",
    samples: refutationSamples,
    request: S.refutationFeedbackRequestSchema,
    response: S.refutationFeedbackResponseSchema,
    run: refutationFeedback,
  },
  {
    kind: "clashes",
    samples: clashesSamples,
    request: S.clashesFeedbackRequestSchema,
    response: S.clashesFeedbackResponseSchema,
    run: clashesFeedback,
  },
  {
    kind: "modeling",
    samples: modelingSamples,
    request: S.modelingFeedbackRequestSchema,
    response: S.modelingFeedbackResponseSchema,
    run: modelingFeedback,
  },
  {
    kind: "framing",
    samples: framingSamples,
    request: S.framingFeedbackRequestSchema,
    response: S.framingFeedbackResponseSchema,
    run: framingFeedback,
  },
];

/** Every number in a response: all are scores out of 10 with at most one decimal. */
function numbers(x: unknown): number[] {
  if (typeof x === "number") return [x];
  if (Array.isArray(x)) return x.flatMap(numbers);
  if (x && typeof x === "object") return Object.values(x).flatMap(numbers);
  return [];
}

function score(h: Harness, input: unknown, style?: Style) {
  const res = h.run(h.request.parse(input), { style });
  h.response.parse(res);
  for (const n of numbers(res)) {
    expect(n).toBeGreaterThanOrEqual(0);
    expect(n).toBeLessThanOrEqual(10);
    expect(Math.round(n * 10) / 10).toBe(n);
  }
  const overall = S.overallOf(h.kind, res);
  expect(overall).not.toBeNull();
  return { res, overall: overall as number };
}

const text = (x: unknown) => JSON.stringify(x);

describe.each(DRILLS)("offline coach: $kind", (h) => {
  it.each(h.samples.graded.map((g) => [g.motion, g] as const))("ranks strong > middling > weak on %s", (_m, g) => {
    for (const style of ["brief", "detailed", "rubric"] as const) {
      const strong = score(h, g.strong, style).overall;
      const middling = score(h, g.middling, style).overall;
      const weak = score(h, g.weak, style).overall;
      expect(strong - middling).toBeGreaterThanOrEqual(1);
      expect(middling - weak).toBeGreaterThanOrEqual(1);
      expect(strong - weak).toBeGreaterThanOrEqual(3);
      expect(strong).toBeGreaterThanOrEqual(7);
    }
  });

  it("scores pasted, repeated, off-topic and minimal answers low", () => {
    for (const input of h.samples.junk) expect(score(h, input).overall).toBeLessThan(3.5);
    const middlings = h.samples.graded.map((g) => score(h, g.middling).overall);
    for (const input of h.samples.junk) expect(score(h, input).overall).toBeLessThan(Math.min(...middlings));
  });

  it("is deterministic", () => {
    const g = h.samples.graded[0];
    expect(text(h.run(h.request.parse(g.middling)))).toBe(text(h.run(h.request.parse(g.middling))));
  });

  it("exposes every rubric dimension for the progress chart", () => {
    const { res } = score(h, h.samples.graded[0].strong);
    const dims = S.dimensionsOf(h.kind, res);
    expect(Object.keys(dims).sort()).toEqual([...S.DRILL_DIMENSIONS[h.kind]].sort());
  });

  it("writes comments in the requested style", () => {
    const weak = h.samples.graded[0].weak;
    const brief = score(h, weak, "brief").res;
    const detailed = score(h, weak, "detailed").res;
    const rubric = score(h, weak, "rubric").res;
    const comments = (r: any): string => r.comments ?? r.overall_comments ?? r.clash_evaluation.comments;
    expect(
      comments(brief)
        .split(/(?<=[.!?])\s+/)
        .filter(Boolean).length,
    ).toBeLessThanOrEqual(2);
    expect(comments(detailed).length).toBeGreaterThan(comments(brief).length);
    expect(comments(rubric)).toMatch(/\(\d+(\.\d)?\/10\)/);
    if ("improvements" in (brief as object)) expect((brief as any).improvements.length).toBeLessThanOrEqual(2);
  });
});

describe("empty answers (bypassing validation) score zero without crashing", () => {
  const blank = { point: "", analysis: "", example: "", link: "" };
  it.each([
    ["argument", () => argumentFeedback({ motion: JUNK, side: "Government", argument: "", pael: null })],
    ["characterization", () => characterizationFeedback({ motion: JUNK, actors: [] })],
    [
      "refutation",
      () =>
        refutationFeedback({
          motion: JUNK,
          their_side: "Government",
          our_side: "Opposition",
          argument: blank,
          refutation: { impact: "", analysis: "", examples: "", weighing: "" },
        }),
    ],
    [
      "clashes",
      () =>
        clashesFeedback({ motion: JUNK, vulnerable_actors: [], clash: { actor: "", clash_text: "", gov_argument: "", opp_argument: "" } }),
    ],
    ["modeling", () => modelingFeedback({ motion: JUNK, terms: [], how: "", examples: "" })],
    [
      "framing",
      () => framingFeedback(S.framingFeedbackRequestSchema.parse({ motion: JUNK, my_frame: " x ", opponent_frame: "x", new_frame: "x" })),
    ],
  ] as const)("%s", (kind, run) => {
    const res = run();
    expect(S.overallOf(kind, res)).toBeLessThanOrEqual(1);
  });
});

describe("comments name what is missing", () => {
  const pael = (point: string, analysis: string, example: string, link: string) =>
    argumentFeedback(S.feedbackRequestSchema.parse({ motion: JUNK, side: "Government", pael: { point, analysis, example, link } }));

  it("PAEL: no mechanism, no concrete example, no return to the motion, no weighing", () => {
    const r = pael(
      "Junk food advertising to children should be banned to protect their health.",
      "Adverts are everywhere on television and online. Children watch them every day.",
      "Many adverts show burgers and sweets with cartoon characters.",
      "Sports are fun and everyone should play football on weekends.",
    );
    expect(r.comments).toContain("Your analysis never explains why");
    expect(r.comments).toContain("No concrete example");
    expect(r.comments).toContain("The link does not return to the motion.");
    expect(r.comments).toContain("There is no weighing");
  });

  it("PAEL: the motion pasted back and repeated sections are called out", () => {
    const r = pael(JUNK, "Kids like sweets.", "Kids like sweets.", "Kids like sweets.");
    expect(r.comments).toContain("only restates the motion");
    expect(r.comments).toContain("repeats your analysis");
  });

  it("characterization reports missed key actors", () => {
    const r = characterizationFeedback(
      S.characterizationFeedbackRequestSchema.parse({
        motion: JUNK,
        actors: [
          {
            name: "Parents",
            characterization: "Parents want healthy children but are short on time.",
            argument: "Because parents are short on time, the ban helps them.",
          },
        ],
      }),
    );
    expect(r.missed_key_actors).toEqual(expect.arrayContaining(["children", "advertisers"]));
    expect(r.overall_comments).toContain("You missed key actors");
  });

  it("modeling names the undefined terms and the missing mechanism", () => {
    const r = modelingFeedback(
      S.modelingFeedbackRequestSchema.parse({
        motion: JUNK,
        terms: [{ term: "Children", definition: "Anyone under 16." }],
        how: "",
        examples: "",
      }),
    );
    expect(r.comments).toMatch(/Key terms of the motion are not defined: .*junk/);
    expect(r.comments).toContain("You never explain how the policy would work.");
  });

  it("refutation flags a rebuttal that just pastes the AI argument", () => {
    const r = refutationSamples.junk[0];
    const res = refutationFeedback(S.refutationFeedbackRequestSchema.parse(r));
    expect(res.comments).toContain("repeats the AI's argument");
  });
});

describe("example generators", () => {
  const MOTIONS = [JUNK, VOTE, "This House would abolish zoos", "This House believes that social media has done more harm than good"];
  const mentions = (motion: string, out: unknown) => overlap(motionTerms(motion), text(out));

  it("generate-argument: a complete PAEL for each side, specific to the motion", () => {
    const seen = new Set<string>();
    for (const motion of MOTIONS)
      for (const side of ["Government", "Opposition"] as const) {
        const r = S.generateArgumentResponseSchema.parse(generateArgument(S.generateArgumentRequestSchema.parse({ motion, side })));
        for (const f of ["point", "analysis", "example", "link"] as const) expect(r.pael[f].length).toBeGreaterThan(20);
        expect(r.argument).toEqual(r.pael);
        expect(mentions(motion, r)).toBeGreaterThanOrEqual(0.5);
        expect(text(generateArgument({ motion, side }))).toBe(text(r));
        seen.add(text(r));
        // The model answer should itself score well with the coach (a brief's case, worded as spoken, at least adequately).
        const fb = argumentFeedback(S.feedbackRequestSchema.parse({ motion, side, pael: r.pael }));
        expect(fb.scores.overall).toBeGreaterThanOrEqual(briefFor(motion) ? 6 : 7);
      }
    expect(seen.size).toBe(MOTIONS.length * 2);
    expect(generateArgument({ motion: VOTE, side: "Opposition" })!.pael.point).toMatch(/^We should not make voting compulsory/);
  });

  it("characterization-example: stakeholders derived from the motion", () => {
    const junk = S.characterizationExampleResponseSchema.parse(characterizationExample({ motion: JUNK }));
    const names = junk.actors.map((a) => a.name.toLowerCase()).join(" | ");
    expect(names).toMatch(/children/);
    expect(names).toMatch(/parents/);
    expect(names).toMatch(/advertisers|businesses/);
    for (const a of junk.actors) expect(a.characterization.length).toBeGreaterThan(40);
    const outs = MOTIONS.map((motion) => text(characterizationExample({ motion })));
    expect(new Set(outs).size).toBe(MOTIONS.length);
    MOTIONS.forEach((m, i) => expect(mentions(m, outs[i])).toBeGreaterThanOrEqual(0.5));
    // The model answer should itself score well.
    const fb = characterizationFeedback(S.characterizationFeedbackRequestSchema.parse({ motion: JUNK, actors: junk.actors }));
    expect(fb.overall).toBeGreaterThanOrEqual(6);
  });

  it("clashes-example: uses the given actor, otherwise a vulnerable stakeholder", () => {
    const given = S.clashesExampleResponseSchema.parse(clashesExample({ motion: JUNK, actor: "Shift workers" }));
    expect(given.actor).toBe("Shift workers");
    expect(given.gov_argument + given.opp_argument).toContain("Shift workers");
    // A briefed motion keeps the actor and takes the brief's clash and cases.
    const briefed = clashesExample({ motion: VOTE, actor: "Shift workers" })!;
    expect(briefed.actor).toBe("Shift workers");
    expect(briefFor(VOTE)!.clashes).toContain(briefed.clash_text);
    const auto = clashesExample({ motion: JUNK, actor: "" })!;
    expect(auto.actor).toBe("children");
    const outs = MOTIONS.map((motion) => text(clashesExample({ motion, actor: "" })));
    expect(new Set(outs).size).toBe(MOTIONS.length);
    MOTIONS.forEach((m, i) => expect(mentions(m, outs[i])).toBeGreaterThanOrEqual(0.5));
  });

  it("framing-example: every field filled, motion-specific, Unspecified side accepted", () => {
    const outs = MOTIONS.map((motion) =>
      S.framingExampleResponseSchema.parse(framingExample(S.framingExampleRequestSchema.parse({ motion, side: "Unspecified" }))),
    );
    for (const o of outs) {
      for (const [k, v] of Object.entries(o)) if (typeof v === "string") expect(v.length, k).toBeGreaterThan(10);
      expect(o.suggested_lines.length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(outs.map(text)).size).toBe(MOTIONS.length);
    MOTIONS.forEach((m, i) => expect(mentions(m, outs[i])).toBeGreaterThanOrEqual(0.5));
  });
});

describe("overallOf / dimensionsOf", () => {
  it("reads each drill's overall score, tolerating stored or malformed responses", () => {
    expect(S.overallOf("argument", { scores: { overall: 7.5 } })).toBe(7.5);
    expect(S.overallOf("clashes", { clash_evaluation: { scores: { overall: 6 } } })).toBe(6);
    expect(S.overallOf("modeling", { overall: 4 })).toBe(4);
    expect(S.overallOf("characterization", { actors: [{ score: 6 }, { score: 8 }] })).toBe(7);
    expect(S.overallOf("framing", null)).toBeNull();
    expect(
      S.dimensionsOf("characterization", {
        actors: [
          { relevance: 8, characterization_score: 6, linkage: 4 },
          { relevance: 6, characterization_score: 4, linkage: 2 },
        ],
      }),
    ).toEqual({ relevance: 7, characterization_score: 5, linkage: 3 });
    expect(S.DRILL_KINDS).toEqual(["argument", "characterization", "refutation", "clashes", "modeling", "framing"]);
    expect(S.DRILL_DIMENSIONS.argument).toEqual(["argument_strength", "structure", "weighing", "style_clarity"]);
  });
});
