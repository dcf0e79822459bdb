// What the lesson form edits, how the teacher's setting picks a new lesson's level, and the body sent to the server.
import type { Lesson, LessonBody } from "#shared/lessons/schemas.ts";
import type { QuestionDraft, QuestionProblem } from "#shared/quiz/draft.ts";
import { QUIZ_MESSAGES as Q } from "#shared/messages/quiz.ts";
import type { Level } from "#shared/levels.ts";

export interface LessonValues {
  title: string;
  reading: string;
  writing_prompt: string;
  level: Level;
  quiz: QuestionDraft[];
}

export function emptyValues(level: Level): LessonValues {
  return { title: "", reading: "", writing_prompt: "", level, quiz: [] };
}

export function valuesOf(l: Lesson): LessonValues {
  return {
    title: l.title,
    reading: l.reading,
    writing_prompt: l.writing_prompt,
    level: l.level,
    quiz: l.quiz.map((q) => ({ text: q.text, options: q.options, correct: q.correct })),
  };
}

/** The request body; the server decides allow_writing from the prompt (non-empty enables writing). */
export function bodyOf(v: LessonValues): LessonBody {
  return { title: v.title, reading: v.reading, writing_prompt: v.writing_prompt, level: v.level, quiz: v.quiz };
}

export const LEVEL_COLOR: Record<Level, string> = { beginner: "teal", intermediate: "blue", advanced: "grape" };

/** The add-question form's four alerts; a 6th option is never offered, so its problem reads like too few. */
export function questionAlert(problem: QuestionProblem): string {
  switch (problem) {
    case "text":
      return Q.enterQuestionText;
    case "options":
    case "tooManyOptions":
      return Q.needTwoOptions;
    case "duplicates":
      return Q.optionsUnique;
    case "correct":
      return Q.correctMustMatch;
  }
}
