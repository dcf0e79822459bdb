// A property the golden test asserts over a fresh run: a name, and every row that breaks it (one
// message per row, so a failure lists them all at once instead of failing one test per row).
import type { Fresh } from "#tests/engine/golden/run.ts";

export interface Property {
  name: string;
  failures: (fresh: Fresh) => string[];
}

/** Rows grouped by a key, in the order they come. */
export function groupBy<T>(rows: T[], key: (r: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
}

/** Every failure of `check` (a message, or null when the row passes) over the rows. */
export const each = <T>(rows: Iterable<T>, check: (r: T) => string | null | undefined): string[] =>
  [...rows].map(check).filter((m): m is string => Boolean(m));
