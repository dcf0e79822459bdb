// Who speaks when in a round of a format: the slots filled with people, read speech by speech. Pure, so
// the server's permission checks and the page's labels agree.
import { slotKey, type DebateFormat, type FormatSpeech } from "./schema";

/** Slot key ("team:n") → user id; every slot of the format filled. */
export type Positions = Record<string, string>;
/** Team key → which of its speakers gives its reply (one the format allows). */
export type ReplySpeakers = Record<string, number>;

/** The user ids who speak in this speech: one for a speech or reply, several in a crossfire. */
export function speakersOf(speech: FormatSpeech, positions: Positions, replies: ReplySpeakers): string[] {
  if (speech.kind === "crossfire")
    return speech.teams.flatMap((t) => speech.speakers.map((n) => positions[slotKey(t, n)]).filter((u): u is string => !!u));
  const team = speech.teams[0];
  const n = speech.kind === "reply" ? (replies[team] ?? speech.speakers[0]) : speech.speakers[0];
  const user = positions[slotKey(team, n)];
  return user ? [user] : [];
}

/** The team this user speaks for in the round, or null (audience or chair). */
export function teamOf(positions: Positions, userId: string): string | null {
  const slot = Object.entries(positions).find(([, u]) => u === userId)?.[0];
  return slot ? slot.split(":")[0] : null;
}

/** Whether `userId` debates on another bench than the team giving `speech`: who may offer its speaker a POI. */
export function onOtherBench(format: DebateFormat, speech: FormatSpeech, positions: Positions, userId: string): boolean {
  const team = teamOf(positions, userId);
  if (!team) return false;
  const bench = (key: string) => format.teams.find((t) => t.key === key)?.bench;
  return bench(team) !== bench(speech.teams[0]);
}
