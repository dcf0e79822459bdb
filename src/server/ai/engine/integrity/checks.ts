// The integrity checks: what a student's answer is worth before any engine scores it. They read the
// answer's parts (the drill's text fields, a speech, a lesson response) against the motion, the prompt
// and what the app generated for this student, and return a cleaned answer (copied, repeated and filler
// sentences taken out: they earn nothing) with findings that cap or lower the engine's score and are
// told to the student first.
import { BALLOT_RUBRIC, DRILL_RUBRICS, LESSON_FEEDBACK_RUBRIC } from "#shared/rubrics/index.ts";
import type { Side } from "#shared/sides.ts";
import { splitSentences } from "#server/ai/engine/offline/text/index.ts";
import type { TeacherBrief } from "#shared/debate-assignments/brief.ts";
import { analyseMotion } from "#server/ai/engine/offline/coach/motion.ts";
import { readStance, sideName } from "#server/ai/engine/offline/coach/stance.ts";
import { sureSide } from "#server/ai/engine/offline/judging/side.ts";
import { writtenSentences } from "#server/ai/engine/offline/judging/spoken.ts";
import {
  DECLARATION,
  REPORTS_OTHER_SIDE,
  copiedFrom,
  functionWordShare,
  indexSources,
  similarity,
  specificStems,
  stemsOf,
  type SourceIndex,
} from "./text";
import { madeUp, offTopic } from "./relevance";
import { citesFigures, givesReason, plainText, speaksToMarker } from "./tricks";

export interface Part {
  /** Where the text sits in the request ("pael.point", "actors.1.argument"); the adapter writes it back. */
  key: string;
  text: string;
  /** Running prose (an argument, a speech) rather than a name, a list of values or a term. */
  prose: boolean;
  /** The side this text must argue, when the task assigns one. */
  side?: Side | null;
  /** Prose that states a plan or a definition rather than arguing a point: it owes no reasons. */
  states?: boolean;
  /** Parts of one group (one actor, one speech) may repeat another group's sentence without it being padding. */
  group?: string;
}

export interface IntegrityContext {
  motion: string;
  /** A writing prompt (lesson feedback): repeating it earns nothing, like repeating the motion. */
  prompt?: string;
  /** Text the app generated for this student (examples, AI arguments, opponent speeches, lessons). */
  generated: string[];
  /** Text the answer responds to (the AI argument a refutation answers): its words are on topic too. */
  topic?: string[];
  /** The teacher's own brief for the motion (a debate assignment's): the debate's field is read from it. */
  brief?: TeacherBrief | null;
}

export type FindingKind =
  | "wrongside"
  | "bothsides"
  | "empty"
  | "injection"
  | "rubric"
  | "copied"
  | "pasted"
  | "offtopic"
  | "language"
  | "keywords"
  | "gibberish"
  | "vocab"
  | "claims"
  | "figures"
  | "padded"
  | "disguised"
  | "unreasoned";

export interface Finding {
  kind: FindingKind;
  /** Told to the student, first in the comments. */
  note: string;
  /** The most any score may be after this finding (0–10 scale). */
  cap: number;
  /** Taken off every score after the cap (0–10 scale). */
  penalty: number;
}

export interface Inspection {
  parts: Part[];
  findings: Finding[];
}

/** Findings in the order the student reads them: the side first, then what the answer is made of. Every kind a check reports. */
export const FINDING_ORDER: readonly FindingKind[] = [
  "wrongside",
  "bothsides",
  "empty",
  "injection",
  "rubric",
  "copied",
  "pasted",
  "offtopic",
  "language",
  "keywords",
  "gibberish",
  "vocab",
  "claims",
  "figures",
  "padded",
  "disguised",
  "unreasoned",
];

/** Below these many content words an answer is too short to judge by shares; the engine's own rubric marks it low anyway. */
const MIN_STEMS = 12;

interface Sentence {
  part: number;
  text: string;
  stems: string[];
  set: Set<string>;
  drop: "marker" | "rubric" | "copied" | "repeat" | "filler" | null;
  echo: boolean;
  restates: boolean;
}

// The rubrics' own words (what each score means, what counts as evidence): pasting them meets none of them.
const RUBRIC_SOURCE = indexSources(
  [...Object.values(DRILL_RUBRICS), BALLOT_RUBRIC, LESSON_FEEDBACK_RUBRIC].flatMap((r) =>
    r.dimensions.map((d) => `${d.label}: ${d.description}, ${d.evidence}.`),
  ),
);

// Quoting the other side is part of answering it: short quotations are not copying.
const withoutQuotes = (s: string) => s.replace(/"[^"\n]{0,200}"|“[^”\n]{0,200}”/g, (q) => (q.split(/\s+/).length <= 25 ? " " : q));

