// What each rubric dimension means, pinned: the offline coach's scores follow the definitions in
// shared/rubrics. An answer improved only in the evidence for one dimension moves that dimension and
// leaves the others where they were; the overall is the rubric's weighted combination of the
// dimensions; and each drill's labels, skills and weights are fixed here, so changing one fails a test
// that names the drill and the dimension.
import { describe, expect, it } from "vitest";
import * as C from "#server/ai/engine/offline/coach/index.ts";
import * as S from "#shared/drills/schemas.ts";
import { DIMENSION_SKILL } from "#shared/drills/skill.ts";
import { SPEAKER_SCALE } from "#shared/debate/ballot.ts";
import {
  BALLOT_RUBRIC,
  DRILL_RUBRICS,
  LESSON_FEEDBACK_RUBRIC,
  SCORE_CAPS,
  keysOf,
  mix,
  rewardsOf,
  type Rubric,
} from "#shared/rubrics/index.ts";
import * as D from "./drill-samples";

type Kind = S.DrillKind;
type Parser = { parse: (v: unknown) => unknown };
const DRILLS: Record<Kind, { schema: Parser; coach: (req: never) => unknown; samples: D.DrillSamples<unknown> }> = {
  argument: { schema: S.feedbackRequestSchema, coach: C.argumentFeedback, samples: D.argumentSamples },
  characterization: {
    schema: S.characterizationFeedbackRequestSchema,
    coach: C.characterizationFeedback,
    samples: D.characterizationSamples,
  },
  refutation: { schema: S.refutationFeedbackRequestSchema, coach: C.refutationFeedback, samples: D.refutationSamples },
  clashes: { schema: S.clashesFeedbackRequestSchema, coach: C.clashesFeedback, samples: D.clashesSamples },
  modeling: { schema: S.modelingFeedbackRequestSchema, coach: C.modelingFeedback, samples: D.modelingSamples },
  framing: { schema: S.framingFeedbackRequestSchema, coach: C.framingFeedback, samples: D.framingSamples },
};

const feedback = (kind: Kind, req: unknown) => DRILLS[kind].coach(DRILLS[kind].schema.parse(req) as never);
const dimensions = (kind: Kind, req: unknown) => S.dimensionsOf(kind, feedback(kind, req));

/** The middling answer with one field (a path into the request) taken from the strong answer. */
function improved(kind: Kind, sample: number, path: (string | number)[]): unknown {
  const g = DRILLS[kind].samples.graded[sample] as { middling: unknown; strong: unknown };
  const at = (o: unknown) => path.reduce<unknown>((x, k) => (x as Record<string | number, unknown>)[k], o);
  const copy = structuredClone(g.middling) as Record<string | number, unknown>;
  const parent = path.slice(0, -1).reduce<unknown>((x, k) => (x as Record<string | number, unknown>)[k], copy);
  (parent as Record<string | number, unknown>)[path.at(-1)!] = at(g.strong);
  return copy;
}

/** [drill, sample, field improved, the dimensions that field is evidence for]. */
const FEATURES: [Kind, number, (string | number)[], string[]][] = [
  ["argument", 0, ["pael", "link"], ["weighing"]],
  ["argument", 0, ["pael", "example"], ["argument_strength"]],
  ["characterization", 1, ["actors", 0, "characterization"], ["characterization_score"]],
  ["characterization", 1, ["actors", 0, "argument"], ["linkage"]],
  ["refutation", 0, ["refutation", "impact"], ["impact_address"]],
  ["refutation", 0, ["refutation", "analysis"], ["analysis_address"]],
  ["refutation", 0, ["refutation", "examples"], ["examples_address"]],
  ["refutation", 0, ["refutation", "weighing"], ["prioritization"]],
  ["refutation", 1, ["refutation", "weighing"], ["prioritization"]],
  ["clashes", 0, ["clash", "clash_text"], ["clash_identification"]],
  ["clashes", 0, ["vulnerable_actors"], ["actor_selection"]],
  ["clashes", 0, ["clash", "gov_argument"], ["argument_relevance"]],
  ["clashes", 1, ["clash", "opp_argument"], ["argument_relevance"]],
  ["modeling", 0, ["terms"], ["definitions_coverage", "definitions_precision"]],
  ["modeling", 0, ["how"], ["implementation_clarity"]],
  ["modeling", 0, ["examples"], ["examples_helpfulness"]],
  ["framing", 1, ["why_it_matters"], ["frame_clarity"]],
  ["framing", 1, ["audience"], ["audience_alignment"]],
  ["framing", 1, ["opponent_evidence"], ["opponent_frame_accuracy"]],
  ["framing", 1, ["limitations"], ["limitation_exposure"]],
  ["framing", 1, ["new_frame"], ["reframing_effectiveness"]],
  ["framing", 1, ["story"], ["language_power"]],
];
/** How far a dimension the change is not evidence for may drift (a longer answer reads a little differently). */
const DRIFT = 0.5;
/** How much the dimension the change is evidence for must rise. */
const RISE = 1;

