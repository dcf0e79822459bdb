// The checkable cases a text names: a named place, person or organisation, or a figure (a number with
// digits, a percentage, a sum, a year). What a ballot may call "concrete examples" and what the judge
// counts as evidence: cue words ("evidence", "data", "for example"), capitalised role words
// ("Government", "Opposition") and ordinals ("Second, …") name nothing a reader could look up.
import type { ItemEntity } from "wink-nlp";
import { nlp } from "#server/ai/engine/offline/scorer/nlp.ts";
import { splitSentences } from "./sentences";
import { stem } from "./words";
import { knownNames } from "./known-names";

const nameWords = (name: string) =>
  name
    .toLowerCase()
    .replace(/^the\s+/, "")
    .match(/[a-z]+/g) ?? [];

/** Words a debate capitalises that name no one in particular (roles, the house, the sides, the judge). */
const ROLE_WORDS = new Set(
  [
    "government",
    "opposition",
    "proposition",
    "house",
    "motion",
    "side",
    "speaker",
    "judge",
    "adjudicator",
    "chair",
    "ai",
    "prime",
    "minister",
    "leader",
    "deputy",
    "member",
    "whip",
    "mr",
    "madam",
    // Evidence cue words, capitalised for emphasis, name no source.
    "evidence",
    "data",
    "research",
    "study",
    "studies",
    "report",
    "survey",
    "statistics",
    "science",
    "expert",
    // A day or a month is no case anyone could check.
    ...["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
    ...["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"],
  ].map(stem),
);
const FIGURE_UNITS = /^(?:%|percent|per|million|billion|thousand|hundred|trillion|pounds?|dollars?|euros?)$/i;
const FIGURE_ENTITIES = new Set(["PERCENT", "MONEY"]);

/** Each named case and figure in the text, once each, as written; `exclude` are words that name nothing new (the motion's). */
export function namedCases(text: string, exclude: string[] = []): string[] {
  const { nlp: wink, firstUnknownId } = nlp();
  const its = wink.its;
  const skip = new Set(exclude.map((w) => stem(w.toLowerCase())));
  const found = new Map<string, string>();
  const add = (s: string) => {
    // "40%" and "40 %", "$5 million" and "5 million" are one figure.
    const key = s
      .toLowerCase()
      .replace(/^the\s+/, "")
      .replace(/[^a-z0-9%]/g, "");
    const had = found.get(key);
    // A name first found as dictated ("finland") is shown as written when the list knows it ("Finland").
    if (had === undefined || (had === had.toLowerCase() && s !== s.toLowerCase())) found.set(key, s);
  };
  for (const sentence of splitSentences(text)) {
    const doc = wink.readDoc(sentence);
    const tokens = doc.tokens();
    const values = tokens.out() as unknown as string[];
    const pos = tokens.out(its.pos) as unknown as string[];
    const ids = tokens.out(its.uniqueId) as unknown as number[];
    doc.entities().each((e: ItemEntity) => {
      if (FIGURE_ENTITIES.has(e.out(its.type) as string) && /\d/.test(e.out() as string)) add(e.out() as string);
    });
    const firstWord = values.findIndex((v) => /[A-Za-z0-9]/.test(v));
    let name: string[] = [];
    const close = () => {
      // "sweden japan india", dictated without commas, is three names run together, not one.
      const known = knownNames(name.join(" "));
      if (known.length >= 2) known.forEach(add);
      else if (name.length) add(name.join(" "));
      name = [];
    };
    values.forEach((v, i) => {
      const next = values[i + 1] ?? "";
      // A figure: digits (a year, a count, a sum), or a number word with its unit ("ten percent").
      if (
        pos[i] === "NUM" &&
        ((/\d/.test(v) && (v.replace(/\D/g, "").length >= 2 || FIGURE_UNITS.test(next))) || FIGURE_UNITS.test(next))
      ) {
        close();
        add(FIGURE_UNITS.test(next) ? `${v} ${next}` : v);
        return;
      }
      const word = /^[A-Za-z][A-Za-z.'-]*$/.test(v) && !skip.has(stem(v.toLowerCase())) && !ROLE_WORDS.has(stem(v.toLowerCase()));
      // A sentence's first word is capitalised whatever it is: it names something only when a name goes on ("Dylan Wiliam", "Finland's").
      const opensName = i !== firstWord || pos[i + 1] === "PROPN" || next === "'s" || next === "’s";
      // Lower case (a transcript) counts only for a name the model knows: an unknown word tagged PROPN is a typo.
      const known = /^[A-Z]/.test(v) || ids[i] < firstUnknownId;
      if (pos[i] === "PROPN" && word && opensName && known && v.length > 1) name.push(v);
      else close();
    });
    close();
    // Names a transcript writes in lower case ("britain", "the nhs"), the motion's own aside.
    for (const n of knownNames(sentence)) if (!nameWords(n).every((w) => skip.has(stem(w)))) add(n);
  }
  return [...found.values()];
}
