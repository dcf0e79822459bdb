// Is the answer about the motion, in English words? What the off-topic and made-up-word checks measure.
import { termMatch } from "#server/ai/offline/text/index.ts";
import type { analyseMotion } from "#server/ai/offline/coach/motion.ts";
import { specificStems, stemsOf } from "./text";
import { unknownWords } from "./tricks";

/** Two in five or more of the ordinary words are not English (the motion's own words aside): made-up words. */
export function madeUp(text: string, motion: ReadonlySet<string>): boolean {
  const { words, unknown } = unknownWords(text, (w) => stemsOf(w).some((s) => motion.has(s)));
  return unknown >= 5 && unknown >= 0.4 * words;
}

/**
 * How many of the prose's stems are on the motion: its own terms and their synonyms, its topic's words,
 * the text the answer responds to, and the names and terms the student gave when those are on the motion
 * (the prose must talk about them; naming the right actor above an off-topic paragraph is not enough).
 */
export function onMotionCount(prose: string[], labels: string[], info: ReturnType<typeof analyseMotion>, topic: string[]): number {
  const answered = new Set(specificStems(topic.flatMap(stemsOf)));
  const topicWords = info.topics
    .flatMap((t) => t.triggers)
    .filter((w) => !/[\s-]/.test(w))
    .flatMap(stemsOf);
  const onTopic = (w: string) => answered.has(w) || info.related.some((r) => termMatch(w, r)) || topicWords.some((r) => termMatch(w, r));
  const subjects = new Set(
    labels
      .map((l) => specificStems(stemsOf(l)))
      .filter((stems) => stems.some(onTopic))
      .flat(),
  );
  return prose.filter((w) => onTopic(w) || subjects.has(w)).length;
}
