// Is a lesson response about the prompt's subject? Read by meaning, not by the prompt's literal words: the
// subject's terms and their lexicon synonyms, the words of its field (topics), its actors, and misspellings
// of its terms, sentence by sentence. The subject is what the prompt quotes (a motion, a claim) or, when it
// quotes nothing, the prompt itself; the task's instructions ("take one side, give your reasons") are not
// the subject, so a fuller wording of a task does not ask the response to repeat more words.
import { analyseMotion } from "./coach/motion";
import { actorsIn } from "./coach/lexicon";
import { readStance } from "./coach/stance";
import { onMotionCount } from "#server/ai/engine/integrity/relevance.ts";
import { stemsOf } from "#server/ai/engine/integrity/text.ts";
import { quotedSpans } from "./lesson-task";
import { splitSentences } from "./text";

/** What the prompt is about: its quoted motion or claim, else the whole prompt. */
export function subjectOf(prompt: string): string {
  const quoted = quotedSpans(prompt);
  return quoted.length ? quoted.join(". ") : prompt;
}

export interface SubjectReading {
  /** Sentences that talk about the subject, by meaning. */
  onSubject: number;
  sentences: number;
  /** 0–1: a response is fully on its subject when half its sentences talk about it (the rest develop them). */
  measure: number;
  /** Sure it is about something else: no sentence touches the subject in any way and it takes no side on it. */
  elsewhere: boolean;
}

export function readSubject(prompt: string, response: string): SubjectReading {
  const info = analyseMotion(subjectOf(prompt));
  const actors = new Set(info.stakeholders);
  const sentences = splitSentences(response);
  const touches = (s: string) =>
    onMotionCount({ text: s, stems: stemsOf(s), labels: [] }, info, []) > 0 || actorsIn(s).some((a) => actors.has(a.name));
  const onSubject = sentences.filter(touches).length;
  const stance = onSubject === 0 && !!readStance(response, info).lean;
  const share = sentences.length ? (onSubject + (stance ? 1 : 0)) / sentences.length : 0;
  // Any word of the prompt at all (its instructions too) keeps a response from being "surely elsewhere".
  const promptStems = new Set(stemsOf(prompt));
  const sharesWord = stemsOf(response).some((w) => promptStems.has(w));
  return {
    onSubject,
    sentences: sentences.length,
    measure: Math.min(1, share / 0.5),
    elsewhere: onSubject === 0 && !stance && !sharesWord,
  };
}
