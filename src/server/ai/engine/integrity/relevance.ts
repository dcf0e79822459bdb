// Is the answer about the motion, in English words? What the off-topic and made-up-word checks measure.
import { termMatch } from "#server/ai/engine/offline/text/index.ts";
import type { analyseMotion } from "#server/ai/engine/offline/coach/motion.ts";
import { readStance } from "#server/ai/engine/offline/coach/stance.ts";
import { splitSentences } from "#server/ai/engine/offline/text/index.ts";
import { specificStems, stemsOf } from "./text";
import { unknownWords } from "./tricks";
import { abbreviationsIn, fieldWordsIn } from "#server/ai/engine/offline/coach/motion-field.ts";

type MotionInfo = ReturnType<typeof analyseMotion>;

/** Two in five or more of the ordinary words are not English (the motion's own words aside): made-up words. */
export function madeUp(text: string, motion: ReadonlySet<string>): boolean {
  const { words, unknown } = unknownWords(text, (w) => stemsOf(w).some((s) => motion.has(s)));
  return unknown >= 5 && unknown >= 0.4 * words;
}

const isPhrase = (w: string) => /[\s-]/.test(w);
/** One letter apart (a letter added, dropped or changed): a misspelt name is still the name. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1);
}

// A motion that asks a question or offers a choice ("Should…?", "Is it better to…", "X or Y", "X vs Y").
const ASKS = /^(?:should|is|are|was|were|would|will|do|does|did|can|could|has|have|if)\b|\b(?:or|vs\.?|versus)\b/i;
// An answer that opens by answering it, then refers to what it asks about by pronoun ("No, I would not turn them in").
const ANSWERS =
  /^(?:yes|yeah|yep|no|nope|nah|of course|absolutely|definitely|certainly|neither|both|never|i would|i wouldn't|i would not|i'd)\b/i;
const REFERS = /\b(?:it|its|they|them|their|he|him|his|she|her|this|these|those)\b/i;

/** The answer opens by answering the motion's question and goes on about its subject by pronoun. */
function answersQuestion(text: string, info: MotionInfo): boolean {
  if (!ASKS.test(info.body)) return false;
  // The answer and the first sentence that says something after it ("Of course not! She told me because…").
  const sentences = splitSentences(text).slice(0, 3);
  const said = sentences.findIndex((s) => s.split(/\s+/).length >= 4);
  const opening = sentences.slice(0, said < 0 ? 3 : said + 1).join(" ");
  return ANSWERS.test(sentences[0]?.trim() ?? "") && REFERS.test(opening);
}

export interface Answer {
  /** The prose as the student wrote it (after the checks' clean-up), for phrases and abbreviations. */
  text: string;
  /** The prose's content stems. */
  stems: string[];
  /** Names, terms and values the student gave. */
  labels: string[];
}

/**
 * How many of the prose's words are on the motion: its own terms and their synonyms (a misspelling or an
 * abbreviation of them too), its topic's words, its brief's field words, the text the answer responds to,
 * and the names and terms the student gave when those are on the motion (the prose must talk about them;
 * naming the right actor above an off-topic paragraph is not enough).
 */
export function onMotionCount(answer: Answer, info: MotionInfo, topic: string[]): number {
  const answered = new Set(specificStems(topic.flatMap(stemsOf)));
  const topicWords = info.topics
    .flatMap((t) => t.triggers)
    .filter((w) => !isPhrase(w))
    .flatMap(stemsOf);
  // The lexicon's words are written plain ("mandatory"); the answer's are stems ("mandatori").
  const related = [...info.related, ...info.related.flatMap(stemsOf)];
  const spelt = info.terms.filter((t) => t.length >= 6);
  const field = fieldWordsIn(answer.stems, info.field);
  const onTopic = (w: string) =>
    answered.has(w) ||
    related.some((r) => termMatch(w, r)) ||
    // The debate's own field words, from its brief ("dividend", "means testing" for a basic income).
    field.some((r) => termMatch(w, r)) ||
    topicWords.some((r) => termMatch(w, r)) ||
    (w.length >= 6 && spelt.some((t) => oneEditApart(w, t)));
  const subjects = new Set(
    answer.labels
      .map((l) => specificStems(stemsOf(l)))
      .filter((stems) => stems.some(onTopic))
      .flat(),
  );
  const abbreviated = abbreviationsIn(answer.text, info.abbreviations).length;
  return answer.stems.filter((w) => onTopic(w) || subjects.has(w)).length + abbreviated;
}

/** Is the prose about something other than the motion? Prose that takes a side on it, or answers its question, is not. */
export function offTopic(answer: Answer, info: MotionInfo, topic: string[]): boolean {
  return onMotionCount(answer, info, topic) === 0 && !readStance(answer.text, info).lean && !answersQuestion(answer.text, info);
}
