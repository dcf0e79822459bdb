// The learned argument-quality model: weights fitted on people's choices of the more convincing
// argument (scripts/coach/train.ts), read from src/content/scorer/argument-quality.json on first use
// and checked with zod, so a damaged file fails loudly instead of scoring nonsense.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { packageRoot } from "#server/paths.ts";
import { argumentFeatures, FEATURE_NAMES } from "./features";

export const MODEL_FILE = join(packageRoot, "src", "content", "scorer", "argument-quality.json");

const finite = z.number().finite();
export const argumentQualityModelSchema = z
  .object({
    version: z.literal(1),
    credit: z.string().min(20),
    features: z.array(z.string()),
    mean: z.array(finite),
    scale: z.array(finite.positive()),
    weights: z.array(finite),
    /** Where the training arguments' scores sit, to put any score on a 0-1 scale. */
    calibration: z.object({ centre: finite, spread: finite.positive() }),
  })
  .refine((m) => m.features.length === FEATURE_NAMES.length && m.features.every((f, i) => f === FEATURE_NAMES[i]), {
    message: "the model's features are not the ones this code computes; run npm run coach:train",
    path: ["features"],
  })
  .refine((m) => m.mean.length === m.features.length && m.scale.length === m.features.length && m.weights.length === m.features.length, {
    message: "mean, scale and weights must have one number per feature",
    path: ["weights"],
  });
export type ArgumentQualityModel = z.infer<typeof argumentQualityModelSchema>;

/** Checks a parsed weights file; throws with the first problem found. */
export function parseArgumentQualityModel(json: unknown): ArgumentQualityModel {
  const r = argumentQualityModelSchema.safeParse(json);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new Error(`invalid argument-quality model (${issue.path.join(".") || "root"}): ${issue.message}`);
  }
  return r.data;
}

const LENGTH_FEATURES = ["logWords", "logSentences"] as const;

let model: ArgumentQualityModel | null = null;

export function argumentQualityModel(): ArgumentQualityModel {
  return (model ??= parseArgumentQualityModel(JSON.parse(readFileSync(MODEL_FILE, "utf8"))));
}

/** Puts another model in the shipped one's place (null: back to the file), so the cross-topic evaluation can run the judge with a model that never saw the debate it scores. */
export function useArgumentQualityModel(m: ArgumentQualityModel | null): void {
  model = m;
}

/** The model's linear score of a feature vector (higher is more convincing). */
export function scoreFeatures(m: ArgumentQualityModel, f: number[]): number {
  let s = 0;
  for (let j = 0; j < f.length; j++) s += (m.weights[j] * (f[j] - m.mean[j])) / m.scale[j];
  return s;
}

/**
 * How convincing one argument is, 0-1: 0.5 is a typical argument of the training data, and two
 * arguments' difference on the logit scale is the model's odds that people prefer one. A text with
 * no words scores 0.
 */
export function argumentQuality(text: string, m: ArgumentQualityModel = argumentQualityModel(), { ignoreLength = false } = {}): number {
  const f = argumentFeatures(text);
  if (f[FEATURE_NAMES.indexOf("logWords")] === 0) return 0;
  // Reading a passage of a longer text, its own length says nothing: it is where the reader cut. Set at
  // the training mean, the length terms add nothing either way.
  if (ignoreLength) for (const k of LENGTH_FEATURES) f[FEATURE_NAMES.indexOf(k)] = m.mean[FEATURE_NAMES.indexOf(k)];
  const z = (scoreFeatures(m, f) - m.calibration.centre) / m.calibration.spread;
  return 1 / (1 + Math.exp(-z));
}
