// What a writing prompt asks, read as a teacher reads it, and whether the response does it. The asks are
// the deliverables the starter curriculum's prompts set (src/content/curriculum/): a position, a roadmap,
// titles of the arguments, labelled or named parts, questions, a word limit. Reasons, examples and weighing
// are not asks here: every response is marked on them whether or not the prompt spells them out, so a
// terse and a full wording of the same task ("agree or disagree?" / "take one side, give your reasons and
// an example for each") ask the same thing and earn the same score.
import { pieces } from "./run-on";
import { nlp } from "./scorer/nlp";
import { splitSentences, stem, words } from "./text";

export interface Ask {
  /** What the prompt asks for, as the note names it ("a roadmap"). */
  what: string;
  /** Did the response do it? */
  done: boolean;
  /** How to do it, when it was not done. */
  how: string;
}

/** The prompt's quoted spans (a motion, a claim, an argument to answer): what it is about, not what it asks. */
export function quotedSpans(prompt: string): string[] {
  return [...prompt.matchAll(/(?:^|[\s(:])['‘"“]([^'’"”]{8,}?)['’"”](?=$|[\s.,;:?!)])/g)].map((m) => m[1]);
}

const instructions = (prompt: string) => quotedSpans(prompt).reduce((p, q) => p.replace(q, " "), prompt);

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, both: 2, a: 1, an: 1 };
const countOf = (w: string | undefined) => (w ? (NUMBERS[w.toLowerCase()] ?? (Number(w) || 1)) : 1);

// A position: the response says what should happen or what is true, for or against ("should", "I agree",
// "is wrong", "must", "better"), says what a policy would lead to, or answers the question yes or no.
const POSITION =
  /\b(?:should|shouldn't|must|ought|need to|needs to|agree|disagree|support|oppose|in favou?r|against|believe|better|worse|wrong|right to|unfair|harmful|beneficial|necessary|good idea|bad idea|benefit|harm|important)\b|\b(?:would|will|can|could) (?:lead|cause|result|help|hurt|reduce|increase|protect|destroy|improve|damage|save|cost|allow|stop|prevent)\w*|^\s*(?:yes|no)\b/i;

/**
 * The response takes a view: a position marker, or a passage wink-nlp reads as a judgement (positive or
 * negative). Read in pieces (./run-on), so a dictated run-on is read as the sentences it was said in.
 */
function takesView(response: string): boolean {
  const parts = pieces(response);
  if (parts.some((s) => POSITION.test(s))) return true;
  const { nlp: wink } = nlp();
  return parts.some((s) => Math.abs(wink.readDoc(s).out(wink.its.sentiment) as unknown as number) >= 0.1);
}
// A roadmap: the speaker says what is coming ("first… second", "I will argue", "my two arguments").
const ROADMAP =
  /\b(?:first(?:ly)?\b.*\b(?:second(?:ly)?|then|and)|i will|we will|i'll|we'll|today|my (?:two|first)|our (?:two|first)|two (?:arguments|points|reasons))\b/i;
// A question as asked in writing, or as spoken (no question mark in a transcript).
const QUESTION = /\?|^\s*(?:whether|should|is|are|does|do|will|would|can|who|which|what|how|why)\b/i;

/**
 * A question that leads to its answer by its form rather than framing a clash: it asks for agreement
 * ("Isn't it…?", "Don't we…?") or presumes one side ("Why should…?"). Loaded words are not read: wink-nlp's
 * sentiment reads "Is it right to…?" as a judgement, and a list of loaded words would be a hand-made one.
 */
function leading(question: string): boolean {
  return /^\s*(?:isn't|aren't|doesn't|don't|wouldn't|shouldn't|won't|can't|why (?:should|would|do|does|must))\b/i.test(question);
}

/** Items the response sets out: numbered or bulleted lines, labelled lines, or signposted sentences. */
function itemsOf(text: string): number {
  const lines = text.split(/\n+/).filter((l) => /^\s*(?:\d+[.)]|[-*•]|[A-Za-z][\w\s]{0,30}:)/.test(l)).length;
  const signposts = (text.match(/\b(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth|finally|next|another|also)\b/gi) ?? []).length;
  return Math.max(lines, signposts, Math.min(splitSentences(text).length, 2) - 1);
}

/**
 * The parts a prompt names after a colon: after "parts", "steps" or "label" ("Label each part: Point,
 * Analysis, Example, Link"), or any list of three or more short items ("a model: definitions, mechanism,
 * scope and at least one limit").
 */
