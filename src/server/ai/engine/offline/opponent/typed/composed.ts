// Reply lines for a motion with no brief, composed from two halves: what is wrong with the speech (or the
// lead-in to a question) and what the student should do about it. Every lead goes with every ask, so the
// pool holds many more wordings than could be written one by one, and two rounds that meet the same kind of
// speech (one that drifts from the motion, one a line long) rarely answer it in the same sentence. A
// composed line's signature is its lead: within a round, no lead is used twice.
import type { Variant } from "#server/ai/engine/offline/opponent/moves.ts";
import type { Frame } from "#server/ai/engine/offline/opponent/frames.ts";

type Lead = { sig: string; say: (f: Frame) => string };
type Ask = (f: Frame) => string;

const compose = (leads: Lead[], asks: Ask[]): Variant<Frame>[] =>
  leads.flatMap((lead, i) =>
    asks.map((_, j) => {
      // Each lead meets the asks in its own order, so the first few variants of a pool are not one ask.
      const ask = asks[(i + j) % asks.length];
      return { sig: lead.sig, render: (f: Frame) => `${lead.say(f)}${ask(f)}` };
    }),
  );

/** For a speech that does not reach the motion. */
export const COMPOSED_OFF_TOPIC = compose(
  [
    { sig: "may be true in general", say: (f) => `"${f.q}" may be true in general` },
    { sig: "We do not doubt", say: (f) => `We do not doubt "${f.q}"` },
    { sig: "would fit almost any debate", say: (f) => `"${f.q}" would fit almost any debate` },
    { sig: "floats free of this motion", say: (f) => `"${f.q}" floats free of this motion` },
    { sig: "So you say", say: (f) => `So you say "${f.q}"` },
    { sig: "at face value", say: (f) => `Take "${f.q}" at face value` },
    { sig: "is a point about the world", say: (f) => `"${f.q}" is a point about the world at large` },
    { sig: "The judge heard", say: (f) => `The judge heard "${f.q}"` },
    { sig: "sounds weighty", say: (f) => `"${f.q}" sounds weighty` },
  ],
  [
    (f) => `, but the judge still needs its link to ${f.c.focus}.`,
    (f) => `; what it does not do is say which side of "${f.c.motion}" it helps.`,
    (f) => `, yet it never reaches ${f.ours.label}, and that is where this round is decided.`,
    () => `: which step of the motion does it move, and for whom?`,
    (f) => `, but until it names who is affected by ${f.c.focus}, it weighs nothing.`,
    (f) => `; bring it back to ${f.c.focus} and we will answer it.`,
    () => `, and still nobody can tell whether it argues for us or for you.`,
    () => `: tie it to a change the motion makes, or it stays a remark, not a rebuttal.`,
    (f) => `, but a rebuttal has to touch ${f.ours.label}, and this one does not.`,
    () => `; show us the line from it to what happens under the motion.`,
  ],
);

/** For a speech of a line or two. */
export const COMPOSED_SHORT = compose(
  [
    { sig: "is a heading, not yet a speech", say: (f) => `"${f.q}" is a heading, not yet a speech` },
    { sig: "That was brief:", say: (f) => `That was brief: "${f.q}"` },
    { sig: "is a claim with nothing under it", say: (f) => `"${f.q}" is a claim with nothing under it` },
    { sig: "We heard one line", say: (f) => `We heard one line, "${f.q}"` },
    { sig: "opens a case but does not make one", say: (f) => `"${f.q}" opens a case but does not make one` },
    { sig: "cannot carry a round", say: (f) => `One sentence ("${f.q}") cannot carry a round` },
    { sig: "to take it on trust", say: (f) => `"${f.q}" asks the judge to take it on trust` },
  ],
  [
    () => `: give it a reason, a case and the people it touches.`,
    (f) => `; tell us why it is true and what it changes for ${f.c.focus}.`,
    () => `, so build it out: who acts, what changes, and why it matters.`,
    () => `: what happens, to whom, and why should the judge care?`,
    (f) => `; until it has a reason behind it, ${f.ours.label} outweighs it.`,
    () => `, and a claim without a reason is easy to set aside.`,
    (f) => `: add the step that links it to ${f.c.focus}.`,
  ],
);

/** The question a reply closes on. */
export const COMPOSED_CLOSERS = compose(
  [
    { sig: "Here is our question", say: () => "Here is our question" },
    { sig: "Answer this in your next speech", say: () => "Answer this in your next speech" },
    { sig: "One question before you speak again", say: () => "One question before you speak again" },
    { sig: "The judge will want to know", say: () => "The judge will want to know" },
    { sig: "Put simply", say: () => "Put simply" },
    { sig: "Before we go on", say: () => "Before we go on" },
    { sig: "Leave the judge in no doubt", say: () => "Leave the judge in no doubt" },
    { sig: "This is the test of your case", say: () => "This is the test of your case" },
    { sig: "So, to you", say: () => "So, to you" },
    { sig: "Something to answer", say: () => "Something for you to answer" },
    { sig: "the judge is waiting", say: () => "The judge is waiting on one thing" },
    { sig: "We close on a question", say: () => "We close on a question" },
    { sig: "What we want to hear", say: () => "What we want to hear from you next" },
    { sig: "Your next speech should tell us", say: () => "Your next speech should tell us" },
  ],
  [
    () => `: what happens to the people the motion affects on your side of this debate?`,
    (f) => `: why should your case on ${f.c.focus} outweigh our point on ${f.ours.label}?`,
    () => `: who changes their behaviour under your side, and why?`,
    () => `: who exactly is better off under your side, and how do you know?`,
    (f) => `: if you cannot answer ${f.ours.label}, which of our points do you concede?`,
    (f) => `: where has your approach to ${f.c.focus} worked, and what happened there?`,
    () => `: which of our steps do you break, and how?`,
    () => `: what does the world look like on your side a year from now, and who is worse off in it?`,
    (f) => `: who pays for your side on ${f.c.focus}, and why is that fair?`,
    () => `: what would you accept as evidence that your side is wrong?`,
    (f) => `: what is the worst case on your side, and why is it better than ours on ${f.ours.label}?`,
    () => `: whose life changes first if you win, and how would they notice?`,
    (f) => `: what does ${f.c.focus} cost on your side, and who pays it?`,
    () => `: which of your claims would you stake the round on, and why that one?`,
    (f) => `: what goes wrong on ${f.c.focus} if the judge takes your side, and how would you fix it?`,
    () => `: who, on your side, gains least, and why should they accept it?`,
    (f) => `: why does ${f.ours.label} not decide this debate?`,
    () => `: what is the first thing that changes if you win, and for whom?`,
  ],
);
