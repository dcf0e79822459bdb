// The opening on a briefed motion: the side, the definitions (for the proposition), the question the round
// turns on, then as many of the side's arguments as the level calls for, each claim → mechanism → example → impact.
import type { Brief } from "#content/briefs.ts";
import { ARGUMENTS_PER_SPEECH, type OpponentSetup } from "#server/ai/engine/offline/opponent/setup.ts";
import { fullCase, ordinal, phrase, sideMaterial } from "./material";

export function briefOpening(brief: Brief, { aiSide, difficulty }: OpponentSetup): string {
  const m = sideMaterial(brief, aiSide);
  const gov = aiSide === "Government";
  const motion = brief.motion.replace(/[.!]+$/, "");
  // A teacher's brief may give a side fewer arguments than the level would make.
  const n = Math.min(ARGUMENTS_PER_SPEECH[difficulty], m.ours.length);
  const titles = m.ours.slice(0, n).map((a) => phrase(m, a.title));
  const list = (words: string[], and: string) =>
    words.length < 3 ? words.join(` ${and} `) : `${words.slice(0, -1).join(", ")} ${and} ${words.at(-1)}`;
  // Each frame says this debate's own content (its clash, its definition, its arguments' names), so no
  // sentence of the opening is one every briefed round shares.
  const stance = gov ? `As Government, we support the motion "${motion}"` : `As Opposition, we oppose the motion "${motion}"`;
  const intro = [
    brief.clashes[0] ? `${stance}, and the round turns on one question: ${phrase(m, brief.clashes[0])}` : `${stance}.`,
    ...(gov && brief.definitions ? [`First, what the motion means: ${phrase(m, brief.definitions)}`] : []),
    n === 1
      ? `We will make one argument now, ${titles[0]}, and more as the round goes on.`
      : `We have ${n === 2 ? "two" : "three"} arguments: ${list(titles, "and")}.`,
  ].join(" ");
  const args = m.ours.slice(0, n).map((a) => [`Our ${ordinal(m, a)} argument: ${phrase(m, a.title)}.`, ...fullCase(m, a)].join(" "));
  const invite =
    n === 1
      ? `Over to you: do you accept our argument on ${titles[0]}, and if not, why not?`
      : `Over to you: which of these do you reject, ${list(titles, "or")}, and why?`;
  return [intro, ...args, invite].join("\n\n");
}