function readSentences(parts: Part[], src: SourceIndex, echo: Set<string>): Sentence[] {
  const out: Sentence[] = [];
  const kept: Sentence[] = [];
  parts.forEach((p, i) => {
    for (const text of splitSentences(p.text)) {
      const stems = stemsOf(text);
      const set = new Set(stems);
      const s: Sentence = { part: i, text, stems, set, drop: null, echo: false, restates: false };
      out.push(s);
      // A name or a list of values may carry an instruction to the marker as well as prose can.
      if (speaksToMarker(text)) s.drop = "marker";
      if (!p.prose) continue;
      const specific = specificStems(stems);
      s.restates = specific.length >= 2 && specific.filter((w) => echo.has(w)).length / specific.length >= 0.85;
      if (s.drop) continue;
      if (copiedFrom(stems, RUBRIC_SOURCE, echo)) s.drop = "rubric";
      else if (!REPORTS_OTHER_SIDE.test(text) && copiedFrom(stemsOf(withoutQuotes(text)), src, echo)) s.drop = "copied";
      else if (set.size >= 3 && kept.some((k) => parts[k.part].group === p.group && similarity(k.set, set) >= 0.7)) s.drop = "repeat";
      // Another field may restate a point (a clash named, then argued); it is kept, and weighs a quarter as padding.
      else if (set.size >= 3 && kept.some((k) => similarity(k.set, set) >= 0.9)) s.echo = true;
      else if (stems.length >= 2 && !s.restates && specific.length === 0) s.drop = "filler";
      if (!s.drop) kept.push(s);
    }
  });
  return out;
}

/** The share of the sentences' content words for which `weight` says yes (1), half (0.5) or no (0). */
const share = (xs: Sentence[], weight: (s: Sentence) => number | boolean) => {
  const all = xs.reduce((n, s) => n + s.stems.length, 0);
  return all ? xs.reduce((n, s) => n + Number(weight(s)) * s.stems.length, 0) / all : 0;
};

/** Sentences from which an answer is read as the judge reads a speech (a drill answer is shorter; a speech of a few minutes is longer). */
const LONG_ANSWER = 15;

function wrongSide(parts: Part[], info: ReturnType<typeof analyseMotion>): Finding | null {
  const sides = [...new Set(parts.filter((p) => p.side && p.prose).map((p) => p.side as Side))];
  for (const side of sides) {
    // A declared side is free to write; the side an answer argues is read from what it says.
    const text = parts
      .filter((p) => p.side === side && p.prose)
      .flatMap((p) => splitSentences(p.text))
      .filter((s) => !DECLARATION.test(s.trim()))
      .join(" ");
    // A dictated run-on is read as its clauses (judging/spoken.ts), several claims as the same words typed
    // would be, not one sentence whose first clause decides; a report of the other side running on in it
    // ("they will tell you that X and Y") is their words, not the student's.
    const own = writtenSentences(text, { ownOnly: true });
    const lean = readStance(own.join(" "), info).lean;
    // A speech or an essay weighs many claims, and a concession or a rebuttal that restates the other side is
    // among them: a long answer is capped only when the judge is sure of it too (judging/side.ts), clause by clause.
    if (lean && lean !== side && (own.length < LONG_ANSWER || sureSide(text, info, side)))
      return {
        kind: "wrongside",
        note: `You argued the other side: this answer argues for ${sideName(lean)}, but it had to argue for ${side}. A case for the other side earns little here, however good it is.`,
        cap: 1.5,
        penalty: 0,
      };
    const split = bothSides(own, info, side);
    if (split) return split;
  }
  return null;
}

/**
 * An answer that makes the other side's case as its own as often as it makes its own (each sentence read on
 * its own, a report of the other side — "they say…", a quotation, "even if" — not counted): it argues both
 * sides, so it is no case for either, and earns what a case for the other side earns, a little more.
 * Consistency, one side throughout (issue 30).
 */
/** Sentences below which an answer is a drill's field or two rather than a speech. */
const SHORT_ANSWER = 6;
/** The weight of a sentence that states a side outright, as the stance reader gives it to "we should (not) ban…". */
const DECLARED = 2;

