// The offline judge's ballot: the clashes that decided the round, each quoting both speakers, and the
// next steps for the student. Clashes are found by side (Government against Opposition), never by who
// the student was, so the same speeches give the same clashes whichever side the student took.

import { analyseMotion, type MotionInfo } from "./coach/motion";
import { specificStems, substantiveReasoning } from "./coach/substance";
import { extractClaims, rebuttalCount, splitSentences, termMatch, tokenCount } from "./text";
import { namedCases } from "./text/named-cases";
import { speechQuality } from "./scorer";
import { nounsIn } from "./scorer/nlp";
import { otherSide, type Side } from "#shared/sides.ts";
import type { BallotSkill } from "#shared/debate/ballot.ts";
import type { DebateMessage } from "./opponent";

/** A clash as a judge answers it, from the student's point of view (as the model is asked for it). */
export interface JudgeClash {
  topic: string;
  studentQuote: string;
  aiQuote: string;
  winner: "user" | "ai";
  why: string;
}

export interface JudgeNextStep {
  skill: BallotSkill;
  advice: string;
}

/** Longest quote, in words: a quote names the point, the transcript holds the rest. */
const QUOTE_WORDS = 30;
const MAX_CLASHES = 3;

interface Line {
  text: string;
  /** The sentence and the one after it in the same speech: what the clash's judgement reads. */
  passage: string;
  stems: string[];
}

/**
 * A sentence as quoted: whole, or when it runs long its first clauses (still a run of the transcript's
 * own words), cut at the last comma, colon or semicolon that leaves a clause of some length.
 */
export function quotable(sentence: string): string {
  const words = sentence.trim().split(/\s+/);
  // The closing full stop is the writer's, not part of what is quoted inside a sentence of ours.
  if (words.length <= QUOTE_WORDS) return sentence.trim().replace(/[.!;:,]+$/, "");
  const head = words.slice(0, QUOTE_WORDS);
  const lastBreak = head.findLastIndex((w, i) => i >= 7 && /[,;:]$/.test(w));
  return (lastBreak > 0 ? head.slice(0, lastBreak + 1) : head).join(" ").replace(/[,;:]$/, "");
}

/** A speaker's own words in a sentence: what they quote of the other side is the other side's. */
const ownWords = (s: string) => s.replace(/"[^"\n]*"|“[^”\n]*”/g, " ");

function linesOf(speeches: string[], info: MotionInfo): Line[] {
  const out: Line[] = [];
  for (const speech of speeches) {
    const sentences = splitSentences(speech);
    sentences.forEach((s, i) => {
      // The motion's own words are shared by everyone: a clash is about something else the two said.
      const own = ownWords(s);
      const stems = nounStems(own).filter((w) => !info.related.some((r) => termMatch(w, r)));
      // A sentence that is largely the other side's words, quoted back, does not stand for this side.
      if (tokenCount(own) >= 6 && tokenCount(own) * 3 >= tokenCount(s) * 2)
        out.push({ text: s, passage: [s, sentences[i + 1] ?? ""].join(" ").trim(), stems });
    });
  }
  return out;
}

/** The stems of a sentence's nouns: a clash is about a thing both sides talk about, not a verb they share ("lose", "fall"). */
function nounStems(sentence: string): string[] {
  return [...new Set([...nounsIn(sentence)].flatMap((w) => specificStems(w)))];
}

const shared = (a: Line, b: Line) => a.stems.filter((s) => b.stems.some((t) => termMatch(s, t)));

/** How the passage argues its point: the learned reading plus what the coach can name. */
function judgePassage(l: Line, info: MotionInfo) {
  const reason = substantiveReasoning(l.passage) > 0;
  // A concrete example is a case or figure a reader could check, not a cue word ("evidence", "for example").
  const example = namedCases(ownWords(l.passage), [...info.related]).length > 0;
  const answers = rebuttalCount(l.passage) > 0;
  return { reason, example, answers, score: speechQuality(l.passage) + 0.15 * +reason + 0.15 * +example + 0.1 * +answers };
}

