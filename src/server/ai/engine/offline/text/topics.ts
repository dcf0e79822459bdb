// Topic knowledge for the offline coach, debater and generators, one table: for common debate areas, who is affected,
// the harm and the benefit at stake, the values in tension, and one well-documented real case.
// Facts are deliberately ones that are widely reported, so a student can check and cite them. The table
// is content (src/content/topics.json); this module reads it.
import { topics } from "#content/topics.ts";

export interface Topic {
  id: string;
  /** Stems (or lowercase phrases) that put a motion in this topic. */
  triggers: string[];
  /** Actor names (the lexicon's ACTORS, or the general public), most affected first. */
  actors: string[];
  /** The harm critics associate with the thing under debate. */
  concern: string;
  /** What the thing gives the people who use or defend it. */
  benefit: string;
  values: [string, string];
  /** Documented real cases; the one sharing most words with the motion is used. */
  examples: string[];
  metaphor: string;
}

export const TOPICS: Topic[] = topics;
