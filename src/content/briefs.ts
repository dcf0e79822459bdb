// Motion briefs: what a prepared debater knows about a bank motion, one file per topic in
// src/content/briefs/<topic>.json (the topic's name with spaces as dashes). Every brief names a motion of
// the bank (motions.json) under the same topic and level, and no motion has two briefs.
//
// A brief is what the offline opponent argues from and what the drills' generated material comes from, so
// it must be true as stated: an example is either a real, well-known case told only as far as the writer
// is sure of it ("case"), or an illustration worded as one ("illustration", opening with Imagine, Picture,
// Suppose, Take or Consider); no statistics, so no per cent and no figures in an example. A case names
// where a reader can check it (`source`: a study, a law, a court ruling, an official report, a newspaper
// of record, with its year), so a teacher can verify what the opponent says.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { CONTENT_DIR, loadContent, text } from "./load";
import { motionBank } from "./motions";
import { LEVELS } from "#shared/levels.ts";
import { BRIEF_LIMITS as L, type BriefPart } from "#shared/briefs/limits.ts";

/** Words that show a brief was left half-written. */
const RESIDUE = /\b(TODO|TBD|FIXME|XXX|lorem|ipsum|placeholder)\b|\{[a-z_]*\}|\[[^\]]*\]|\.\.\.|…/i;
const ILLUSTRATION_OPENERS = /^(Imagine|Picture|Suppose|Take|Consider)\b/;
const STATISTIC = /%|per ?cent|\d/i;

/** A text of `min`–`max` characters with no half-written residue. */
const prose = (part: BriefPart) => {
  const [min, max] = L[part];
  return text
    .refine((s) => s.length >= min, `must be at least ${min} characters`)
    .refine((s) => s.length <= max, `must be at most ${max} characters`)
    .refine((s) => !RESIDUE.test(s), "has placeholder residue")
    .refine((s) => !/\b(\w+) \1\b/i.test(s), "repeats a word twice in a row");
};

const exampleSchema = z
  .strictObject({
    kind: z.enum(["case", "illustration"]),
    text: prose("example"),
    /** Where a case can be checked: "Card and Krueger, American Economic Review, 1994". A case must have one. */
    source: prose("source").optional(),
  })
  .refine((e) => e.kind === "illustration" || e.source !== undefined, { message: "a case names its source", path: ["source"] })
  .refine((e) => e.kind === "case" || ILLUSTRATION_OPENERS.test(e.text), {
    message: "an illustration opens with Imagine, Picture, Suppose, Take or Consider",
    path: ["text"],
  })
  .refine((e) => !STATISTIC.test(e.text), { message: "an example carries no figures or statistics", path: ["text"] });

/** One argument of one side, with the other side's strongest answer to it. */
const argumentSchema = z.strictObject({
  /** A short name for the argument, as a debater would say "our first argument, on …". */
  title: prose("title"),
  /** The claim, one sentence. */
  claim: prose("claim"),
  /** Why the claim is true: the causal chain, two to four sentences. */
  mechanism: prose("mechanism"),
  example: exampleSchema,
  /** Why it matters and to whom, one or two sentences. */
  impact: prose("impact"),
  /** The other side's strongest rebuttal to this argument, two or three sentences. */
  rebuttal: prose("rebuttal"),
  /** Lower-case words or short phrases a student making (or attacking) this argument would use. */
  keywords: z
    .array(text.refine((s) => s === s.toLowerCase(), "must be lower case"))
    .min(3)
    .max(12),
});

const sideSchema = z.strictObject({
  arguments: z.array(argumentSchema).length(3),
  /** How this side would weigh the round: why its impacts matter more, two or three sentences. */
  weighing: prose("weighing"),
});

export const briefSchema = z.strictObject({
  motion: text,
  level: z.enum(LEVELS),
  /** The central clash or clashes, each a question the round turns on. */
  clashes: z.array(prose("clash")).min(1).max(3),
  /** Who the motion affects, lower case ("parents", "young children"). */
  actors: z
    .array(text.refine((s) => s === s.toLowerCase(), "must be lower case"))
    .min(2)
    .max(8),
  /** Definitions, or the model the proposition would run, where the motion needs one. */
  definitions: prose("definitions").optional(),
  proposition: sideSchema,
  opposition: sideSchema,
  note: z.string().optional(),
});
export type Brief = z.output<typeof briefSchema>;
export type BriefArgument = Brief["proposition"]["arguments"][number];

/** The file of a topic's briefs. */
export const briefFile = (topic: string) => `briefs/${topic.replace(/ /g, "-")}.json`;

/** Checks one topic's briefs against the bank: each motion is a bank motion of this topic, at its level. */
export const topicBriefsSchema = (topic: string) =>
  z.array(briefSchema).superRefine((briefs, ctx) => {
    const bank = motionBank.find((t) => t.topic === topic);
    if (!bank) {
      ctx.addIssue({ code: "custom", path: [], message: `no topic "${topic}" in motions.json` });
      return;
    }
    briefs.forEach((b, i) => {
      if (!bank[b.level].includes(b.motion))
        ctx.addIssue({ code: "custom", path: [i, "motion"], message: `"${b.motion}" is not a ${b.level} ${topic} motion in motions.json` });
    });
  });

/** The key a motion is found by: a motion typed without its full stop, or in other case, is the same motion. */
export const motionKey = (motion: string) =>
  motion
    .trim()
    .replace(/[\s.!?]+$/, "")
    .replace(/\s+/g, " ")
    .toLowerCase();

/** Every brief, keyed by its motion (motionKey). Throws if two files brief the same motion. */
function loadBriefs(): Map<string, Brief & { topic: string }> {
  const byMotion = new Map<string, Brief & { topic: string }>();
  for (const { topic } of motionBank) {
    const file = briefFile(topic);
    if (!exists(file)) continue;
    for (const b of loadContent(file, topicBriefsSchema(topic))) {
      if (byMotion.has(motionKey(b.motion))) throw new Error(`invalid content\n${file}: motion "${b.motion}" has two briefs`);
      byMotion.set(motionKey(b.motion), { ...b, topic });
    }
  }
  return byMotion;
}

function exists(file: string): boolean {
  const [dir, name] = file.split("/");
  try {
    return readdirSync(join(CONTENT_DIR, dir)).includes(name);
  } catch {
    return false;
  }
}

export const briefs = loadBriefs();

/** The brief for a motion of the bank, if it has one (as the bank writes it, or without its full stop or capitals). */
export const briefFor = (motion: string) => briefs.get(motionKey(motion));
