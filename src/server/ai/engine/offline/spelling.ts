// Spelling as a maintained checker reads it: nspell over dictionary-en (Hunspell's en_US word list),
// loaded on the first call (half a second, ~70 MB) rather than at server start. The dictionary is
// American; British spellings the curriculum itself uses (colour, organisation, legalise, defence,
// travelled) are accepted by the regular correspondences between the two, not by a word list.
// Names, acronyms, numbers, the debate terms the starter curriculum teaches and the prompt's own words are
// never spelling errors.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { STARTER_CURRICULUM } from "#content/curriculum.ts";
import { stem } from "./text";

const require = createRequire(import.meta.url);

interface Speller {
  correct(word: string): boolean;
  suggest(word: string): string[];
}

let speller: Speller | null = null;
let taught: Set<string> | null = null;

function load(): Speller {
  if (speller) return speller;
  const nspell = require("nspell") as (aff: Buffer, dic: Buffer) => Speller;
  // dictionary-en's entry reads the two files with a top-level await (ESM only); the engine is synchronous,
  // so the files are read beside it.
  const dir = dirname(require.resolve("dictionary-en"));
  speller = nspell(readFileSync(join(dir, "index.aff")), readFileSync(join(dir, "index.dic")));
  return speller;
}

const lettersOf = (s: string) => s.toLowerCase().match(/[a-z]+(?:['’-][a-z]+)*/g) ?? [];

/** Every word of the starter curriculum: the debate vocabulary a student is taught (PAEL, rebuttal, wellbeing). */
function curriculumWords(): Set<string> {
  taught ??= new Set(
    STARTER_CURRICULUM.flatMap((m) =>
      m.lessons.flatMap((l) => lettersOf([l.title, l.reading, l.writingPrompt, l.caseBuilderPrompt ?? ""].join(" "))),
    ),
  );
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
  if (s.correct(lower) || s.correct(capital)) return true;
  if (variants(lower).some((v) => s.correct(v))) return true;
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
  const taughtWords = curriculumWords();
  const out: Misspelling[] = [];
  // Each word with what precedes it, so a capital after a sentence's end is told from a name.
  const re = /(^|[.!?]\s+|[\s("“‘'-]+)([A-Za-z][A-Za-z'’]*[A-Za-z]|[A-Za-z])(?=$|[\s.,;:!?)"”’'-])/g;
  for (const m of text.matchAll(re)) {
    const word = m[2].replace(/’/g, "'").replace(/'s$/i, "");
    const startsSentence = m.index === 0 || /[.!?]\s+$/.test(m[1]);
    // Past 30 letters it is no English word a student writes (a key held down, a pasted string); the checker's
    // suggestions grow with a word's length squared, so it is never asked about one.
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
