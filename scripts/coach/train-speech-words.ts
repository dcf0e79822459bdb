// `npx tsx scripts/coach/train-speech-words.ts`: fits the judge's word term (scorer/speech-words.ts) on
// IBM-ArgQ's 49 train motions and writes src/content/scorer/speech-argument-words.json. Run after
// train-speech.ts (the word term is fitted beside that model's score). Ridge regression of each argument's
// quality less its motion's mean (so it learns within-motion order, as the bench measures) on the speech
// model's logit and the presence of each stem used on at least MIN_MOTIONS train motions, solved by conjugate
// gradient from zero: deterministic. MIN_MOTIONS and LAMBDA were chosen on the dev motions (per-argument
// τ-b within motion 0.160 → about 0.20), never on test.
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { asHeard, heardWords } from "#server/ai/engine/offline/judging/spoken.ts";
import { stem } from "#server/ai/engine/offline/text/index.ts";
import { argumentQuality } from "#server/ai/engine/offline/scorer/model.ts";
import { speechArgumentQualityModel } from "#server/ai/engine/offline/scorer/speech-model.ts";
import { SPEECH_WORDS_FILE, speechWordsSchema } from "#server/ai/engine/offline/scorer/speech-words.ts";
import { argqFile, csvRows } from "./eval/argq";
import { repoRoot } from "./ukp";
import { ARGQ_CREDIT } from "./argq-credit";

const MIN_MOTIONS = 5;
/**
 * How a speech is spoken, not what it argues: first-person hedges ("I think", "we believe"), the listener,
 * discourse markers. Crowd-written arguments that say "I think" are rated lower, but every debater says "we
 * think that" aloud, and a transcript has more of them than the same speech typed: these words get no weight.
 */
const SPOKEN = new Set(
  "i me my we us our you your think believ feel like know mean so and but well okai ok ye yeah right realli actual basic just kind sort guess"
    .split(" ")
    .map(stem),
);
const LAMBDA = 200;

const [header, ...rows] = csvRows(readFileSync(argqFile, "utf8"));
const col = (n: string) => header.indexOf(n);
const logit = (p: number) => Math.log(Math.max(1e-6, p) / Math.max(1e-6, 1 - p));
const train = rows
  .filter((r) => r[col("set")] === "train")
  .map((r) => ({ text: asHeard(r[col("argument")].trim()), motion: r[col("topic")].trim(), wa: Number(r[col("WA")]) }))
  .filter((a) => a.text)
  .map((a) => ({
    ...a,
    stems: [...new Set(heardWords(a.text).map(stem))],
    base: logit(argumentQuality(a.text, speechArgumentQualityModel(), { ignoreLength: true })),
  }));

const motionsOf = new Map<string, Set<string>>();
for (const a of train) for (const s of a.stems) (motionsOf.get(s) ?? motionsOf.set(s, new Set()).get(s)!).add(a.motion);
const vocab = [...motionsOf.entries()]
  .filter(([s, m]) => m.size >= MIN_MOTIONS && !SPOKEN.has(s))
  .map(([s]) => s)
  .sort();
const index = new Map(vocab.map((s, i) => [s, i + 1]));

const motionMean = new Map<string, number>();
for (const m of new Set(train.map((a) => a.motion))) {
  const xs = train.filter((a) => a.motion === m);
  motionMean.set(m, xs.reduce((s, a) => s + a.wa, 0) / xs.length);
}
const baseMean = train.reduce((s, a) => s + a.base, 0) / train.length;
const X = train.map((a) => ({
  base: a.base - baseMean,
  idx: a.stems.map((s) => index.get(s)).filter((i): i is number => i !== undefined),
}));
const y = train.map((a) => a.wa - motionMean.get(a.motion)!);
const d = vocab.length + 1;

// (XᵀX + λI) w = Xᵀy, the speech model's weight barely penalised.
function times(w: number[]): number[] {
  const out = new Array<number>(d).fill(0);
  for (const x of X) {
    let v = x.base * w[0];
    for (const i of x.idx) v += w[i];
    out[0] += x.base * v;
    for (const i of x.idx) out[i] += v;
  }
  out[0] += 1e-3 * w[0];
  for (let j = 1; j < d; j++) out[j] += LAMBDA * w[j];
  return out;
}
const rhs = new Array<number>(d).fill(0);
X.forEach((x, k) => {
  rhs[0] += x.base * y[k];
  for (const i of x.idx) rhs[i] += y[k];
});
const dot = (a: number[], b: number[]) => a.reduce((s, v, i) => s + v * b[i], 0);
let w = new Array<number>(d).fill(0);
let r = rhs.slice();
let p = r.slice();
let rr = dot(r, r);
for (let it = 0; it < 300 && rr > 1e-12; it++) {
  const Ap = times(p);
  const alpha = rr / dot(p, Ap);
  w = w.map((v, i) => v + alpha * p[i]);
  r = r.map((v, i) => v - alpha * Ap[i]);
  const next = dot(r, r);
  p = r.map((v, i) => v + (next / rr) * p[i]);
  rr = next;
}

const round = (n: number) => Number(n.toPrecision(4));
const words = Object.fromEntries(vocab.map((s, i) => [s, round(w[i + 1])]).filter(([, v]) => v !== 0));
const terms = train.map((a) => a.stems.reduce((s, t) => s + ((words[t] as number | undefined) ?? 0), 0)).sort((a, b) => a - b);
const range: [number, number] = [round(terms[Math.floor(terms.length * 0.01)]), round(terms[Math.floor(terms.length * 0.99)])];
const scores = train
  .map((a, k) => {
    const t = a.stems.reduce((s, x) => s + ((words[x] as number | undefined) ?? 0), 0);
    return round(w[0]) * X[k].base + Math.max(range[0], Math.min(range[1], t));
  })
  .sort((a, b) => a - b);
const centre = scores[Math.floor(scores.length / 2)];
const spread = Math.sqrt(scores.reduce((s, v) => s + (v - centre) ** 2, 0) / scores.length);
const model = speechWordsSchema.parse({
  version: 1,
  credit: ARGQ_CREDIT,
  baseWeight: round(w[0]),
  baseMean: round(baseMean),
  range,
  calibration: { centre: round(centre), spread: round(spread) },
  words,
});
writeFileSync(SPEECH_WORDS_FILE, JSON.stringify(model, null, 1) + "\n");
console.log(`Fitted on ${train.length} arguments; ${vocab.length} words; wrote ${relative(repoRoot, SPEECH_WORDS_FILE)}`);
