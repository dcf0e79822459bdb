// The opponent's broad themes, used when the coach's topic knowledge has nothing: src/content/themes.json.
import { z } from "zod";
import { loadContent, text, textList } from "./load";

const theme = (cues: z.ZodType<string[]>) => z.strictObject({ cues, actors: z.tuple([text, text, text]), good: text });

export const themesSchema = z.strictObject({
  themes: z.array(theme(textList())).min(1),
  /** The theme of a motion no cue matches; it has no cues. */
  default: theme(z.array(text).max(0)),
});
export type ThemeContent = z.output<typeof themesSchema>;

export const THEMES_FILE = "themes.json";
export const themeContent: ThemeContent = loadContent(THEMES_FILE, themesSchema);
