// Small, general vocabulary the offline coach reasons with: who the usual actors in a debate are
// (and how they behave), which words mean the same thing to a judge, and what counts as filler.
// The actors and synonyms are content (src/content/lexicon.json); this module reads them.
import { lexicon, type ACTOR_ROLES } from "#content/lexicon.ts";
import { contentWords, termMatch } from "#server/ai/engine/offline/text/index.ts";

export type ActorRole = (typeof ACTOR_ROLES)[number];

export interface ActorType {
  name: string;
  /** Stems that name this actor in a student's text. */
  stems: string[];
  role: ActorRole;
  /** What drives this actor: the core of a characterization. */
  traits: string;
}

export const ACTORS: ActorType[] = lexicon.actors;

/** Words a judge treats as the same idea, so "kids"/"minors" count as covering "children". */
export const SYNONYMS: string[][] = lexicon.synonyms;

/** Words of one field each: a motion in the field is answered in them even when its own words are not used. */

export function synonymsOf(stem: string): string[] {
  const out = [stem];
  // The groups are written plain ("mandatory"), a motion's terms are stems ("mandatori"): compare both ways.
  for (const g of SYNONYMS) if (g.some((w) => termMatch(w, stem) || contentWords(w).some((s) => termMatch(s, stem)))) out.push(...g);
  return out;
}

/** Actor types mentioned in a text (by stem). */
export function actorsIn(text: string): ActorType[] {
  const cw = contentWords(text);
  const lower = text.toLowerCase();
  // "aged 4-12", "18-24 year olds", "under 16": an age range below 25 names young people.
  const young =
    /\b(?:aged?|under|ages|between)\s+\d|\b(?:1\d|2[0-4]|[4-9])\s*(?:-|to)\s*(?:1\d|2[0-4]|[4-9])\b|\b\d{1,2}[- ]year[- ]olds?\b/.test(
      lower,
    );
  const written = lower.match(/[a-z]+/g) ?? [];
  // A stem names the actor only when a word as written begins with it (its last letter aside): the stemmer
  // makes "universal" and "university" one, but "universal" does not name universities.
  const named = (s: string) => cw.some((w) => termMatch(w, s)) && written.some((sw) => sw.startsWith(s.slice(0, -1)));
  return ACTORS.filter(
    (a) => a.stems.some((s) => (s.includes(" ") || s.includes("-") ? lower.includes(s) : named(s))) || (young && a.name === "young people"),
  );
}

/** Phrases that fill space without saying anything a judge can credit. */
export const FILLER =
  /\b(very important|really important|so important|a lot of|lots of|many people|some people|everyone knows|we all know|it is (?:bad|good|wrong|right|important)|is (?:bad|good) for (?:everyone|society|people)|bad for society|good for society|in many ways|in today'?s (?:world|society)|nowadays|obviously|basically|things like that|and stuff|etc\.?|at the end of the day|it is what it is|for many reasons|in a lot of ways|(?:is|are) (?:a )?(?:big |huge |major )?problem|bad for (?:them|everyone|people|us|society|the world)|(?:really|very|so) (?:bad|good)|a big deal|something about (?:this|it))\b/gi;

export function fillerCount(s: string): number {
  return (s.match(FILLER) ?? []).length;
}
