// What else counts as talking about a motion, beside its own words and their synonyms: the abbreviations of
// its phrases ("UBI" for universal basic income, "PE" for physical education), and — where the motion has a
// brief — the field's own vocabulary a debater uses on either side (its arguments' keywords and its key
// actors), kept to the words distinctive of this debate rather than of debates in general. A student who
// writes "a monthly cash payment to every adult, as Alaska's dividend" is on the motion of a universal basic
// income without naming it; relevance is read by meaning, not by the motion's literal words.
import { briefs, type Brief } from "#content/briefs.ts";
import { briefOf } from "#server/ai/engine/offline/brief-lookup.ts";
import { contentWords, termMatch } from "#server/ai/engine/offline/text/index.ts";

export interface Abbreviation {
  /** Lower case, without dots: "ubi". */
  short: string;
  /** The stems of the words it stands for: ["univers", "basic", "incom"]. */
  stems: string[];
}

/** Short words that are ordinary English: never read as an abbreviation of the motion's words. */
const ORDINARY =
  /^(?:a|an|am|as|at|be|by|do|go|he|hi|if|in|is|it|me|my|no|of|oh|ok|on|or|so|to|up|us|we|ye|and|any|are|art|bad|bag|bar|bat|bed|big|bit|box|boy|bus|but|buy|can|car|cat|cup|cut|day|did|dog|due|ear|eat|end|era|eye|far|fee|few|fit|fly|for|fun|gap|gas|get|god|got|gun|had|has|hat|her|him|his|hit|hot|how|ice|ill|its|job|key|kid|law|lay|led|leg|let|lie|lot|low|man|map|may|men|mix|net|new|nor|not|now|nut|odd|off|oil|old|one|our|out|own|pay|pen|per|pet|pie|pop|pot|put|ran|raw|red|rid|row|run|sad|saw|say|sea|see|set|she|sit|six|sky|son|sun|tax|tea|ten|the|tie|tip|too|top|toy|try|two|use|van|war|was|way|web|wet|who|why|win|won|yes|yet|you)$/;

/** Initials of two to four consecutive content words of the motion ("universal basic income" → "ubi"). */
export function abbreviationsOf(body: string): Abbreviation[] {
  const words = (body.toLowerCase().match(/[a-z]+/g) ?? []).map((w) => ({ w, stems: contentWords(w) })).filter((x) => x.stems.length);
  const out: Abbreviation[] = [];
  for (let i = 0; i < words.length; i++)
    for (let n = 2; n <= 4 && i + n <= words.length; n++) {
      const run = words.slice(i, i + n);
      const short = run.map((x) => x.w[0]).join("");
      if (!ORDINARY.test(short) && !out.some((a) => a.short === short)) out.push({ short, stems: run.flatMap((x) => x.stems) });
    }
  return out;
}

/**
 * The abbreviations of the motion a text uses, read from the text as written: two letters only in capitals
 * ("PE", "P.E."), longer ones in any case ("UBI", "ubi", as dictation gives it), plural or not.
 */
export function abbreviationsIn(text: string, known: readonly Abbreviation[]): Abbreviation[] {
  if (!known.length) return [];
  const capitals = new Set((text.match(/\b(?:[A-Z]\.?){2,4}(?=s?\b)/g) ?? []).map((a) => a.replace(/\./g, "").toLowerCase()));
  const lower = new Set((text.toLowerCase().match(/\b[a-z]{3,4}(?=s?\b)/g) ?? []).map((w) => w));
  return known.filter((a) => capitals.has(a.short) || (a.short.length >= 3 && lower.has(a.short)));
}

/**
 * Distinctive of a debate: a keyword or actor word of at most 12 briefs (about 3 % of the bank) that occurs
 * anywhere in at most 15 briefs' text — so "alaska", "unconditional", "turnout", not "argument" or "rest".
 */
const KEYWORD_IN = 12;
const TEXT_IN = 15;

/**
 * The words a debater of this debate uses: its arguments' keywords and its actors. A teacher's own brief
 * has no keywords, so its arguments' names and claims stand in for them.
 */
const vocabulary = (b: Brief): Set<string> => {
  const args = [...b.proposition.arguments, ...b.opposition.arguments];
  const keywords = args.flatMap((a) => a.keywords);
  return new Set([
    ...(keywords.length ? keywords : args.flatMap((a) => [a.title, a.claim])).flatMap((k) => contentWords(k)),
    ...b.actors.flatMap((a) => contentWords(a)),
  ]);
};

/** Every content stem of a brief's prose. */
const prose = (b: Brief): Set<string> =>
  new Set(
    contentWords(
      [
        b.definitions,
        ...b.clashes,
        ...[...b.proposition.arguments, ...b.opposition.arguments].flatMap((a) => [
          a.title,
          a.claim,
          a.mechanism,
          a.impact,
          a.rebuttal,
          a.example.text,
        ]),
      ].join(" "),
    ),
  );

let spread: { keywords: Map<string, number>; text: Map<string, number> } | null = null;
/** In how many briefs each stem occurs: among the keywords and actors, and anywhere in the text. */
function briefsUsing() {
  if (spread) return spread;
  const count = (of: (b: Brief) => Set<string>) => {
    const m = new Map<string, number>();
    for (const b of briefs.values()) for (const w of of(b)) m.set(w, (m.get(w) ?? 0) + 1);
    return m;
  };
  spread = { keywords: count(vocabulary), text: count((b) => new Set([...vocabulary(b), ...prose(b)])) };
  return spread;
}

/** The stems distinctive of the motion's debate, from its brief (none without a brief). */
export function fieldOf(motion: string, brief: Brief | undefined = briefOf(motion)): string[] {
  if (!brief) return [];
  const used = briefsUsing();
  // Numbers and the motion's framing aside; a stem of two letters says too little to count.
  return [...vocabulary(brief)].filter(
    (w) => w.length >= 3 && !/^\d+$/.test(w) && (used.keywords.get(w) ?? 1) <= KEYWORD_IN && (used.text.get(w) ?? 1) <= TEXT_IN,
  );
}

/** A text is in the debate's field once it uses this many distinct field words: one can be a coincidence. */
export const FIELD_MIN = 2;

/** The field stems the content words use, when they are at least FIELD_MIN distinct ones (else none). */
export function fieldWordsIn(cw: readonly string[], field: readonly string[]): string[] {
  if (!field.length) return [];
  const hit = field.filter((f) => cw.some((w) => termMatch(w, f)));
  return hit.length >= FIELD_MIN ? hit : [];
}