function why(winner: Side, w: ReturnType<typeof judgePassage>, l: ReturnType<typeof judgePassage>): string {
  const edges: string[] = [];
  if (w.reason && !l.reason) edges.push("explained why its point is true where the other side asserted");
  if (w.example && !l.example) edges.push("backed its point with a concrete example");
  if (w.answers && !l.answers) edges.push("answered the other side's point directly");
  if (edges.length === 0) edges.push("made the more specific, better developed point");
  return `${winner} ${edges.join(", and ")}.`;
}

function clashOf(
  gov: Line,
  opp: Line,
  topicWords: string[],
  tieTo: Side,
  info: MotionInfo,
): { topic: string; government: string; opposition: string; winner: Side; why: string } {
  const [g, o] = [judgePassage(gov, info), judgePassage(opp, info)];
  const winner: Side = g.score === o.score ? tieTo : g.score > o.score ? "Government" : "Opposition";
  const [w, l] = winner === "Government" ? [g, o] : [o, g];
  return {
    topic: topicWords.join(" and "),
    government: quotable(gov.text),
    opposition: quotable(opp.text),
    winner,
    why: why(winner, w, l),
  };
}

/** The shared words that name the clash, as the Government speaker wrote them. */
function topicWords(sentence: string, stems: string[], n = 2): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of ownWords(sentence)
    .toLowerCase()
    .split(/[^a-z'-]+/)) {
    const s = specificStems(w)[0];
    if (out.length === n || !s || seen.has(s) || !stems.some((t) => termMatch(s, t))) continue;
    seen.add(s);
    out.push(w);
  }
  return out;
}

/**
 * The clashes, by side: pairs of sentences (one per side) that share the most specific words, each
 * pair a distinct issue. When the sides never met on anything, the one clash is each side's main claim.
 */
export function findClashes(motion: string, government: string[], opposition: string[], tieTo: Side) {
  const info = analyseMotion(motion);
  const [gov, opp] = [linesOf(government, info), linesOf(opposition, info)];
  if (gov.length === 0 || opp.length === 0) return [];
  const pairs = gov
    .flatMap((g, gi) => opp.map((o, oi) => ({ g, o, gi, oi, terms: shared(g, o) })))
    .filter((p) => p.terms.length > 0)
    .sort((a, b) => b.terms.length - a.terms.length || a.gi - b.gi || a.oi - b.oi);
  const chosen: typeof pairs = [];
  for (const p of pairs) {
    if (chosen.length === MAX_CLASHES) break;
    // A new clash needs new lines and a new issue: not the same sentences, not the same shared words.
    const repeats = chosen.some((c) => c.gi === p.gi || c.oi === p.oi || p.terms.some((t) => c.terms.some((u) => termMatch(t, u))));
    if (!repeats) chosen.push(p);
  }
  if (chosen.length > 0) return chosen.map((p) => clashOf(p.g, p.o, topicWords(p.g.text, p.terms), tieTo, info));
  const main = (lines: Line[], speeches: string[]) => {
    const claim = extractClaims(speeches.join("\n"), 1, motion)[0]?.sentence;
    return lines.find((l) => claim && l.text.includes(claim)) ?? lines[0];
  };
  return [clashOf(main(gov, government), main(opp, opposition), ["the main case"], tieTo, info)];
}

/** The clashes of a round as the judge answers them, from the student's side. */
export function offlineClashes(motion: string, userSide: Side, messages: DebateMessage[], tieTo: "user" | "ai"): JudgeClash[] {
  const said = (role: DebateMessage["role"]) => messages.filter((m) => m.role === role && m.content.trim()).map((m) => m.content);
  const bySide = (side: Side) => said(side === userSide ? "user" : "assistant");
  const tieSide = tieTo === "user" ? userSide : otherSide(userSide);
  return findClashes(motion, bySide("Government"), bySide("Opposition"), tieSide).map((c) => ({
    topic: c.topic,
    studentQuote: userSide === "Government" ? c.government : c.opposition,
    aiQuote: userSide === "Government" ? c.opposition : c.government,
    winner: c.winner === userSide ? "user" : "ai",
    why: c.why,
  }));
}
