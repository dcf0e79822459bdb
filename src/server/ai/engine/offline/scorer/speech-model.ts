// The judge's argument-quality model: the same features and form as the drill coach's (./model), fitted
// on IBM-ArgQ's train motions, on arguments read as a speech is heard (scripts/coach/train-speech.ts), so it
// scores a speech's clause units alike typed or dictated. The drill coach keeps its UKPConvArg1 model.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { packageRoot } from "#server/paths.ts";
import { parseArgumentQualityModel, type ArgumentQualityModel } from "./model";

export const SPEECH_MODEL_FILE = join(packageRoot, "src", "content", "scorer", "speech-argument-quality.json");

let model: ArgumentQualityModel | null = null;

export function speechArgumentQualityModel(): ArgumentQualityModel {
  return (model ??= parseArgumentQualityModel(JSON.parse(readFileSync(SPEECH_MODEL_FILE, "utf8"))));
}
