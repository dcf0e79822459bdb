// A speech is heard, not read: a judge hears the same speech whether the student typed it or dictated it.
// Dictation gives lower case, no punctuation, fillers ("like", "you know", "i mean") and run-on sentences
// joined by "and … so …", and the learned scorer, fitted on typed web arguments, reads that as weak writing.
// So the judge reads every speech, typed or spoken, in one canonical form: its words without punctuation or
// capitals, fillers dropped, cut into clause-sized units (at the writer's full stops when there are any, at
// "and"/"so"/"but" before a new clause when there are not), each unit then written out as a plain sentence.
// Typed text and its transcript give nearly the same units, so the scores built on them barely move
// (the transcription bound, printed by scripts/coach/judge-bench.ts and coach:eval's block 2).
import { REPORTED, splitSentences } from "#server/ai/engine/offline/text/index.ts";

/**
 * Spoken fillers: a closed class of discourse markers that carry no content ("um", "you know"). "like"
 * is one only where it cannot be the verb or the preposition (read by `fillerLike`).
 */
const FILLER_PHRASES = [
  /\b(?:um+|uh+|erm+|er|hmm+)\b/g,
  /\byou know\b/g,
  /\bi mean\b/g,
  /\bbasically\b/g,
  /\bliterally\b/g,
  /\bkind of like\b/g,
];
/** Words that open a new clause after a join: subjects and determiners (a closed class). */
const CLAUSE_OPENER =
  /^(?:i|we|you|they|he|she|it|this|that|these|those|there|the|a|an|people|everyone|nobody|no|every|many|most|some|if|when|because|our|their|its|his|her|what|which|who|government|governments|society|children|students|women|men)$/;
const JOINS = /^(?:and|so|but|or|then)$/;
/** "and so", "and then", "so": a join that opens a new clause whatever follows. */
const MARKED = /^(?:so|then)$/;
/** Leading words that only join a unit to the one before ("and so …", "so like …"). */
const LEADING = /^(?:(?:and|so|but|or|then|well|okay|ok|right|like)\s+)+/;

/** Prepositional or verbal "like" keeps its place; a filler "like" is followed by what a preposition cannot take. */
function fillerLike(words: string[], i: number): boolean {
  const prev = words[i - 1] ?? "";
  const next = words[i + 1] ?? "";
  // "we like", "people who like", "would like", "looks like", "just like", "feel like": the verb or a comparison.
  if (
    /^(?:i|we|you|they|who|would|do|did|don't|didn't|really|also|not|look|looks|looked|seem|seems|sound|sounds|feel|feels|felt|just|much|more|exactly|something|things|anything)$/.test(
      prev,
    )
  )
    return false;
  // A filler sits before a verb, an auxiliary, an adverb or a clause; a preposition takes a noun phrase. A verb of
  // saying ("they will like tell you that…") is never a preposition's object.
  if (
    /^(?:is|are|was|were|be|been|has|have|had|will|would|should|could|can|must|may|might|do|does|did|not|if|when|because|so|and|but|that|they|we|it|i|you|he|she|this|there|really|just|very|actually|even|also|only|all|more|less|literally|basically|like|of|in|on|to|for|with|at|from|by|about|tell|tells|say|says|said|argue|argues|argued|claim|claims|claimed|suggest|suggests|insist|insists)$/.test(
      next,
    )
  )
    return true;
  // At the start of a clause ("and like the …", "that like …") it hedges rather than compares.
  return prev === "" || /^(?:and|so|but|or|that|because|then|like|um|uh)$/.test(prev);
}

/** A filler's place: in speech it falls between clauses ("… every day and you know in London …"), so it marks where one may end. */
const PAUSE = "|";

/** Words of a stretch of text as heard: lower case, no punctuation (a figure's % spoken as "percent"), fillers dropped. */
export const heardWords = (text: string): string[] => heard(text).filter((w) => w !== PAUSE);

function heard(text: string): string[] {
  let t = ` ${text.toLowerCase()} `
    .replace(/(\d)\s*%/g, "$1 percent")
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}'\s-]+/gu, " ")
    .replace(/\s-+\s|--+/g, " ");
  for (const re of FILLER_PHRASES) t = t.replace(re, ` ${PAUSE} `);
  const words = t.split(/\s+/).filter((w) => w && w !== "-" && w !== "'");
  return words.map((w, i) => (w === "like" && fillerLike(words, i) ? PAUSE : w));
}

/** A clause-sized unit written as a plain sentence: leading joins dropped, capitalised, "I", a full stop. */
function written(words: string[]): string {
  const s = words.join(" ").replace(LEADING, "").replace(/\bi\b/g, "I").trim();
  return s ? `${s.charAt(0).toUpperCase()}${s.slice(1)}.` : "";
}

