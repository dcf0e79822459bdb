// Feature vectors of every UKP text, cached under .cache/coach (gitignored) and keyed by the feature
// code, so training and evaluation re-read the texts only when the features change.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { argumentFeatures, FEATURE_NAMES } from "#server/ai/engine/offline/scorer/features.ts";
import { repoRoot } from "./ukp";

const SOURCES = ["src/server/ai/engine/offline/scorer/features.ts", "src/server/ai/engine/offline/scorer/nlp.ts"];

export function featuresOf(texts: string[]): Map<string, number[]> {
  const key = createHash("sha256");
  for (const f of SOURCES) key.update(readFileSync(join(repoRoot, f)));
  const dir = join(repoRoot, ".cache", "coach");
  const file = join(dir, `features-${key.digest("hex").slice(0, 16)}.json`);
  const cached: Record<string, number[]> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const out = new Map<string, number[]>();
  let computed = 0;
  for (const t of texts) {
    if (out.has(t)) continue;
    let f = cached[t];
    if (!f || f.length !== FEATURE_NAMES.length) {
      f = argumentFeatures(t);
      cached[t] = f;
      computed++;
    }
    out.set(t, f);
  }
  if (computed) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, JSON.stringify(cached));
  }
  return out;
}
