// Notes kept with a round: anyone in the class may keep a flow; a debater keeps notes (or the text) of
// each of her own speeches. A person reads her own; the chair also reads every speech's text (for the
// ballot to come).
import { and, eq, like, or, sql } from "drizzle-orm";
import { liveRoundNotes } from "#server/db/schema/live-rounds.ts";
import { Forbidden } from "#server/platform/errors.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import { speakersOf } from "#shared/debate/formats/round.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { seenRound } from "./access";

export async function readNotes({ ctx, input }: { ctx: ServiceCtx; input: { roundId: string } }) {
  const { user, row, chair } = await seenRound(ctx, input.roundId);
  const mine = eq(liveRoundNotes.userId, user.id);
  const rows = await ctx.db
    .select()
    .from(liveRoundNotes)
    .where(and(eq(liveRoundNotes.roundId, row.id), chair ? or(mine, like(liveRoundNotes.key, "speech:%")) : mine));
  return { notes: rows.map((n) => ({ user_id: n.userId, key: n.key, body: n.body, updated_at: n.updatedAt.toISOString() })) };
}

export async function saveNote({ ctx, input }: { ctx: ServiceCtx; input: { roundId: string; key: string; body: string } }) {
  const { user, row, format } = await seenRound(ctx, input.roundId);
  if (input.key !== "flow") {
    const speech = format.speeches[Number(input.key.slice("speech:".length))];
    if (!speech || !speakersOf(speech, row.positions, row.replySpeakers).includes(user.id)) throw new Forbidden(L.noteInvalid);
  }
  const [saved] = await ctx.db
    .insert(liveRoundNotes)
    .values({ roundId: row.id, userId: user.id, key: input.key, body: input.body })
    .onConflictDoUpdate({
      target: [liveRoundNotes.roundId, liveRoundNotes.userId, liveRoundNotes.key],
      set: { body: input.body, updatedAt: sql`now()` },
    })
    .returning({ updatedAt: liveRoundNotes.updatedAt });
  return { updated_at: saved.updatedAt.toISOString() };
}
