// Pairwise logistic regression on standardised feature differences (a Bradley-Terry model of
// "which argument is more convincing"), L2-regularised and fitted by Newton's method: no random
// start, no sampling, so the same data give the same weights.
import { FEATURE_NAMES } from "#server/ai/engine/offline/scorer/features.ts";
import { parseArgumentQualityModel, type ArgumentQualityModel } from "#server/ai/engine/offline/scorer/model.ts";

export const CREDIT =
  'Fitted on UKPConvArg1 (Habernal & Gurevych, "Which argument is more convincing? Analyzing and predicting convincingness ' +
  'of Web arguments using bidirectional LSTM", ACL 2016, https://aclweb.org/anthology/P16-1150), licensed CC-BY 4.0; ' +
  "its arguments come from createdebate.com (CC-BY 3.0) and convinceme.net (public domain).";

export interface Fitted {
  mean: number[];
  scale: number[];
  weights: number[];
}

export function standardiser(rows: number[][]): { mean: number[]; scale: number[] } {
  const d = rows[0].length;
  const mean = Array.from({ length: d }, (_, j) => rows.reduce((a, r) => a + r[j], 0) / rows.length);
  const scale = mean.map((m, j) => {
    const v = rows.reduce((a, r) => a + (r[j] - m) ** 2, 0) / rows.length;
    return v > 1e-12 ? Math.sqrt(v) : 1;
  });
  return { mean, scale };
}

function solve(A: number[][], b: number[]): number[] {
  // Cholesky: A is the (positive definite) Hessian plus the ridge.
  const n = b.length;
  const L = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++)
    for (let j = 0; j <= i; j++) {
      let s = A[i][j];
      for (let k = 0; k < j; k++) s -= L[i][k] * L[j][k];
      L[i][j] = i === j ? Math.sqrt(Math.max(s, 1e-12)) : s / L[j][j];
    }
  const z = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let s = b[i];
    for (let k = 0; k < i; k++) s -= L[i][k] * z[k];
    z[i] = s / L[i][i];
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let s = z[i];
    for (let k = i + 1; k < n; k++) s -= L[k][i] * x[k];
    x[i] = s / L[i][i];
  }
  return x;
}

/** Fits w so that sigmoid(w·(z(a) − z(b))) is the chance a beats b. `lambda` is per pair. */
export function fitPairs(pairs: { a: number[]; b: number[]; y: 0 | 1 }[], texts: number[][], lambda = 1e-3): Fitted {
  const { mean, scale } = standardiser(texts);
  const z = (f: number[]) => f.map((v, j) => (v - mean[j]) / scale[j]);
  const X = pairs.map((p) => {
    const za = z(p.a);
    const zb = z(p.b);
    return za.map((v, j) => v - zb[j]);
  });
  const d = mean.length;
  const n = X.length;
  let w = new Array<number>(d).fill(0);
  for (let iter = 0; iter < 30; iter++) {
    const g = w.map((wj) => lambda * n * wj);
    const H = Array.from({ length: d }, (_, i) => Array.from({ length: d }, (_, j) => (i === j ? lambda * n : 0)));
    for (let i = 0; i < n; i++) {
      const x = X[i];
      let s = 0;
      for (let j = 0; j < d; j++) s += w[j] * x[j];
      const p = 1 / (1 + Math.exp(-s));
      const r = p - pairs[i].y;
      const h = p * (1 - p);
      for (let j = 0; j < d; j++) {
        g[j] += r * x[j];
        const hx = h * x[j];
        for (let k = 0; k <= j; k++) H[j][k] += hx * x[k];
      }
    }
    for (let j = 0; j < d; j++) for (let k = 0; k < j; k++) H[k][j] = H[j][k];
    const step = solve(H, g);
    w = w.map((wj, j) => wj - step[j]);
    if (Math.max(...step.map(Math.abs)) < 1e-7) break;
  }
  return { mean, scale, weights: w };
}

export function scoreWith(m: Fitted, f: number[]): number {
  let s = 0;
  for (let j = 0; j < f.length; j++) s += (m.weights[j] * (f[j] - m.mean[j])) / m.scale[j];
  return s;
}

const round = (n: number) => Number(n.toPrecision(6));

/** Fits the model on these pairs and calibrates its 0-1 scale on their arguments (the median argument is 0.5). */
export function buildModel(pairs: { a: string; b: string; y: 0 | 1 }[], feats: Map<string, number[]>): ArgumentQualityModel {
  const texts = [...new Set(pairs.flatMap((p) => [p.a, p.b]))].sort();
  const fitted = fitPairs(
    pairs.map((p) => ({ a: feats.get(p.a)!, b: feats.get(p.b)!, y: p.y })),
    texts.map((t) => feats.get(t)!),
  );
  const scores = texts.map((t) => scoreWith(fitted, feats.get(t)!)).sort((a, b) => a - b);
  const centre = scores[Math.floor(scores.length / 2)];
  const spread = Math.sqrt(scores.reduce((a, s) => a + (s - centre) ** 2, 0) / scores.length);
  return parseArgumentQualityModel({
    version: 1,
    credit: CREDIT,
    features: [...FEATURE_NAMES],
    mean: fitted.mean.map(round),
    scale: fitted.scale.map(round),
    weights: fitted.weights.map(round),
    calibration: { centre: round(centre), spread: round(spread) },
  });
}
