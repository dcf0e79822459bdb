// How a change reaches every open page. In this process a change is announced at once; a change made by
// another server process is found by polling the round's version once a second, one poll per open round
// per process (not per page). Only open connections are kept here, never the round's state: the row is
// the state. See docs/decisions/0023-live-round-events.md.
import type { ServiceCtx } from "#server/platform/context.ts";
import type { LiveRound } from "#shared/live-rounds/schemas.ts";
import { findRound, roundView, versionOf, type RoundRow } from "./store";

export const POLL_MS = 1000;

interface Watched {
  version: number;
  listeners: Set<() => void>;
  timer: NodeJS.Timeout | null;
  /** The round as read after the last change, shared by every page here that wakes for it. */
  shared: { version: number; read: Promise<SharedRound> } | null;
}

export interface SharedRound {
  row: RoundRow;
  view: LiveRound;
}

const watched = new Map<string, Watched>();
const openStreams = new Map<string, number>();

/** A change this process wrote: wakes the round's pages here at once. */
export function announce(roundId: string, version: number): void {
  const w = watched.get(roundId);
  if (!w || version <= w.version) return;
  w.version = version;
  for (const listener of w.listeners) listener();
}

/** Calls `listener` on every later change of the round; returns the unsubscribe. */
export function watch(ctx: Pick<ServiceCtx, "db">, roundId: string, version: number, listener: () => void, { poll }: { poll: boolean }) {
  let w = watched.get(roundId);
  if (!w) {
    w = { version, listeners: new Set(), timer: null, shared: null };
    watched.set(roundId, w);
    if (poll) {
      const entry = w;
      let busy = false;
      entry.timer = setInterval(() => {
        if (busy) return;
        busy = true;
        versionOf(ctx, roundId)
          .then((v) => v !== null && announce(roundId, v))
          .catch(() => undefined) // a failed poll is tried again in a second
          .finally(() => (busy = false));
      }, POLL_MS);
      entry.timer.unref();
    }
  }
  w.version = Math.max(w.version, version);
  w.listeners.add(listener);
  return () => {
    const entry = watched.get(roundId);
    if (!entry) return;
    entry.listeners.delete(listener);
    if (!entry.listeners.size) {
      if (entry.timer) clearInterval(entry.timer);
      watched.delete(roundId);
    }
  };
}

/** Counts a user's open streams in this process; false (and nothing counted) past `cap`. */
export function openStream(userId: string, cap: number): boolean {
  const n = openStreams.get(userId) ?? 0;
  if (n >= cap) return false;
  openStreams.set(userId, n + 1);
  return true;
}

export function closeStream(userId: string): void {
  const n = (openStreams.get(userId) ?? 1) - 1;
  if (n > 0) openStreams.set(userId, n);
  else openStreams.delete(userId);
}

/**
 * The round after the latest change this process knows of, read once for all its pages (a change wakes
 * thirty pages at once; each checks its own reader's access, but the row and names are read once).
 */
export function sharedRound(ctx: Pick<ServiceCtx, "db">, roundId: string): Promise<SharedRound> {
  const w = watched.get(roundId);
  const read = async () => {
    const row = await findRound(ctx, roundId);
    return { row, view: await roundView(ctx, row) };
  };
  if (!w) return read();
  if (!w.shared || w.shared.version !== w.version) {
    const entry = { version: w.version, read: read() };
    entry.read.catch(() => (w.shared === entry ? (w.shared = null) : undefined));
    w.shared = entry;
  }
  return w.shared.read;
}
