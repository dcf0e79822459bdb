// A teacher sets up a live round for her class: the motion, the format, prep, and who speaks where.
import { desc, eq } from "drizzle-orm";
import { hostedClassroom, studentRoster, visibleClassroom } from "#server/domains/classrooms/index.ts";
import { requireTeacherOrAdminNow, requireUser } from "#server/auth/access.ts";
import { liveRounds } from "#server/db/schema/live-rounds.ts";
import { Invalid } from "#server/platform/errors.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import { FORMATS, formatSlots, type DebateFormat, type FormatId } from "#shared/debate/formats/index.ts";
import type { Positions, ReplySpeakers } from "#shared/debate/formats/round.ts";
import type { createLiveRoundRequest } from "#shared/live-rounds/schemas.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import type { z } from "zod";
import { roundView } from "./store";

type CreateInput = z.output<typeof createLiveRoundRequest> & { classroomId: string };
const ROSTER_MAX = 500;

export async function createLiveRound({ ctx, input }: { ctx: ServiceCtx; input: CreateInput }) {
  const user = await requireTeacherOrAdminNow(ctx, L.teachersOnly);
  await hostedClassroom({ ctx, input: { user, classroomId: input.classroomId, denied: L.teachersOnly } });
  const format = FORMATS[input.format];
  const students = await studentRoster({ ctx, input: { classroomId: input.classroomId, limit: ROSTER_MAX } });
  const positions = input.positions === "random" ? drawn(format, students, ctx.random) : checked(format, input.positions, students);
  const replySpeakers = repliesOf(format, input.reply_speakers ?? {});
  const prepSeconds = input.prep_minutes !== undefined ? input.prep_minutes * 60 : format.prep.kind === "before" ? format.prep.seconds : 0;
  const [row] = await ctx.db
    .insert(liveRounds)
    .values({ classroomId: input.classroomId, motion: input.motion, format: format.id, prepSeconds, positions, replySpeakers })
    .returning();
  return { round: await roundView(ctx, row) };
}

export async function listLiveRounds({ ctx, input }: { ctx: ServiceCtx; input: { classroomId: string } }) {
  const user = requireUser(ctx);
  const { asHost } = await visibleClassroom({ ctx, input: { user, classroomId: input.classroomId, denied: L.notInClass } });
  const rows = await ctx.db
    .select({
      id: liveRounds.id,
      motion: liveRounds.motion,
      format: liveRounds.format,
      phase: liveRounds.phase,
      createdAt: liveRounds.createdAt,
    })
    .from(liveRounds)
    .where(eq(liveRounds.classroomId, input.classroomId))
    .orderBy(desc(liveRounds.createdAt))
    .limit(50);
  return {
    chair: asHost,
    rounds: rows.map((r) => ({
      id: r.id,
      motion: r.motion,
      format: r.format as FormatId,
      phase: r.phase,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

function drawn(format: DebateFormat, students: Array<{ id: string }>, random: () => number): Positions {
  const slots = formatSlots(format);
  if (students.length < slots.length) throw new Invalid(L.notEnoughStudents(students.length, slots.length));
  const pool = students.map((s) => s.id);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return Object.fromEntries(slots.map((s, i) => [s.key, pool[i]]));
}

function checked(format: DebateFormat, given: Record<string, string>, students: Array<{ id: string }>): Positions {
  const slots = formatSlots(format).map((s) => s.key);
  const inClass = new Set(students.map((s) => s.id));
  const people = Object.values(given);
  const exact = Object.keys(given).length === slots.length && slots.every((k) => k in given);
  if (!exact || new Set(people).size !== people.length || !people.every((id) => inClass.has(id))) throw new Invalid(L.positionsInvalid);
  return Object.fromEntries(slots.map((k) => [k, given[k]]));
}

function repliesOf(format: DebateFormat, given: Record<string, number>): ReplySpeakers {
  const out: ReplySpeakers = {};
  for (const reply of format.speeches.filter((s) => s.kind === "reply")) {
    const team = reply.teams[0];
    const n = given[team] ?? reply.speakers[0];
    if (!reply.speakers.includes(n)) throw new Invalid(L.replyInvalid);
    out[team] = n;
  }
  if (Object.keys(given).some((team) => !(team in out))) throw new Invalid(L.replyInvalid);
  return out;
}
