// Spelling as a maintained checker reads it: nspell over dictionary-en (Hunspell's en_US word list), loaded
// on the first call (half a second, ~70 MB) rather than at server start, and dictionary-en-gb (en_GB) beside
// it, loaded the first time a word is not American: a British school's "judgement", "maths", "ageing",
// "cheque" and "organisation" are spelt right. Names, acronyms, numbers, the words of the app's own content (the
// debate terms the starter curriculum teaches, the briefs' vocabulary: "esports", "reoffending",
// "personhood") and the prompt's own words are never spelling errors.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { STARTER_CURRICULUM } from "#content/curriculum.ts";
import { briefs } from "#content/briefs.ts";
import { stem } from "./text";

const require = createRequire(import.meta.url);

interface Speller {
  correct(word: string): boolean;
  suggest(word: string): string[];
}

let speller: Speller | null = null;
let british: Speller | null = null;
let taught: Set<string> | null = null;

/** A Hunspell dictionary package read into nspell. Its entry reads the two files with a top-level await (ESM
 * only); the engine is synchronous, so the files are read beside it. */
function open(pkg: string): Speller {
  const nspell = require("nspell") as (aff: Buffer, dic: Buffer) => Speller;
  const dir = dirname(require.resolve(pkg));
  return nspell(readFileSync(join(dir, "index.aff")), readFileSync(join(dir, "index.dic")));
}

const load = (): Speller => (speller ??= open("dictionary-en"));
const loadBritish = (): Speller => (british ??= open("dictionary-en-gb"));

