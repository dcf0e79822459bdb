// Grammar signals a teacher marks in a learner's essay, read from wink-nlp's parts of speech and lemmas:
// a verb form after "to" or a modal ("to achieved", "can goes"), a bare verb after a preposition ("the
// importance of have"), a subject and verb that disagree ("he have", "they was", "animals suffers", "the
// policy are"), a past or -s form after "do" ("didn't went"), a comparative made twice ("more better"), "a"/"an" before the wrong sound, a word written twice. Each is a rule of English grammar, not a list of examples;
// each comes with the words as written and their fix, so feedback can quote them.
import { nlp } from "./scorer/nlp";
import { spelledRight, variants } from "./spelling";

export interface GrammarSlip {
  /** The words as the student wrote them. */
  text: string;
  /** The same words corrected. */
  fix: string;
}

interface Token {
  value: string;
  lower: string;
  pos: string;
  lemma: string;
}

const MODALS = new Set(["can", "could", "will", "would", "shall", "should", "may", "might", "must"]);
// Subject pronouns and the forms of be, have and do each one takes.
const SINGULAR = new Set(["he", "she", "it"]);
const PLURAL = new Set(["we", "they", "you"]);
const SINGULAR_ONLY = new Map([
  ["is", "are"],
  ["was", "were"],
  ["has", "have"],
  ["does", "do"],
  ["doesn't", "don't"],
]);
const PLURAL_ONLY = new Map([...SINGULAR_ONLY].map(([s, p]) => [p, s]));
// Nouns that name a group and may take a plural verb ("the government are divided", "the police are"), and
// plurals without an -s ("the media are", "the data are").
const GROUPS =
  /^(?:government|police|staff|team|family|public|majority|judiciary|electorate|military|legislature|administration|establishment|opposition|leadership|personnel|minority|rest|youth|people|cattle|clergy|crew|jury|committee|council|audience|class|army|media|data|criteria|phenomena|bacteria|series|species|couple|pair|number|lot|percent|per|cent|half|third|quarter|proportion|group|generation|population|board|party|parliament|congress|company|firm|band|club|union|management|workforce|faculty|community|society|world|country|nation|state|school|university|church|industry|market|press|elite|poor|rich|elderly|young|youth)$/;
