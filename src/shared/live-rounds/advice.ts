// The AI's advisory ballot on a live round, in the round's format: how a reading of the speeches (each
// read speech a share of the judge's full marks, 0–1) becomes a result and points on the format's own
// scale, and how a model's points are held to it. Pure, so the offline engine, the model's answer and the
// tests share one mapping. A speech with no text is never given a number: its points stay null.
import { z } from "zod";
import { formatSlots, type DebateFormat, type PointScale } from "#shared/debate/formats/index.ts";

/** The nearest value on the scale's steps, within it (a model's 85 on a 60–80 scale is 80; 70.3 is 70.5). */
export function clampToScale(scale: PointScale, value: number): number {
  const within = Math.min(scale.max, Math.max(scale.min, value));
  const steps = Math.round((within - scale.min) / scale.step);
  // Rounded to the scale's decimals: 60 + 21 × 0.5 must be 70.5, not 70.50000000001.
  return Math.min(scale.max, Math.round((scale.min + steps * scale.step) * 1e6) / 1e6);
}

/**
 * A reading (0 = nothing of a case, 1 = full marks) on the scale: linear from its floor to its ceiling,
 * on its steps. The judge's middle lands on the scale's middle (70 of World Schools' 60–80, 75 of
 * Asian Parliamentary's 69–81), which is where the formats' own guides put an average speech.
 */
export const toScale = (scale: PointScale, reading: number): number =>
  clampToScale(scale, scale.min + Math.min(1, Math.max(0, reading)) * (scale.max - scale.min));

/** What the engine read of one speech: its index in the format's speeches and its reading (0–1). */
export interface SpeechReading {
  index: number;
  reading: number;
}

export interface AdviceResult {
  winner: string | null;
  ranks: Record<string, number> | null;
  /** Slot → points, null for a speaker none of whose speeches could be read. */
  points: Record<string, number | null>;
  /** Team → reply points, null when its reply could not be read. */
  reply_points: Record<string, number | null>;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, x) => a + x, 0) / xs.length : null);

/** Each team's mean reading over the speeches of it that could be read; null when none could. */
export function teamReadings(format: DebateFormat, read: SpeechReading[]): Record<string, number | null> {
  return Object.fromEntries(
    format.teams.map((t) => [t.key, mean(read.filter((r) => format.speeches[r.index]?.teams[0] === t.key).map((r) => r.reading))]),
  );
}

/**
 * The result and points from the readings. Teams are placed by their mean reading (a team with fewer
 * readable speeches is not behind for that); no result when a team has no readable speech, because the
 * AI cannot weigh a side it could not read. Ties keep the format's order of teams.
 */
export function adviceResult(format: DebateFormat, read: SpeechReading[]): AdviceResult {
  const byTeam = teamReadings(format, read);
  const complete = format.teams.every((t) => byTeam[t.key] !== null);
  const order = [...format.teams].sort((a, b) => (byTeam[b.key] ?? 0) - (byTeam[a.key] ?? 0)).map((t) => t.key);
  const ranked = format.ballot.result === "ranks";
  const scale = format.ballot.speakerPoints;
  const replyScale = format.ballot.replyPoints;
  const points: Record<string, number | null> = {};
  if (scale)
    for (const slot of formatSlots(format)) {
      const own = read.filter((r) => {
        const s = format.speeches[r.index];
        return s?.kind === "speech" && s.teams[0] === slot.team && s.speakers[0] === slot.speaker;
      });
      const m = mean(own.map((r) => r.reading));
      points[slot.key] = m === null ? null : toScale(scale, m);
    }
  const reply_points: Record<string, number | null> = {};
  if (replyScale)
    for (const s of format.speeches.filter((x) => x.kind === "reply")) {
      const r = read.find((x) => format.speeches[x.index]?.key === s.key);
      reply_points[s.teams[0]] = r ? toScale(replyScale, r.reading) : null;
    }
  return {
    winner: complete && !ranked ? order[0] : null,
    ranks: complete && ranked ? Object.fromEntries(order.map((t, i) => [t, i + 1])) : null,
    points,
    reply_points,
  };
}

export const adviceSchema = z.object({
  winner: z.string().nullable(),
  ranks: z.record(z.string(), z.number()).nullable(),
  points: z.record(z.string(), z.number().nullable()),
  reply_points: z.record(z.string(), z.number().nullable()),
  reason: z.string(),
  /** The speeches it could not read (no text kept with the round): their index, name and speaker. */
  unread: z.array(z.object({ speech_index: z.number(), name: z.string(), speaker: z.string() })),
  /** How many of the round's speeches it read. */
  read: z.number(),
  /** "offline", or the model's label. */
  engine: z.string(),
  /** The model was asked and failed (or the allowance was spent): this is the offline judge's advice. */
  fallback: z.boolean(),
});
export type Advice = z.output<typeof adviceSchema>;
export const adviceResponse = z.object({ advice: adviceSchema });
