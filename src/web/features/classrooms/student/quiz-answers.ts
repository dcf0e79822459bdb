import type { ClassroomLessonResponse } from "#shared/classrooms/schemas.ts";
import type { Choices } from "#web/ui/lesson/lesson-quiz.tsx";

type Quiz = ClassroomLessonResponse["lesson"]["quiz"];

// Classroom answers are stored by question id with the chosen option's text;
// the quiz on screen works with positions. These two convert between them.

/** Saved answers (question id → option text) as the screen's choices (question index → option index). */
export function choicesFromAnswers(quiz: Quiz, answers: Record<string, string> | undefined): Choices {
  const out: Choices = {};
  quiz.forEach((q, i) => {
    const text = answers?.[q.id];
    const j = text === undefined ? -1 : q.options.indexOf(text);
    if (j >= 0) out[String(i)] = j;
  });
  return out;
}

/** The screen's choices as the answers the server stores. */
export function answersFromChoices(quiz: Quiz, choices: Choices): Record<string, string> {
  const out: Record<string, string> = {};
  quiz.forEach((q, i) => {
    const j = choices[String(i)];
    if (j !== undefined && q.options[j] !== undefined) out[q.id] = q.options[j];
  });
  return out;
}
