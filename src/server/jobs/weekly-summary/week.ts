// The weekly summary's calendar: weeks run Monday 00:00 UTC to the next Monday, and a week is due from
// the Monday 06:00 UTC after it ends. The six hours let late Sunday evenings west of UTC land first, and
// the mail still arrives on a Monday morning in Europe. Until the next week falls due, the last one stays
// due, so a server that was down on Monday catches up on its first tick after it starts.

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
/** How long after a week ends its summaries go out. */
export const DUE_AFTER_MS = 6 * 60 * 60 * 1000;

export interface Week {
  /** Monday 00:00 UTC. */
  start: Date;
  /** The next Monday 00:00 UTC (exclusive). */
  end: Date;
  /** The start as YYYY-MM-DD, the key of weekly_summary_sends. */
  key: string;
}

export const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/** The week (Monday 00:00 UTC) that contains `at`. */
export function weekOf(at: Date): Week {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  const start = new Date(midnight - sinceMonday * DAY_MS);
  return { start, end: new Date(start.getTime() + WEEK_MS), key: dayKey(start) };
}

export const previousWeek = (w: Week): Week => weekOf(new Date(w.start.getTime() - WEEK_MS));

/** The latest week whose summaries are due at `now`. */
export function dueWeek(now: Date): Week {
  return previousWeek(weekOf(new Date(now.getTime() - DUE_AFTER_MS)));
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const dayMonth = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;

/** "17–23 Nov", "27 Oct–2 Nov" or "29 Dec 2025–4 Jan 2026": Monday to Sunday. */
export function weekLabel(w: Week): string {
  const first = w.start;
  const last = new Date(w.end.getTime() - DAY_MS);
  if (first.getUTCFullYear() !== last.getUTCFullYear())
    return `${dayMonth(first)} ${first.getUTCFullYear()}–${dayMonth(last)} ${last.getUTCFullYear()}`;
  if (first.getUTCMonth() !== last.getUTCMonth()) return `${dayMonth(first)}–${dayMonth(last)}`;
  return `${first.getUTCDate()}–${dayMonth(last)}`;
}

/**
 * The scheduler's clock: the real time, or, with CLOCK_START (tests), a clock that starts at that instant
 * when the server starts and runs forward at normal speed. Only the weekly summary reads it.
 */
export function startClock(clockStart?: Date): () => Date {
  if (!clockStart) return () => new Date();
  const offset = clockStart.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}
