// Contracts of the teacher's lesson routes (/api/lessons, /api/lesson-folders): My Lessons with its
// folders and search, Create Lesson and editing with the question builder's quiz, moving a lesson
// between folders, and the lesson viewer's data outside a classroom.
// Teachers and admins author; every change is to one's own lessons and folders.
import { z } from "zod";
import { ADMIN_MESSAGES as A } from "#shared/messages/admin.ts";
import { LESSON_MESSAGES as L } from "#shared/messages/classrooms.ts";
import { LESSON_TITLE_MAX, PROMPT_MAX, READING_MAX } from "#shared/modules/admin.ts";
import { lessonQuestionSchema, levelSchema } from "#shared/modules/schemas.ts";
import { quizDraftSchema } from "#shared/quiz/schemas.ts";
import { storableText } from "#shared/text.ts";

export { LESSON_TITLE_MAX, PROMPT_MAX, READING_MAX };
export const FOLDER_NAME_MAX = 80;
export const LESSON_SEARCH_MAX = 200;

const folderId = z.uuid({ error: L.folderNotFound });

export const lessonParams = z.object({ lessonId: z.uuid({ error: L.lessonNotFound }) });
export const folderParams = z.object({ folderId });

// ---- My Lessons ----------------------------------------------------------------------------------

export const lessonsQuery = z.object({ search: storableText().trim().max(LESSON_SEARCH_MAX).optional().default("") });

export const lessonListItem = z.object({
  id: z.string(),
  title: z.string(),
  level: levelSchema,
  /** null: Unassigned. */
  folder_id: z.string().nullable(),
  questions: z.number().int(),
  allow_writing: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LessonListItem = z.infer<typeof lessonListItem>;

export const lessonFolderSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  /** All of the folder's lessons, whatever the search. */
  lessons_count: z.number().int(),
});
export type LessonFolder = z.infer<typeof lessonFolderSchema>;

export const lessonsResponse = z.object({
  /** The teacher's own lessons matching the search (title), newest first. */
  lessons: z.array(lessonListItem),
  /** The teacher's own folders, oldest first. */
  folders: z.array(lessonFolderSchema),
});
export type LessonsResponse = z.infer<typeof lessonsResponse>;

// ---- Create and edit -----------------------------------------------------------------------------

/** A lesson as Create Lesson sends it; a non-empty writing prompt enables writing. */
export const lessonBody = z.object({
  title: storableText(L.titleRequired).trim().min(1, L.titleRequired).max(LESSON_TITLE_MAX, A.titleTooLong),
  reading: storableText(L.readingRequired).trim().min(1, L.readingRequired).max(READING_MAX, A.readingTooLong),
  writing_prompt: storableText()
    .trim()
    .max(PROMPT_MAX, A.promptTooLong)
    .nullable()
    .optional()
    .transform((v) => v ?? ""),
  level: levelSchema.optional().default("beginner"),
  quiz: quizDraftSchema(A.tooManyQuestions).optional().default([]),
  /** One's own folder, or null for Unassigned; left out: Unassigned on create, unchanged on edit. */
  folder_id: folderId.nullable().optional(),
});
export type LessonBody = z.input<typeof lessonBody>;
export type LessonBodyParsed = z.output<typeof lessonBody>;

/** A lesson as the builder edits it: the quiz with `correct` as the option's text. */
export const lessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  level: levelSchema,
  folder_id: z.string().nullable(),
  reading: z.string(),
  writing_prompt: z.string(),
  allow_writing: z.boolean(),
  quiz: z.array(z.object({ id: z.string(), text: z.string(), options: z.array(z.string()), correct: z.string() })),
  /** Set when the stored quiz could not be read (it is shown empty; saving replaces it). */
  quiz_error: z.string().nullable(),
  owner_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Lesson = z.infer<typeof lessonSchema>;
export const lessonResponse = z.object({ lesson: lessonSchema });

export const moveLessonRequest = z.object({ folder_id: folderId.nullable() });
export const lessonListItemResponse = z.object({ lesson: lessonListItem });

export const okResponse = z.object({ ok: z.literal(true) });

// ---- Folders -------------------------------------------------------------------------------------

export const folderRequest = z.object({
  name: storableText(L.folderNameRequired).trim().min(1, L.folderNameRequired).max(FOLDER_NAME_MAX, L.folderNameTooLong),
});
export type FolderRequest = z.input<typeof folderRequest>;
export const folderResponse = z.object({ folder: lessonFolderSchema });

// ---- The lesson viewer outside a classroom (the owner, or an admin) -----------------------------

/** Like a module lesson in the viewer: questions with `correct` as the right option's index (the owner sees it). */
export const lessonViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  level: levelSchema,
  reading: z.string(),
  writing_prompt: z.string().nullable(),
  allow_writing: z.boolean(),
  quiz: z.array(lessonQuestionSchema),
  quiz_error: z.string().nullable(),
  owner_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LessonView = z.infer<typeof lessonViewSchema>;
export const lessonViewResponse = z.object({ lesson: lessonViewSchema });
