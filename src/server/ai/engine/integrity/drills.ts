// The integrity checks for the scored drill calls: which fields of each request are the student's own
// text (and which side they must argue), and where each response keeps its scores and its comments.
import type { DrillCall } from "#shared/drills/calls.ts";
import { composePael } from "#shared/drills/answers.ts";
import type * as S from "#shared/drills/schemas.ts";
import type { Side } from "#shared/sides.ts";
import { briefIn } from "#shared/debate-assignments/brief.ts";
import { readRubric, rubricLine } from "#shared/settings/feedback-style.ts";
import { analyseMotion } from "#server/ai/engine/offline/coach/motion.ts";
import { readStance } from "#server/ai/engine/offline/coach/stance.ts";
import { adjustScore, inspect, notesOf, type Finding, type IntegrityContext, type Part } from "./checks";
import { unreasonedFinding } from "./constructs";

type Obj = Record<string, unknown>;

interface ShapeOf<In, Out> {
  /** The student's text, field by field. */
  parts(input: In): Part[];
  /** The request with the cleaned text written back: prose, names and lists of values alike. */
  rebuild(input: In, text: (key: string) => string): In;
  /** Text in the request that the app wrote (the AI's argument a refutation answers). */
  given?(input: In): string[];
  /** The response's scores (every number in these objects is a 0–10 score) and its comments field. */
  scores(result: Out): Obj[];
  comments: [path: string[], field: string];
}
type DrillShape = ShapeOf<unknown, unknown>;
/** One drill's shape, typed by its request and response, kept in a table of all drills. */
const shape = <In, Out>(s: ShapeOf<In, Out>): DrillShape => s as unknown as DrillShape;

const prose = (key: string, text: string, side?: Side | null, group?: string): Part => ({ key, text, prose: true, side, group });
const label = (key: string, text: string, group?: string): Part => ({ key, text, prose: false, group });

const ARGUMENT = shape<S.FeedbackRequest, S.FeedbackResponse>({
  parts: (i) =>
    i.pael
      ? (["point", "analysis", "example", "link"] as const).map((k) => prose(`pael.${k}`, i.pael![k], i.side))
      : [prose("argument", i.argument, i.side)],
  rebuild: (i, t) => {
    if (!i.pael) return { ...i, argument: t("argument") };
    const pael = { point: t("pael.point"), analysis: t("pael.analysis"), example: t("pael.example"), link: t("pael.link") };
    return { ...i, pael, argument: composePael(pael) };
  },
  scores: (r) => [r.scores],
  comments: [[], "comments"],
});

const REFUTATION_FIELDS = ["impact", "analysis", "examples", "weighing"] as const;
const REFUTATION = shape<S.RefutationFeedbackRequest, S.RefutationFeedbackResponse>({
  parts: (i) => REFUTATION_FIELDS.map((k) => prose(`refutation.${k}`, i.refutation[k], i.our_side)),
  rebuild: (i, t) => ({
    ...i,
    refutation: {
      impact: t("refutation.impact"),
      analysis: t("refutation.analysis"),
      examples: t("refutation.examples"),
      weighing: t("refutation.weighing"),
    },
  }),
  given: (i) => Object.values(i.argument),
  scores: (r) => [r.scores],
  comments: [[], "comments"],
});

const CLASHES = shape<S.ClashesFeedbackRequest, S.ClashesFeedbackResponse>({
  parts: (i) => [
    ...i.vulnerable_actors.map((a, n) => label(`actors.${n}`, a)),
    label("clash.actor", i.clash.actor),
    prose("clash.clash_text", i.clash.clash_text, null, "clash"),
    prose("clash.gov_argument", i.clash.gov_argument, "Government", "gov"),
    prose("clash.opp_argument", i.clash.opp_argument, "Opposition", "opp"),
  ],
  rebuild: (i, t) => ({
    ...i,
    vulnerable_actors: i.vulnerable_actors.map((_, n) => t(`actors.${n}`)),
    clash: {
      ...i.clash,
      actor: t("clash.actor"),
      clash_text: t("clash.clash_text"),
      gov_argument: t("clash.gov_argument"),
      opp_argument: t("clash.opp_argument"),
    },
  }),
  scores: (r) => [r.clash_evaluation.scores],
  comments: [["clash_evaluation"], "comments"],
});

const MODELING = shape<S.ModelingFeedbackRequest, S.ModelingFeedbackResponse>({
  parts: (i) => [
    ...i.terms.flatMap((x, n) => [
      label(`terms.${n}.term`, x.term),
      { ...prose(`terms.${n}.definition`, x.definition, null, `term${n}`), states: true },
    ]),
    { ...prose("how", i.how, "Government", "model"), states: true },
    prose("examples", i.examples, null, "model"),
  ],
  rebuild: (i, t) => ({
    ...i,
    terms: i.terms.map((x, n) => ({ ...x, term: t(`terms.${n}.term`), definition: t(`terms.${n}.definition`) })),
    how: t("how"),
    examples: t("examples"),
  }),
  scores: (r) => [r as unknown as Obj],
  comments: [[], "comments"],
});

