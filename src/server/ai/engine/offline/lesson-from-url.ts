// The offline lesson from an article: a writing prompt and 3–5 fill-in-the-blank questions made from
// the article's own sentences. The right option is the key term taken out of the sentence; the wrong
// ones are other key terms of the same article, so each looks plausible. Deterministic: the same
// article always gives the same lesson.

import { URL_QUIZ_MAX, URL_QUIZ_MIN, type UrlQuizQuestion } from "#shared/importer/from-url.ts";

export interface OfflineLesson {
  writing_prompt: string;
  quiz: UrlQuizQuestion[];
}

const STOPWORDS = new Set(
  (
    "about above after again against among another around because been before being below between both cannot could " +
    "did does doing down during each either every first from further have having here hers herself himself into itself " +
    "just later least less like made make makes many might more most much must myself never often only other others " +
    "ours ourselves over same several shall should since some such than that their theirs them themselves then there " +
    "these they this those though through thus under until upon very were what when where whether which while whom " +
    "whose will with within without would your yours yourself also always something someone anything everything " +
    "nothing still even really quite rather perhaps maybe because however therefore although usually another things " +
    "thing people there's it's that's don't doesn't isn't aren't wasn't weren't won't can't"
  ).split(/\s+/),
);

const BLANK = "_____";

function sentencesOf(reading: string): string[] {
  const out: string[] = [];
  for (const para of reading.split(/\n{2,}/)) {
    if (para.startsWith("- ")) continue;
    for (const m of para.matchAll(/[^.!?]+[.!?]+["'”’)]*(?=\s|$)/g)) {
      const s = m[0].trim();
      const words = s.split(/\s+/).length;
      if (words >= 8 && words <= 45) out.push(s);
    }
  }
  return out;
}

const wordsOf = (text: string) => text.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? [];
const isTerm = (w: string) => w.length >= 5 && !STOPWORDS.has(w.toLowerCase());

interface Term {
  key: string;
  /** How the article writes it most often. */
  shown: string;
  count: number;
  rank: number;
}

function termsOf(reading: string): Map<string, Term> {
  const counts = new Map<string, { count: number; forms: Map<string, number> }>();
  for (const w of wordsOf(reading)) {
    if (!isTerm(w)) continue;
    const key = w.toLowerCase();
    const entry = counts.get(key) ?? { count: 0, forms: new Map() };
    entry.count++;
    entry.forms.set(w, (entry.forms.get(w) ?? 0) + 1);
    counts.set(key, entry);
  }
  const sorted = [...counts.entries()].sort((a, b) => b[1].count - a[1].count || b[0].length - a[0].length || (a[0] < b[0] ? -1 : 1));
  const terms = new Map<string, Term>();
  sorted.forEach(([key, e], rank) => {
    // Lower case unless the article always capitalises it (a name), so a capital never gives the answer away.
    const forms = [...e.forms.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const alwaysCapital = forms.every(([f]) => /^[A-Z]/.test(f));
    terms.set(key, { key, shown: alwaysCapital ? forms[0][0] : key, count: e.count, rank });
  });
  return terms;
}

/** A stable order for options that does not put the right answer in the same place every time. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const stem = (w: string) => w.replace(/(?:es|s)$/, "");

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function question(sentence: string, answer: Term, terms: Map<string, Term>): UrlQuizQuestion | null {
  const inSentence = new Set(wordsOf(sentence).map((w) => w.toLowerCase()));
  // Wrong options: the article's other key terms nearest in importance to the answer, absent from the sentence.
  const stems = new Set([stem(answer.key), ...[...inSentence].map(stem)]);
  const wrong: Term[] = [];
  const near = [...terms.values()].sort((a, b) => Math.abs(a.rank - answer.rank) - Math.abs(b.rank - answer.rank) || a.rank - b.rank);
  for (const t of near) {
    if (wrong.length === 3) break;
    // One form of a word only ("argument" and "arguments" side by side would give the answer away).
    if (stems.has(stem(t.key))) continue;
    stems.add(stem(t.key));
    wrong.push(t);
  }
  if (wrong.length < 2) return null;
  const blanked = sentence.replace(new RegExp(`(?<![A-Za-z'’-])${escapeRe(answer.key)}(?![A-Za-z'’-])`, "gi"), BLANK);
  if (!blanked.includes(BLANK)) return null;
  const text = `Fill in the blank from the article: "${blanked}"`;
  const options = [answer.shown, ...wrong.map((t) => t.shown)].sort((a, b) => hash(text + a) - hash(text + b));
  return { question: text, options, correct: answer.shown };
}

/** The lesson, or null when the article has too few usable sentences for three questions. */
export function buildOfflineLesson(title: string, reading: string): OfflineLesson | null {
  const terms = termsOf(reading);
  const sentences = sentencesOf(reading);
  const used = new Set<string>();
  const candidates: Array<{ at: number; q: UrlQuizQuestion }> = [];
  const pick = (sentence: string): UrlQuizQuestion | null => {
    const choices = [...new Set(wordsOf(sentence).map((w) => w.toLowerCase()))]
      .map((k) => terms.get(k))
      .filter((t): t is Term => !!t && !used.has(t.key))
      .sort((a, b) => a.rank - b.rank);
    for (const t of choices) {
      const q = question(sentence, t, terms);
      if (q) {
        used.add(t.key);
        return q;
      }
    }
    return null;
  };
  // Spread the questions over the whole article: every k-th sentence first, then the rest in order.
  const step = Math.max(1, Math.floor(sentences.length / URL_QUIZ_MAX));
  const order = [...sentences.keys()].sort((a, b) => (a % step) - (b % step) || a - b);
  for (const i of order) {
    if (candidates.length >= URL_QUIZ_MAX) break;
    const q = pick(sentences[i]);
    if (q) candidates.push({ at: i, q });
  }
  if (candidates.length < URL_QUIZ_MIN) return null;
  // In the article's order.
  const quiz = candidates.sort((a, b) => a.at - b.at).map((c) => c.q);
  const top = [...terms.values()].slice(0, 2).map((t) => t.shown);
  const refer = top.length === 2 ? ` Refer to ${top[0]} and ${top[1]} in your answer.` : "";
  const writing_prompt =
    `Read "${title}". In one or two paragraphs, state the article's main claim in your own words, give the strongest ` +
    `argument for it and the strongest argument against it, and explain which side wins and why.${refer}`;
  return { writing_prompt, quiz };
}