function namedParts(prompt: string): string[] {
  const text = instructions(prompt);
  const split = (list: string) =>
    list
      .split(/,\s*|\s+and\s+(?:at least \w+\s+)?/i)
      .map((p) => p.trim())
      .filter(Boolean);
  const named = text.match(/(?:parts?|steps?|label\w*|elements?)[^:.]{0,40}:\s*([^.]+)/i);
  if (named) return split(named[1]).filter((p) => words(p).length <= 3);
  for (const m of text.matchAll(/:\s*([^.:]+)/g)) {
    const items = split(m[1]);
    if (items.length >= 3 && items.every((p) => words(p).length <= 3)) return items;
  }
  return [];
}

const mentions = (text: string, part: string) => {
  const stems = new Set(words(text.toLowerCase()).map((w) => stem(w.replace(/[^a-z'-]/g, ""))));
  return words(part.toLowerCase()).every((w) => stems.has(stem(w.replace(/[^a-z'-]/g, ""))));
};

/** The prompt's asks, each with whether the response does it. An essay prompt that asks nothing more asks for a position. */
export function readAsks(prompt: string, response: string): Ask[] {
  const ask = instructions(prompt);
  const sentences = splitSentences(response);
  const asks: Ask[] = [];
  if (/\broadmap\b/i.test(ask))
    asks.push({ what: "a roadmap", done: ROADMAP.test(response), how: "add one sentence that says what your arguments will be, in order" });
  const titles = ask.match(/\btitles? of (?:your |the )?(\w+)/i);
  if (titles)
    asks.push({
      what: `the titles of ${titles[1]} arguments`,
      done: itemsOf(response) >= countOf(titles[1]),
      how: 'name each argument in a few words ("First, …; second, …")',
    });
  const parts = namedParts(prompt);
  if (parts.length >= 2) {
    const missing = parts.filter((p) => !mentions(response, p));
    asks.push({
      what: `the parts the prompt names (${parts.join(", ")})`,
      done: missing.length <= Math.floor(parts.length / 4),
      how: `write each part and name it; missing: ${missing.join(", ")}`,
    });
  }
  // "List four actors": that many items.
  const list = ask.match(/\blist (two|three|four|five) (\w+)/i);
  if (list)
    asks.push({
      what: `${list[1]} ${list[2]}`,
      done: Math.max(itemsOf(response), sentences.length) >= countOf(list[1]),
      how: `set out each of the ${list[1]} on its own line or sentence`,
    });
  // A question the prompt asks for ("two clashes as neutral questions"), unless "question" names one of its parts.
  const questions = parts.some((p) => /question/i.test(p))
    ? null
    : ask.match(/\b(\w+)\s+(?:main\s+)?(?:clash(?:es)?\s+)?as\s+(?:neutral\s+)?questions\b|\b(\w+)\s+(?:neutral\s+)?questions?\b/i);
  if (questions) {
    const n = countOf(questions[1] ?? questions[2]);
    // Questions as written, or as spoken (no question marks: each clause that opens as a question).
    const asked = /\?/.test(response)
      ? pieces(response).filter((s) => QUESTION.test(s))
      : response
          .split(/[,;.]\s*|\s+(?:and|then|so)\s+(?=(?:whether|should|is|are|does|do|will|would|can|who|which|what|how)\b)/i)
          .filter((s) => QUESTION.test(s));
    const neutral = /neutral/i.test(ask);
    const loaded = neutral ? asked.filter(leading) : [];
    asks.push({
      what: `${n === 1 ? "a question" : `${n} questions`}${neutral ? ", neutrally put" : ""}`,
      done: asked.length - loaded.length >= Math.min(n, 2),
      how: loaded.length
        ? `"${loaded[0].trim()}" leads to one answer: ask it so either side could answer ("Does …?")`
        : 'write each as a question either side could answer ("Does …?")',
    });
  }
  const limit = ask.match(/\b(?:under|fewer than|no more than|at most|up to)\s+(\d+)\s+words\b/i);
  if (limit && !/\beach\b/i.test(ask.slice(Math.max(0, (limit.index ?? 0) - 12), limit.index)))
    asks.push({
      what: `under ${limit[1]} words`,
      done: words(response).length <= Number(limit[1]) * 1.1,
      how: "cut it to the limit: keep only what the task asks for",
    });
  // A prompt that asks for a side: "agree or disagree", "take one side", "for either side", "should…?", a persuasive essay.
  if (
    /\bagree\b|\bdisagree\b|\b(?:take|choose|pick) (?:a|one) side\b|\bpersuasive\b|\bargue\b|\bfor or against\b|^\s*(?:should|is|are|do|does|would|will|can)\b.*\?\s*$/i.test(
      ask,
    ) ||
    asks.length === 0
  )
    asks.push({
      what: "a position on the question",
      done: takesView(response),
      how: "say clearly which side you take, and keep to it",
    });
  return asks;
}

/** The share of the prompt's asks the response does (1 when it does them all). */
export const taskMeasure = (asks: Ask[]) => (asks.length ? asks.filter((a) => a.done).length / asks.length : 1);
