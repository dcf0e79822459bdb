// `npx tsx scripts/coach/train-speech.ts`: fits the judge's argument-quality model on IBM-ArgQ's 49 train
// motions (never the dev or test motions the bench reports) and writes src/content/scorer/speech-argument-quality.json.
// Each argument is read as the judge reads a speech's unit (judging/spoken.ts: words as heard, no
// capitals or punctuation, fillers dropped), so the model cannot learn orthography a transcript lacks.
// Pairs are taken within a motion between arguments whose quality (WA) differs by at least PAIR_GAP, at
// fixed offsets in quality order: deterministic, the same data give the same file.
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { FEATURE_NAMES } from "#server/ai/engine/offline/scorer/features.ts";
import { parseArgumentQualityModel } from "#server/ai/engine/offline/scorer/model.ts";
import { SPEECH_MODEL_FILE } from "#server/ai/engine/offline/scorer/speech-model.ts";
import { asHeard } from "#server/ai/engine/offline/judging/spoken.ts";
import { argqFile, csvRows } from "./eval/argq";
import { featuresOf } from "./cache";
import { fitPairs, scoreWith } from "./fit";
import { repoRoot } from "./ukp";
import { ARGQ_CREDIT } from "./argq-credit";

const PAIR_GAP = 0.1;
const OFFSETS = [3, 11, 29, 71, 151];

const [header, ...rows] = csvRows(readFileSync(argqFile, "utf8"));
const col = (n: string) => header.indexOf(n);
const train = rows
  .filter((r) => r[col("set")] === "train")
  .map((r) => ({ text: asHeard(r[col("argument")].trim()), motion: r[col("topic")].trim(), wa: Number(r[col("WA")]) }))
  .filter((a) => a.text);
const feats = featuresOf(train.map((a) => a.text));

const pairs: { a: number[]; b: number[]; y: 0 | 1 }[] = [];
const motions = [...new Set(train.map((a) => a.motion))].sort();
for (const m of motions) {
  const pool = train.filter((a) => a.motion === m).sort((a, b) => a.wa - b.wa || a.text.localeCompare(b.text));
  for (let i = 0; i < pool.length; i++)
    for (const o of OFFSETS) {
      const [a, b] = [pool[i], pool[(i + o) % pool.length]];
      if (Math.abs(a.wa - b.wa) < PAIR_GAP) continue;
      pairs.push({ a: feats.get(a.text)!, b: feats.get(b.text)!, y: a.wa > b.wa ? 1 : 0 });
    }
}
const texts = [...new Set(train.map((a) => a.text))].sort();
const fitted = fitPairs(
  pairs,
  texts.map((t) => feats.get(t)!),
  1e-2,
);
const scores = texts.map((t) => scoreWith(fitted, feats.get(t)!)).sort((a, b) => a - b);
const centre = scores[Math.floor(scores.length / 2)];
const spread = Math.sqrt(scores.reduce((a, s) => a + (s - centre) ** 2, 0) / scores.length);
const round = (n: number) => Number(n.toPrecision(6));
const model = parseArgumentQualityModel({
  version: 1,
  credit: ARGQ_CREDIT,
  features: [...FEATURE_NAMES],
  mean: fitted.mean.map(round),
  scale: fitted.scale.map(round),
  weights: fitted.weights.map(round),
  calibration: { centre: round(centre), spread: round(spread) },
});
writeFileSync(SPEECH_MODEL_FILE, JSON.stringify(model, null, 2) + "\n");
console.log(
  `Fitted on ${pairs.length} pairs of ${train.length} arguments on ${motions.length} train motions; wrote ${relative(repoRoot, SPEECH_MODEL_FILE)}`,
);
const top = FEATURE_NAMES.map((n, i) => [n, model.weights[i]] as const).sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]));
console.log(
  `Largest weights: ${top
    .slice(0, 8)
    .map(([n, w]) => `${n} ${w > 0 ? "+" : ""}${w.toFixed(2)}`)
    .join(", ")}`,
);