describe("a feature moves its own dimension and not the others", () => {
  it.each(FEATURES.map(([k, i, p, dims]) => [`${k} (sample ${i}): a better ${p.join(".")}`, k, i, p, dims] as const))(
    "%s",
    (_name, kind, sample, path, moved) => {
      const g = DRILLS[kind].samples.graded[sample] as { middling: unknown };
      const before = dimensions(kind, g.middling);
      const after = dimensions(kind, improved(kind, sample, path));
      for (const key of keysOf(DRILL_RUBRICS[kind])) {
        const delta = (after[key] ?? 0) - (before[key] ?? 0);
        if (moved.includes(key)) expect(delta, `${kind}.${key} should rise`).toBeGreaterThanOrEqual(RISE);
        else expect(Math.abs(delta), `${kind}.${key} should stay put`).toBeLessThanOrEqual(DRIFT);
      }
    },
  );
});

/** The graded sample's answer, with one change made by hand. */
function changed<T>(kind: Kind, sample: number, quality: "strong" | "middling", edit: (req: T) => T): [unknown, unknown] {
  const base = DRILLS[kind].samples.graded[sample][quality] as T;
  return [base, edit(structuredClone(base))];
}
type Pael = { pael: Record<string, string> };
type Actors = { actors: { name: string }[] };
type Frames = Record<string, string>;

/**
 * The dimensions no field of the samples moves alone, each with a change written for it: [drill, what
 * changes, before and after, the dimension it moves]. The change may lower the score; it must move it
 * by RISE or more, and the others by at most DRIFT.
 */
const ALONE: [Kind, string, [unknown, unknown], string][] = [
  [
    "argument",
    "a link that neither returns to the motion nor draws the conclusion",
    changed<Pael>("argument", 0, "middling", (r) => ({
      ...r,
      pael: { ...r.pael, link: "Then families would cook healthier meals together at home." },
    })),
    "structure",
  ],
  [
    "argument",
    "a sentence of filler phrases added to the link",
    changed<Pael>("argument", 0, "strong", (r) => ({
      ...r,
      pael: { ...r.pael, link: `${r.pael.link} Basically, at the end of the day, it is what it is.` },
    })),
    "style_clarity",
  ],
  [
    "characterization",
    "the first actor named as 'Some people' instead of the group the motion is about",
    changed<Actors>("characterization", 0, "strong", (r) => ({
      ...r,
      actors: r.actors.map((a, i) => (i === 0 ? { ...a, name: "Some people" } : a)),
    })),
    "relevance",
  ],
  [
    "framing",
    "the metaphor and story no longer echo the frame's key word ('children')",
    changed<Frames>("framing", 0, "strong", (r) => ({
      ...r,
      metaphor:
        "Junk food advertising is like a salesperson let loose in the playground, talking to pupils while mums and dads are at work.",
      story: r.story.replace(/children/g, "kids"),
    })),
    "consistency_reinforcement",
  ],
];

/** Each actor's dimensions, for characterization (scored per actor); the drill's otherwise. */
function perPart(kind: Kind, req: unknown): Record<string, number>[] {
  if (kind !== "characterization") return [dimensions(kind, req) as Record<string, number>];
  const r = feedback(kind, req) as { actors: Record<string, number>[] };
  return r.actors;
}

