// The sentences around the rebuttals: openers, answers to assertions, dropped points, the rebuilt case,
// closers, and replies to empty, short or off-topic speeches.
import type { Side } from "../../../../shared/sides";
import type { DebateArgument } from "./arguments";
import type { Variant } from "./moves";
import type { SideCase } from "./opening";

export interface Frame {
  c: SideCase;
  q: string;
  topic: string;
  ours: DebateArgument;
  userSide: Side;
}

export const OPENERS: Variant<Frame>[] = [
  { sig: "Let me take your points in turn", render: () => "Thank you. Let me take your points in turn." },
  { sig: "Let's go straight to the clash", render: () => "Let's go straight to the clash." },
  { sig: "There are problems with what we just heard", render: () => "There are problems with what we just heard." },
  { sig: "Let me respond directly", render: () => "Let me respond directly to what you said." },
  { sig: "A few things in reply", render: () => "A few things in reply." },
  { sig: "now we have something to test", render: () => "Good: now we have something to test." },
];
export const ASSERTIONS: Variant<Frame>[] = [
  {
    sig: "but not why",
    render: (f) =>
      `You told us "${f.q}", but not why, and assertion is not analysis: give us the mechanism, the "because", so we can test it.`,
  },
  {
    sig: "a conclusion without a reason",
    render: (f) => `"${f.q}" is a conclusion without a reason: which people change what they do, and why would they?`,
  },
  {
    sig: "a claim, not yet an argument",
    render: (f) => `"${f.q}" is a claim, not yet an argument, so show us the chain from ${f.c.focus} to that outcome.`,
  },
];
export const ENGAGED: Variant<Frame>[] = [
  {
    sig: "You did answer us",
    render: (f) => `You did answer us with "${f.q}", but that answer needs its own reason: why is it true, and for whom?`,
  },
  {
    sig: "Fair challenge",
    render: (f) => `Fair challenge with "${f.q}", but a rebuttal still needs a mechanism: show us why it holds in practice.`,
  },
];
export const DROPPED: Variant<Frame>[] = [
  { sig: "still stands unanswered", render: (f) => `Notice also that our argument on ${f.ours.label} still stands unanswered.` },
  {
    sig: "You have not engaged with our point",
    render: (f) => `You have not engaged with our point on ${f.ours.label}, so it stands in this round.`,
  },
  {
    sig: "a point not answered is a point conceded",
    render: (f) => `Our case on ${f.ours.label} was left untouched, and a point not answered is a point conceded.`,
  },
];
export const REBUILDS: Variant<Frame>[] = [
  {
    sig: "Meanwhile our case stands",
    render: (f) => `Meanwhile our case stands: on ${f.ours.label}, ${f.ours.core(f.c.focus, f.c.theme)}.`,
  },
  {
    sig: "Remember why we are here",
    render: (f) => `Remember why we are here: ${f.ours.core(f.c.focus, f.c.theme)}, and nothing said so far changes that.`,
  },
  { sig: "is intact", render: (f) => `So our case on ${f.ours.label} is intact: ${f.ours.core(f.c.focus, f.c.theme)}.` },
  {
    sig: "The heart of our case remains",
    render: (f) => `The heart of our case remains ${f.ours.label}: ${f.ours.core(f.c.focus, f.c.theme)}.`,
  },
  {
    sig: "Set all of that against",
    render: (f) => `Set all of that against what we showed on ${f.ours.label}: ${f.ours.core(f.c.focus, f.c.theme)}.`,
  },
  {
    sig: "None of this touches our case on",
    render: (f) => `None of this touches our case on ${f.ours.label}: ${f.ours.core(f.c.focus, f.c.theme)}.`,
  },
  {
    sig: "keep coming back to",
    render: (f) => `We keep coming back to ${f.ours.label} because it decides this debate: ${f.ours.core(f.c.focus, f.c.theme)}.`,
  },
  {
    sig: "Back to our side of the house",
    render: (f) =>
      `Back to our side of the house: ${f.ours.core(f.c.focus, f.c.theme)}, and that is still the biggest issue in this debate.`,
  },
];
export const CLOSERS: Variant<Frame>[] = [
  { sig: "So tell us: what happens to", render: (f) => `So tell us: what happens to ${f.c.theme.actors[0]} on your side of this debate?` },
  {
    sig: "The question you must answer",
    render: (f) => `The question you must answer is this: why should ${f.topic} outweigh ${f.ours.label}?`,
  },
  {
    sig: "the side that protects",
    render: (f) => `On balance, the side that protects ${f.c.theme.good} should win this debate, and that is ours.`,
  },
  { sig: "What is your mechanism", render: () => "What is your mechanism: who changes their behaviour, and why?" },
  {
    sig: "weigh probability and reach",
    render: (f) => `When you weigh the clash on ${f.c.focus}, weigh probability and reach, and you will find our side ahead.`,
  },
  { sig: "Who exactly is better off", render: () => `Who exactly is better off under your side, and how do you know?` },
  { sig: "which of our points do you concede", render: (f) => `If you cannot answer ${f.ours.label}, which of our points do you concede?` },
  {
    sig: "one concrete example where",
    render: (f) => `Can you give us one concrete example where your approach to ${f.c.focus} has worked?`,
  },
];
export const EMPTY: Variant<Frame>[] = [
  {
    sig: "We did not hear a speech",
    render: (f) =>
      `We did not hear a speech this time, so take the floor: give us one reason, with a "because", why ${f.userSide} should win on "${f.c.motion}".`,
  },
  {
    sig: "Nothing came through in that turn",
    render: (f) => `Nothing came through in that turn, so start with one claim about ${f.c.focus} and tell us why it is true.`,
  },
];
export const SHORT: Variant<Frame>[] = [
  {
    sig: "That was very brief",
    render: (f) =>
      `That was very brief ("${f.q}"), and a one-liner cannot win a round: give us a claim, the reason behind it and an example.`,
  },
  {
    sig: "is a start, not a speech",
    render: (f) => `"${f.q}" is a start, not a speech, so build it out: what happens, to whom, and why does it matter?`,
  },
  { sig: "Say more than", render: (f) => `Say more than "${f.q}": which part of the motion are you attacking or defending, and why?` },
];
export const OFF_TOPIC: Variant<Frame>[] = [
  {
    sig: "connects to the motion",
    render: (f) =>
      `We are not sure how "${f.q}" connects to the motion, "${f.c.motion}", so bring it back to ${f.c.focus} and tell us what your point means for it.`,
  },
  {
    sig: "That drifted away from",
    render: (f) => `That drifted away from ${f.c.focus}: this debate is about "${f.c.motion}", so tell us how "${f.q}" bears on that.`,
  },
  {
    sig: "Let's stay on the motion",
    render: (f) => `Let's stay on the motion: "${f.q}" may be true, but the judge needs to know what it means for ${f.c.focus}.`,
  },
];
