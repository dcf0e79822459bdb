// Tricks aimed at the marker rather than at the motion: hidden and look-alike characters that stop
// words from matching, markup around the text, instructions addressed to whoever scores it, figures
// and studies standing in for reasoning, and bare claims with no reason behind any of them. Every
// engine reads the plain text these return, so a model is not shown what the offline checks removed.

import { nlp } from "#server/ai/engine/offline/scorer/nlp.ts";

// Characters that show nothing: zero-width spaces and joiners, soft hyphens, direction marks and overrides.
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

// Cyrillic and Greek letters drawn like Latin ones.
const LOOK_ALIKE: Record<string, string> = {
  а: "a",
  е: "e",
  о: "o",
  р: "p",
  с: "c",
  х: "x",
  у: "y",
  і: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  һ: "h",
  ӏ: "l",
  ԛ: "q",
  ԝ: "w",
  А: "A",
  В: "B",
  Е: "E",
  К: "K",
  М: "M",
  Н: "H",
  О: "O",
  Р: "P",
  С: "C",
  Т: "T",
  Х: "X",
  У: "Y",
  І: "I",
  Ј: "J",
  Ѕ: "S",
  α: "a",
  ε: "e",
  ι: "i",
  ο: "o",
  ρ: "p",
  ν: "v",
  κ: "k",
  τ: "t",
  υ: "u",
  χ: "x",
  Α: "A",
  Β: "B",
  Ε: "E",
  Ζ: "Z",
  Η: "H",
  Ι: "I",
  Κ: "K",
  Μ: "M",
  Ν: "N",
  Ο: "O",
  Ρ: "P",
  Τ: "T",
  Υ: "Y",
  Χ: "X",
};
const LOOK_ALIKE_CHARS = new RegExp(`[${Object.keys(LOOK_ALIKE).join("")}]`, "g");

export interface PlainText {
  text: string;
  /** Invisible characters and words spelled with look-alike letters that were taken out or read back. */
  disguised: number;
}

