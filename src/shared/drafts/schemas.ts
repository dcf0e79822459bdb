// Drafts: what a student has typed and not yet submitted, kept on the server per user and item.
import { z } from "zod";
import { DRAFT_MESSAGES as M } from "#shared/messages/drafts.ts";
import { isStorable, storableText } from "#shared/text.ts";
import { DRILL_KINDS, type DrillKind } from "#shared/drills/rubric.ts";

/** The longest draft, as JSON text: a lesson's writing, a speech at its limit and the rest fit many times over. */
export const DRAFT_MAX_CHARS = 64_000;
/** Drafts one account may keep at once: only a runaway script meets it. */
export const DRAFTS_PER_ACCOUNT = 500;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const KEY = new RegExp(`^(?:(?:classroom-lesson|module-lesson):${UUID}:${UUID}|drill:(?:${DRILL_KINDS.join("|")})|debate)$`);

/** Every item a draft can be kept for; the one way to build its key, for screens and the gradebook alike. */
export const draftKeys = {
  classroomLesson: (classroomId: string, lessonId: string) => `classroom-lesson:${classroomId}:${lessonId}`,
  moduleLesson: (moduleId: string, lessonId: string) => `module-lesson:${moduleId}:${lessonId}`,
  drill: (kind: DrillKind) => `drill:${kind}`,
  /** The debater's unsent speech: one round runs at a time, so one draft. */
  debate: () => "debate",
};

export const isDraftKey = (key: string) => KEY.test(key);

export const draftKeyQuery = z.object({
  key: z.string({ error: M.badKey }).max(120, M.badKey).refine(isDraftKey, M.badKey),
});

/** Every string in a JSON value can be stored (PostgreSQL's jsonb takes no NUL, nor half a surrogate pair). */
function storableJson(v: unknown): boolean {
  if (typeof v === "string") return isStorable(v);
  if (Array.isArray(v)) return v.every(storableJson);
  if (v && typeof v === "object") return Object.entries(v).every(([k, x]) => isStorable(k) && storableJson(x));
  return true;
}

/** A draft's content is the screen's own: any JSON object (the body is parsed JSON), checked only for size and storable text. */
export const draftBody = z
  .record(storableText(M.badBody).max(200, M.badBody), z.unknown(), { error: M.badBody })
  .refine((v) => JSON.stringify(v).length <= DRAFT_MAX_CHARS, M.tooLarge)
  .refine(storableJson, M.badBody);
export type DraftBody = z.infer<typeof draftBody>;

/** Counts a draft's saves; 0 names "no draft" (what a client that found none last saw). */
const draftVersion = z
  .number({ error: M.badVersion })
  .int(M.badVersion)
  .min(0, M.badVersion)
  .max(2 ** 31 - 1, M.badVersion);

/** `version`: the one the client last saw; a draft saved since is not replaced (409). Left out, the save replaces any. */
export const saveDraftRequest = z.object({ body: draftBody, version: draftVersion.optional() });

export const draftResponse = z.object({
  draft: z.object({ body: draftBody, updated_at: z.string(), version: z.number().int() }).nullable(),
});
export type DraftResponse = z.infer<typeof draftResponse>;

/** The version stored: the one the client sends with its next save. */
export const savedDraftResponse = z.object({ updated_at: z.string(), version: z.number().int() });
export const clearedDraftResponse = z.object({ cleared: z.boolean() });