const FRAMING_PROSE = [
  "goal",
  "my_frame",
  "why_it_matters",
  "opponent_frame",
  "opponent_evidence",
  "limitations",
  "new_frame",
  "metaphor",
  "story",
];
const FRAMING_LABELS = ["audience", "language", "values"];
// The student's own frame must argue the side their goal names; the opponent's frame is theirs to describe.
const OWN_FRAME = new Set(["my_frame", "why_it_matters", "limitations", "new_frame"]);
const FRAMING = shape<S.FramingFeedbackRequest, S.FramingFeedbackResponse>({
  parts: (i) => {
    // Read against the teacher's brief when the drill practises on one (ai/tasks/drills.ts puts it beside the request).
    const goalSide = readStance(i.goal, analyseMotion(i.motion, briefIn(i))).lean;
    const field = (k: string) => (i as unknown as Obj)[k] as string;
    return [
      ...FRAMING_PROSE.map((k) => ({
        ...prose(k, field(k), OWN_FRAME.has(k) ? goalSide : null, k.startsWith("opponent") ? "theirs" : "mine"),
        // The goal is the task the student sets themselves, not an argument that owes reasons.
        states: k === "goal",
      })),
      ...FRAMING_LABELS.map((k) => label(k, field(k))),
    ];
  },
  rebuild: (i, t) => ({ ...i, ...Object.fromEntries([...FRAMING_PROSE, ...FRAMING_LABELS].map((k) => [k, t(k)])) }),
  scores: (r) => [r.scores],
  comments: [[], "comments"],
});

const CHARACTERIZATION = shape<S.CharacterizationFeedbackRequest, S.CharacterizationFeedbackResponse>({
  parts: (i) =>
    i.actors.flatMap((a, n) => [
      label(`actors.${n}.name`, a.name, `actor${n}`),
      prose(`actors.${n}.characterization`, a.characterization, null, `actor${n}`),
      prose(`actors.${n}.argument`, a.argument, null, `actor${n}`),
    ]),
  rebuild: (i, t) => ({
    ...i,
    actors: i.actors.map((a, n) => ({
      ...a,
      name: t(`actors.${n}.name`),
      characterization: t(`actors.${n}.characterization`),
      argument: t(`actors.${n}.argument`),
    })),
  }),
  scores: (r) => [r as unknown as Obj, ...(r.actors as unknown as Obj[])],
  comments: [[], "overall_comments"],
});

const SHAPES: Partial<Record<DrillCall, DrillShape>> = {
  feedback: ARGUMENT,
  "refutation-feedback": REFUTATION,
  "clashes-feedback": CLASHES,
  "modeling-feedback": MODELING,
  "framing-feedback": FRAMING,
  "characterization-feedback": CHARACTERIZATION,
};

/**
 * The findings' notes before the engine's comments; a wrong-side note the engine already gave first is
 * not repeated. Rubric-style comments stay a rubric the screen can read: the notes become (or open) its
 * one lead line, and each criterion's score is adjusted like the scores themselves.
 */
export function prependNotes(comments: string, findings: Finding[]): string {
  const said = /^You argued the other side\b/.test(comments.trim());
  const notes = notesOf(said ? findings.filter((f) => f.kind !== "wrongside") : findings);
  const rubric = readRubric(comments);
  if (rubric && findings.length) {
    const rows = rubric.rows.map((r) => rubricLine({ ...r, score: adjustScore(r.score, findings, r.outOf) }));
    return [[notes, rubric.lead].filter(Boolean).join(" "), ...rows].filter(Boolean).join("\n");
  }
  return notes ? `${notes} ${comments}`.trim() : comments;
}

/** "Overall 6.5/10" in an engine's summary, said again with the adjusted score, so the words and the bars agree. */
const restateOverall = (text: string, findings: Finding[]) =>
  text.replace(/\bOverall (\d+(?:\.\d+)?)\/10\b/g, (_m, n: string) => `Overall ${adjustScore(Number(n), findings)}/10`);

/** Scores capped and lowered by the findings, also clamped to the rubric's 0–10. */
function adjustAll(bags: Obj[], findings: Finding[]) {
  for (const bag of bags)
    for (const [k, v] of Object.entries(bag)) if (typeof v === "number" && k !== "count") bag[k] = adjustScore(v, findings);
}

export interface DrillCheck<In, Out> {
  input: In;
  findings: Finding[];
  finish(result: Out): Out;
}

/** Checks one scored drill request: the cleaned request for the engine, and how to finish its answer. */
export function checkDrill<In, Out>(call: DrillCall, input: In, ctx: Omit<IntegrityContext, "motion">): DrillCheck<In, Out> | null {
  const drill = SHAPES[call];
  if (!drill) return null;
  const motion = String((input as Obj).motion ?? "");
  const parts = drill.parts(input).filter((p) => p.text);
  const given = drill.given?.(input) ?? [];
  const { parts: cleaned, findings } = inspect(parts, { ...ctx, motion, generated: [...ctx.generated, ...given], topic: given });
  // The drills' constructs read what is left once the checks are done, and only where nothing caps it already.
  const construct = findings.some((f) => f.cap <= 2.5) ? null : unreasonedFinding(cleaned);
  if (construct) findings.push(construct);
  const byKey = new Map(cleaned.map((p) => [p.key, p.text]));
  return {
    input: drill.rebuild(input, (key) => byKey.get(key) ?? "") as In,
    findings,
    finish(result: Out): Out {
      const copy = structuredClone(result) as Obj;
      adjustAll(drill.scores(copy), findings);
      const [path, field] = drill.comments;
      const holder = path.reduce<Obj>((o, k) => o[k] as Obj, copy);
      holder[field] = prependNotes(String(holder[field] ?? ""), findings);
      // Other text beside the comments (the argument drill's summary) states the overall score too.
      if (findings.length)
        for (const [k, v] of Object.entries(holder)) if (k !== field && typeof v === "string") holder[k] = restateOverall(v, findings);
      return copy as Out;
    },
  };
}
