// `npm run coach:train`: fits the offline argument-quality model on all of UKPConvArg1's pairs and
// writes src/content/scorer/argument-quality.json. Deterministic: the same data give the same file.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { FEATURE_NAMES } from "../../src/server/ai/offline/scorer/features";
import { MODEL_FILE, parseArgumentQualityModel } from "../../src/server/ai/offline/scorer/model";
import { featuresOf } from "./cache";
import { fitPairs, scoreWith } from "./fit";
import { readPairs, repoRoot } from "./ukp";

export const CREDIT =
  "Fitted on UKPConvArg1 (Habernal & Gurevych, \"Which argument is more convincing? Analyzing and predicting convincingness " +
  'of Web arguments using bidirectional LSTM", ACL 2016, https://aclweb.org/anthology/P16-1150), licensed CC-BY 4.0; ' +
  "its arguments come from createdebate.com (CC-BY 3.0) and convinceme.net (public domain).";

const round = (n: number) => Number(n.toPrecision(6));

const pairs = readPairs();
const feats = featuresOf(pairs.flatMap((p) => [p.a, p.b]));
const texts = [...new Set(pairs.flatMap((p) => [p.a, p.b]))].sort();
const fitted = fitPairs(
  pairs.map((p) => ({ a: feats.get(p.a)!, b: feats.get(p.b)!, y: p.y })),
  texts.map((t) => feats.get(t)!),
);
const scores = texts.map((t) => scoreWith(fitted, feats.get(t)!)).sort((a, b) => a - b);
const centre = scores[Math.floor(scores.length / 2)];
const spread = Math.sqrt(scores.reduce((a, s) => a + (s - centre) ** 2, 0) / scores.length);
const model = parseArgumentQualityModel({
  version: 1,
  credit: CREDIT,
  features: [...FEATURE_NAMES],
  mean: fitted.mean.map(round),
  scale: fitted.scale.map(round),
  weights: fitted.weights.map(round),
  calibration: { centre: round(centre), spread: round(spread) },
});
mkdirSync(dirname(MODEL_FILE), { recursive: true });
writeFileSync(MODEL_FILE, JSON.stringify(model, null, 2) + "\n");
console.log(`Fitted on ${pairs.length} pairs (${texts.length} arguments); wrote ${relative(repoRoot, MODEL_FILE)}`);
const top = FEATURE_NAMES.map((n, i) => [n, model.weights[i]] as const).sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]));
console.log(`Largest weights: ${top.slice(0, 8).map(([n, w]) => `${n} ${w > 0 ? "+" : ""}${w.toFixed(2)}`).join(", ")}`);