// Negated "do": the verb after it is in its base form ("didn't went" → "didn't go").
const NEGATED_DO = /^(?:don't|doesn't|didn't|dont|doesnt|didnt)$/;
// Prepositions that take a noun or an -ing form, never a bare verb ("without think" → "without thinking").
// Base verbs used far more often as nouns after a preposition ("a week of leave a year", "at work the next day").
const NOUNS_TOO = /^(?:leave|work|play|rest|care|travel|study|practice|change)$/;
const PREPOSITIONS = new Set(["of", "about", "by", "for", "without", "in", "on", "after", "before", "from", "at", "instead"]);

function gerund(verb: string): string {
  if (verb === "be") return "being";
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  return `${verb}ing`;
}

const thirdPerson = (verb: string) =>
  verb === "have"
    ? "has"
    : verb === "be"
      ? "is"
      : verb === "do"
        ? "does"
        : /(s|sh|ch|x|z|o)$/.test(verb)
          ? `${verb}es`
          : /[^aeiou]y$/.test(verb)
            ? `${verb.slice(0, -1)}ies`
            : `${verb}s`;

function tokensOf(sentence: string): Token[] {
  const { nlp: wink } = nlp();
  const doc = wink.readDoc(sentence);
  const values = doc.tokens().out(wink.its.value) as string[];
  const pos = doc.tokens().out(wink.its.pos) as string[];
  // The lemma is an add-on of the model: wink's types do not list it among `out`'s helpers.
  const lemma = doc.tokens().out(wink.its.lemma as never) as unknown as string[];
  return values.map((value, i) => ({ value, lower: value.toLowerCase(), pos: pos[i], lemma: (lemma[i] ?? value).toLowerCase() }));
}

const isVerb = (t: Token) => t.pos === "VERB" || t.pos === "AUX";
/** A verb written in its base form ("have", "go"), as the lemma is. */
const bare = (t: Token) => isVerb(t) && t.lower === t.lemma && !MODALS.has(t.lower) && !/ing$/.test(t.lower);
/**
 * A verb in a past form ("achieved", "went"), which cannot follow "to" or a modal. Not an -s form ("to
 * places" is a noun after a preposition), not an -ing form, not a British spelling the lemma writes the
 * American way ("honour" → "honor").
 */
const pastForm = (t: Token) =>
  isVerb(t) &&
  t.lower !== t.lemma &&
  !HOMOGRAPHS.has(t.lower) &&
  /^[a-z]+$/.test(t.lower) &&
  !/(?:ing|s)$/.test(t.lower) &&
  !variants(t.lower).includes(t.lemma);
/** Past forms that are verbs of their own too ("to wound", "to found a school", "to ground"). */
const HOMOGRAPHS = new Set(["wound", "found", "ground", "bound", "lay", "saw", "fell"]);
/** An -s form of a verb after a modal ("can goes"). */
const sForm = (t: Token) => isVerb(t) && t.lower !== t.lemma && t.lower === thirdPerson(t.lemma);
/** Nouns and adjectives read a participle as an adjective ("leads to increased crime", "to targeted killing"). */
const modifies = (t: Token | undefined) => !!t && ["NOUN", "PROPN", "ADJ", "NUM"].includes(t.pos);

/** No noun or pronoun comes before this one in its clause: it is the clause's subject, not inside a phrase after it. */
function headsClause(t: Token[], at: number): boolean {
  for (let j = at - 1; j >= 0; j--) {
    // A possessive's apostrophe ("families' choices"), a hyphen ("soon-outdated skills"), a comma between
    // adjectives and an "and" after a noun or adjective ("the cost of panels and batteries") are inside the
    // phrase, not a break.
    if ((t[j].pos === "PUNCT" && /^['’-]$/.test(t[j].value)) || betweenAdjectives(t, j)) continue;
    if (t[j].pos === "CCONJ" && ["NOUN", "PROPN", "ADJ"].includes(t[j - 1]?.pos ?? "")) continue;
    // "what matters is", and a noun in a comparison or an example ("such as grades does not") is not the subject.
    if (/^(?:what|whatever|as|than|like)$/.test(t[j].lower)) return false;
    if (t[j].pos === "PUNCT" || t[j].pos === "SCONJ" || t[j].pos === "CCONJ") return true;
    // A noun after another noun, a preposition or a verb ("banning phones improves") is not the subject.
    if (["NOUN", "PROPN", "PRON", "ADP", "NUM", "VERB", "AUX"].includes(t[j].pos)) return false;
  }
  return true;
}

/** A comma between two adjectives ("calm, dark periods"), inside one noun phrase. */
const betweenAdjectives = (t: Token[], j: number) => t[j].value === "," && t[j - 1]?.pos === "ADJ" && t[j + 1]?.pos === "ADJ";

/** Words that open a clause, so the noun phrase after them is its subject ("because the policy are…"). */
const CLAUSE_OPENERS = /^(?:because|that|if|when|while|since|although|though|so|but|unless|until|once|whereas|where|why|how)$/;

/**
 * The noun is the head of a noun phrase that opens its clause: only determiners, adjectives and numbers come
 * between it and the start of the sentence, a comma or a word that opens a clause. Not a second subject
 * ("the teacher and the student are"), not after "as" or "than" ("crimes as grave as treason have").
 */
function opensClause(t: Token[], at: number): boolean {
  let j = at - 1;
  while (j >= 0 && ["DET", "ADJ", "NUM"].includes(t[j].pos)) j--;
  // A comma only after an opening adverb ("However, the policy are"): elsewhere it may part two adjectives
  // ("taught from current, accurate material are").
  const opener = t[j]?.value === "," && j === 1 && ["ADV", "INTJ"].includes(t[0].pos);
  // "but" and "so" open a clause only after a comma or at the start ("less but better meat" joins adjectives).
  const joins = /^(?:but|so)$/.test(t[j]?.lower ?? "") && j > 0 && t[j - 1].value !== ",";
  return j < 0 || opener || (t[j].pos === "PUNCT" && /^[;:(]$/.test(t[j].value)) || (CLAUSE_OPENERS.test(t[j].lower) && !joins);
}

/** The word before `at` is a negated "do": "didn't", or "did"/"does"/"do" and "not". */
function negatedDo(t: Token[], at: number): boolean {
  const a = t[at - 1];
  if (NEGATED_DO.test(a.lower)) return true;
  if ((a.lower === "not" || a.lower === "n't") && at >= 2) return /^(?:do|does|did)$/.test(t[at - 2].lower);
  return false;
}

/** Nouns that end in -s and may be singular ("a species", "a series", "politics is"). */
const SINGULAR_IN_S = /(?:ics|means|series|species|news)$/;
/** Plural count nouns ("students"), read from the lemma: not a singular that ends in -s ("a series", "a means"). */
const pluralNoun = (t: Token | undefined) =>
  !!t &&
  t.pos === "NOUN" &&
  (/^(?:women|men|children|people|teeth|feet|mice)$/.test(t.lower) ||
    (t.lower !== t.lemma && /[^s]s$/.test(t.lower) && !SINGULAR_IN_S.test(t.lower)));
/** The fix written with the capital the student's words began with. */
const cased = (as: string, fix: string) => (/^[A-Z]/.test(as) ? fix.charAt(0).toUpperCase() + fix.slice(1) : fix);
/** Words that say "more than one": after "there is" they need "there are". */
const MANY = /^(?:many|several|few|numerous|various|two|three|four|five|both|these|those)$/;

/**
 * Pairs a learner writes for another that sounds alike or looks alike, read from the words themselves:
 * "their is" (there is), "its the" (it's the), "should of" (should have), "there own" (their own), "a
 * students" (a student), "much problems" (many problems), "there is many" (there are many).
 */
function confusion(t: Token[], i: number): GrammarSlip | null {
  const [a, b, c] = [t[i - 1], t[i], t[i + 1]];
  const pair = `${a.value} ${b.value}`;
  if (a.lower === "their" && /^(?:is|are|was|were)$/.test(b.lower)) return { text: pair, fix: cased(a.value, `there ${b.value}`) };
  if (a.lower === "there" && b.lower === "own") return { text: pair, fix: cased(a.value, "their own") };
  if (a.lower === "its" && /^(?:a|an|the|not)$/.test(b.lower)) return { text: pair, fix: cased(a.value, `it's ${b.value}`) };
  if (/^(?:could|should|would|must|might)$/.test(a.lower) && b.lower === "of" && c?.lower !== "course")
    return { text: pair, fix: `${a.value} have` };
  // Not where the plural modifies what follows ("a centuries old custom", "a children's home", "a hands on
  // course", "a citizens' assembly"), and not "a people" (a nation).
  const ends = !c || (!["NOUN", "PROPN", "ADJ", "PART", "ADP", "NUM"].includes(c.pos) && !/^[-'’]/.test(c.value));
  if ((a.lower === "a" || a.lower === "an") && pluralNoun(b) && b.lower !== "people" && ends)
    return { text: pair, fix: `${a.value} ${b.lemma}` };
  // Not a verb read as a noun after an adverb "much" ("eating it too much leads to…").
  // Nor "how much pupils depend on…", "however much parents explain", where "much" goes with the verb.
  if (a.lower === "much" && pluralNoun(b) && !["ADP", "PART"].includes(c?.pos ?? "") && !/^how(?:ever)?$/.test(t[i - 2]?.lower ?? ""))
    return { text: pair, fix: cased(a.value, `many ${b.value}`) };
  if (t[i - 2]?.lower === "there" && /^(?:is|was)$/.test(a.lower) && (MANY.test(b.lower) || (b.lower === "more" && pluralNoun(c))))
    return { text: `${t[i - 2].value} ${pair}`, fix: `${t[i - 2].value} ${a.lower === "is" ? "are" : "were"} ${b.value}` };
  return null;
}

/** The two words stand in the sentence as words (not "an" cut from "Erdoğan"), and "a" is not a grade ("an A in"). */
const standalone = (sentence: string, pair: string) =>
  new RegExp(`(?:^|[\\s("'“])${pair.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(sentence) && !/\ban A\b/.test(sentence);

/** The grammar slips of one text, in order. */
export function grammarSlips(text: string): GrammarSlip[] {
  const out: GrammarSlip[] = [];
  const { nlp: wink } = nlp();
  const sentences = wink.readDoc(text).sentences().out() as string[];
  for (const sentence of sentences) {
    const t = tokensOf(sentence);
    for (let i = 1; i < t.length; i++) {
      const [a, b] = [t[i - 1], t[i]];
      const pair = `${a.value} ${b.value}`;
      const before = t[i - 2];
      const confused = confusion(t, i);
      if (confused) {
        out.push(confused);
        continue;
      }
      if (a.lower === b.lower && /^[a-z]+$/.test(a.lower) && a.lower !== "that" && a.lower !== "had") {
        out.push({ text: pair, fix: a.value });
      } else if ((a.lower === "to" && a.pos === "PART") || (MODALS.has(a.lower) && a.pos === "AUX")) {
        // "to achieved" → "to achieve"; "can goes" → "can go". "to be", "will have been" are fine, and so is a
        // question that puts the modal first ("Would charges make people change?", "…, or can rules deal with it?").
        const asks = MODALS.has(a.lower) && /\?\s*$/.test(sentence) && (i === 1 || /^(?:or|and|,)$/.test(before?.lower ?? ""));
        // A past form before a word in -s reads as an adjective ("restricted to approved uses").
        const next = t[i + 1];
        const describes = modifies(next) || (!!next && ["NOUN", "VERB"].includes(next.pos) && /[^s]s$/.test(next.lower));
        const wrong = !asks && ((pastForm(b) && !describes) || (MODALS.has(a.lower) && sForm(b)));
        if (wrong && b.lemma !== "be") out.push({ text: pair, fix: `${a.value} ${b.lemma}` });
      } else if (
        PREPOSITIONS.has(a.lower) &&
        a.pos === "ADP" &&
        bare(b) &&
        !NOUNS_TOO.test(b.lower) &&
        // "of have", "for do" are always slips; a word that may be a noun ("of hate", "in need") only with an object after it.
        (b.pos === "AUX" || ["DET", "PRON"].includes(t[i + 1]?.pos ?? ""))
      ) {
        out.push({ text: pair, fix: `${a.value} ${gerund(b.lemma)}` });
      } else if (SINGULAR.has(a.lower) && a.pos === "PRON" && !(before && (isVerb(before) || before.pos === "ADP"))) {
        // "he have" → "he has"; "it were" stays (the subjunctive: "as if it were"), and so does "it" after a
        // preposition, the object of a phrase ("clinics that profit from it are").
        if (PLURAL_ONLY.has(b.lower) && b.lower !== "were") out.push({ text: pair, fix: `${a.value} ${PLURAL_ONLY.get(b.lower)}` });
        else if (a.lower !== "it" && bare(b) && b.pos === "VERB" && !/^(let|make|help|see|hear|watch)$/.test(before?.lemma ?? ""))
          out.push({ text: pair, fix: `${a.value} ${thirdPerson(b.lemma)}` });
      } else if ((PLURAL.has(a.lower) || a.lower === "i") && a.pos === "PRON" && !(before && isVerb(before))) {
        const wrong = SINGULAR_ONLY.get(b.lower);
        if (wrong && !(a.lower === "i" && b.lower === "was"))
          out.push({ text: pair, fix: `${a.value} ${a.lower === "i" && b.lower === "is" ? "am" : wrong}` });
      } else if (
        a.pos === "NOUN" &&
        (a.lower === "people" || (a.lower !== a.lemma && /s$/.test(a.lower) && !SINGULAR_IN_S.test(a.lower))) &&
        b.lower !== "means" &&
        headsClause(t, i - 1)
      ) {
        // "animals suffers" → "animals suffer"; "people is" → "people are". "One of the students is" and
        // "the argument about rebuttals is" stay: there the subject is an earlier noun.
        // "How many people does it affect?" asks: the verb goes with the pronoun after it.
        if (t[i + 1]?.pos === "PRON") continue;
        if (SINGULAR_ONLY.has(b.lower)) out.push({ text: pair, fix: `${a.value} ${SINGULAR_ONLY.get(b.lower)}` });
        else if (b.pos === "VERB" && b.lower !== b.lemma && b.lower === thirdPerson(b.lemma))
          out.push({ text: pair, fix: `${a.value} ${b.lemma}` });
      } else if (
        a.pos === "NOUN" &&
        a.lower === a.lemma &&
        /^[a-z]{3,}$/.test(a.lower) &&
        !/s$/.test(a.lower) &&
        !GROUPS.test(a.lower) &&
        PLURAL_ONLY.has(b.lower) &&
        b.lower !== "were" &&
        opensClause(t, i - 1) &&
        t[i + 1]?.pos !== "PRON" &&
        // A misspelt plural ("peple are") is the spelling's error, counted once.
        spelledRight(a.lower)
      ) {
        // "the policy are" → "the policy is". Not "the teacher and the student are" (two subjects), not a group
        // ("the government are"), not a question ("how long do the effects last" puts the subject after).
        out.push({ text: pair, fix: `${a.value} ${PLURAL_ONLY.get(b.lower)}` });
      } else if (negatedDo(t, i) && (pastForm(b) || sForm(b)) && b.lemma !== "be" && b.lower !== "used") {
        // "didn't went" → "didn't go"; "does not likes" → "does not like". "didn't" is read as "did" and "n't";
        // the quote names the "do" too.
        const lead = a.lower === "n't" ? `${t[i - 2].value}${a.value}` : a.lower === "not" ? `${t[i - 2].value} not` : a.value;
        out.push({ text: `${lead} ${b.value}`, fix: `${lead} ${b.lemma}` });
      } else if (
        b.pos === "ADJ" &&
        b.lower !== b.lemma &&
        ((a.lower === "more" && /(?:er|^better|^worse)$/.test(b.lower) && !["NOUN", "PROPN"].includes(t[i + 1]?.pos ?? "")) ||
          (a.lower === "most" && /(?:est|^best|^worst)$/.test(b.lower)))
      ) {
        // "more better" → "better"; "most biggest" → "biggest". Not "more older voters" (a larger number of them)
        // nor "most older voters" (the most of them).
        out.push({ text: pair, fix: b.value });
      } else if (!standalone(sentence, pair)) {
        continue;
      } else if (a.lower === "a" && /^[aeio]/.test(b.lower) && !/^(one|once|eu|ewe)/.test(b.lower)) {
        out.push({ text: pair, fix: `an ${b.value}` });
      } else if (a.lower === "an" && /^[bcdfgjklmnpqrstvwxz]/.test(b.lower) && /^[a-z]/.test(b.value)) {
        out.push({ text: pair, fix: `a ${b.value}` });
      }
    }
  }
  return out;
}