describe("a feature moves its own dimension alone (hand-made changes)", () => {
  it.each(ALONE)("%s: %s moves %s", (kind, _what, [before, after], moved) => {
    const [b, a] = [perPart(kind, before), perPart(kind, after)];
    const keys = keysOf(DRILL_RUBRICS[kind]);
    const deltas = keys.map((key) => [key, Math.max(...b.map((x, i) => Math.abs((a[i]?.[key] ?? 0) - (x[key] ?? 0))))] as const);
    for (const [key, delta] of deltas) {
      if (key === moved) expect(delta, `${kind}.${key} should move`).toBeGreaterThanOrEqual(RISE);
      else expect(delta, `${kind}.${key} should stay put`).toBeLessThanOrEqual(DRIFT);
    }
  });

  it("scores 'the highest earners' relevant on a motion about the highest earners", () => {
    const motion = "This House would raise income taxes on the highest earners";
    const actor = {
      characterization: "They want to keep their income and fear losing status; they can afford accountants and move money abroad easily.",
      argument: "Because they can move money abroad, a higher rate raises less than planned, so the motion fails to fund services.",
    };
    const score = (name: string) =>
      (feedback("characterization", { motion, actors: [{ name, ...actor }] }) as { actors: { relevance: number }[] }).actors[0].relevance;
    expect(score("the highest earners")).toBeGreaterThanOrEqual(8);
    expect(score("Some people")).toBeLessThan(score("the highest earners") - 2);
    expect(score(motion)).toBeLessThanOrEqual(2);
  });
});

const answers = (kind: Kind) =>
  DRILLS[kind].samples.graded.flatMap((g, i) =>
    (["strong", "middling", "weak"] as const).map((q) => [`${kind} ${q} ${i}`, kind, g[q]] as const),
  );
const weightedSum = (kind: Kind, dims: Record<string, number>) =>
  DRILL_RUBRICS[kind].dimensions.reduce((sum, d) => sum + d.weight * dims[d.key], 0);

// Every score is rounded to one decimal, so the sum of rounded parts may differ by that much.
const ROUNDING = 0.1;

describe("the overall is the rubric's weighted combination", () => {
  const scored = (["argument", "refutation", "clashes", "modeling", "framing"] as const).flatMap(answers);
  it.each(scored)("%s", (_name, kind, req) => {
    const r = feedback(kind, req);
    expect(Math.abs(S.overallOf(kind, r)! - weightedSum(kind, S.dimensionsOf(kind, r)))).toBeLessThanOrEqual(ROUNDING);
  });

  it.each(answers("characterization"))("%s: each actor's score", (_name, _kind, req) => {
    const r = feedback("characterization", req) as S.CharacterizationFeedbackResponse;
    for (const a of r.actors)
      expect(Math.abs(a.score - weightedSum("characterization", a as unknown as Record<string, number>))).toBeLessThanOrEqual(ROUNDING);
  });

  it("weights of each drill total 1", () => {
    for (const [kind, r] of Object.entries(DRILL_RUBRICS))
      expect(
        r.dimensions.reduce((s, d) => s + d.weight, 0),
        kind,
      ).toBeCloseTo(1, 6);
  });
});

/** What each score is called, which skill it feeds and its share of the overall. Change one here only on purpose. */
const PINNED: Record<Kind, Record<string, [label: string, skill: string, weight: number]>> = {
  argument: {
    argument_strength: ["Argument strength", "analysis", 0.4],
    structure: ["Structure", "clarity", 0.2],
    weighing: ["Weighing", "impact", 0.2],
    style_clarity: ["Style and clarity", "clarity", 0.2],
  },
  characterization: {
    relevance: ["Relevance", "impact", 0.25],
    characterization_score: ["Characterization", "analysis", 0.4],
    linkage: ["Linkage", "analysis", 0.35],
  },
  refutation: {
    impact_address: ["Impact/link addressed", "impact", 0.3],
    analysis_address: ["Analysis addressed", "analysis", 0.3],
    examples_address: ["Examples addressed", "examples", 0.15],
    prioritization: ["Prioritization", "impact", 0.25],
  },
  clashes: {
    clash_identification: ["Clash identification", "analysis", 0.35],
    actor_selection: ["Actor selection", "impact", 0.3],
    argument_relevance: ["Argument relevance", "analysis", 0.35],
  },
  modeling: {
    definitions_coverage: ["Definitions coverage", "clarity", 0.25],
    definitions_precision: ["Definitions precision", "analysis", 0.25],
    implementation_clarity: ["Implementation clarity", "clarity", 0.3],
    examples_helpfulness: ["Examples helpfulness", "examples", 0.2],
  },
  framing: {
    frame_clarity: ["Frame clarity", "clarity", 0.18],
    audience_alignment: ["Audience alignment", "impact", 0.1],
    opponent_frame_accuracy: ["Opponent frame accuracy", "analysis", 0.14],
    limitation_exposure: ["Limitation exposure", "analysis", 0.14],
    reframing_effectiveness: ["Reframing effectiveness", "impact", 0.18],
    language_power: ["Language power", "clarity", 0.12],
    consistency_reinforcement: ["Consistency and reinforcement", "clarity", 0.14],
  },
};

