// Contracts of the admin's module routes (/api/admin/…): modules with their lesson selection and
// visibility, module lessons with the question builder's quiz, assignment, students and one-time
// unlock codes. Every route is admin-only on the server.
import { z } from "zod";
import { ADMIN_MESSAGES as A } from "#shared/messages/admin.ts";
import { CLASS_CODE_MESSAGES as CC } from "#shared/messages/modules.ts";
import { quizDraftSchema } from "#shared/quiz/schemas.ts";
import { storableText } from "#shared/text.ts";
import { levelSchema } from "./schemas";

export const MODULE_NAME_MAX = 120;
export const MODULE_DESCRIPTION_MAX = 2000;
export const LESSON_TITLE_MAX = 200;
export const READING_MAX = 50_000;
export const PROMPT_MAX = 2000;
export const MODULE_LESSONS_MAX = 200;

const id = (message: string) => z.uuid({ error: message });

// ---- Modules -------------------------------------------------------------------------------------

export const adminModuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  is_public: z.boolean(),
  lessons_count: z.number().int(),
  /** The admin who created it; null for the starter curriculum (any admin may manage those). */
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminModule = z.infer<typeof adminModuleSchema>;

export const adminModulesResponse = z.object({ modules: z.array(adminModuleSchema) });

export const moduleNameField = storableText(A.moduleNameRequired)
  .trim()
  .min(1, A.moduleNameRequired)
  .max(MODULE_NAME_MAX, A.moduleNameTooLong);
const descriptionField = storableText().trim().max(MODULE_DESCRIPTION_MAX, A.descriptionTooLong);

export const createModuleRequest = z.object({
  name: moduleNameField,
  description: descriptionField.optional().default(""),
  /** Module lessons to assign to the new module, in the same transaction. */
  lesson_ids: z.array(id(A.lessonNotFound)).max(MODULE_LESSONS_MAX, A.tooManyLessons).optional().default([]),
});
export type CreateModuleRequest = z.input<typeof createModuleRequest>;

export const updateModuleRequest = z
  .object({ name: moduleNameField.optional(), description: descriptionField.optional(), is_public: z.boolean().optional() })
  .refine((b) => b.name !== undefined || b.description !== undefined || b.is_public !== undefined, A.nothingToChange);
export type UpdateModuleRequest = z.input<typeof updateModuleRequest>;

export const adminModuleParams = z.object({ moduleId: id("Module not found") });

/** One unlock code of a module, with its state as the module settings list it. */
export const unlockCodeSchema = z.object({
  code: z.string(),
  student: z.object({ id: z.string(), username: z.string() }),
  created_at: z.string(),
  expires_at: z.string(),
  used_at: z.string().nullable(),
  state: z.enum(["unused", "used", "expired"]),
});
export type UnlockCode = z.infer<typeof unlockCodeSchema>;

export const moduleSettingsResponse = z.object({
  module: adminModuleSchema,
  lessons: z.array(z.object({ id: z.string(), title: z.string(), level: levelSchema })),
  codes: z.array(unlockCodeSchema),
});
export type ModuleSettings = z.infer<typeof moduleSettingsResponse>;

export const createCodeRequest = z.object({ student_id: storableText(A.selectStudent).trim().min(1, A.selectStudent).max(100) });
export const createCodeResponse = z.object({ code: unlockCodeSchema });

/** Codes for a whole class: the class by its join code (as typed) or its id. */
export const CLASS_CODES_MAX = 200;
export const classCodesRequest = z.object({
  classroom: storableText(CC.enterClassroom).trim().min(1, CC.enterClassroom).max(100, CC.classroomNotFound),
});
export const classCodeSchema = z.object({
  student: z.object({ id: z.string(), name: z.string(), username: z.string() }),
  code: z.string(),
  expires_at: z.string(),
});
export type ClassCode = z.infer<typeof classCodeSchema>;
export const classCodesResponse = z.object({
  classroom: z.object({ id: z.string(), name: z.string() }),
  codes: z.array(classCodeSchema),
});
export type ClassCodes = z.infer<typeof classCodesResponse>;

export const studentsQuery = z.object({ search: storableText().trim().max(100).optional().default("") });
export const studentsResponse = z.object({
  students: z.array(z.object({ id: z.string(), username: z.string(), email: z.string() })),
});
/** How many students a search returns at most. */
export const STUDENTS_PAGE = 20;

// ---- Module lessons ------------------------------------------------------------------------------

export const adminLessonListItem = z.object({
  id: z.string(),
  title: z.string(),
  level: levelSchema,
  module: z.object({ id: z.string(), name: z.string() }).nullable(),
  questions: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type AdminLessonListItem = z.infer<typeof adminLessonListItem>;
export const adminLessonsResponse = z.object({ lessons: z.array(adminLessonListItem) });

const optionalPrompt = storableText().trim().max(PROMPT_MAX, A.promptTooLong).optional().default("");

/** A module lesson as the builder sends it; allow_writing follows from a non-empty writing prompt. */
export const moduleLessonBody = z.object({
  title: storableText(A.missingRequiredFields).trim().min(1, A.missingRequiredFields).max(LESSON_TITLE_MAX, A.titleTooLong),
  reading: storableText(A.missingRequiredFields).trim().min(1, A.missingRequiredFields).max(READING_MAX, A.readingTooLong),
  level: levelSchema.optional().default("beginner"),
  writing_prompt: optionalPrompt,
  allow_case_builder: z.boolean().optional().default(false),
  case_builder_prompt: optionalPrompt,
  quiz: quizDraftSchema(A.tooManyQuestions).optional().default([]),
});
export const createModuleLessonRequest = moduleLessonBody.extend({ module_id: id(A.missingRequiredFields) });
export type CreateModuleLessonRequest = z.input<typeof createModuleLessonRequest>;
export const updateModuleLessonRequest = moduleLessonBody;
export type UpdateModuleLessonRequest = z.input<typeof updateModuleLessonRequest>;

export const adminLessonParams = z.object({ lessonId: id(A.lessonNotFound) });

/** A module lesson as the builder edits it: the quiz with `correct` as the option's text. */
export const adminLessonResponse = z.object({
  lesson: z.object({
    id: z.string(),
    title: z.string(),
    level: levelSchema,
    module_id: z.string().nullable(),
    reading: z.string(),
    writing_prompt: z.string(),
    allow_writing: z.boolean(),
    allow_case_builder: z.boolean(),
    case_builder_prompt: z.string(),
    quiz: z.array(z.object({ id: z.string(), text: z.string(), options: z.array(z.string()), correct: z.string() })),
    /** Set when the stored quiz could not be read (it is shown empty; saving replaces it). */
    quiz_error: z.string().nullable(),
    created_by: z.string().nullable(),
    created_at: z.string(),
  }),
});
export type AdminLesson = z.infer<typeof adminLessonResponse>["lesson"];

/** Assign a lesson to a module, or unassign it (null). */
export const assignLessonRequest = z.object({ module_id: id("Module not found").nullable() });
export const okResponse = z.object({ ok: z.literal(true) });

/** Manage Modules lists the admin's own modules; "assignable" adds the starter curriculum (what lessons may go into). */
export const adminModulesQuery = z.object({ scope: z.enum(["mine", "assignable"]).optional().default("mine") });
