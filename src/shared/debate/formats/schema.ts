// What a debate format is, as data: its teams, the order of its speeches with each one's time and
// protected time, its preparation and the scale its ballot uses. Nothing else in the app knows how many
// teams or speeches a round has; it reads them here. `parseFormat` checks the rules every format keeps.
import { z } from "zod";

const seconds = z.number().int().min(0).max(3600);

/** A team: its key, its name, its bench (teams on different benches may offer each other POIs) and how many speak. */
const teamSchema = z.strictObject({
  key: z.string().regex(/^[a-z]+$/),
  name: z.string().min(1),
  bench: z.string().min(1),
  speakers: z.number().int().min(1).max(4),
});

/** When points of information may be offered, in seconds from the speech's start: [from, to). */
const poiWindowSchema = z.strictObject({ from: seconds, to: seconds });

const speechSchema = z.strictObject({
  key: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  /**
   * speech: one speaker of one team; reply: one of the named speakers of one team; crossfire: the named
   * speakers of every team in `teams` question each other, so the speech has no single speaker.
   */
  kind: z.enum(["speech", "reply", "crossfire"]),
  /** The team speaking; for a crossfire, the teams taking part. */
  teams: z.array(z.string()).min(1),
  /** Which of the team's speakers (1 = first) may give it: one for a speech, any of several for a reply. */
  speakers: z.array(z.number().int().min(1)).min(1),
  seconds: seconds.min(30),
  /** null: no points of information in this speech. */
  poi: poiWindowSchema.nullable(),
});

const pointsSchema = z.strictObject({ min: z.number(), max: z.number(), step: z.number().positive() });

const prepSchema = z.discriminatedUnion("kind", [
  /** Everyone prepares before the first speech, for this long. */
  z.strictObject({ kind: z.literal("before"), seconds }),
  /** Each team has this much time in all, taken between speeches when it asks. */
  z.strictObject({ kind: z.literal("pool"), secondsPerTeam: seconds }),
]);

export const formatSchema = z.strictObject({
  id: z.string().regex(/^[a-z-]+$/),
  name: z.string().min(1),
  /** Where the numbers come from (the published rules, or the app's own choice for the classroom format). */
  source: z.string().min(1),
  teams: z.array(teamSchema).min(2),
  speeches: z.array(speechSchema).min(2),
  prep: prepSchema,
  ballot: z.strictObject({
    /** winner: one team wins; ranks: every team is ranked 1st to last (British Parliamentary). */
    result: z.enum(["winner", "ranks"]),
    /** null: the format publishes no speaker points scale this app can vouch for. */
    speakerPoints: pointsSchema.nullable(),
    /** Points for a reply speech, when the format scores replies apart. */
    replyPoints: pointsSchema.nullable(),
  }),
});

export type DebateFormat = z.output<typeof formatSchema>;
export type FormatSpeech = DebateFormat["speeches"][number];
export type FormatTeam = DebateFormat["teams"][number];
export type PointScale = z.output<typeof pointsSchema>;

/** The speaking slots a round fills: one per speaker of each team, keyed "team:n". */
export const slotKey = (team: string, speaker: number) => `${team}:${speaker}`;

export function formatSlots(format: DebateFormat): Array<{ key: string; team: string; speaker: number }> {
  return format.teams.flatMap((t) =>
    Array.from({ length: t.speakers }, (_, i) => ({ key: slotKey(t.key, i + 1), team: t.key, speaker: i + 1 })),
  );
}

function scaleProblems(scale: PointScale | null, path: string): string[] {
  if (!scale) return [];
  const steps = (scale.max - scale.min) / scale.step;
  return scale.min < scale.max && Number.isInteger(Math.round(steps * 1e9) / 1e9)
    ? []
    : [`${path}: ${scale.min}–${scale.max} is not whole steps of ${scale.step}`];
}

/** The rules every format keeps; an empty list when it keeps them all. */
export function formatProblems(f: DebateFormat): string[] {
  const out: string[] = [];
  const teams = new Map(f.teams.map((t) => [t.key, t]));
  if (teams.size !== f.teams.length) out.push("a team key repeats");
  if (new Set(f.speeches.map((s) => s.key)).size !== f.speeches.length) out.push("a speech key repeats");
  if (new Set(f.teams.map((t) => t.bench)).size < 2) out.push("every team sits on one bench: no one could offer a POI or oppose");
  for (const s of f.speeches) {
    const at = `speech ${s.key}`;
    for (const key of s.teams) {
      const team = teams.get(key);
      if (!team) out.push(`${at}: unknown team ${key}`);
      else if (s.speakers.some((n) => n > team.speakers)) out.push(`${at}: team ${key} has only ${team.speakers} speakers`);
    }
    if (s.kind !== "crossfire" && s.teams.length !== 1) out.push(`${at}: a speech or reply belongs to one team`);
    if (s.kind === "speech" && s.speakers.length !== 1) out.push(`${at}: a speech has one speaker`);
    if (s.kind !== "speech" && s.poi) out.push(`${at}: no POIs in a ${s.kind}`);
    if (s.poi && !(s.poi.from < s.poi.to && s.poi.to <= s.seconds)) out.push(`${at}: the POI window lies outside the speech`);
  }
  // Every speaker of every team gives exactly one speech (replies and crossfires come on top).
  for (const t of f.teams)
    for (let n = 1; n <= t.speakers; n++) {
      const given = f.speeches.filter((s) => s.kind === "speech" && s.teams[0] === t.key && s.speakers[0] === n).length;
      if (given < 1) out.push(`team ${t.key}: speaker ${n} gives no speech`);
    }
  out.push(...scaleProblems(f.ballot.speakerPoints, "speaker points"), ...scaleProblems(f.ballot.replyPoints, "reply points"));
  if (f.ballot.replyPoints && !f.speeches.some((s) => s.kind === "reply")) out.push("reply points but no reply");
  return out;
}

/** Checks a format at load: the schema, then its rules; throws naming every problem. */
export function parseFormat(data: unknown): DebateFormat {
  const format = formatSchema.parse(data);
  const problems = formatProblems(format);
  if (problems.length) throw new Error(`format ${format.id}: ${problems.join("; ")}`);
  return format;
}
