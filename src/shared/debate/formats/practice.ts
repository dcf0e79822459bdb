// The AI practice round in a format: the student gives every speech of one team, the AI every speech of
// the team it opposes, in the format's order, replies included. Pure and zod-free, so the server's turn
// checks and the page's speech order agree. Everything is read from the format's data: teams, benches,
// speeches, times and scales; nothing here counts sides or speeches.
import type { Side } from "#shared/sides.ts";
import { FORMATS, FORMAT_IDS, type FormatId } from "./index";
import type { DebateFormat, FormatSpeech, FormatTeam } from "./schema";

/**
 * A format the AI can practise: every bench holds one team, so "the other team" is one team the AI can
 * be. British Parliamentary (two teams a bench, four in all) is not one: the AI would have to be three
 * teams at once, two of them its own rivals, and the judge ranks no teams.
 */
export function practisable(format: DebateFormat): boolean {
  const benches = new Set(format.teams.map((t) => t.bench));
  return benches.size === format.teams.length && benches.size >= 2;
}

export const PRACTICE_FORMAT_IDS = FORMAT_IDS.filter((id) => practisable(FORMATS[id]));

export function isPracticeFormat(id: string | null | undefined): id is FormatId {
  return !!id && (PRACTICE_FORMAT_IDS as readonly string[]).includes(id);
}

/**
 * The side a team argues: the first team's bench proposes the motion (Proposition, Government, Pro), every
 * other bench opposes it, as the live round's advice reads it.
 */
export function sideOfTeam(format: DebateFormat, team: string): Side {
  const bench = format.teams.find((t) => t.key === team)?.bench;
  return bench === format.teams[0].bench ? "Government" : "Opposition";
}

/** The team arguing `side`: the first team on a proposing bench, or the first on another. */
export function teamOfSide(format: DebateFormat, side: Side): FormatTeam {
  return format.teams.find((t) => sideOfTeam(format, t.key) === side) ?? format.teams[0];
}

/** The team the AI takes: the first team on another bench than the student's. */
export function aiTeamOf(format: DebateFormat, team: string): FormatTeam {
  const bench = format.teams.find((t) => t.key === team)?.bench;
  return format.teams.find((t) => t.bench !== bench) ?? format.teams[0];
}

/** One speech of a practice round: the format's speech, its index in the format, and who gives it. */
export interface PracticeSpeech {
  speech: FormatSpeech;
  /** Its index in `format.speeches`. */
  index: number;
  by: "user" | "ai";
}

/**
 * The speeches a practice round is made of, in order. Crossfires are left out: a crossfire is questions
 * asked and answered aloud between both teams, which a round of typed speeches cannot hold, so the page
 * shows them in the order as skipped.
 */
export function practiceSpeeches(format: DebateFormat, team: string): PracticeSpeech[] {
  return format.speeches.flatMap((speech, index) =>
    speech.kind === "crossfire" ? [] : [{ speech, index, by: speech.teams[0] === team ? ("user" as const) : ("ai" as const) }],
  );
}

/** Who gives the next speech after `given` speeches of the round; null once every speech is given. */
export function turnOf(format: DebateFormat, team: string, given: number): PracticeSpeech | null {
  return practiceSpeeches(format, team)[given] ?? null;
}

/** "8:00" for 480 seconds. */
export function speechTime(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** Who gives a reply for a team: its first allowed speaker (the format's data lists who may). */
export function replySpeaker(speech: FormatSpeech): number {
  return speech.speakers[0];
}
