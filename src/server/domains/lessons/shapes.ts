// Rows to the contracts' shapes, and the builder's quiz to its stored form.
import { tryReadQuiz } from "../../../shared/quiz/read";
import type { QuestionDraft } from "../../../shared/quiz/draft";
import type { Lesson, LessonFolder, LessonListItem, LessonView } from "../../../shared/lessons/schemas";
import type { Level } from "../../../shared/modules/rules";
import type { FolderRow, LessonRow } from "./access";

/** Stored with ids q0, q1, … (spec part 1 section 3) and `correct` as the option's text. */
export const storedQuiz = (quiz: QuestionDraft[]) =>
  quiz.map((q, i) => ({ id: `q${i}`, text: q.text, options: q.options, correct: q.correct }));

export function lessonOut(l: LessonRow): Lesson {
  const read = tryReadQuiz(l.quiz);
  return {
    id: l.id,
    title: l.title,
    level: l.level as Level,
    folder_id: l.folderId,
    reading: l.reading,
    writing_prompt: l.writingPrompt ?? "",
    allow_writing: l.allowWriting,
    quiz: read.ok ? read.quiz.map((q) => ({ id: q.id, text: q.text, options: q.options, correct: q.options[q.correct] })) : [],
    quiz_error: read.ok ? null : read.error,
    owner_id: l.ownerId,
    created_at: l.createdAt.toISOString(),
    updated_at: l.updatedAt.toISOString(),
  };
}

export function lessonViewOut(l: LessonRow): LessonView {
  const read = tryReadQuiz(l.quiz);
  return {
    id: l.id,
    title: l.title,
    level: l.level as Level,
    reading: l.reading,
    writing_prompt: l.writingPrompt,
    allow_writing: l.allowWriting,
    quiz: read.ok ? read.quiz.map((q) => ({ id: q.id, text: q.text, options: q.options, correct: q.correct })) : [],
    quiz_error: read.ok ? null : read.error,
    owner_id: l.ownerId,
    created_at: l.createdAt.toISOString(),
    updated_at: l.updatedAt.toISOString(),
  };
}

type ListRow = Pick<LessonRow, "id" | "title" | "level" | "folderId" | "allowWriting" | "createdAt" | "updatedAt"> & { questions: number };

export function listItemOut(l: ListRow): LessonListItem {
  return {
    id: l.id,
    title: l.title,
    level: l.level as Level,
    folder_id: l.folderId,
    questions: Number(l.questions),
    allow_writing: l.allowWriting,
    created_at: l.createdAt.toISOString(),
    updated_at: l.updatedAt.toISOString(),
  };
}

export function folderOut(f: FolderRow, lessonsCount: number): LessonFolder {
  return { id: f.id, name: f.name, created_at: f.createdAt.toISOString(), lessons_count: lessonsCount };
}
