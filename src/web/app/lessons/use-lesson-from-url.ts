import { useMutation } from "@tanstack/react-query";
import { call, client } from "#web/app/client.ts";
import type { GenerateLessonFromUrlResponse } from "#shared/importer/from-url.ts";
import { cleanQuestion, QUIZ_MAX_QUESTIONS, questionProblem, type QuestionDraft } from "#shared/quiz/draft.ts";

/** What a lesson form takes from an article: its fields, and the quiz as the question builder's drafts. */
export interface UrlLesson {
  title: string;
  reading: string;
  writing_prompt: string;
  quiz: QuestionDraft[];
}

/**
 * The server's quiz (`question`, options, `correct` as text) as builder drafts. A question the builder
 * itself would refuse is left out rather than handed to the form, where it could never be saved.
 */
export function urlQuizToDrafts(quiz: GenerateLessonFromUrlResponse["quiz"]): QuestionDraft[] {
  return quiz
    .map((q) => cleanQuestion({ text: q.question, options: q.options, correct: q.correct }))
    .filter((q) => questionProblem(q) === null)
    .slice(0, QUIZ_MAX_QUESTIONS);
}

export function toUrlLesson(data: GenerateLessonFromUrlResponse): UrlLesson {
  return { title: data.title, reading: data.reading, writing_prompt: data.writing_prompt, quiz: urlQuizToDrafts(data.quiz) };
}

/** POST /api/generate-lesson-from-url (teachers and admins): a lesson draft from an article, shared by both lesson builders. */
export function useLessonFromUrl() {
  return useMutation({
    meta: { errorShown: true },
    mutationFn: async (url: string) => toUrlLesson(await call(client.POST("/api/generate-lesson-from-url", { body: { url } }))),
  });
}
