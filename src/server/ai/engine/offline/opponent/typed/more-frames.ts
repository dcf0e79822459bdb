// More wordings for the typed-motion reply's frames (src/content/frames.json holds the stock ones), each
// built on the argument it concerns, so the pool a motion's reply draws from is larger and its sentences
// carry that motion's case. Each names the student's words only inside quotation marks.
import type { Variant } from "#server/ai/engine/offline/opponent/moves.ts";
import type { Frame } from "#server/ai/engine/offline/opponent/frames.ts";

const v = (sig: string, render: (f: Frame) => string): Variant<Frame> => ({ sig, render });

export const MORE_OFF_TOPIC = [
  v("does not touch", (f) => `"${f.q}" may well be so, but it does not touch ${f.ours.label}, and that is what this motion turns on.`),
  v("tie it to", (f) => `Tie "${f.q}" to ${f.c.focus} for us: as it stands, the judge cannot see which side it helps.`),
  v("which side of", (f) => `Which side of "${f.c.motion}" does "${f.q}" support, and through which step?`),
  v("could be said of any", (f) => `"${f.q}" could be said in almost any debate; say what it means for ${f.ours.label} here.`),
  v("pick the side", (f) => `Pick the side "${f.q}" lands on, then show us how it reaches ${f.c.focus}.`),
  v("a bridge to", (f) => `We need a bridge from "${f.q}" to ${f.ours.label}; without one, it is a remark, not a rebuttal.`),
];

export const MORE_SHORT = [
  v("one sentence is a heading", (f) => `"${f.q}" is a heading; the speech under it should say what happens to ${f.ours.label} and why.`),
  v("grow that into", (f) => `Grow "${f.q}" into an argument: a claim about ${f.c.focus}, the reason for it, and who it touches.`),
  v("too thin to weigh", (f) => `"${f.q}" is too thin to weigh against ${f.ours.label}: give it a reason and a case.`),
];

export const MORE_ASSERTIONS = [
  v("which step", (f) => `"${f.q}" skips a step: what is the link between that and ${f.ours.label}?`),
  v("stated, not argued", (f) => `"${f.q}" is stated, not argued, and our case on ${f.ours.label} is argued.`),
  v("tell the judge why", (f) => `Tell the judge why "${f.q}" is true before asking it to outweigh ${f.ours.label}.`),
];

export const MORE_DROPPED = [
  v("no reply yet to", (f) => `There is still no reply to our point on ${f.ours.label}, so it counts for us.`),
  v("flows through untouched", (f) => `Our point on ${f.ours.label} flows through the round untouched.`),
  v("yet to hear", (f) => `We are yet to hear why ${f.ours.label} does not decide this, so it stands.`),
];

export const MORE_OPENERS = [
  v("take it seriously", (f) => `We take that seriously, and it runs straight into ${f.ours.label}.`),
  v("here is where", (f) => `Here is where that speech meets our case on ${f.ours.label}.`),
  v("weigh that against", (f) => `Weigh that speech against ${f.ours.label} and see which holds.`),
];

/** For a sentence that gives an example (a named case or a figure) with no reason around it: the example is
 * weighed as evidence — how typical, what it proves — never called a conclusion without a reason. */
export const EXAMPLES = [
  v(
    "one case is not a pattern",
    (f) => `"${f.q}" is one case; show us it is the rule and not the exception before it decides ${f.ours.label}.`,
  ),
  v("shows that something can happen", (f) => `An example like "${f.q}" shows that something can happen, not how often, nor to whom.`),
  v(
    "what does that case show",
    (f) => `Grant "${f.q}": what does that case show about ${f.c.focus} in general, and which step of your case does it prove?`,
  ),
  v(
    "went the other way",
    (f) => `For every case like "${f.q}" there are others that went the other way; tell the judge why yours is the one to weigh.`,
  ),
  v(
    "take it as evidence",
    (f) => `We take "${f.q}" as evidence and weigh it: one case, against ${f.ours.label}, which touches people every day.`,
  ),
];
