// What the offline opponent is told about a round: the motion, its side, the student's level and the
// skill to press (the student's weakest, or none), and the round so far for a reply.
import type { BallotSkill } from "#shared/debate/ballot.ts";
import type { Side } from "#shared/sides.ts";
import type { Level } from "#shared/levels.ts";
import type { TeacherBrief } from "#shared/debate-assignments/brief.ts";

export interface OpponentSetup {
  motion: string;
  aiSide: Side;
  difficulty: Level;
  press: BallotSkill | null;
  /** The teacher's own brief, on a round of a debate assignment that has one: argued from before any other. */
  brief?: TeacherBrief | null;
}

export interface DebateMessage {
  role: "user" | "assistant";
  content: string;
}

export type ReplySetup = OpponentSetup & { messages: DebateMessage[] };

/** How many arguments the opponent makes and rebuts in one speech, by level. */
export const ARGUMENTS_PER_SPEECH: Record<Level, number> = { beginner: 1, intermediate: 2, advanced: 3 };

/** The round so far as a reply sees it: the student's last speech and what the opponent already said. */
export function roundSoFar(messages: DebateMessage[]) {
  const lastUserAt = messages.map((m) => m.role).lastIndexOf("user");
  const speech = lastUserAt >= 0 ? messages[lastUserAt].content.trim() : "";
  const ours = messages.slice(0, Math.max(lastUserAt, 0)).filter((m) => m.role === "assistant");
  const studentSpeeches = messages.filter((m) => m.role === "user").length;
  return { speech, ours, studentSpeeches };
}