/** Markup a student may wrap round the text: tags, comments (whose words stay, to be read), markdown marks. */
function withoutMarkup(s: string): string {
  return s
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--([\s\S]*?)-->/g, ". $1. ")
    .replace(/<\/?(?:p|div|br|li|h[1-6]|tr|td|th)\b[^>]*>/gi, ". ")
    .replace(/<\/?[a-z][^>]*>/gi, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/(\*\*|__|\*|_|~~|`)(\S(?:[^\n]*?\S)?)\1/g, "$2")
    .replace(/\s*\|\s*/g, " ")
    .replace(/(?:\.\s*){2,}/g, ". ")
    .replace(/^\s*\.\s*/, "");
}

/**
 * The text as a reader sees it: compatibility forms folded (fullwidth and "bold" letters), invisible
 * characters dropped, words spelled with look-alike letters read as the Latin word they imitate, and
 * markup taken away. A word wholly in another alphabet is left as it is (it is that language).
 */
export function plainText(raw: string): PlainText {
  let disguised = 0;
  const visible = raw.normalize("NFKC").replace(INVISIBLE, () => {
    disguised++;
    return "";
  });
  const read = visible.replace(/[\p{L}\p{M}]+/gu, (word) => {
    if (!LOOK_ALIKE_CHARS.test(word)) return word;
    LOOK_ALIKE_CHARS.lastIndex = 0;
    const latin = word.replace(LOOK_ALIKE_CHARS, (ch) => LOOK_ALIKE[ch]);
    if (!/^[a-z]+$/i.test(latin)) return word;
    disguised++;
    return latin;
  });
  return {
    text: withoutMarkup(read)
      .replace(/[ \t]{2,}/g, " ")
      .trim(),
    disguised,
  };
}

// Words for whoever marks the answer, and what a student asks of them.
const MARKER = String.raw`(?:ai|a\.i\.|model|language model|grader|marker|scorer|examiner|assistant|chatbot|llm|system|evaluator)`;
const TOP_MARK = String.raw`(?:10\s*\/\s*10|10 out of 10|ten out of ten|full marks|top marks|(?:the )?(?:maximum|highest|top|perfect|full) (?:score|mark|marks|grade|points)|100\s*(?:\/\s*100|%|percent)|as (?:excellent|perfect|outstanding))`;
const TO_THE_MARKER = new RegExp(
  [
    String.raw`\b(?:ignore|disregard|forget|override|bypass)\s+(?:(?:all|any|the|your|previous|prior|above|earlier|these|those|of|marking|scoring)\s+){0,4}(?:rubric|instructions?|criteria|guidelines|system prompt|prompt|rules)\b`,
    String.raw`\b(?:give|award|grant|assign|score|rate|grade|mark|output|return)\b[^.!?]{0,50}\b${TOP_MARK}`,
    String.raw`\b(?:score|grade|mark|rating|points)\s*[:=]\s*\d+(?:\.\d+)?\s*(?:\/\s*\d+|out of \d+)`,
    String.raw`^\s*(?:system|assistant|developer|instruction|instructions)\s*:`,
    String.raw`\b(?:note|message|instruction)s? (?:to|for) (?:the |any )?${MARKER}\b`,
    String.raw`\b(?:you are|as) (?:an? |the )?${MARKER}\b[^.!?]{0,60}\b(?:must|should|will|shall|have to|need to)\b`,
  ].join("|"),
  "i",
);

/** A sentence that speaks to whoever scores the answer, asking for marks or to set the rubric aside. */
export const speaksToMarker = (sentence: string): boolean => TO_THE_MARKER.test(sentence);

// A figure: digits, a share, or "N in 10"; a source: the words that announce a study or a survey.
const FIGURE = /\d|\b(?:percent|per cent|half|third|quarter|(?:one|two|three|four|five|six|seven|eight|nine) (?:in|out of) (?:ten|10))\b/i;
const SOURCE =
  /\b(?:study|studies|survey|surveys|research|researchers|according to|found|finds|report|reports|statistics|data|experts?|institute|university|poll|polls|scientists)\b/i;

/** A sentence that cites a figure or a study: evidence, which stands for nothing without a reason to link it. */
export const citesFigures = (sentence: string): boolean => FIGURE.test(sentence) && SOURCE.test(sentence);

// The words that carry a reason from a claim to what follows from it.
const REASON =
  /\b(?:because|since|so|therefore|thus|hence|which means|this means|that means|means that|as a result|leads? to|led to|causes?|caused|makes?|made|if|when|unless|until|instead|otherwise|lets?|allows?|stops?|forces?|enables?|prevents?)\b/i;

/** A sentence that gives a reason or a mechanism (a cause, a condition, a consequence), not only a claim. */
export const givesReason = (sentence: string): boolean => REASON.test(sentence);

/**
 * How many of a text's ordinary words (lower case, not small words, not `skip`: the motion's own) the
 * English lexicon does not know, a plural or past form read as its base. Names are capitalised and not
 * counted; made-up words dressed in real connectives are.
 */
export function unknownWords(text: string, skip: (word: string) => boolean): { words: number; unknown: number } {
  const { nlp: wink, firstUnknownId } = nlp();
  const tokens = wink.readDoc(text).tokens();
  const values = tokens.out() as string[];
  const types = tokens.out(wink.its.type) as unknown as string[];
  const stops = tokens.out(wink.its.stopWordFlag) as unknown as boolean[];
  const ids = tokens.out(wink.its.uniqueId) as unknown as number[];
  const known = (w: string) => (wink.readDoc(w).tokens().out(wink.its.uniqueId) as unknown as number[])[0] < firstUnknownId;
  let words = 0;
  let unknown = 0;
  values.forEach((v, i) => {
    if (types[i] !== "word" || stops[i] || !/^[a-z][a-z'-]{2,}$/.test(v) || skip(v)) return;
    words++;
    if (ids[i] < firstUnknownId) return;
    const bases = [
      v.replace(/(?:es|s)$/, ""),
      v.replace(/s$/, ""),
      v.replace(/(?:ed|d)$/, ""),
      v.replace(/ing$/, ""),
      v.replace(/ing$/, "e"),
    ];
    if (!bases.some((b) => b !== v && b.length >= 3 && known(b))) unknown++;
  });
  return { words, unknown };
}
