// Topic knowledge for the offline coach, debater and generators: src/content/topics.json. Every actor a
// topic names is one of the lexicon's actors (or the catch-all public the coach adds to every motion).
import { z } from "zod";
import { lexicon } from "./lexicon";
import { loadContent, reportDuplicates, text, textList } from "./load";

/** The stakeholder the coach adds to every motion, so topics may name it without a lexicon entry. */
export const GENERAL_PUBLIC = "the general public";

const topicSchema = z
  .strictObject({
    id: text,
    /** Why the entry is as it is, for whoever edits it next. */
    note: text.optional(),
    /** Stems (or lowercase phrases) that put a motion in this topic. */
    triggers: textList(),
    /** Actor names, most affected first. */
    actors: textList(),
    /** The harm critics associate with the thing under debate. */
    concern: text,
    /** What the thing gives the people who use or defend it. */
    benefit: text,
    values: z.tuple([text, text]),
    /** Documented real cases; the one sharing most words with the motion is used. */
    examples: textList(),
    metaphor: text,
  })
  .transform(({ note: _note, ...topic }) => topic);

export function topicsSchema(actorNames: ReadonlySet<string>) {
  return z
    .array(topicSchema)
    .min(1)
    .superRefine((topics, ctx) => {
      reportDuplicates(
        topics.map((t) => t.id),
        ctx,
        [],
        "topic id",
      );
      topics.forEach((t, i) =>
        t.actors.forEach((name, j) => {
          if (name !== GENERAL_PUBLIC && !actorNames.has(name))
            ctx.addIssue({ code: "custom", path: [i, "actors", j], message: `unknown actor "${name}" (not in lexicon.json)` });
        }),
      );
    });
}
export type Topic = z.output<typeof topicSchema>;

export const TOPICS_FILE = "topics.json";
export const topics: Topic[] = loadContent(TOPICS_FILE, topicsSchema(new Set(lexicon.actors.map((a) => a.name))));
