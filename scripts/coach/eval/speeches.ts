// Block 2: assembled speeches, each given as the student's speech in a round against the offline AI and
// judged as the server judges it, typed and transcribed. Agreement with the people's quality (Kendall tau-c,
// as the held-out rated speeches are measured), same-motion pairs people clearly separate, and how far a
// transcript moves the score.
import { analyseMotion } from "#server/ai/engine/offline/coach/motion.ts";
import { readStance } from "#server/ai/engine/offline/coach/stance.ts";
import type { Side } from "#shared/sides.ts";
import type { Assembled } from "./assemble";
import { judgeSpeech, type Judged } from "./engines";
import { kendall, mean, spearman, wordCount, withinGroups } from "./stats";
import { table, type Cell } from "./table";

/** A WA difference people clearly make (about the spread between the texts' lower and upper quartile). */
export const PAIR_MARGIN = 0.15;

export interface SpeechRun {
  text: Assembled;
  typed: Judged;
  spoken: Judged;
  /** The side the coach's stance reader finds in the speech, typed and transcribed. */
  lean: Side | null;
  spokenLean: Side | null;
}

export const runSpeeches = (texts: Assembled[]): SpeechRun[] =>
  texts.map((text) => ({
    text,
    typed: judgeSpeech(text.motion, text.side, text.text),
    spoken: judgeSpeech(text.motion, text.side, text.spoken),
    lean: readStance(text.text, analyseMotion(text.motion)).lean,
    spokenLean: readStance(text.spoken, analyseMotion(text.motion)).lean,
  }));

/** Same-motion pairs whose quality differs by at least the margin: the share the score orders as people do (a tie is half). */
export function pairAccuracy<T extends { text: Assembled }>(runs: T[], score: (r: T) => number): { right: number; n: number } {
  let right = 0;
  let n = 0;
  for (let i = 0; i < runs.length; i++)
    for (let j = i + 1; j < runs.length; j++) {
      const [a, b] = [runs[i], runs[j]];
      if (a.text.motion !== b.text.motion || Math.abs(a.text.wa - b.text.wa) < PAIR_MARGIN) continue;
      const [sa, sb] = [score(a), score(b)];
      n++;
      right += sa === sb ? 0.5 : sa > sb === a.text.wa > b.text.wa ? 1 : 0;
    }
  return { right, n };
}

/** Mean and largest |Δ| between two readings of the same texts, and their Spearman. */
export function bound(x: number[], y: number[]): [number, number, number] {
  const d = x.map((v, i) => Math.abs(v - y[i]));
  return [mean(d), Math.max(...d), spearman(x, y)];
}

export function speechesBlock(runs: SpeechRun[]): string[] {
  const motions = new Set(runs.map((r) => r.text.motion)).size;
  const scorers: [string, (j: Judged, t: string) => number | null][] = [
    ["judge's total (as seen)", (j) => j.checked],
    ["judge's total, engine alone", (j) => j.raw],
    ["speaker points (as seen)", (j) => j.points],
    ["baseline: word count", (_, t) => wordCount(t)],
    ["baseline: a constant", () => null],
  ];
  const rows: Cell[][] = [];
  for (const form of ["typed", "spoken"] as const) {
    const textOf = (r: SpeechRun) => (form === "typed" ? r.text.text : r.text.spoken);
    for (const [label, score] of scorers) {
      const s = (r: SpeechRun) => score(r[form], textOf(r));
      if (s(runs[0]) === null) {
        rows.push([`${form}: ${label}`, 0, 0, 0.5, 0]);
        continue;
      }
      const pairs = pairAccuracy(runs, (r) => s(r)!);
      rows.push([
        `${form}: ${label}`,
        kendall(
          runs.map((r) => s(r)!),
          runs.map((r) => r.text.wa),
        ).c,
        withinGroups(
          runs,
          (r) => r.text.motion,
          (rs) =>
            kendall(
              rs.map((r) => s(r)!),
              rs.map((r) => r.text.wa),
            ).c,
        ),
        pairs.right / pairs.n,
        kendall(
          runs.map((r) => s(r)!),
          runs.map((r) => r.text.mace),
        ).c,
      ]);
    }
  }
  const pairs = pairAccuracy(runs, () => 0).n;
  const [tm, tx, tr] = bound(
    runs.map((r) => r.typed.checked),
    runs.map((r) => r.spoken.checked),
  );
  const [pm, px, pr] = bound(
    runs.map((r) => r.typed.points),
    runs.map((r) => r.spoken.points),
  );
  const points = runs.map((r) => r.typed.points).sort((a, b) => a - b);
  return [
    `2. SPEECHES: 3–6 rated arguments of one stance on one ArgQ test motion (${motions} motions), quality = mean WA; N = ${runs.length}, each typed and transcribed`,
    ...table(["", "τc pooled", "τc motion", `pairs (${pairs}, ΔWA ≥ ${PAIR_MARGIN})`, "MACE τc pooled"], rows),
    `  transcription bound: total mean |Δ| ${tm.toFixed(2)}, max ${tx.toFixed(1)} of 30, ρ ${tr.toFixed(3)}; speaker points mean |Δ| ${pm.toFixed(2)}, max ${px.toFixed(1)}, ρ ${pr.toFixed(3)}`,
    `  speaker points (typed): min ${points[0]}, median ${points[Math.floor(points.length / 2)]}, max ${points.at(-1)}; between 65 and 76: ${(
      (100 * points.filter((p) => p >= 65 && p <= 76).length) /
      points.length
    ).toFixed(0)} %`,
  ];
}