function bothSides(own: string[], info: ReturnType<typeof analyseMotion>, side: Side): Finding | null {
  let along = 0;
  let against = 0;
  for (const sentence of own) {
    const { lean, pro, con } = readStance(sentence, info);
    if (lean === side) along++;
    // The other side's case counts only when the sentence states it outright ("we should not ban…"), not when an
    // outcome in passing leans that way ("a ban would cost…").
    else if (lean && Math.abs(pro - con) >= DECLARED) against++;
  }
  // At least one claim each way, and the other side's stated as often as its own; in a longer answer (a
  // speech, which reports and answers the other side), twice at least, so one misread sentence cannot do it.
  if (along === 0 || against < (own.length < SHORT_ANSWER ? 1 : 2) || against < along) return null;
  return {
    kind: "bothsides",
    note: `This answer argues both sides: it makes the case for ${sideName(side === "Government" ? "Opposition" : "Government")} as its own as often as the case for ${sideName(side)}. Argue your side throughout; when you raise the other side's point, say so ("They will say…") and answer it.`,
    cap: 2.5,
    penalty: 0,
  };
}

/** Runs every check over the parts; the parts come back without copied, repeated and filler sentences. */
export function inspect(written: Part[], ctx: IntegrityContext): Inspection {
  // Every check, and every engine after them, reads the plain text: no hidden or look-alike letters, no markup.
  let disguised = 0;
  const parts = written.map((p) => {
    const plain = plainText(p.text);
    disguised += plain.disguised;
    return { ...p, text: plain.text };
  });
  const info = analyseMotion(ctx.motion, ctx.brief);
  const echo = new Set([...stemsOf(ctx.motion), ...stemsOf(ctx.prompt ?? "")]);
  const src = indexSources(ctx.generated);
  const sentences = readSentences(parts, src, echo);
  const prose = sentences.filter((s) => parts[s.part].prose);
  const stemCount = prose.reduce((n, s) => n + s.stems.length, 0);
  const findings: Finding[] = [];
  const add = (f: Finding | null) => f && findings.push(f);

  add(wrongSide(parts, info));

  // Too little to mark at all: whatever an engine says of it, it cannot score well.
  if (stemCount < 3)
    add({
      kind: "empty",
      note: "This answer has almost nothing in it to mark: write the argument out in full sentences.",
      cap: 1,
      penalty: 0,
    });

  const rubric = share(prose, (s) => s.drop === "rubric");
  if (rubric >= 0.3)
    add({
      kind: "rubric",
      note: "This answer repeats the rubric's own descriptions instead of doing what they describe; those sentences earn nothing.",
      cap: 1,
      penalty: 0,
    });

  const toMarker = sentences.find((s) => s.drop === "marker");
  if (toMarker)
    add({
      kind: "injection",
      note: `This answer speaks to whoever marks it ("${toMarker.text.slice(0, 80)}") instead of arguing the motion: instructions to the marker are ignored, and trying them costs marks.`,
      cap: 2,
      penalty: 0,
    });

  const copied = share(prose, (s) => s.drop === "copied");
  if (copied >= 0.15)
    add({
      kind: "copied",
      note:
        copied >= 0.5
          ? "Most of this answer is copied from material the app wrote for you (an example, an AI argument or speech, or a lesson), so it earns no credit: write the argument in your own words."
          : "Some sentences are copied from material the app wrote for you; they earned nothing, and only your own words were marked.",
      cap: copied >= 0.5 ? 1 : 10,
      penalty: copied >= 0.5 ? 0 : 1,
    });

  // What the answer says once, filler included: what it is made of.
  const kept = prose.filter((s) => s.drop === null || s.drop === "filler");
  const keptStems = kept.flatMap((s) => s.stems);
  const restated = share(kept, (s) => s.restates);
  if (stemCount >= 4 && restated >= 0.6)
    add({
      kind: "pasted",
      note: ctx.prompt
        ? "This answer mostly repeats the prompt or the motion back; restating the question earns no credit."
        : "This answer mostly repeats the motion back; restating the motion earns no credit.",
      cap: 1,
      penalty: 0,
    });

  const style = functionWordShare(kept.map((s) => s.text).join(" "));
  if (style.tokens >= 12 && style.share < 0.15) {
    add(
      style.foreign >= 3
        ? {
            kind: "language",
            note: "This answer does not appear to be written in English, so it could not be marked: write it in English.",
            cap: 1,
            penalty: 0,
          }
        : {
            kind: "keywords",
            note: "This answer is a list of words, not an argument: write full sentences that explain why each point is true.",
            cap: 1,
            penalty: 0,
          },
    );
  } else if (madeUp(kept.map((s) => s.text).join(" "), echo)) {
    add({
      kind: "gibberish",
      note: "Many words in this answer are not English words: write real sentences about the motion.",
      cap: 1,
      penalty: 0,
    });
  } else if (keptStems.length >= MIN_STEMS) {
    // The motion's own words do not count either way: dressing vocabulary in them adds nothing specific.
    const own = keptStems.filter((w) => !echo.has(w));
    const generic = own.length - specificStems(own).length;
    const said = sentences.filter((s) => parts[s.part].prose && !s.drop);
    const answer = {
      text: kept.map((s) => s.text).join(" "),
      stems: said.flatMap((s) => s.stems),
      labels: parts.filter((p) => !p.prose).map((p) => p.text),
    };
    if (own.length >= 8 && generic / own.length >= 0.7)
      add({
        kind: "vocab",
        note: "This answer is mostly debate vocabulary (impact, harm, evidence, consequences) with nothing specific behind it: name who is affected, how, and a real example.",
        cap: 1,
        penalty: 0,
      });
    else if (restated < 0.6 && offTopic(answer, info, ctx.topic ?? []))
      add({
        kind: "offtopic",
        note: `This answer does not talk about the motion ("${ctx.motion}"): none of its claims are about what the motion changes.`,
        cap: 1.5,
        penalty: 0,
      });
  }

  // Evidence and claims stand for nothing without a reason that joins them to the motion.
  if (!findings.some((f) => f.cap <= 1.5) && stemCount >= MIN_STEMS) {
    const argued = kept.filter((s) => s.drop !== "filler" && !parts[s.part].states);
    const said = kept.filter((s) => s.drop !== "filler");
    const citing = (s: Sentence) => citesFigures(s.text);
    if (said.filter(citing).length >= 2 && share(said, citing) >= 0.6)
      add({
        kind: "figures",
        note: "This answer is mostly figures and studies with no reasoning to connect them to the motion: explain how the change leads to the result, and name a source a reader could check.",
        cap: 2.5,
        penalty: 0,
      });
    else if (argued.length >= 4 && !argued.some((s) => givesReason(s.text)) && argued.every((s) => s.stems.length <= 6))
      add({
        kind: "claims",
        note: "This answer lists claims without a reason for any of them: for each point, explain why it is true and what follows from it.",
        cap: 2,
        penalty: 0,
      });
  }

  if (disguised >= 3)
    add({
      kind: "disguised",
      note: "This answer hides invisible or look-alike characters inside its words; it was marked as the plain text they spell, and disguising text costs marks.",
      cap: 10,
      penalty: 1,
    });

  const padding = share(prose, (s) => (s.drop === "repeat" || s.drop === "filler" ? 1 : s.echo ? 0.25 : 0));
  // An answer already found to be made of something else is not also told it is padded.
  const made = findings.some((f) => f.cap <= 1);
  if (!made && stemCount >= MIN_STEMS && padding >= 0.25)
    add({
      kind: "padded",
      note: "Repeated sentences were counted once and filler sentences earned nothing: saying a point twice, or at length, does not make it stronger.",
      cap: 10,
      penalty: Math.min(3, 1 + 3 * padding),
    });

  // Only what a finding names is taken out: an answer the checks say nothing about reaches the engine as
  // written (a real case cited in the same words as generated material, a signpost sentence, stay).
  const told = new Set(findings.map((f) => f.kind));
  const removed = (s: Sentence) =>
    s.drop === "marker" ||
    s.drop === "rubric" ||
    (s.drop === "copied" && told.has("copied")) ||
    ((s.drop === "repeat" || s.drop === "filler") && (told.has("padded") || findings.some((f) => f.cap <= 1)));
  const cleaned = parts.map((p, i) => {
    const own = sentences.filter((s) => s.part === i);
    // A name or a list of values keeps its form unless something in it was taken out (an instruction to the marker).
    if (!p.prose && !own.some(removed)) return p;
    return {
      ...p,
      text: own
        .filter((s) => !removed(s))
        .map((s) => s.text)
        .join(" "),
    };
  });
  findings.sort((a, b) => FINDING_ORDER.indexOf(a.kind) - FINDING_ORDER.indexOf(b.kind));
  return { parts: cleaned, findings };
}

/** The score after the findings: capped at the lowest cap, then the largest penalty taken off (scale 0–`top`). */
export function adjustScore(score: number, findings: Finding[], top = 10): number {
  if (!Number.isFinite(score)) return 0;
  const cap = Math.min(10, ...findings.map((f) => f.cap)) * (top / 10);
  const penalty = Math.max(0, ...findings.map((f) => f.penalty)) * (top / 10);
  const out = Math.max(0, Math.min(top, score, cap) - penalty);
  return Math.round(out * 10) / 10;
}

/** The notes of the findings as one paragraph, to go before the engine's own comments. */
export function notesOf(findings: Finding[]): string {
  return findings.map((f) => f.note).join(" ");
}
