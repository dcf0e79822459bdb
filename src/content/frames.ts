// The sentences around the opponent's rebuttals, as templates: src/content/frames.json. A template names
// what it needs in braces ("{q}", "{focus}"); every name must be one of FRAME_SLOTS, and each entry's
// `sig` (the fixed piece that marks it spent once said) must appear in its text, unchanged.
import { z } from "zod";
import { loadContent, text } from "./load";

/** What a frame template can name: the student's quoted words, the debate's focus, our argument, ... */
export const FRAME_SLOTS = ["q", "focus", "motion", "label", "core", "userSide"] as const;
export type FrameSlot = (typeof FRAME_SLOTS)[number];

const SLOT = /\{([^{}]*)\}/g;
const slotNames: ReadonlySet<string> = new Set(FRAME_SLOTS);

const frameSchema = z.strictObject({ sig: text, text }).superRefine((f, ctx) => {
  for (const [, name] of f.text.matchAll(SLOT))
    if (!slotNames.has(name)) ctx.addIssue({ code: "custom", path: ["text"], message: `unknown slot "{${name}}"` });
  if (/[{}]/.test(f.text.replace(SLOT, ""))) ctx.addIssue({ code: "custom", path: ["text"], message: "unbalanced brace" });
  if (/[{}]/.test(f.sig) || !f.text.includes(f.sig))
    ctx.addIssue({ code: "custom", path: ["sig"], message: "must be a fixed piece of the text, with no slot" });
});
const group = z.array(frameSchema).min(1);

export const FRAME_GROUPS = ["openers", "assertions", "engaged", "dropped", "rebuilds", "closers", "empty", "short", "offTopic"] as const;

export const framesSchema = z
  .strictObject(Object.fromEntries(FRAME_GROUPS.map((g) => [g, group])) as Record<(typeof FRAME_GROUPS)[number], typeof group>)
  .superRefine((frames, ctx) => {
    // The same sig in two groups would mark both spent at once.
    const all = FRAME_GROUPS.flatMap((g) => frames[g].map((f, i) => ({ sig: f.sig, path: [g, i, "sig"] })));
    const seen = new Set<string>();
    for (const { sig, path } of all) {
      if (seen.has(sig)) ctx.addIssue({ code: "custom", path, message: `duplicate sig "${sig}"` });
      seen.add(sig);
    }
  });
export type FrameTemplate = z.output<typeof frameSchema>;
export type FrameContent = z.output<typeof framesSchema>;

export const FRAMES_FILE = "frames.json";
export const frameContent: FrameContent = loadContent(FRAMES_FILE, framesSchema);
