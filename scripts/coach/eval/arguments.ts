// Block 1: single arguments. Every dev and test argument of IBM-ArgQ, given to the PAEL drill as a free-text
// answer on its own motion for its own stance, and read by the learned scorer alone; ranked against the
// people's quality scores within each motion and pooled, beside the word count and a constant.
import { FEATURE_NAMES } from "#server/ai/engine/offline/scorer/features.ts";
import { argumentQualityModel, scoreFeatures } from "#server/ai/engine/offline/scorer/model.ts";
import { analyseMotion } from "#server/ai/engine/offline/coach/motion.ts";
import { readStance } from "#server/ai/engine/offline/coach/stance.ts";
import type { Side } from "#shared/sides.ts";
import { featuresOf } from "#scripts/coach/cache.ts";
import type { ArgQ } from "./argq";
import { drillOverall, type Scored } from "./engines";
import { kendall, spearman, wordCount, withinGroups } from "./stats";
import { table, type Cell } from "./table";

export interface ArgumentRun {
  arg: ArgQ;
  drill: Scored;
  learned: number;
  lean: Side | null;
}

export function runArguments(args: ArgQ[]): ArgumentRun[] {
  const feats = featuresOf(args.map((a) => a.text));
  const model = argumentQualityModel();
  const words = FEATURE_NAMES.indexOf("logWords");
  const info = new Map<string, ReturnType<typeof analyseMotion>>();
  return args.map((arg) => {
    const f = feats.get(arg.text)!;
    if (!info.has(arg.motion)) info.set(arg.motion, analyseMotion(arg.motion));
    return {
      arg,
      drill: drillOverall(arg.motion, arg.side, arg.text),
      // The model's linear score (its 0–1 reading is a monotone map of it); a text with no words is lowest.
      learned: f[words] === 0 ? -Infinity : scoreFeatures(model, f),
      lean: readStance(arg.text, info.get(arg.motion)!).lean,
    };
  });
}

type Scorer = [label: string, score: (r: ArgumentRun) => number | null];

/** tau-b and Spearman within motion (mean over motions) and pooled, against WA and MACE-P. */
export function argumentsBlock(runs: ArgumentRun[]): string[] {
  const motions = new Set(runs.map((r) => r.arg.motion)).size;
  const scorers: Scorer[] = [
    ["drill coach, argument overall (as seen)", (r) => r.drill.checked],
    ["drill coach, engine alone", (r) => r.drill.raw],
    ["learned scorer (UKP-fitted model)", (r) => r.learned],
    ["baseline: word count", (r) => wordCount(r.arg.text)],
    ["baseline: a constant", () => null],
  ];
  const truths: [string, (r: ArgumentRun) => number][] = [
    ["WA", (r) => r.arg.wa],
    ["MACE-P", (r) => r.arg.mace],
  ];
  const rows: Cell[][] = scorers.map(([label, score]) => {
    if (score(runs[0]) === null) return [label, 0, 0, 0, 0, 0, 0, 0, 0];
    const s = (rs: ArgumentRun[]) => rs.map((r) => score(r)!);
    return [
      label,
      ...truths.flatMap(([, t]) => [
        withinGroups(
          runs,
          (r) => r.arg.motion,
          (rs) => kendall(s(rs), rs.map(t)).b,
        ),
        kendall(s(runs), runs.map(t)).b,
        withinGroups(
          runs,
          (r) => r.arg.motion,
          (rs) => spearman(s(rs), rs.map(t)),
        ),
        spearman(s(runs), runs.map(t)),
      ]),
    ];
  });
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  return [
    `1. ARGUMENTS: IBM-ArgQ dev+test, ${motions} motions never fitted on, N = ${runs.length} (each as a PAEL drill answer on its own motion and stance)`,
    ...table(["", "WA τb motion", "τb pooled", "ρ motion", "ρ pooled", "MACE τb motion", "τb pooled", "ρ motion", "ρ pooled"], rows),
    `  drill overall as seen: mean ${mean(runs.map((r) => r.drill.checked)).toFixed(2)}/10; arguments people rate WA ≥ 0.9: ${mean(
      runs.filter((r) => r.arg.wa >= 0.9).map((r) => r.drill.checked),
    ).toFixed(2)}, WA < 0.5: ${mean(runs.filter((r) => r.arg.wa < 0.5).map((r) => r.drill.checked)).toFixed(2)}`,
  ];
}
