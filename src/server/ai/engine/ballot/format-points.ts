// Speaker points for a format practice round (the AI debater in World Schools, Asian Parliamentary, Public
// Forum or the classroom format): each speech read by the offline judge as it reads a live round's typed
// speeches (offline/live-advice.ts), on the format's own scale (a reply on the reply scale, or none when the
// format scores replies with no scale of their own). The ballot keeps no low-point win: when the winner's
// team would total no more than the loser's, the loser's best speeches come down a step at a time, then the
// winner's weakest go up, as an adjudicator settles a ballot.
import type { DebateFormat, PointScale } from "#shared/debate/formats/index.ts";
import { clampToScale, toScale } from "#shared/live-rounds/advice.ts";
import { offlineLiveAdvice } from "#server/ai/engine/offline/live-advice.ts";

export interface FormatSpeechText {
  /** Its index in the format's speeches. */
  index: number;
  by: "user" | "ai";
  text: string;
}

export interface FormatPoints {
  /** Points by the speech's index in the format; null for a speech the format gives no points. */
  points: Map<number, number | null>;
  totals: { user: number | null; ai: number | null };
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export function formatSpeakerPoints({
  motion,
  format,
  speeches,
  winner,
}: {
  motion: string;
  format: DebateFormat;
  speeches: FormatSpeechText[];
  winner: "user" | "ai";
}): FormatPoints {
  const scaleOf = (index: number): PointScale | null =>
    format.speeches[index]?.kind === "reply" ? format.ballot.replyPoints : format.ballot.speakerPoints;
  const advice = offlineLiveAdvice({ motion, format, speeches: speeches.map((s) => ({ index: s.index, speaker: s.by, text: s.text })) });
  const reading = new Map(advice.readings.map((r) => [r.index, r.reading]));
  const scored = speeches
    .filter((s) => scaleOf(s.index))
    .map((s) => ({ ...s, scale: scaleOf(s.index)!, points: toScale(scaleOf(s.index)!, reading.get(s.index) ?? 0) }));
  const points = new Map<number, number | null>(speeches.map((s) => [s.index, null]));
  if (!format.ballot.speakerPoints) return { points, totals: { user: null, ai: null } };

  const total = (by: "user" | "ai") => round6(scored.filter((s) => s.by === by).reduce((a, s) => a + s.points, 0));
  const loser = winner === "user" ? "ai" : "user";
  // Each step moves one speech by one step of its scale, so the loop ends: every speech has a floor and a ceiling.
  for (let guard = 0; guard < 400 && total(winner) <= total(loser); guard++) {
    const down = scored.filter((s) => s.by === loser && s.points > s.scale.min).sort((a, b) => b.points - a.points)[0];
    if (down) {
      down.points = clampToScale(down.scale, down.points - down.scale.step);
      continue;
    }
    const up = scored.filter((s) => s.by === winner && s.points < s.scale.max).sort((a, b) => a.points - b.points)[0];
    if (!up) break;
    up.points = clampToScale(up.scale, up.points + up.scale.step);
  }
  for (const s of scored) points.set(s.index, s.points);
  const has = (by: "user" | "ai") => scored.some((s) => s.by === by);
  return { points, totals: { user: has("user") ? total("user") : null, ai: has("ai") ? total("ai") : null } };
}
