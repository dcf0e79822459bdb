// A teacher's own brief for the motion of a debate assignment: the shape of the bank's briefs
// (src/content/briefs.ts) with the same size limits, but only one claim a side is required, so a teacher
// can start small; every other part is optional and the opponent uses what is there.
import { z } from "zod";
import { storableText } from "#shared/text.ts";
import { BRIEF_ACTORS_MAX, BRIEF_ARGUMENTS, BRIEF_CLASHES_MAX, BRIEF_LIMITS, type BriefPart } from "#shared/briefs/limits.ts";
import { TEACHER_BRIEF_MESSAGES as B } from "#shared/messages/teacher-brief.ts";

/** What each part is called in a message. */
const NAMES: Record<BriefPart, string> = {
  title: "A short name",
  claim: "A claim",
  mechanism: "A mechanism",
  example: "An example",
  source: "A source",
  impact: "An impact",
  rebuttal: "A rebuttal",
  weighing: "The weighing",
  clash: "A clash",
  definitions: "The definitions",
  actor: "An actor",
};

/** A text of the part's length, trimmed. */
const part = (p: BriefPart) => {
  const [min, max] = BRIEF_LIMITS[p];
  return storableText(B.invalid).trim().min(min, B.tooShort(NAMES[p], min)).max(max, B.tooLong(NAMES[p], max));
};

export const teacherExampleSchema = z
  .object({ kind: z.enum(["case", "illustration"], { error: B.invalid }), text: part("example"), source: part("source").optional() })
  .refine((e) => e.kind === "illustration" || e.source !== undefined, { message: B.caseNeedsSource, path: ["source"] });

export const teacherArgumentSchema = z.object({
  title: part("title").optional(),
  claim: part("claim"),
  mechanism: part("mechanism").optional(),
  example: teacherExampleSchema.optional(),
  impact: part("impact").optional(),
  rebuttal: part("rebuttal").optional(),
});

export const teacherSideSchema = z.object({
  arguments: z
    .array(teacherArgumentSchema, { error: B.claimRequired })
    .min(1, B.claimRequired)
    .max(BRIEF_ARGUMENTS, B.tooMany("arguments a side", BRIEF_ARGUMENTS)),
  weighing: part("weighing").optional(),
});

export const teacherBriefSchema = z.object(
  {
    proposition: teacherSideSchema,
    opposition: teacherSideSchema,
    clashes: z.array(part("clash")).max(BRIEF_CLASHES_MAX, B.tooMany("clashes", BRIEF_CLASHES_MAX)).optional().default([]),
    actors: z.array(part("actor").toLowerCase()).max(BRIEF_ACTORS_MAX, B.tooMany("actors", BRIEF_ACTORS_MAX)).optional().default([]),
    definitions: part("definitions").optional(),
    /** Whether the class's students may practise on it: their drills then read their work and write their material from it. */
    practice: z.boolean({ error: B.invalid }).optional(),
  },
  { error: B.invalid },
);
export type TeacherBrief = z.output<typeof teacherBriefSchema>;
export type TeacherArgument = TeacherBrief["proposition"]["arguments"][number];

/** A drill request with, beside the student's request, the teacher's brief the drill reads on its motion. */
export type WithBrief = { brief?: TeacherBrief | null };
/** The teacher's brief a drill request carries, if any. */
export const briefIn = (input: unknown): TeacherBrief | null => (input as WithBrief).brief ?? null;

export const saveTeacherBriefRequest = z.object({ brief: teacherBriefSchema.nullable() }, { error: B.invalid });

export const teacherBriefResponse = z.object({
  motion: z.string(),
  brief: teacherBriefSchema.nullable(),
  /** The bank motion whose brief the opponent argues from while the assignment has none of its own. */
  bank_motion: z.string().nullable(),
  /** Whether a model is configured, so the form offers "Draft with AI". */
  draft_available: z.boolean(),
});

export const draftTeacherBriefResponse = z.object({ brief: teacherBriefSchema });
