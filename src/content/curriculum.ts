// The starter curriculum: src/content/curriculum/*.json, one module per file, read in file-name order
// (the first module is the one a new student meets first). A reading is a list of lines, joined with
// line breaks, in the simple text the lesson screen renders: paragraphs separated by blank lines, "## "
// headings, "- " and "1. " list items, never HTML.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { CONTENT_DIR, loadContent, reportDuplicates, text, textList } from "./load";
import { LEVELS } from "#shared/levels.ts";

export const CURRICULUM_DIR = "curriculum";

const questionSchema = z
  .strictObject({
    text,
    /** 3 to 5 options, all different. */
    options: textList(3).max(5, "at most 5 options"),
    /** The text of the one correct option. */
    correct: text,
  })
  .refine((q) => q.options.includes(q.correct), { path: ["correct"], message: "must be one of the options" });

const lessonSchema = z.strictObject({
  title: text,
  level: z.enum(LEVELS),
  reading: z
    .array(z.string())
    .min(1)
    .transform((lines) => lines.join("\n"))
    .refine((r) => !/<[a-z/][^>]*>/i.test(r), "must not contain HTML"),
  writingPrompt: text,
  /** When set, the lesson shows the case builder with this prompt. */
  caseBuilderPrompt: text.optional(),
  quiz: z.array(questionSchema).min(3),
});

export const curriculumModuleSchema = z
  .strictObject({
    /** The module's stable key: a module with this name and no creator is the seeded one. */
    name: text,
    description: text,
    isPublic: z.boolean(),
    lessons: z.array(lessonSchema).min(1),
  })
  .superRefine((m, ctx) =>
    reportDuplicates(
      m.lessons.map((l) => l.title),
      ctx,
      ["lessons"],
      "lesson title",
    ),
  );

export type CurriculumModule = z.output<typeof curriculumModuleSchema>;
export type CurriculumLesson = CurriculumModule["lessons"][number];

/** The module files, in the order a new student meets them. */
export function curriculumFiles(): string[] {
  return readdirSync(join(CONTENT_DIR, CURRICULUM_DIR))
    .filter((f) => f.endsWith(".json"))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
    .map((f) => `${CURRICULUM_DIR}/${f}`);
}

/** Reads and checks every module file; module names must differ, since the name is the seed's key. */
export function loadCurriculum(): CurriculumModule[] {
  const list = curriculumFiles().map((file) => loadContent(file, curriculumModuleSchema));
  const names = z
    .array(z.string())
    .superRefine((n, ctx) => reportDuplicates(n, ctx, [], "module name"))
    .safeParse(list.map((m) => m.name));
  if (!names.success) throw new Error(`invalid content\n${CURRICULUM_DIR}: ${names.error.issues.map((i) => i.message).join("; ")}`);
  return list;
}

export const STARTER_CURRICULUM: readonly CurriculumModule[] = loadCurriculum();
