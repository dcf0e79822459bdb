// Privacy contracts: the export file (GET /api/me/export), what deleting the account removes
// (GET /api/me/delete-preview) and the deletion itself (POST /api/me/delete). docs/export-schema.json is
// generated from `exportDocument` (tests/api/privacy-export.test.ts fails when it is out of date).
import { z } from "zod";
import { storableText } from "#shared/text.ts";
import { PRIVACY_MESSAGES as M } from "#shared/messages/settings.ts";
import { LEVELS } from "#shared/levels.ts";

export const EXPORT_FORMAT = "rostrum-export";
export const EXPORT_VERSION = 1;

const id = z.string();
const time = z.string().describe("ISO 8601 date and time (UTC)");
const json = z.unknown().describe("JSON, as stored");
const level = z.enum(LEVELS);
const group = z.record(z.string(), z.unknown());

const debate = z.object({
  id,
  motion: z.string(),
  side: z.enum(["Government", "Opposition"]),
  status: z.enum(["active", "finished"]),
  verdict: json.describe("The judge's verdict (null while the round is in progress)"),
  createdAt: time,
  updatedAt: time,
  finishedAt: time.nullable(),
  messages: z.array(z.object({ role: z.enum(["user", "assistant"]), content: z.string(), engine: z.string().nullable(), createdAt: time })),
});

const code = z.object({ moduleId: id, code: z.string(), createdAt: time, expiresAt: time, usedAt: time.nullable() });

const modulesPart = z.object({
  progress: z.array(
    z.object({
      moduleId: id,
      moduleName: z.string().nullable(),
      lessonId: id,
      lessonTitle: z.string().nullable(),
      completed: z.boolean(),
      quizAnswers: json,
      writingResponse: z.string(),
      caseBuilderAnswer: z.string(),
      feedback: z.string().nullable(),
      score: z.number().int().nullable(),
      updatedAt: time,
    }),
  ),
  unlocked: z.array(z.object({ moduleId: id, moduleName: z.string().nullable(), createdAt: time })),
  accessCodesReceived: z.array(code),
  /** The counter of code guesses (join and unlock codes): its window and the guesses counted in it. */
  wrongCodeAttempts: z.array(z.object({ windowStart: time, count: z.number().int() })),
  created: z.array(z.object({ id, name: z.string(), description: z.string(), isPublic: z.boolean(), createdAt: time, updatedAt: time })),
  lessonsCreated: z.array(
    z.object({
      id,
      title: z.string(),
      level,
      moduleId: id.nullable(),
      reading: z.string(),
      writingPrompt: z.string().nullable(),
      allowWriting: z.boolean(),
      allowCaseBuilder: z.boolean(),
      caseBuilderPrompt: z.string().nullable(),
      quiz: json,
      createdAt: time,
    }),
  ),
  accessCodesCreated: z.array(code).describe("Codes this user made (for whom is left out: that is the other user's data)"),
});

const classroomsPart = z.object({
  memberships: z.array(z.object({ classroomId: id, name: z.string(), hostUsername: z.string().nullable(), joinedAt: time })),
  progress: z.array(
    z.object({
      classroomId: id,
      classroomName: z.string(),
      lessonId: id,
      lessonTitle: z.string(),
      answers: json,
      writingResponse: z.string(),
      score: z.number().int().nullable(),
      quizCorrect: z.number().int().nullable(),
      quizTotal: z.number().int().nullable(),
      writingScore: z.number().int().nullable(),
      attempts: json.describe("Every attempt turned in: when, the answers, the writing and their scores"),
      aiFeedback: z.string().nullable(),
      completed: z.boolean(),
      submittedAt: time.nullable(),
      teacherFeedback: z.string().nullable(),
      teacherScore: z.number().int().nullable(),
      feedbackAt: time.nullable(),
      updatedAt: time,
    }),
  ),
  debates: z
    .array(
      z.object({
        classroomId: id,
        classroomName: z.string(),
        assignmentId: id,
        motion: z.string(),
        side: z.string(),
        debateId: id.nullable(),
        startedAt: time,
        matter: z.number().int().nullable(),
        manner: z.number().int().nullable(),
        method: z.number().int().nullable(),
        comment: z.string().nullable(),
        gradedAt: time.nullable(),
      }),
    )
    .describe("Debates a teacher assigned this user: the side, the round (in debates) and the teacher's grade"),
  liveRoundNotes: z
    .array(z.object({ roundId: id, motion: z.string(), key: z.string(), body: z.string(), updatedAt: time }))
    .describe('What this user kept in live class rounds: their flow ("flow") or the notes or text of a speech ("speech:<n>")'),
  liveRoundBallots: z
    .array(
      z.object({
        roundId: id,
        motion: z.string(),
        winner: z.string().nullable(),
        ranks: json,
        points: json.describe("Speaker points by position"),
        replyPoints: json,
        reason: z.string(),
        releasedAt: time.nullable(),
        updatedAt: time,
      }),
    )
    .describe("Ballots this user filled as the chair of a live class round"),
  liveRoundPracticeBallots: z
    .array(
      z.object({
        roundId: id,
        motion: z.string(),
        winner: z.string().nullable(),
        ranks: json,
        points: json.describe("Speaker points by position"),
        replyPoints: json,
        reason: z.string(),
        updatedAt: time,
      }),
    )
    .describe("Practice ballots this user filled as a student judge in the audience of a live class round"),
  hosted: z.array(
    z.object({
      id,
      name: z.string(),
      code: z.string(),
      createdAt: time,
      members: z.array(z.object({ username: z.string(), joinedAt: time })).describe("Members by username only"),
      lessons: z.array(z.object({ lessonId: id, dueAt: time.nullable(), assignedAt: time })),
    }),
  ),
});