describe("each drill's labels, skills and weights", () => {
  it.each(Object.keys(PINNED) as Kind[])("%s has exactly the pinned dimensions, in order", (kind) => {
    expect(keysOf(DRILL_RUBRICS[kind])).toEqual(Object.keys(PINNED[kind]));
    expect(S.DRILL_DIMENSIONS[kind]).toEqual(Object.keys(PINNED[kind]));
  });
  const rows = (Object.keys(PINNED) as Kind[]).flatMap((kind) =>
    Object.entries(PINNED[kind]).map(([key, [label, skill, weight]]) => [kind, key, label, skill, weight] as const),
  );
  it.each(rows)("%s %s: '%s', %s, weight %s", (kind, key, label, skill, weight) => {
    const d = DRILL_RUBRICS[kind].dimensions.find((x) => x.key === key)!;
    expect(d.label).toBe(label);
    expect(S.dimensionLabel(key)).toBe(label);
    expect(d.skill).toBe(skill);
    expect(DIMENSION_SKILL[key]).toBe(skill);
    expect(d.weight).toBe(weight);
  });
});

// What each dimension rewards inside the offline coach and judge (the rubric's `rewards`), pinned one
// test per dimension: changing an inner weight fails the test that names its drill and dimension.
const REWARDS: [string, string, Record<string, number>][] = [
  [
    "argument",
    "argument_strength",
    {
      "section.point": 0.2,
      "section.analysis": 0.45,
      "section.example": 0.35,
      rules: 0.8,
      learned: 0.2,
      "point.length": 0.4,
      "point.relevance": 0.35,
      "point.reasoned": 0.25,
      "analysis.length": 0.2,
      "analysis.depth": 0.45,
      "analysis.specificity": 0.2,
      "analysis.relevance": 0.15,
      "example.length": 0.25,
      "example.concreteness": 0.55,
      "example.relevance": 0.2,
    },
  ],
  [
    "argument",
    "structure",
    { present: 0.3, "role fit": 0.55, link: 0.15, "link.length": 0.3, "link.relevance": 0.45, "link.concludes": 0.25 },
  ],
  ["argument", "weighing", { floor: 0.1, "phrases for full": 2.5 }],
  ["argument", "style_clarity", { base: 0.4, "sentence fit": 0.3, diversity: 0.3, "words for full": 80, filler: 0.08 }],
  ["characterization", "relevance", { "pasted name terms": 0.6 }],
  [
    "characterization",
    "characterization_score",
    {
      "description.length": 0.25,
      "description.motives": 0.35,
      "description.specificity": 0.25,
      "description.concreteness": 0.15,
      "motives for full": 3,
    },
  ],
  [
    "characterization",
    "linkage",
    {
      "argument.length": 0.2,
      "argument.relevance": 0.25,
      "argument.bridge": 0.2,
      "argument.depth": 0.25,
      "argument.side": 0.1,
      "shared words for full": 3,
      rules: 0.8,
      learned: 0.2,
    },
  ],
  ["refutation", "impact_address", { "impact.length": 0.2, "impact.pushes back": 0.3, "impact.engages": 0.25, "impact.depth": 0.25 }],
  [
    "refutation",
    "analysis_address",
    { "analysis.length": 0.2, "analysis.pushes back": 0.25, "analysis.engages": 0.2, "analysis.depth": 0.35, rules: 0.8, learned: 0.2 },
  ],
  [
    "refutation",
    "examples_address",
    { "examples.length": 0.25, "examples.concreteness": 0.45, "examples.engages": 0.15, "examples.pushes back": 0.15 },
  ],
  ["refutation", "prioritization", { "weighing.length": 0.2, "weighing.level": 0.5, "weighing.depth": 0.15, "weighing.engages": 0.15 }],
  [
    "clashes",
    "clash_identification",
    { "clash.length": 0.2, "clash.tension": 0.3, "clash.relevance": 0.3, "clash.depth": 0.2, "tension words for full": 2 },
  ],
  ["clashes", "actor_selection", { "actors.fit": 0.45, "actors.clash actor": 0.3, "actors.coverage": 0.25, "unlisted clash actor": 0.7 }],
  [
    "clashes",
    "argument_relevance",
    {
      "argument.length": 0.3,
      "argument.depth": 0.3,
      "argument.relevance": 0.15,
      "argument.actor": 0.1,
      "argument.concreteness": 0.15,
      "both sides bonus": 0.1,
      rules: 0.8,
      learned: 0.2,
    },
  ],
  [
    "modeling",
    "definitions_precision",
    {
      "definition.length": 0.3,
      "definition.boundaries": 0.35,
      "definition.specificity": 0.2,
      "definition.concreteness": 0.15,
      "boundary words for full": 3,
    },
  ],
  [
    "modeling",
    "implementation_clarity",
    {
      "how.length": 0.2,
      "how.mechanism": 0.35,
      "how.depth": 0.2,
      "how.concreteness": 0.1,
      "how.relevance": 0.15,
      "mechanism marks for full": 5,
    },
  ],
  ["modeling", "examples_helpfulness", { "examples.length": 0.25, "examples.concreteness": 0.5, "examples.relevance": 0.25 }],
  [
    "framing",
    "frame_clarity",
    {
      "frame length": 0.3,
      "frame relevance": 0.3,
      "frame values": 0.2,
      "long frame": 0.85,
      "why it matters": 0.2,
      "why.length": 0.5,
      "why.depth": 0.5,
    },
  ],
  ["framing", "audience_alignment", { audience: 0.3, goal: 0.2, "speaks to it": 0.3, values: 0.2 }],
  [
    "framing",
    "opponent_frame_accuracy",
    {
      "frame length": 0.25,
      "frame relevance": 0.25,
      "distinct from yours": 0.2,
      evidence: 0.3,
      "evidence length": 0.4,
      "evidence concreteness": 0.6,
    },
  ],
  [
    "framing",
    "limitation_exposure",
    { "limits.length": 0.2, "limits.pushes back": 0.3, "limits.hits their frame": 0.25, "limits.depth": 0.25 },
  ],
  [
    "framing",
    "reframing_effectiveness",
    { "new frame.length": 0.25, "new frame.relevance": 0.2, "new frame.distinct": 0.2, "new frame.values": 0.15, "new frame.shift": 0.2 },
  ],
  [
    "framing",
    "language_power",
    {
      language: 0.3,
      metaphor: 0.3,
      "metaphor length": 0.6,
      figure: 0.4,
      story: 0.4,
      "story length": 0.4,
      "story details": 0.3,
      "story relevance": 0.3,
    },
  ],
  [
    "framing",
    "consistency_reinforcement",
    { "echo.key words": 0.4, "echo.values": 0.3, "echo.new frame": 0.3, "echoes for full": 3, base: 0.4 },
  ],
  [
    "ballot",
    "matter",
    {
      learned: 0.4,
      arguments: 0.3,
      "arguments for full": 0.65,
      development: 0.15,
      reasons: 0.05,
      "reasons for full": 4,
      examples: 0.05,
      "examples for full": 3,
      "motion terms": 0.05,
      "motion terms for full": 3,
    },
  ],
  [
    "ballot",
    "manner",
    { learned: 0.4, clarity: 0.2, variety: 0.2, persuasion: 0.1, "persuasion for full": 2, signposts: 0.1, "signposts for full": 2 },
  ],
  [
    "ballot",
    "method",
    {
      signposts: 0.3,
      "signposts for full": 3,
      weighing: 0.25,
      "weighing for full": 2,
      sentences: 0.15,
      "sentences for full": 4,
      engagement: 0.3,
      "engagement.shared terms": 0.6,
      "shared terms for full": 4,
      "engagement.rebuttal": 0.4,
      "rebuttal for full": 2,
    },
  ],
];
const RUBRICS: Record<string, Rubric> = { ...DRILL_RUBRICS, ballot: BALLOT_RUBRIC };

