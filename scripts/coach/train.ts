// `npm run coach:train`: fits the offline argument-quality model on all of UKPConvArg1's pairs and
// writes src/content/scorer/argument-quality.json. Deterministic: the same data give the same file.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { FEATURE_NAMES } from "#server/ai/engine/offline/scorer/features.ts";
import { MODEL_FILE } from "#server/ai/engine/offline/scorer/model.ts";
import { featuresOf } from "./cache";
import { buildModel } from "./fit";
import { readPairs, repoRoot } from "./ukp";

const pairs = readPairs();
const model = buildModel(pairs, featuresOf(pairs.flatMap((p) => [p.a, p.b])));
mkdirSync(dirname(MODEL_FILE), { recursive: true });
writeFileSync(MODEL_FILE, JSON.stringify(model, null, 2) + "\n");
console.log(`Fitted on ${pairs.length} pairs; wrote ${relative(repoRoot, MODEL_FILE)}`);
const top = FEATURE_NAMES.map((n, i) => [n, model.weights[i]] as const).sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]));
console.log(
  `Largest weights: ${top
    .slice(0, 8)
    .map(([n, w]) => `${n} ${w > 0 ? "+" : ""}${w.toFixed(2)}`)
    .join(", ")}`,
);
