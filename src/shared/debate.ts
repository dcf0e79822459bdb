import { z } from "zod";
import { AI_MESSAGES as M } from "./messages";

// The AI debater's contract: spec part 1 sections 2-5 and 9, shared by server and client.
import { randomSide, SIDES, type Side } from "./sides";
export { otherSide, SIDES, wordCount, type Side } from "./sides";
export const MOTION_MAX = 300;
export const SPEECH_MAX = 5000;

/** The settings' default_side as a side on the screen; the spec's default is Opposition. */
export function sideFromPreference(pref: string | undefined, random: () => number = Math.random): Side {
  if (pref === "gov") return "Government";
  if (pref === "random") return randomSide(random);
  return "Opposition";
}

// `userId` is accepted for compatibility with the spec's calls and ignored: identity comes from the session or guest cookie.
const ignoredUserId = z.unknown().optional();
const motion = z.string({ error: M.motionRequired }).trim().min(1, M.motionRequired).max(MOTION_MAX, M.motionTooLong);
const content = z.string({ error: M.speechRequired }).trim().min(1, M.speechRequired).max(SPEECH_MAX, M.speechTooLong);

export const startInput = z.object({ userId: ignoredUserId, motion, side: z.enum(SIDES, { error: M.sideRequired }) });
export const messageInput = z.object({ userId: ignoredUserId, content });

export interface SideScores {
  matter: number;
  manner: number;
  method: number;
  total: number;
}

export interface Verdict {
  winner: "user" | "ai";
  reason: string;
  userSide: Side;
  aiSide: Side;
  scores: { user: SideScores; ai: SideScores };
  rubric: string;
  engine: string;
}

export interface DebateMessageView {
  role: "user" | "assistant";
  content: string;
  /** Who wrote an assistant message: `offline` or `model:<name>`; null for the student's. */
  engine: string | null;
}

export interface DebateHistory {
  motion: string;
  side: Side | null;
  messages: DebateMessageView[];
  started: boolean;
  /** The engine of the latest AI message, if any. */
  engine: string | null;
}

export interface PastRound {
  id: string;
  motion: string;
  side: Side;
  finishedAt: string;
  winner: "user" | "ai";
  reason: string;
  totals: { user: number; ai: number };
}

/** What the AI label shows: a badge for the offline coach, else the model's name. */
export function engineName(engine: string | null | undefined): { offline: boolean; label: string } {
  if (!engine || engine === "offline") return { offline: true, label: "Offline coach" };
  return { offline: false, label: engine.replace(/^model:/, "") };
}