describe("what each dimension rewards", () => {
  it.each(REWARDS)("%s %s rewards", (rubric, key, rewards) => {
    expect(RUBRICS[rubric].dimensions.find((d) => d.key === key)?.rewards).toEqual(rewards);
  });

  it("every dimension with inner weights is pinned above", () => {
    const withRewards = Object.entries(RUBRICS).flatMap(([r, rubric]) =>
      rubric.dimensions.filter((d) => d.rewards).map((d) => `${r} ${d.key}`),
    );
    expect(withRewards.sort()).toEqual(REWARDS.map(([r, k]) => `${r} ${k}`).sort());
  });

  it('each group of weights ("group.part") totals 1', () => {
    for (const rubric of Object.values(RUBRICS))
      for (const d of rubric.dimensions) {
        const groups = new Map<string, number>();
        for (const [name, w] of Object.entries(d.rewards ?? {}))
          if (name.includes(".")) groups.set(name.split(".")[0], (groups.get(name.split(".")[0]) ?? 0) + w);
        for (const [group, total] of groups) expect(total, `${d.key} ${group}`).toBeCloseTo(1, 6);
      }
  });

  it("reads weights by name and refuses a name the rubric does not have", () => {
    const w = rewardsOf(BALLOT_RUBRIC, "matter");
    expect(w("learned")).toBe(0.4);
    expect(() => w("lerned")).toThrow(/matter has no weight "lerned"/);
    const strength = rewardsOf(DRILL_RUBRICS.argument, "argument_strength");
    expect(mix(strength, "example", { length: 1, concreteness: 1, relevance: 1 })).toBeCloseTo(1, 6);
    expect(() => mix(strength, "example", { length: 1, concreteness: 1 })).toThrow(/weights of "example"/);
  });
});

