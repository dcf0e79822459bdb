// The round's row and the shapes the API answers with. A change is one UPDATE … WHERE version = the
// version read, so a change made meanwhile (another chair, another server) makes this one miss.
import { and, eq, inArray, sql } from "drizzle-orm";
import { user } from "#server/db/schema/auth.ts";
import { liveRounds } from "#server/db/schema/live-rounds.ts";
import { NotFound } from "#server/platform/errors.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import type { FormatId } from "#shared/debate/formats/index.ts";
import type { LiveRound } from "#shared/live-rounds/schemas.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";

export type RoundRow = typeof liveRounds.$inferSelect;
type Db = Pick<ServiceCtx, "db">;

export async function findRound({ db }: Db, roundId: string): Promise<RoundRow> {
  const [row] = await db.select().from(liveRounds).where(eq(liveRounds.id, roundId)).limit(1);
  if (!row) throw new NotFound(L.roundNotFound);
  return row;
}

/** Writes the change when the round is still at `version`; the new row, or null when it moved meanwhile. */
export async function updateAt(
  { db }: Db,
  roundId: string,
  version: number,
  patch: Partial<Omit<RoundRow, "id" | "version" | "classroomId">>,
): Promise<RoundRow | null> {
  const [row] = await db
    .update(liveRounds)
    .set({ ...patch, version: sql`${liveRounds.version} + 1` })
    .where(and(eq(liveRounds.id, roundId), eq(liveRounds.version, version)))
    .returning();
  return row ?? null;
}

/** The round's version alone: what a page on another server polls for. */
export async function versionOf({ db }: Db, roundId: string): Promise<number | null> {
  const [row] = await db.select({ version: liveRounds.version }).from(liveRounds).where(eq(liveRounds.id, roundId)).limit(1);
  return row?.version ?? null;
}

export async function namesOf({ db }: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(inArray(user.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The row as the API shows it, with the debaters' names. */
export async function roundView(ctx: Db, row: RoundRow): Promise<LiveRound> {
  const ids = [...Object.values(row.positions), ...row.poiOffers.map((o) => o.userId), ...row.poiTaken.map((t) => t.userId)];
  const names = await namesOf(ctx, ids);
  const person = (id: string) => ({ user_id: id, name: names.get(id) ?? "" });
  return {
    id: row.id,
    classroom_id: row.classroomId,
    motion: row.motion,
    format: row.format as FormatId,
    prep_seconds: row.prepSeconds,
    positions: Object.fromEntries(Object.entries(row.positions).map(([slot, id]) => [slot, person(id)])),
    reply_speakers: row.replySpeakers,
    phase: row.phase,
    speech_index: row.speechIndex,
    running_since: row.runningSince?.toISOString() ?? null,
    elapsed_before_ms: row.elapsedBeforeMs,
    prep_team: row.prepTeam,
    prep_used_ms: row.prepUsedMs,
    version: row.version,
    poi_offers: row.poiOffers.map((o) => ({ ...person(o.userId), at: o.at })),
    poi_taken: row.poiTaken.map((t) => ({ ...person(t.userId), speech_index: t.speechIndex })),
    created_at: row.createdAt.toISOString(),
  };
}
