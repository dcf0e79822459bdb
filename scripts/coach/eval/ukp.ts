// UKPConvArg1 across topics: each of the 16 debates is held out in turn; the argument-quality model is
// fitted on the other 15 and scores only the held-out one (docs/decisions/0013-learned-scorer.md).
import { performance } from "node:perf_hooks";
import { checkDebate } from "#server/ai/engine/integrity/debate.ts";
import { offlineVerdict } from "#server/ai/engine/offline/judge.ts";
import { argumentFeatures } from "#server/ai/engine/offline/scorer/features.ts";
import { scoreFeatures, useArgumentQualityModel } from "#server/ai/engine/offline/scorer/model.ts";
import { featuresOf } from "#scripts/coach/cache.ts";
import { buildModel } from "#scripts/coach/fit.ts";
import { promptOf, readPairs, readRanking } from "#scripts/coach/ukp.ts";
import { spearman } from "./stats";

const TARGETS = { all: 0.78, matched: 0.62, spearman: 0.4, medianMs: 10, p95Ms: 30 };

const lengthOf = (t: string) => t.split(/\s+/).filter(Boolean).length;
/** Word counts within 20 % of the shorter one (the data's README counts 1,911 such pairs). */
const matched = (a: string, b: string) => Math.abs(lengthOf(a) - lengthOf(b)) <= 0.2 * Math.min(lengthOf(a), lengthOf(b));

/**
 * Which way the ranking's score runs, read from the people's pairwise choices (never from the model):
 * the sign of the correlation between an argument's score and its share of pairs won. The data's
 * README says higher is more convincing; the copy we have runs the other way, and this says so.
 */
function rankingDirection(pairs: { a: string; b: string; y: 0 | 1 }[], ranking: { text: string; rank: number }[]): 1 | -1 {
  const won = new Map<string, [number, number]>();
  for (const p of pairs)
    for (const [t, w] of [
      [p.a, p.y],
      [p.b, 1 - p.y],
    ] as const) {
      const c = won.get(t) ?? [0, 0];
      won.set(t, [c[0] + w, c[1] + 1]);
    }
  const seen = ranking.filter((r) => won.has(r.text));
  const rho = spearman(
    seen.map((r) => r.rank),
    seen.map((r) => won.get(r.text)![0] / won.get(r.text)![1]),
  );
  return rho >= 0 ? 1 : -1;
}