describe("the debate ballot's categories", () => {
  it.each([
    ["matter", "Matter", 0.4, 40],
    ["manner", "Manner", 0.4, 40],
    ["method", "Method", 0.2, 20],
  ] as const)("ballot %s: '%s', weight %s (%s % of speaker points)", (key, label, weight, points) => {
    const d = BALLOT_RUBRIC.dimensions.find((x) => x.key === key)!;
    expect(d.label).toBe(label);
    expect(d.weight).toBe(weight);
    expect(SPEAKER_SCALE.weights[key]).toBe(points);
  });
});

describe("lesson feedback's criteria", () => {
  // Issue 30 item 5: the prompt's task and language are named parts; clarity's word variety is read as
  // development (distinct words) and language; the shares are the essay bench's (docs/coach-eval.md).
  it.each([
    ["task", "Task", 0.1],
    ["relevance", "Relevance", 0.1],
    ["development", "Development", 0.3],
    ["reasoning", "Reasoning", 0.05],
    ["examples", "Examples", 0.05],
    ["language", "Language", 0.15],
    ["persuasiveness", "Persuasiveness", 0.25],
  ] as const)("lesson feedback %s: '%s', weight %s", (key, label, weight) => {
    const d = LESSON_FEEDBACK_RUBRIC.dimensions.find((x) => x.key === key)!;
    expect(d.label).toBe(label);
    expect(d.weight).toBe(weight);
  });

  it("weights of the ballot and lesson feedback total 1", () => {
    for (const r of [BALLOT_RUBRIC, LESSON_FEEDBACK_RUBRIC]) expect(r.dimensions.reduce((s, d) => s + d.weight, 0)).toBeCloseTo(1, 6);
  });
});

describe("score caps", () => {
  it.each([
    ["wrongSide", 1.5],
    ["offTopicBelow", 0.5],
    ["offTopicPerRelevance", 6],
    ["missedActorsFloor", 0.7],
    ["coveredActorsShare", 0.3],
  ] as const)("%s is %s", (key, value) => expect(SCORE_CAPS[key]).toBe(value));
});
