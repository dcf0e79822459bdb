import { count, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "#server/db/client.ts";
import { classrooms, lessonFolders, lessons, moduleLessons, modules } from "#server/db/schema/index.ts";
import { Conflict } from "#server/platform/errors.ts";
import {
  CLASSROOMS_PER_ACCOUNT,
  FOLDERS_PER_ACCOUNT,
  LESSONS_PER_ACCOUNT,
  MODULE_LESSONS_PER_ACCOUNT,
  MODULES_PER_ACCOUNT,
} from "#shared/limits.ts";
import { QUOTA_MESSAGES } from "#shared/messages/index.ts";

// How many rows of each kind one account may keep (numbers in shared/limits.ts): a create past the
// quota is refused, so a script cannot fill the database (or an export) with thousands of rows.

interface Quota {
  table: PgTable;
  owner: PgColumn;
  max: number;
  message: string;
}

const QUOTAS = {
  lessons: { table: lessons, owner: lessons.ownerId, max: LESSONS_PER_ACCOUNT, message: QUOTA_MESSAGES.lessons },
  folders: { table: lessonFolders, owner: lessonFolders.ownerId, max: FOLDERS_PER_ACCOUNT, message: QUOTA_MESSAGES.folders },
  classrooms: { table: classrooms, owner: classrooms.hostId, max: CLASSROOMS_PER_ACCOUNT, message: QUOTA_MESSAGES.classrooms },
  modules: { table: modules, owner: modules.createdBy, max: MODULES_PER_ACCOUNT, message: QUOTA_MESSAGES.modules },
  moduleLessons: {
    table: moduleLessons,
    owner: moduleLessons.createdBy,
    max: MODULE_LESSONS_PER_ACCOUNT,
    message: QUOTA_MESSAGES.moduleLessons,
  },
} satisfies Record<string, Quota>;

export type QuotaKind = keyof typeof QUOTAS;

/**
 * Refuses (409, with the kind's message) when `ownerId` already keeps as many rows of `kind` as it may.
 * Run in the transaction that then inserts: the lock makes one owner's creates of one kind take turns
 * until commit, so parallel creates each count the rows the ones before them added.
 */
export async function makeRoom(tx: Tx, kind: QuotaKind, ownerId: string): Promise<void> {
  const quota: Quota = QUOTAS[kind];
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quota:${kind}:${ownerId}`}))`);
  const [row] = await tx.select({ n: count() }).from(quota.table).where(eq(quota.owner, ownerId));
  if (Number(row?.n ?? 0) >= quota.max) throw new Conflict(quota.message);
}