const lessonsPart = z.object({
  folders: z.array(z.object({ id, name: z.string(), createdAt: time })),
  lessons: z.array(
    z.object({
      id,
      title: z.string(),
      level,
      folderId: id.nullable(),
      reading: z.string(),
      writingPrompt: z.string().nullable(),
      allowWriting: z.boolean(),
      quiz: json,
      createdAt: time,
      updatedAt: time,
    }),
  ),
});

/** The export file: everything one account owns, and nobody else's rows. */
export const exportDocument = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_VERSION),
    exportedAt: time,
    account: z.object({
      id,
      email: z.string(),
      name: z.string(),
      emailVerified: z.boolean(),
      image: z.string().nullable(),
      createdAt: time,
      updatedAt: time,
    }),
    signIn: z.object({
      methods: z
        .array(z.object({ provider: z.string(), createdAt: time }))
        .describe("How the account signs in (no password hash or tokens)"),
      sessions: z.array(z.object({ createdAt: time, expiresAt: time, ipAddress: z.string().nullable(), userAgent: z.string().nullable() })),
    }),
    profile: z.object({ username: z.string(), role: z.enum(["student", "teacher"]), isAdmin: z.boolean(), createdAt: time }).nullable(),
    settings: z
      .object({
        profile: group,
        notifications: group,
        preferences: group,
        weights: group,
        teacher: group,
        appearance: group,
        privacy: group,
        updatedAt: time,
      })
      .nullable(),
    debates: z.array(debate),
    motionHistory: z.array(z.object({ motion: z.string(), shownAt: time })),
    aiUsage: z.array(z.object({ day: z.string(), count: z.number().int() })),
    generatedMaterial: z
      .array(z.object({ kind: z.string(), motion: z.string(), content: z.string(), createdAt: time }))
      .describe("Text the app generated for this user (examples, AI arguments, opponent speeches), kept to recognise it handed back"),
    drillAttempts: z.array(
      z.object({
        id,
        drill: z.string(),
        motion: z.string(),
        input: json,
        result: json,
        overall: z.number(),
        engine: z.string(),
        createdAt: time,
      }),
    ),
    drafts: z
      .array(z.object({ item: z.string(), body: json, updatedAt: time }))
      .describe("Work typed and not yet submitted (lessons, drills, the debater's speech), as last saved"),
    modules: modulesPart,
    classrooms: classroomsPart,
    lessons: lessonsPart,
    avatar: z
      .object({ mime: z.string(), etag: z.string(), updatedAt: time, imageBase64: z.string().describe("The stored image, base64") })
      .nullable()
      .describe("The uploaded avatar (null when none)"),
    adminAudit: z
      .array(
        z.object({
          at: time,
          action: z.string().describe("grant-admin, revoke-admin, grant-teacher, revoke-teacher or reset-password"),
          as: z.enum(["actor", "target"]).describe("Whether this user made the change or was the one changed"),
        }),
      )
      .describe("Changes to accounts on the admin People screen that this user made or underwent"),
    weeklySummaries: z
      .array(
        z.object({
          weekStart: z.string().describe("The Monday (UTC) of the week, YYYY-MM-DD"),
          status: z.string(),
          sentAt: time.nullable(),
        }),
      )
      .describe("The weekly summary e-mails sent (or being sent) to this user"),
  })
  .meta({ title: "Rostrum data export", description: "One account's data, as GET /api/me/export downloads it." });
export type ExportDocument = z.infer<typeof exportDocument>;

/** GET /api/me/delete-preview: what deleting the account takes with it, told before it happens. */
export const deletePreview = z.object({
  hasPassword: z.boolean(),
  counts: z.object({
    debates: z.number().int(),
    drillAttempts: z.number().int(),
    moduleProgress: z.number().int(),
    classroomsJoined: z.number().int(),
    lessons: z.number().int(),
    folders: z.number().int(),
  }),
  hostedClassrooms: z.array(z.object({ id, name: z.string(), members: z.number().int() })),
  /** Modules and module lessons the user made stay, with no author. */
  keptModules: z.number().int(),
  keptModuleLessons: z.number().int(),
});
export type DeletePreview = z.infer<typeof deletePreview>;

/** POST /api/me/delete. The password may be empty only for an account without one (Google). */
export const deleteAccountRequest = z.object({
  confirm: z.string({ error: M.typeDelete }).refine((v) => v === "DELETE", M.typeDelete),
  password: storableText(M.passwordRequired).max(128, M.wrongPassword).default(""),
});
export const deleteAccountResponse = z.object({ deleted: z.literal(true) });
