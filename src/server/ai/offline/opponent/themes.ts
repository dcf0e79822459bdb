// Who a motion is about when the coach's topic knowledge has nothing: broad themes, matched by cue stems.
import { themeContent } from "../../../../content/themes";
import { tokenize } from "../text";

export interface Theme {
  cues: string[];
  actors: readonly [string, string, string];
  good: string;
}

export const THEMES: Theme[] = themeContent.themes;
export const DEFAULT_THEME: Theme = themeContent.default;

export function themeFor(motion: string): Theme {
  const tokens = tokenize(motion.replace(/^\s*this house\b/i, ""));
  let best = DEFAULT_THEME;
  let bestScore = 0;
  for (const theme of THEMES) {
    const score = tokens.filter((t) => theme.cues.some((cue) => t.startsWith(cue))).length;
    if (score > bestScore) [best, bestScore] = [theme, score];
  }
  return best;
}
