// The one lesson core. A teacher's lesson and a module lesson store the same things (title, level,
// reading, writing prompt, a quiz in one shape) and are read into every contract through these
// functions: the quiz is written by `storedQuiz` only and read by the one quiz reader.
import type { QuestionDraft } from "#shared/quiz/draft.ts";
import { tryReadQuiz, type Quiz } from "#shared/quiz/read.ts";
import type { Level } from "#shared/levels.ts";

/** How every lesson's quiz is stored: ids q0, q1, … and `correct` as the right option's text. */
export interface StoredQuestion {
  id: string;
  text: string;
  options: string[];
  correct: string;
}

export const storedQuiz = (quiz: readonly QuestionDraft[]): StoredQuestion[] =>
  quiz.map((q, i) => ({ id: `q${i}`, text: q.text, options: [...q.options], correct: q.correct }));

/** The columns both lesson tables have. */
export interface LessonCoreRow {
  id: string;
  title: string;
  level: string;
  reading: string;
  writingPrompt: string | null;
  allowWriting: boolean;
  quiz: unknown;
  createdAt: Date;
}

/** The fields every lesson contract shares. */
export function lessonCore(row: LessonCoreRow) {
  return {
    id: row.id,
    title: row.title,
    level: row.level as Level,
    reading: row.reading,
    writing_prompt: row.writingPrompt,
    allow_writing: row.allowWriting,
    created_at: row.createdAt.toISOString(),
  };
}

/** The lesson's quiz, or an empty one with the reason it could not be read. */
export function lessonQuiz(row: Pick<LessonCoreRow, "quiz">): { quiz: Quiz; error: string | null } {
  const read = tryReadQuiz(row.quiz);
  return read.ok ? { quiz: read.quiz, error: null } : { quiz: [], error: read.error };
}

/** As the builders edit it: `correct` as the option's text. */
export const quizForBuilder = (quiz: Quiz): StoredQuestion[] =>
  quiz.map((q) => ({ id: q.id, text: q.text, options: q.options, correct: q.options[q.correct] }));

/** As a learner sees it: `correct` as the option's index, only once it may be revealed. */
export const quizForLearner = (quiz: Quiz, reveal: boolean) => quiz.map((q) => ({ ...q, correct: reveal ? q.correct : null }));
