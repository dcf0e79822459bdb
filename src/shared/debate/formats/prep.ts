// Prep pools (Public Forum: 3:00 a team, taken between speeches when the team asks): what is left of a
// team's pool. Formats whose prep comes before the round have no pool.
import type { DebateFormat } from "./schema";

/** What is left of the team's prep pool (ms); 0 in a format without pools. */
export function prepLeftMs(format: DebateFormat, usedMs: Readonly<Record<string, number>>, team: string): number {
  if (format.prep.kind !== "pool") return 0;
  return Math.max(0, format.prep.secondsPerTeam * 1000 - (usedMs[team] ?? 0));
}
