// What people value in a speech's matter, read unit by unit: how good its arguments are (the learned
// scorer on each clause-sized unit, so it reads pieces the size of the arguments it learned from), how
// many good ones it makes (more help, each less than the one before, and a unit that repeats an earlier
// one adds nothing), and how far it develops them (distinct content, rising with diminishing returns:
// length is a signal people use, so the judge pays for what is said, not for how often it is said).
import { specificStems } from "#server/ai/engine/offline/coach/substance.ts";
import { unitQuality } from "#server/ai/engine/offline/scorer/speech-words.ts";
import { stem } from "#server/ai/engine/offline/text/index.ts";
import { heardUnits } from "./spoken";

export interface ArgumentReading {
  /** Units that say something specific (stock lines of debate vocabulary are not arguments). */
  units: number;
  /** 0-1: the learned quality of the speech's own units, weighted by their words and their novelty. */
  quality: number;
  /** 0-1: the best units' quality summed with diminishing returns (the k-th argument's worth counts DECAY^k; 1 − DECAY^n for n perfect ones). */
  breadth: number;
  /** 0-1: distinct specific content said on the motion's topic, with diminishing returns. */
  development: number;
  /** Share of units that mostly repeat what an earlier unit said. */
  repeated: number;
}

/** Each further argument counts this much of the one before it. */
export const DECAY = 0.8;
/** Words in one argument (IBM-ArgQ's median is 17): breadth counts arguments by words, so how a transcript's run-ons are cut does not change it. */
export const ARGUMENT_WORDS = 18;
/** Distinct specific stems at which development reaches 1 − 1/e (about 63 %). */
export const DEVELOPMENT_SCALE = 110;
/** A unit whose specific words were nearly all said before is a repetition. */
const REPEAT = 0.7;

const EMPTY: ArgumentReading = { units: 0, quality: 0, breadth: 0, development: 0, repeated: 0 };

/**
 * The speech's arguments as the judge reads them. `topic` are the motion's words and synonyms: a unit
 * that shares nothing with the motion or with the units that do is off the speech's subject (padding
 * that would fit any motion) and counts half.
 */
export function readArguments(text: string, topic: string[]): ArgumentReading {
  const units = heardUnits(text)
    .map((u) => ({ text: u, stems: specificStems(u), words: u.split(/\s+/).length }))
    .filter((u) => u.stems.length > 0);
  if (units.length === 0) return EMPTY;
  const motionStems = new Set(topic.flatMap((t) => t.toLowerCase().split(/\s+/)).map(stem));
  const onMotion = (u: (typeof units)[number]) => u.stems.some((s) => motionStems.has(s));
  const topical = new Set(units.filter(onMotion).flatMap((u) => u.stems));
  const seen = new Set<string>();
  let repeated = 0;
  let weighted = 0;
  let weight = 0;
  let fresh = 0;
  const scored: { q: number; n: number }[] = [];
  for (const u of units) {
    // The motion's own words are said again and again in any speech: novelty is read on the rest.
    const own = u.stems.filter((s) => !motionStems.has(s));
    const novel = own.filter((s) => !seen.has(s));
    const novelty = own.length ? novel.length / own.length : 0.5;
    u.stems.forEach((s) => seen.add(s));
    if (novelty < 1 - REPEAT) {
      repeated++;
      continue;
    }
    const relevance = onMotion(u) || u.stems.some((s) => topical.has(s) && !novel.includes(s)) || topical.size === 0 ? 1 : 0.5;
    const q = unitQuality(u.text);
    weighted += q * u.words * novelty * relevance;
    weight += u.words * novelty * relevance;
    scored.push({ q: q * relevance, n: (u.words * novelty) / ARGUMENT_WORDS });
    fresh += novel.length * relevance;
  }
  // The best arguments first, each taking its length's share of the decaying worth.
  let at = 0;
  let breadth = 0;
  for (const { q, n } of scored.sort((a, b) => b.q - a.q)) {
    breadth += q * (DECAY ** at - DECAY ** (at + n));
    at += n;
  }
  return {
    units: units.length,
    quality: weight ? weighted / weight : 0,
    breadth,
    development: 1 - Math.exp(-fresh / DEVELOPMENT_SCALE),
    repeated: repeated / units.length,
  };
}