/** The UKPConvArg1 block of `npm run coach:eval`, as printed lines. */
export function ukpBlock(): string[] {
  const lines: string[] = [];
  const started = performance.now();
  const pairs = readPairs();
  const ranking = readRanking();
  const feats = featuresOf([...pairs.flatMap((p) => [p.a, p.b]), ...ranking.map((r) => r.text)]);
  const debates = [...new Set(pairs.map((p) => p.debate))].sort();
  const direction = rankingDirection(pairs, ranking);

  let right = 0;
  let rightMatched = 0;
  let nMatched = 0;
  let lengthRight = 0;
  let lengthMatchedRight = 0;
  let charsMatchedRight = 0;
  let judgeRight = 0;
  let judgeMatchedRight = 0;
  let checkedRight = 0;
  const rhos: number[] = [];
  const pooledScore: number[] = [];
  const pooledRank: number[] = [];
  for (const held of debates) {
    const train = pairs.filter((p) => p.debate !== held);
    const model = buildModel(train, feats);
    const scoreWith = (_: unknown, f: number[]) => scoreFeatures(model, f);
    // The offline judge, with this fold's model in place of the shipped one: a one-speech round per argument.
    useArgumentQualityModel(model);
    const judged = new Map<string, [number, number]>();
    // The judge's total alone, and as the server gives it: after the integrity checks.
    const judgeBoth = (text: string) => {
      let totals = judged.get(text);
      if (!totals) {
        const input = { motion: promptOf(held), userSide: "Government" as const, messages: [{ role: "user" as const, content: text }] };
        const check = checkDebate<typeof input, ReturnType<typeof offlineVerdict>>(input, []);
        totals = [offlineVerdict(input).scores.user.total, check.finish(offlineVerdict(check.input)).scores.user.total];
        judged.set(text, totals);
      }
      return totals;
    };
    const judge = (text: string) => judgeBoth(text)[0];
    const checked = (text: string) => judgeBoth(text)[1];
    for (const p of pairs.filter((q) => q.debate === held)) {
      const [ja, jb] = [judge(p.a), judge(p.b)];
      // A tie is half right: the judge has no opinion.
      const judgeOk = ja === jb ? 0.5 : (ja > jb ? 1 : 0) === p.y ? 1 : 0;
      judgeRight += judgeOk;
      const [ca, cb] = [checked(p.a), checked(p.b)];
      checkedRight += ca === cb ? 0.5 : (ca > cb ? 1 : 0) === p.y ? 1 : 0;
      if (matched(p.a, p.b)) judgeMatchedRight += judgeOk;
      const s = scoreWith(model, feats.get(p.a)!) - scoreWith(model, feats.get(p.b)!);
      const ok = (s > 0 ? 1 : 0) === p.y;
      // "The longer wins" has no answer on a tie, which counts as wrong (as in the data's README).
      const longerOk = lengthOf(p.a) !== lengthOf(p.b) && (lengthOf(p.a) > lengthOf(p.b) ? 1 : 0) === p.y;
      const longerCharsOk = p.a.length !== p.b.length && (p.a.length > p.b.length ? 1 : 0) === p.y;
      right += ok ? 1 : 0;
      lengthRight += longerOk ? 1 : 0;
      if (matched(p.a, p.b)) {
        nMatched++;
        rightMatched += ok ? 1 : 0;
        lengthMatchedRight += longerOk ? 1 : 0;
        charsMatchedRight += longerCharsOk ? 1 : 0;
      }
    }
    for (const file of [...new Set(ranking.filter((r) => r.debate === held).map((r) => r.file))]) {
      const rs = ranking.filter((r) => r.file === file);
      const scores = rs.map((r) => scoreWith(model, feats.get(r.text)!));
      const truth = rs.map((r) => direction * r.rank);
      rhos.push(spearman(scores, truth));
      pooledScore.push(...scores);
      pooledRank.push(...truth);
    }
  }

  useArgumentQualityModel(null);

  // Cost: features plus score, in this process, on a fixed sample of texts (the model is the last fold's).
  const sample = ranking.filter((_, i) => i % 5 === 0).map((r) => r.text);
  argumentFeatures("Warm-up: the tagger loads once.");
  const times = sample.map((t) => {
    const t0 = performance.now();
    argumentFeatures(t);
    return performance.now() - t0;
  });
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];

  const f3 = (n: number) => n.toFixed(3);
  const meanRho = rhos.reduce((a, b) => a + b, 0) / rhos.length;
  lines.push(`UKPConvArg1, leave one debate out (${debates.length} debates, ${pairs.length} pairs, ${ranking.length} ranked arguments)`);
  lines.push(
    `  accuracy, all pairs:            ${f3(right / pairs.length)}   target ≥ ${TARGETS.all}   (longer wins: ${f3(lengthRight / pairs.length)})`,
  );
  lines.push(
    `  accuracy, length-matched pairs: ${f3(rightMatched / nMatched)}   target ≥ ${TARGETS.matched}   (longer in words wins: ${f3(lengthMatchedRight / nMatched)}, in characters: ${f3(charsMatchedRight / nMatched)}; ${nMatched} pairs within 20 % in words)`,
  );
  lines.push(
    `  Spearman, ranking (per stance): ${f3(meanRho)}   target ≥ ${TARGETS.spearman}   (pooled: ${f3(spearman(pooledScore, pooledRank))}; ${direction > 0 ? "higher" : "lower"} score = more convincing, as the pairs show)`,
  );
  lines.push(
    `  offline judge's total, one-speech rounds: all pairs ${f3(judgeRight / pairs.length)}, length-matched ${f3(judgeMatchedRight / nMatched)}   (rule-based judge before the model: 0.746, 0.561)`,
  );
  lines.push(`  the same judge through the integrity checks (as on the server): all pairs ${f3(checkedRight / pairs.length)}`);
  lines.push(
    `  cost per evaluation:            median ${q(0.5).toFixed(2)} ms, p95 ${q(0.95).toFixed(2)} ms   target < ${TARGETS.medianMs} ms, < ${TARGETS.p95Ms} ms (${sample.length} texts)`,
  );
  lines.push(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return lines;
}
