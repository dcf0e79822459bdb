// Rank statistics for the bench: Kendall's tau-b and tau-c, Spearman's rho, and a seeded random source.
// Ties count as Kendall's tau-b and tau-c define them, so a score that gives many texts one value is not
// paid for its ties.

/** Kendall's tau-b and tau-c of two equal-length series (O(n²): the bench's sets are a few thousand). */
export function kendall(x: number[], y: number[]): { b: number; c: number } {
  const n = x.length;
  let concordant = 0;
  let discordant = 0;
  let tiesX = 0;
  let tiesY = 0;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const dx = Math.sign(x[i] - x[j]);
      const dy = Math.sign(y[i] - y[j]);
      if (dx === 0 && dy === 0) continue;
      if (dx === 0) tiesX++;
      else if (dy === 0) tiesY++;
      else if (dx === dy) concordant++;
      else discordant++;
    }
  const s = concordant - discordant;
  const b = s / Math.sqrt((concordant + discordant + tiesX) * (concordant + discordant + tiesY)) || 0;
  // tau-c (Stuart): m is the smaller number of distinct values of the two series.
  const m = Math.min(new Set(x).size, new Set(y).size);
  const c = m > 1 ? (2 * m * s) / (n * n * (m - 1)) : 0;
  return { b, c };
}

function ranks(v: number[]): number[] {
  const idx = v.map((_, i) => i).sort((a, b) => v[a] - v[b]);
  const r = new Array<number>(v.length);
  for (let i = 0; i < idx.length;) {
    let j = i;
    while (j + 1 < idx.length && v[idx[j + 1]] === v[idx[i]]) j++;
    for (let k = i; k <= j; k++) r[idx[k]] = (i + j) / 2;
    i = j + 1;
  }
  return r;
}

export function pearson(x: number[], y: number[]): number {
  const m = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const [mx, my] = [m(x), m(y)];
  let num = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < x.length; i++) {
    num += (x[i] - mx) * (y[i] - my);
    dx += (x[i] - mx) ** 2;
    dy += (y[i] - my) ** 2;
  }
  return dx && dy ? num / Math.sqrt(dx * dy) : 0;
}

export const spearman = (x: number[], y: number[]): number => pearson(ranks(x), ranks(y));

export const mean = (v: number[]): number => (v.length ? v.reduce((a, b) => a + b, 0) / v.length : 0);

/** A statistic computed within each group (motion), then averaged over the groups. */
export function withinGroups<T>(rows: T[], group: (r: T) => string, stat: (rows: T[]) => number): number {
  const by = new Map<string, T[]>();
  for (const r of rows) by.set(group(r), [...(by.get(group(r)) ?? []), r]);
  return mean([...by.values()].map(stat));
}

/** mulberry32: a small seeded generator, so every sample and every transcript is the same on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const wordCount = (t: string): number => t.split(/\s+/).filter(Boolean).length;
