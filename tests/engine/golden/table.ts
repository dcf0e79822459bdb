// The golden tables: one row per scored answer or round, written one row per line with a fixed key order,
// so a change to the engine shows up as a reviewable diff of scores. compareTables is what both the test
// and `npm run engine:golden` use to say what moved.
import { readFileSync } from "node:fs";
import type { OfflineVerdict } from "#server/ai/engine/offline/judge.ts";
import * as S from "#shared/drills/schemas.ts";
import { gamingId, type Fresh, type Round, type Scored } from "./run";

/**
 * How far a number may move before it counts as a change: scores are shown to one decimal (0–10 for a
 * drill's dimension and overall, 0–10 a category and 0–30 a total for the judge), so any visible move
 * is a change. Winners, ids and comment openings must be equal.
 */
export const TOLERANCE = 0.05;

export type Row = { id: string } & Record<string, unknown>;
export type Tables = Record<TableName, Row[]>;

export const TABLE_NAMES = ["drills", "rounds", "gaming-drills", "gaming-rounds", "heldout"] as const;
export type TableName = (typeof TABLE_NAMES)[number];

export const tablePath = (name: TableName) => new URL(`./${name}.json`, import.meta.url);

/** The first sentence of what the student is told: what a reader sees first, and what each integrity note leads with. */
export const firstSentence = (text: string) => text.split(/(?<=[.!?])\s+/)[0] ?? "";

const drillRow = (s: Scored): Row => ({ id: s.id, overall: s.overall, scores: s.scores, first: firstSentence(s.comments) });

const categories = ({ matter, manner, method, total }: OfflineVerdict["scores"]["user"]) => ({ matter, manner, method, total });
const roundRow = ({ id, verdict: v }: Round): Row => ({
  id,
  winner: v.winner,
  user: categories(v.scores.user),
  ai: categories(v.scores.ai),
  reason: firstSentence(v.reason),
});

/** The fresh results as tables, in the fixtures' own order. */
export function tablesOf(fresh: Fresh): Tables {
  const attempts = (judge: boolean) => fresh.gaming.filter((r) => (r.task === "judge") === judge);
  return {
    drills: fresh.drills.map(drillRow),
    rounds: fresh.rounds.map(roundRow),
    "gaming-drills": [
      ...fresh.gamingHonest.drills.map(drillRow),
      // The gaming fixture keeps only the overall; its rows carry the response, read here like any other.
      ...attempts(false).map((r) =>
        drillRow({ id: gamingId(r), overall: r.score, scores: S.dimensionsOf(r.task as S.DrillKind, r.res), comments: r.comments }),
      ),
    ],
    "gaming-rounds": [
      ...fresh.gamingHonest.rounds.map(roundRow),
      ...attempts(true).map((r) => roundRow({ id: gamingId(r), verdict: r.res })),
    ],
    heldout: fresh.heldout.map(drillRow),
  };
}

/** One JSON array, one row per line: valid JSON that diffs row by row. */
export const serialize = (rows: Row[]) => `[\n${rows.map((r) => JSON.stringify(r)).join(",\n")}\n]\n`;

export function readTable(name: TableName): Row[] {
  return JSON.parse(readFileSync(tablePath(name), "utf8")) as Row[];
}

export const readTables = (): Tables => Object.fromEntries(TABLE_NAMES.map((n) => [n, readTable(n)])) as Tables;

/** A number that moved by more than the tolerance, or a value that is no longer equal. */
export interface Change {
  table: TableName;
  id: string;
  path: string;
  was: unknown;
  now: unknown;
  /** now − was, for numbers. */
  delta?: number;
}

export interface Comparison {
  changes: Change[];
  added: string[];
  removed: string[];
  /** Rows with at least one change, per table. */
  changedRows: Record<TableName, number>;
}

function diffValue(table: TableName, id: string, path: string, was: unknown, now: unknown, out: Change[]) {
  if (typeof was === "number" && typeof now === "number") {
    if (Math.abs(now - was) > TOLERANCE) out.push({ table, id, path, was, now, delta: Math.round((now - was) * 100) / 100 });
  } else if (was && now && typeof was === "object" && typeof now === "object") {
    const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
    for (const k of keys)
      diffValue(table, id, path ? `${path}.${k}` : k, (was as Record<string, unknown>)[k], (now as Record<string, unknown>)[k], out);
  } else if (was !== now) out.push({ table, id, path, was, now });
}

/** What moved from the committed tables (`was`) to a fresh run (`now`). */
export function compareTables(was: Partial<Tables>, now: Tables): Comparison {
  const result: Comparison = { changes: [], added: [], removed: [], changedRows: {} as Record<TableName, number> };
  for (const table of TABLE_NAMES) {
    result.changedRows[table] = 0;
    // A table with nothing committed yet is new as a whole, not a list of added rows.
    if (!was[table]) continue;
    const before = new Map((was[table] ?? []).map((r) => [r.id, r]));
    const after = new Map(now[table].map((r) => [r.id, r]));
    let rows = 0;
    for (const [id, row] of after) {
      const old = before.get(id);
      if (!old) {
        result.added.push(`${table} ${id}`);
        continue;
      }
      const n = result.changes.length;
      for (const key of Object.keys({ ...old, ...row }).filter((k) => k !== "id"))
        diffValue(table, id, key, old[key], row[key], result.changes);
      if (result.changes.length > n) rows++;
    }
    for (const id of before.keys()) if (!after.has(id)) result.removed.push(`${table} ${id}`);
    result.changedRows[table] = rows;
  }
  return result;
}

/** A change on one line: "drills argument/grades/strong scores.structure 6.2 → 8.9 (+2.7)". */
export function describeChange(c: Change): string {
  const show = (v: unknown) => (typeof v === "string" ? JSON.stringify(v) : String(v));
  const delta = c.delta === undefined ? "" : ` (${c.delta > 0 ? "+" : ""}${c.delta})`;
  return `${c.table} ${c.id} ${c.path}: ${show(c.was)} → ${show(c.now)}${delta}`;
}
