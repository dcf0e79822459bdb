// The question builder's rules, shared by the admin's module-lesson builder, the teacher's lesson
// builder and the server that stores what they send (zod-free, so screens can use it as it is).
// A question is stored with `correct` as the right option's text (DESIGN: quiz `correct`).
import { QUIZ_MAX_OPTIONS, QUIZ_MIN_OPTIONS } from "./read";

export interface QuestionDraft {
  text: string;
  options: string[];
  correct: string;
}

/** The builder starts a question with 3 option inputs; up to 5; the 3rd and later can be removed. */
export const QUESTION_OPTION_SLOTS = 3;
export const QUESTION_MAX_OPTIONS = QUIZ_MAX_OPTIONS;
export const QUIZ_MAX_QUESTIONS = 20;
export const QUESTION_TEXT_MAX = 600;
export const OPTION_TEXT_MAX = 300;

/** Outer spaces dropped, blank option inputs left out. */
export function cleanQuestion(q: QuestionDraft): QuestionDraft {
  return { text: q.text.trim(), options: q.options.map((o) => o.trim()).filter(Boolean), correct: q.correct.trim() };
}

export type QuestionProblem = "text" | "options" | "tooManyOptions" | "duplicates" | "correct";

/** What is wrong with a (cleaned) question, the first problem only; null when it can be saved. */
export function questionProblem(q: QuestionDraft): QuestionProblem | null {
  if (!q.text) return "text";
  if (q.options.length < QUIZ_MIN_OPTIONS) return "options";
  if (q.options.length > QUIZ_MAX_OPTIONS) return "tooManyOptions";
  if (new Set(q.options).size !== q.options.length) return "duplicates";
  if (!q.options.includes(q.correct)) return "correct";
  return null;
}
