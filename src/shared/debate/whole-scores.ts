// The judge's category scores as the screens show them: whole numbers out of 10, as drill scores are
// shown, with a total out of 30 that is the sum of the three figures on screen.

export interface CategoryScores {
  matter: number;
  manner: number;
  method: number;
}

const KEYS = ["matter", "manner", "method"] as const;

/**
 * Whole category scores that add up to the whole total: the total is the stored total rounded, and the
 * categories are rounded down, then the points still missing go to those with the largest fractions
 * (ties to the first of matter, manner, method). Each figure is then within one of the judge's, and a
 * higher stored total never shows as a lower one; a margin under half a point can show as level.
 */
export function wholeScores(s: CategoryScores): CategoryScores & { total: number } {
  const total = Math.round(KEYS.reduce((sum, k) => sum + s[k], 0) * 1000) / 1000;
  const shownTotal = Math.round(total);
  const out = { matter: Math.floor(s.matter), manner: Math.floor(s.manner), method: Math.floor(s.method) };
  let missing = shownTotal - KEYS.reduce((sum, k) => sum + out[k], 0);
  const byFraction = [...KEYS].sort((a, b) => s[b] - Math.floor(s[b]) - (s[a] - Math.floor(s[a])));
  for (const k of byFraction) {
    if (missing <= 0) break;
    out[k] += 1;
    missing -= 1;
  }
  return { ...out, total: shownTotal };
}
