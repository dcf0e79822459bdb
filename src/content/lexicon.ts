// The coach's actors (who is usually affected in a debate, and how they behave), the groups a judge
// treats as one actor, and the words a judge treats as the same idea: src/content/lexicon.json.
import { z } from "zod";
import { loadContent, reportDuplicates, text, textList } from "./load";

export const ACTOR_ROLES = ["vulnerable", "guardian", "profit", "authority", "professional", "public"] as const;

const actorSchema = z
  .strictObject({
    name: text,
    /** Stems that name this actor in a student's text. */
    stems: textList(),
    role: z.enum(ACTOR_ROLES),
    /** What drives this actor: the core of a characterization. */
    traits: text,
    /** Why the entry is as it is, for whoever edits it next. */
    note: text.optional(),
  })
  .transform(({ note: _note, ...actor }) => actor);

export const lexiconSchema = z
  .strictObject({
    actors: z.array(actorSchema).min(1),
    /** Groups a judge treats as the same actor when asking "who did you leave out?". */
    families: z.array(textList(2)),
    /** Words a judge treats as the same idea, so "kids"/"minors" count as covering "children". */
    synonyms: z.array(textList(2)).min(1),
    /**
     * The words of one field (religion, reproduction, computing…): an answer that uses them is on a motion
     * whose own words are in the same field, though it never repeats them. A phrase is matched as written.
     */
  })
  .superRefine((lex, ctx) => {
    const names = lex.actors.map((a) => a.name);
    reportDuplicates(names, ctx, ["actors"], "actor");
    const known = new Set(names);
    lex.families.forEach((family, i) =>
      family.forEach((name, j) => {
        if (!known.has(name)) ctx.addIssue({ code: "custom", path: ["families", i, j], message: `unknown actor "${name}"` });
      }),
    );
  });
export type Lexicon = z.output<typeof lexiconSchema>;

export const LEXICON_FILE = "lexicon.json";
export const lexicon: Lexicon = loadContent(LEXICON_FILE, lexiconSchema);
