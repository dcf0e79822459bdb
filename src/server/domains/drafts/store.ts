import { and, eq, inArray, sql } from "drizzle-orm";
import { drafts } from "#server/db/schema/drafts.ts";
import { lessonSubmittedSince } from "#server/domains/classrooms/index.ts";
import { speechSentSince } from "#server/domains/debate/index.ts";
import { drillAttemptedSince } from "#server/domains/drills/index.ts";
import { moduleLessonCompletedSince } from "#server/domains/modules/index.ts";
import { useStatement } from "#server/platform/limits/limiter.ts";
import { DRAFT_SAVES, draftSavesKey } from "#server/platform/limits/rules.ts";
import { DRAFTS_PER_ACCOUNT, type DraftBody } from "#shared/drafts/schemas.ts";
import type { ServiceCtx } from "#server/platform/context.ts";

// Where drafts live, in SQL. A save is ONE statement: the rate limit's count, the cap on how many drafts
// an account keeps, and the upsert run together, so typing costs the database one round trip a second.

/**
 * True when the item was submitted at or after the draft's last save: such a draft is older than the
 * work the student handed in and must never replace it. One clause per kind of item, matched on the key,
 * each written by the domain that owns the work.
 */
const submittedSince = sql`(
  ${lessonSubmittedSince(drafts.userId, drafts.updatedAt, drafts.itemKey)}
  or ${moduleLessonCompletedSince(drafts.userId, drafts.updatedAt, drafts.itemKey)}
  or ${drillAttemptedSince(drafts.userId, drafts.updatedAt, drafts.itemKey)}
  or (${drafts.itemKey} = 'debate' and ${speechSentSince(drafts.userId, drafts.updatedAt)})
)`;
const fresh = sql`not ${submittedSince}`;

const iso = (v: unknown) => new Date(v as string | Date).toISOString();

export type SaveOutcome = { saved: true; updatedAt: string; version: number } | { saved: false; reason: "rate" | "count" | "stale" };

/**
 * Saves (or replaces) one draft. One statement when it succeeds; a refusal asks once more to say why.
 * With `version` (the one the client last saw, 0 for none), a draft saved since by another tab or device
 * is not replaced: the save is refused as stale. Without it, the save replaces whatever is there.
 */
export async function saveDraft({
  ctx: { db },
  input: { userId, itemKey, body, version, now = new Date() },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { userId: string; itemKey: string; body: DraftBody; version?: number; now?: Date };
}): Promise<SaveOutcome> {
  const current = version === undefined ? sql`true` : sql`${drafts.version} = ${version}`;
  const result = await db.execute(sql`
    with taken as ${useStatement(db, draftSavesKey(userId), DRAFT_SAVES, now)}
    insert into ${drafts} (user_id, item_key, body, updated_at, version)
    select ${userId}, ${itemKey}, ${JSON.stringify(body)}::jsonb, now(), 1 from taken
    where exists (select 1 from ${drafts} where user_id = ${userId} and item_key = ${itemKey})
       or (select count(*) from ${drafts} where user_id = ${userId}) < ${DRAFTS_PER_ACCOUNT}
    on conflict (user_id, item_key) do update
      set body = excluded.body, updated_at = excluded.updated_at, version = ${drafts.version} + 1
      where ${current}
    returning updated_at, version`);
  const [row] = (result as unknown as { rows: Array<{ updated_at: unknown; version: unknown }> }).rows;
  if (row) return { saved: true, updatedAt: iso(row.updated_at), version: Number(row.version) };
  const [held] = await db
    .select({ version: drafts.version })
    .from(drafts)
    .where(and(eq(drafts.userId, userId), eq(drafts.itemKey, itemKey)));
  if (held && version !== undefined && held.version !== version) return { saved: false, reason: "stale" };
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(drafts)
    .where(eq(drafts.userId, userId));
  return { saved: false, reason: n >= DRAFTS_PER_ACCOUNT ? "count" : "rate" };
}

/** The draft of one item, unless the item was submitted since it was saved (then it is discarded). */
export async function readDraft({
  ctx: { db },
  input: { userId, itemKey },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { userId: string; itemKey: string };
}): Promise<{ body: DraftBody; updatedAt: string; version: number } | null> {
  const [row] = await db
    .select({ body: drafts.body, updatedAt: drafts.updatedAt, version: drafts.version, stale: sql<boolean>`${submittedSince}` })
    .from(drafts)
    .where(and(eq(drafts.userId, userId), eq(drafts.itemKey, itemKey)));
  if (!row) return null;
  if (row.stale) {
    await clearDraft({ ctx: { db }, input: { userId, itemKey } });
    return null;
  }
  return { body: row.body as DraftBody, updatedAt: iso(row.updatedAt), version: row.version };
}

/** Removes one draft (the work was submitted, or the screen was emptied); true when there was one. */
export async function clearDraft({
  ctx: { db },
  input: { userId, itemKey },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { userId: string; itemKey: string };
}): Promise<boolean> {
  const rows = await db
    .delete(drafts)
    .where(and(eq(drafts.userId, userId), eq(drafts.itemKey, itemKey)))
    .returning({ key: drafts.itemKey });
  return rows.length > 0;
}

/**
 * For each user, which of these items have a draft newer than their last submission: one query for a
 * whole class. Sent through `execute` alone, so the manage page's bare baseline runs it as the app does.
 */
export async function draftsPresent({
  ctx: { db },
  input: { userIds, itemKeys },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { userIds: readonly string[]; itemKeys: readonly string[] };
}): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  if (!userIds.length || !itemKeys.length) return out;
  const result = await db.execute(sql`
    select ${drafts.userId} as user_id, ${drafts.itemKey} as item_key from ${drafts}
    where ${inArray(drafts.userId, [...userIds])} and ${inArray(drafts.itemKey, [...itemKeys])} and ${fresh}`);
  for (const r of (result as unknown as { rows: Array<{ user_id: string; item_key: string }> }).rows) {
    if (!out.has(r.user_id)) out.set(r.user_id, new Set());
    out.get(r.user_id)!.add(r.item_key);
  }
  return out;
}