// A report of the other side's case ("they will tell you that X and Y and Z") runs on, in a run-on, until the
// speaker answers it ("but…", "that is wrong…") or speaks in their own voice ("we disagree…", "our answer…"); "so we
// should ban it" inside the report is still theirs. The units between are
// the other side's words, not the speaker's claims. Read on a unit's words before its leading joins go.
const REPORT_ENDS =
  /^(?:(?:and|so|then|well)\s+)*(?:but|however|yet|(?:we|i) (?:disagree|say|said|think|believe|argue|reply|answer|would say|know)|our (?:answer|response|reply|point)|in fact|actually|the truth|not so|no|(?:that|this)(?: is|'s) (?:wrong|false|not)|(?:that|this) (?:misses|ignores|forgets|fails))\b/;

const MIN_UNIT = 6;
const MAX_UNIT = 32;

/**
 * A run of words cut at a join before a new clause once a unit has MIN_UNIT words, and at any clause opener past
 * MAX_UNIT; with `atReports`, also before a report of the other side ("… our opponents say that …").
 */
function cut(tokens: string[], atReports = false): string[][] {
  const out: string[][] = [];
  let unit: string[] = [];
  let marked = false;
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i];
    if (w === PAUSE) {
      marked = true;
      continue;
    }
    const rest = tokens.slice(i + 1).filter((t) => t !== PAUSE);
    // A join ("and", "so") with a pause or "so"/"then" after it, or before a subject, opens a new clause;
    // "so that" is a purpose, not a new clause. A pause alone ends a clause too.
    const join = JOINS.test(w) && !(w === "so" && rest[0] === "that");
    let k = 0;
    while (join && k < rest.length && JOINS.test(rest[k])) k++;
    const opens =
      join &&
      (MARKED.test(rest[k - 1] ?? w) ||
        tokens[i + 1] === PAUSE ||
        CLAUSE_OPENER.test(rest[k] ?? "") ||
        CLAUSE_OPENER.test(rest[k + 1] ?? ""));
    const long = unit.length >= MAX_UNIT && join;
    // "… should be punished our opponents say that …": a report of the other side opens a clause of its own.
    // Only where the side is read: the units a speech is scored on stay as they were.
    const reports = atReports && !JOINS.test(unit[unit.length - 1] ?? "") && REPORTED.test([w, ...rest.slice(0, 6)].join(" "));
    // A fragment cut off before a report joins the unit before it (heardUnits merges it).
    const ends = reports
      ? unit.length > 0
      : unit.length >= MIN_UNIT && (opens || long || (marked && !JOINS.test(unit[unit.length - 1] ?? "")));
    if (rest.length >= 3 && ends) {
      out.push(unit);
      unit = [];
    }
    marked = false;
    unit.push(w);
  }
  if (unit.length) out.push(unit);
  return out;
}

interface Unit {
  words: string[];
  /** The writer's sentence it comes from: a report runs on only within one. */
  piece: number;
}

/** Words a report runs on for at most past its frame: a speech that reports the other side at length and never answers it is arguing it. */
const REPORT_WORDS = 30;

function withoutReportedRuns(units: Unit[]): Unit[] {
  let reporting = -1;
  let run = 0;
  return units.filter((u) => {
    const s = u.words.join(" ");
    if (REPORTED.test(s)) {
      reporting = u.piece; // kept: the stance reader skips a report by its frame
      run = 0;
      return true;
    }
    if (reporting === u.piece && run + u.words.length <= REPORT_WORDS && !REPORT_ENDS.test(s)) {
      run += u.words.length;
      return false;
    }
    reporting = -1;
    return true;
  });
}

/**
 * The speech as clause-sized plain sentences, the same for a typed speech and its transcript: the writer's
 * sentences where there are any, each long or unpunctuated stretch cut at its clauses. With `ownOnly`, the
 * units that carry on a report of the other side are left out (for reading the side the speaker argues).
 */
export function heardUnits(text: string, { ownOnly = false } = {}): string[] {
  const pieces = splitSentences(text).flatMap((s) => s.split(/(?<=[.!?;:])\s+/));
  const units = pieces.flatMap((p, piece) => cut(heard(p), ownOnly).map((words) => ({ words, piece })));
  // A fragment too short to be a clause joins the unit before it.
  const merged: Unit[] = [];
  for (const u of units) {
    const last = merged[merged.length - 1];
    if (last && (u.words.length < 4 || last.words.length < 4)) last.words.push(...u.words);
    else merged.push({ words: [...u.words], piece: u.piece });
  }
  return (ownOnly ? withoutReportedRuns(merged) : merged).map((u) => written(u.words)).filter(Boolean);
}

/** The speech as the judge reads it: its clause units as one plain text. */
export const asHeard = (text: string): string => heardUnits(text).join(" ");

/** Words past which a sentence is a run-on (a typed sentence rarely runs so long; a dictated one always does). */
const RUN_ON = 35;

/**
 * The writer's sentences as written, and each run-on among them cut into its clauses as heard: the one
 * splitter for every reader that keeps the text as written where it can (the side read, lesson task and
 * quality). A punctuated sentence keeps its colon, its "not X, but Y" and its reported speech whole.
 */
export function writtenSentences(text: string, { ownOnly = false } = {}): string[] {
  // A stop ends a sentence even when the next one starts in lower case, as learners often type.
  return splitSentences(text)
    .flatMap((s) => s.split(/(?<=[a-z0-9)"'][.!?])\s+(?=[a-z])/))
    .flatMap((s) => (s.split(/\s+/).length > RUN_ON ? heardUnits(s, { ownOnly }) : [s]));
}
