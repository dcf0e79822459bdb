// The offline judge's advice on a live class round: it reads each speech whose text was kept with the
// round (typed or dictated) with the same features and scores as the debate judge (./judge.ts), maps
// each reading onto the format's scale (shared/live-rounds/advice.ts) and writes a reason that quotes
// every team's own words. A speech with no text is named as unread and scored nothing: the judge never
// invents what it did not read. Advice for the chair, never a decision.
import type { DebateFormat } from "#shared/debate/formats/index.ts";
import { adviceResult, teamReadings, type AdviceResult, type SpeechReading } from "#shared/live-rounds/advice.ts";
import type { Side } from "#shared/sides.ts";
import { analyseMotion } from "./coach/motion";
import { quoteOf } from "./coach/stance";
import { substantiveReasoning } from "./coach/substance";
import { quotable } from "./ballot";
import { assess, scoreSpeech, speechFeatures, type Spoken } from "./judge";
import { sureSide } from "./judging/side";
import { extractClaims, splitSentences } from "./text";

export interface LiveSpeechText {
  /** Its index in the format's speeches. */
  index: number;
  /** Who gave it (shown when it could not be read). */
  speaker: string;
  /** The speech's text as kept with the round; null or blank when none was. */
  text: string | null;
}

export interface LiveAdvice extends AdviceResult {
  reason: string;
  unread: Array<{ speech_index: number; name: string; speaker: string }>;
  /** Each read speech's reading (0–1 of the judge's full marks). */
  readings: SpeechReading[];
  /** Team → a sentence of its own, as spoken (null for a team with no readable speech). */
  quotes: Record<string, string | null>;
}

/** The judge's categories total 30: a speech's share of that is its reading. */
const FULL_MARKS = 30;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The team's own words worth quoting: its best reasoned claim, else its first full sentence. */
function quoteFrom(texts: string[], motion: string): string | null {
  const own = texts.join("\n");
  const claim = extractClaims(own, 3, motion).find((c) => !/["“”]/.test(c.sentence) && substantiveReasoning(c.sentence) > 0);
  const sentence = claim?.sentence ?? splitSentences(own.replace(/"[^"\n]*"|“[^”\n]*”/g, " ")).find((s) => s.split(/\s+/).length >= 4);
  return sentence ? quotable(sentence) : null;
}

export function offlineLiveAdvice({
  motion,
  format,
  speeches,
}: {
  motion: string;
  format: DebateFormat;
  speeches: LiveSpeechText[];
}): LiveAdvice {
  const info = analyseMotion(motion);
  // The first team's bench proposes the motion (Proposition, Government, Pro); the other bench opposes it.
  const proposing = format.teams[0].bench;
  const sideOf = (team: string): Side => (format.teams.find((t) => t.key === team)?.bench === proposing ? "Government" : "Opposition");
  const benchOf = (team: string) => format.teams.find((t) => t.key === team)?.bench;
  const scored = speeches
    .filter((s) => format.speeches[s.index] && format.speeches[s.index].kind !== "crossfire")
    .sort((a, b) => a.index - b.index);
  const read = scored.filter((s) => s.text && s.text.trim());
  const unread = scored
    .filter((s) => !s.text?.trim())
    .map((s) => ({ speech_index: s.index, name: format.speeches[s.index].name, speaker: s.speaker }));

  const spoken: Array<Spoken & { index: number; team: string }> = read.map((s, i) => {
    const team = format.speeches[s.index].teams[0];
    // Engagement is read against the last speech before it from the other bench, as the judge reads a reply.
    const previous = read
      .slice(0, i)
      .reverse()
      .find((p) => benchOf(format.speeches[p.index].teams[0]) !== benchOf(team));
    return { index: s.index, team, text: s.text!, features: speechFeatures(s.text!, motion, previous?.text ?? null, info) };
  });
  // A team whose speeches surely argue the other side's case gets the judge's penalty: its matter and
  // method count for little, as in the AI debate.
  const offSide = new Map(
    format.teams.map((t) => [
      t.key,
      sureSide(
        spoken
          .filter((s) => s.team === t.key)
          .map((s) => s.text)
          .join("\n"),
        info,
        sideOf(t.key),
      ),
    ]),
  );
  const readings: SpeechReading[] = spoken.map((s) => {
    const sc = scoreSpeech(s.features);
    const wrong = offSide.get(s.team);
    const total = wrong ? 0.2 * sc.matter + sc.manner + 0.3 * sc.method : sc.matter + sc.manner + sc.method;
    return { index: s.index, reading: Math.min(1, Math.max(0, total / FULL_MARKS)) };
  });
  const result = adviceResult(format, readings);
  const byTeam = teamReadings(format, readings);
  const name = (team: string) => format.teams.find((t) => t.key === team)?.name ?? team;

  const lines: string[] = [
    "Advice from the offline judge, read from the speeches typed or dictated in the round (not from what was said aloud); it is not a human adjudication.",
  ];
  const placed = result.ranks
    ? Object.entries(result.ranks)
        .sort((a, b) => a[1] - b[1])
        .map(([t]) => t)
    : result.winner
      ? [result.winner, ...format.teams.map((t) => t.key).filter((t) => t !== result.winner)]
      : null;
  const average = (t: string) => `${round1((byTeam[t] ?? 0) * FULL_MARKS)} of ${FULL_MARKS}`;
  if (placed)
    lines.push(
      `On the speeches it read, it places ${placed.map((t) => `${name(t)} (${average(t)} a speech)`).join(", then ")}${
        new Set(placed.map((t) => round1((byTeam[t] ?? 0) * FULL_MARKS))).size < placed.length
          ? ": too close to call on the text alone"
          : ""
      }.`,
    );
  else {
    const silent = format.teams.filter((t) => byTeam[t.key] === null).map((t) => t.name);
    lines.push(`It gives no result: it could not read any speech of ${silent.join(" or ")}, and it does not weigh a side it has not read.`);
  }
  const quotes: Record<string, string | null> = {};
  for (const t of format.teams) {
    const own = spoken.filter((s) => s.team === t.key);
    quotes[t.key] = own.length
      ? quoteFrom(
          own.map((s) => s.text),
          motion,
        )
      : null;
    if (!own.length) continue;
    const quote = quotes[t.key];
    const { did, missed } = assess(own, motion);
    const wrong = offSide.get(t.key);
    // Every team is quoted in its own words: in what it did, or else on its own line.
    const quotedInDid = !!quote && did.some((d) => d.includes(quote));
    const parts = quotedInDid ? [] : [quote ? `${t.name} said: "${quote}".` : `${t.name}: no sentence of its own to quote.`];
    if (wrong)
      parts.push(`Its speeches argue the other side's case${wrong.quote ? ` ("${quoteOf(wrong.quote)}")` : ""}, so they count for little.`);
    if (did.length) parts.push(`${parts.length ? "It" : t.name} ${did.join("; ")}.`);
    if (missed.length) parts.push(`Missing: ${missed.join("; ")}.`);
    lines.push(parts.join(" "));
  }
  if (unread.length)
    lines.push(
      `It could not read ${unread.map((u) => `${u.name} (${u.speaker})`).join(", ")}: no text was kept for ${unread.length === 1 ? "it" : "them"}, so it gives no points there.`,
    );
  return { ...result, reason: lines.join("\n\n"), unread, readings, quotes };
}
