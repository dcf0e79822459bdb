// Rows to the contracts' shapes, through the one lesson core.
import { lessonCore, lessonQuiz, quizForBuilder, quizForLearner } from "./core";
import type { Lesson, LessonFolder, LessonListItem, LessonView } from "#shared/lessons/schemas.ts";
import type { FolderRow, LessonRow } from "./access";
import type { Level } from "#shared/levels.ts";

export function lessonOut(l: LessonRow): Lesson {
  const { quiz, error } = lessonQuiz(l);
  return {
    ...lessonCore(l),
    folder_id: l.folderId,
    writing_prompt: l.writingPrompt ?? "",
    quiz: quizForBuilder(quiz),
    quiz_error: error,
    owner_id: l.ownerId,
    updated_at: l.updatedAt.toISOString(),
  };
}

export function lessonViewOut(l: LessonRow): LessonView {
  const { quiz, error } = lessonQuiz(l);
  return {
    ...lessonCore(l),
    quiz: quizForLearner(quiz, true),
    quiz_error: error,
    owner_id: l.ownerId,
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
