// The sentences around the rebuttals: openers, answers to assertions, dropped points, the rebuilt case,
// closers, and replies to empty, short or off-topic speeches. The sentences are content
// (src/content/frames.json, templates with slots); this module fills them in.
import { frameContent, type FrameContent, type FrameSlot, type FrameTemplate } from "#content/frames.ts";
import type { Side } from "#shared/sides.ts";
import type { DebateArgument } from "./arguments";
import type { Variant } from "./moves";
import type { SideCase } from "./opening";

export interface Frame {
  c: SideCase;
  q: string;
  ours: DebateArgument;
  userSide: Side;
}

type Slot = (f: Frame) => string;
const SLOTS: Record<FrameSlot, Slot> = {
  q: (f) => f.q,
  focus: (f) => f.c.focus,
  motion: (f) => f.c.motion,
  label: (f) => f.ours.label,
  core: (f) => f.ours.core(f.c),
  userSide: (f) => f.userSide,
};
const slots = new Map<string, Slot>(Object.entries(SLOTS));

/** A template as a variant: its slots filled in one pass, so a student's words are never read as a slot. */
function variant({ sig, text }: FrameTemplate): Variant<Frame> {
  return { sig, render: (f) => text.replace(/\{([^{}]*)\}/g, (_, name: string) => slots.get(name)!(f)) };
}
const group = (name: keyof FrameContent): Variant<Frame>[] => frameContent[name].map(variant);

export const OPENERS = group("openers");
export const ASSERTIONS = group("assertions");
export const ENGAGED = group("engaged");
export const DROPPED = group("dropped");
export const REBUILDS = group("rebuilds");
export const CLOSERS = group("closers");
export const EMPTY = group("empty");
export const SHORT = group("short");
export const OFF_TOPIC = group("offTopic");
