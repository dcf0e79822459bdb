// Contracts of the learner's module routes: the catalogue (GET /api/modules), unlocking with a code,
// the module page, the module lesson with the learner's progress, submitting it, and
// POST /api/lesson-feedback.
import { z } from "zod";
import { MODULE_MESSAGES as M } from "#shared/messages/modules.ts";
import { storableText } from "#shared/text.ts";
import { ACCESS_STATUSES, CATALOGUE_PAGE_SIZE, CATALOGUE_SORTS, WRITING_MAX } from "./rules";
import { LEVELS } from "#shared/levels.ts";

export const levelSchema = z.enum(LEVELS);
export const accessStatusSchema = z.enum(ACCESS_STATUSES);

export const catalogueQuery = z.object({
  search: storableText().trim().max(200).optional().default(""),
  level: z
    .enum(["all", ...LEVELS])
    .optional()
    .default("all"),
  sort: z.enum(CATALOGUE_SORTS).optional().default("recent"),
  /** Only this section; without it, limit and offset apply to each section (one shared page number). */
  section: accessStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(250).optional().default(CATALOGUE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).optional().default(0),
});
export type CatalogueQuery = z.input<typeof catalogueQuery>;

/** One module as `modules_for_user` returned it. */
export const catalogueModuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  dominant_level: levelSchema.nullable(),
  access_status: accessStatusSchema,
  lessons_count: z.number().int(),
  module_updated_at: z.string(),
});
export type CatalogueModule = z.infer<typeof catalogueModuleSchema>;

export const catalogueResponse = z.object({
  /** The page's modules, by section (unlocked, public, locked), each section in the chosen order. */
  modules: z.array(catalogueModuleSchema),
  /** How many modules each section holds in all (for Prev/Next). */
  totals: z.object({ unlocked: z.number().int(), public: z.number().int(), locked: z.number().int() }),
});
export type CatalogueResponse = z.infer<typeof catalogueResponse>;

export const moduleParams = z.object({ moduleId: z.uuid({ error: M.moduleNotFound }) });
export const moduleLessonParams = z.object({
  moduleId: z.uuid({ error: M.moduleNotFound }),
  lessonId: z.uuid({ error: M.lessonNotFound }),
});

export const unlockRequest = z.object({
  code: storableText(M.enterValidCode).max(100, M.enterValidCode),
});
export const unlockResponse = z.object({ unlocked: z.literal(true), moduleId: z.string() });

export const moduleSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  is_public: z.boolean(),
  access_status: accessStatusSchema,
  updated_at: z.string(),
});

export const lessonCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  level: levelSchema,
  created_at: z.string(),
  completed: z.boolean(),
  /** Null before a submission, and while a class that assigned the lesson holds its answers back. */
  score: z.number().int().nullable(),
});
export type LessonCard = z.infer<typeof lessonCardSchema>;

export const modulePageResponse = z.object({
  module: moduleSummarySchema,
  /** In creation order (the module page's "Default" sort). */
  lessons: z.array(lessonCardSchema),
});
export type ModulePage = z.infer<typeof modulePageResponse>;

/** A question as a learner sees it: `correct` (the right option's index) is null until it may be revealed. */
export const lessonQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  options: z.array(z.string()),
  correct: z.number().int().nullable(),
});

export const quizAnswersSchema = z.record(
  z.string().regex(/^\d{1,2}$/),
  z.union([storableText().max(500), z.number().int().min(0).max(99)]),
);

export const progressSchema = z.object({
  completed: z.boolean(),
  quiz_answers: quizAnswersSchema,
  writing_response: z.string(),
  case_builder_answer: z.string(),
  feedback: z.string().nullable(),
  /** The overall score (quiz and writing by the one rule); null while a class holds this quiz's answers back. */
  score: z.number().int().nullable(),
  /** Right answers of the last submission, of `quiz_total`; null without a quiz, or while a class holds its answers back. */
  quiz_correct: z.number().int().nullable(),
  quiz_total: z.number().int().nullable(),
  /** The writing's own score, 0–100; null when the lesson asks for no writing. */
  writing_score: z.number().int().nullable(),
  updated_at: z.string(),
});
export type LessonProgress = z.infer<typeof progressSchema>;

export const moduleLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  level: levelSchema,
  module_id: z.string(),
  reading: z.string(),
  writing_prompt: z.string().nullable(),
  allow_writing: z.boolean(),
  allow_case_builder: z.boolean(),
  case_builder_prompt: z.string().nullable(),
  quiz: z.array(lessonQuestionSchema),
  /** Set when the stored quiz could not be read: the lesson still opens, without a quiz. */
  quiz_error: z.string().nullable(),
  created_at: z.string(),
});

export const lessonResponse = z.object({
  module: z.object({ id: z.string(), name: z.string() }),
  lesson: moduleLessonSchema,
  progress: progressSchema.nullable(),
  /** When correct answers are shown: the learner's `quiz_reveal` setting. */
  quiz_reveal: z.enum(["immediate", "after_submit"]),
  /** A class that assigned this lesson holds its answers back: the quiz is not marked here, nor the overall score. */
  quiz_held: z.boolean(),
});
export type LessonResponse = z.infer<typeof lessonResponse>;

export const submitRequest = z.object({
  quiz_answers: quizAnswersSchema.optional().default({}),
  writing_response: storableText().max(WRITING_MAX, M.writingTooLong).optional().default(""),
  case_builder_answer: storableText().max(WRITING_MAX, M.writingTooLong).optional().default(""),
});
export type SubmitRequest = z.input<typeof submitRequest>;

export const submitResponse = lessonResponse.extend({
  /** Which engine wrote the feedback, or null when no writing was sent for feedback. */
  engine: z.string().nullable(),
});

export const lessonFeedbackRequest = z.object({
  prompt: storableText(M.promptRequired).trim().min(1, M.promptRequired).max(2000),
  input: storableText(M.responseRequired).trim().min(1, M.responseRequired).max(WRITING_MAX, M.writingTooLong),
});
/** What the model (or the offline reader) answers: a model's score outside 0–100 is clamped into it (ai/score-range.ts), then rounded. */
export const lessonFeedbackResult = z.object({
  feedback: z.string(),
  score: z.number().min(0).max(100),
});
export const lessonFeedbackResponse = z.object({
  feedback: z.string(),
  /** 0–100, rounded. */
  score: z.number().int().min(0).max(100),
  engine: z.string(),
});

/** Where a module lesson lives, for the /modules/{level}/{lessonId} address (only when the user may open its module). */
export const lessonLocationParams = z.object({ lessonId: z.uuid({ error: M.lessonNotFound }) });
export const lessonLocationResponse = z.object({ module_id: z.string(), lesson_id: z.string() });