const lettersOf = (s: string) => s.toLowerCase().match(/[a-z]+(?:['’-][a-z]+)*/g) ?? [];

/**
 * Every word of the app's own content: the starter curriculum's debate vocabulary (PAEL, rebuttal, wellbeing)
 * and the briefs' (the words a debater of each motion uses, newer than the dictionaries: "esports", "lockdown").
 */
function contentWordsKnown(): Set<string> {
  taught ??= new Set([
    ...STARTER_CURRICULUM.flatMap((m) =>
      m.lessons.flatMap((l) => lettersOf([l.title, l.reading, l.writingPrompt, l.caseBuilderPrompt ?? ""].join(" "))),
    ),
    ...[...briefs.values()].flatMap((b) =>
      lettersOf(
        [
          b.definitions,
          ...b.clashes,
          ...b.actors,
          ...[...b.proposition.arguments, ...b.opposition.arguments].flatMap((a) => [a.title, a.claim, a.mechanism, a.impact, a.rebuttal]),
        ].join(" "),
      ),
    ),
  ]);
  return taught;
}

// British → American correspondences, tried in turn on a word the dictionary does not know.
const VARIANTS: [RegExp, string][] = [
  [/our/, "or"],
  [/tis(e|es|ed|ing)$/, "tic$1"],
  [/is(e|es|ed|ing|ation|ations|er|ers)$/, "iz$1"],
  [/ys(e|es|ed|ing)$/, "yz$1"],
  [/tre(s)?$/, "ter$1"],
  [/ogue(s)?$/, "og$1"],
  [/ence(s)?$/, "ense$1"],
  [/ll(ed|ing|er|ers)$/, "l$1"],
  [/ae/, "e"],
  [/oe/, "e"],
  [/mme(s)?$/, "m$1"],
];

/** The American spellings a British word may have ("legalise" → "legalize"), for readers that compare spellings. */
export function variants(word: string): string[] {
  const out: string[] = [];
  for (const [from, to] of VARIANTS) if (from.test(word)) out.push(word.replace(from, to));
  return out;
}

const LONGEST_WORD = 30;
/** Prefixes written with a hyphen ("pre-", "socio-", "self-"). */
const PREFIXES =
  /^(?:pre|mis|un|non|anti|co|re|semi|multi|post|socio|intra|inter|cyber|de|ex|sub|self|over|under|counter|pro|neo|micro|macro|mid|bi|tri|eco|geo|bio|tele)$/i;
/** Tails that make a word only after a hyphen ("year-olds", "short-termism", "anti-semitism"). */
const COMPOUND_TAILS = /^(?:olds|\w+isms?|\w+ists?)$/i;
/** Particles of Latin phrases English writes ("de facto", "et al", "ie", "eg"). */
const PARTICLES = new Set(["de", "et", "al", "ie", "eg", "vs", "etc", "facto", "jure"]);
/** How many misspellings get a suggested fix (the feedback quotes one or two). */
const SUGGESTED = 3;

export interface Misspelling {
  word: string;
  /** The checker's first suggestion, when it has one. */
  fix: string | null;
}

/** Is this word (as written) spelt as English spells it, British or American? */
export function spelledRight(word: string): boolean {
  const s = load();
  if (s.correct(word)) return true;
  const lower = word.toLowerCase();
  // A name written in lower case, as dictation gives it ("london"), is still the name.
  const capital = lower.charAt(0).toUpperCase() + lower.slice(1);
  if (s.correct(lower) || s.correct(capital) || PARTICLES.has(lower)) return true;
  // An acronym written in lower case ("tv", "iq", "dna"), as dictation and quick typing give it.
  if (lower.length <= 4 && s.correct(lower.toUpperCase())) return true;
  if (variants(lower).some((v) => s.correct(v))) return true;
  const gb = loadBritish();
  if (gb.correct(word) || gb.correct(lower) || gb.correct(capital)) return true;
  // A hyphenated compound is spelt right when its parts are ("long-term", "well-being").
  if (/-/.test(lower)) return lower.split("-").every((p) => p.length === 0 || spelledRight(p));
  return false;
}

/**
 * The misspelt words of a text, in order. Skipped: words with digits, capitals inside a sentence
 * (names, acronyms), the curriculum's debate terms, and `allowed` (the prompt's own words).
 */
export function misspellings(text: string, allowed: Iterable<string> = []): Misspelling[] {
  // The prompt's words in any form: "libertarian" in an essay on "libertarianism".
  const ok = new Set([...allowed].map((w) => stem(w)));
  const taughtWords = contentWordsKnown();
  const out: Misspelling[] = [];
  // Each word with what precedes it, so a capital after a sentence's end is told from a name.
  const re = /(^|[.!?]\s+|[\s("“‘'-]+)([A-Za-z][A-Za-z'’]*[A-Za-z]|[A-Za-z])(?=$|[\s.,;:!?)"”’'-])/g;
  for (const m of text.matchAll(re)) {
    const word = m[2].replace(/’/g, "'").replace(/'s$/i, "");
    const startsSentence = m.index === 0 || /[.!?]\s+$/.test(m[1]);
    // Past 30 letters it is no English word a student writes (a key held down, a pasted string); the checker's
    // suggestions grow with a word's length squared, so it is never asked about one.
    // A prefix or a tail that only lives in a hyphenated compound ("mis-selling", "year-olds", "short-termism").
    const end = (m.index ?? 0) + m[0].length;
    if (text[end] === "-" && PREFIXES.test(word)) continue;
    if (m[1].endsWith("-") && COMPOUND_TAILS.test(word)) continue;
    if (word.length < 2 || word.length > LONGEST_WORD) continue;
    if (/[A-Z]/.test(word.slice(1)) || (!startsSentence && /^[A-Z]/.test(word))) continue;
    const lower = word.toLowerCase();
    if (ok.has(stem(lower)) || taughtWords.has(lower)) continue;
    if (spelledRight(word)) continue;
    // Feedback quotes the first few; suggestions cost, so only those are asked for.
    out.push({ word, fix: out.length < SUGGESTED ? (load().suggest(lower)[0] ?? null) : null });
  }
  return out;
}

/** Abbreviations that end in a full stop inside a sentence ("vs. private", "e.g. the"). */
const ABBREVIATION =
  /(?:^|[\s(])(?:vs|ex|etc|eg|e\.g|ie|i\.e|approx|incl|govt|no|nos|fig|cf|al|st|mr|mrs|ms|dr|prof|jr|sr|bros|co|inc|ltd|corp|dept)\.$/i;

/**
 * Capitals a writer who uses them has left out: the pronoun "i" ("i think") and a sentence begun in lower
 * case after a full stop ("…degrading. it is…"). A text whose sentences mostly begin in lower case (a dictated
 * transcript, or a writer who types in lower case throughout) is not read for capitals, so typed and spoken
 * words still score alike.
 */
export function capitalSlips(text: string): Misspelling[] {
  // Each sentence's first letter: the text's, and each after a full stop that is not an abbreviation's.
  const first = /^\s*["“‘(]?([A-Za-z])/.exec(text);
  const starts = [
    ...(first ? [{ at: first[0].length, letter: first[1], word: "" }] : []),
    ...[...text.matchAll(/(\S+[.!?])\s+["“‘(]?([A-Za-z][A-Za-z']*)/g)]
      .filter((m) => !ABBREVIATION.test(` ${m[1]}`) && !/\d[.]$|\.\w+\.$/.test(m[1]))
      .map((m) => ({ at: (m.index ?? 0) + m[0].length, letter: m[2].charAt(0), word: m[2] })),
  ];
  // Read only a writer who capitalises: half the sentences or more begin with a capital.
  const capitalised = starts.filter((x) => /[A-Z]/.test(x.letter)).length;
  if (capitalised === 0 || capitalised < starts.length / 2) return [];
  const found: { at: number; slip: Misspelling }[] = starts
    .filter((x) => x.word && /[a-z]/.test(x.letter))
    .map((x) => ({ at: x.at, slip: { word: x.word, fix: x.word.charAt(0).toUpperCase() + x.word.slice(1) } }));
  for (const m of text.matchAll(/(?:^|\s)(i)(?=\s|['’](?:m|ve|d|ll)\b)/g)) found.push({ at: m.index ?? 0, slip: { word: "i", fix: "I" } });
  return found.sort((x, y) => x.at - y.at).map((f) => f.slip);
}
