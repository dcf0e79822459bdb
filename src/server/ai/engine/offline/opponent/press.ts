// Pressing the skill the student most needs to practise: one or two sentences in every reply, aimed at
// what they just said. Each skill has a few wordings, tried in turn so a round never repeats one.
import type { BallotSkill } from "#shared/debate/ballot.ts";

export interface PressInput {
  skill: BallotSkill;
  /** The student's main claim, quoted; null when the speech made none. */
  main: string | null;
  /** A sentence of the speech that is not about the motion, quoted; null when every sentence is. */
  stray: string | null;
  /** What the motion is about, as a phrase ("homework"). */
  subject: string;
  /** Our argument the student left standing, named as a noun phrase ("our point on the need"), and a
   * sentence that takes it further. */
  standing: { name: string; more: string | null } | null;
  /** Our strongest argument, named as a noun phrase ("our first argument"). */
  ours: string;
}

type Wording = (p: PressInput, main: string) => string;

const WORDINGS: Record<BallotSkill, Wording[]> = {
  weighing: [
    (p, q) => `And weigh it for us: even if "${q}" is true, why does that matter more than ${p.ours}? You have not compared the two yet.`,
    (p, q) =>
      `Tell the judge why "${q}" should outweigh ${p.ours}: is it bigger, more likely, or more lasting? Without that comparison, ours wins the clash.`,
    (p) =>
      `You still have not weighed: which matters more in this debate about ${p.subject}, your impact or the one in ${p.ours}, and why?`,
    (p) => `Compare before you conclude: why should the judge put your case on ${p.subject} above ${p.ours}?`,
  ],
  evidence: [
    (_p, q) => `Where is your evidence that "${q}"? Give us one real example, because a claim without one is only a hope.`,
    (_p, q) => `Show us a case where "${q}" actually happened: a place, a school, a country, anything the judge can check.`,
    (p) => `We are still waiting for an example on ${p.subject}: name one real case that supports your main claim.`,
    (p) => `Bring the judge an example on ${p.subject}: a real case, a place or a study that shows your side is right.`,
  ],
  rebuttal: [
    (p) => `And you left ${standing(p)} standing, so it still counts in full.${more(p)}`,
    (p) => `Once more, nothing you said touches ${standing(p)}, and an argument you do not answer is one you concede.${more(p)}`,
    (p) => `${upperFirst(standing(p))} is still unanswered after this speech.${more(p)}`,
    (p) => `To the end of this round, ${standing(p)} has stood unanswered, and it counts for us.`,
  ],
  reasoning: [
    (_p, q) => `How does "${q}" actually follow? Show us the missing link: who does what differently, and why.`,
    (_p, q) => `Walk us through the steps behind "${q}": what happens first, and why does it lead where you say?`,
    (p) => `Your reasoning on ${p.subject} still has a gap: you state where it ends, not how it gets there.`,
    (p) => `Show your working on ${p.subject}: each step from your reason to your conclusion, and why it holds.`,
  ],
  relevance: [
    (p, q) =>
      p.stray
        ? `You said "${p.stray}", but that is not about ${p.subject}, so it cannot win this motion for you.`
        : `Tie "${q}" back to ${p.subject}: tell the judge what it means for this motion.`,
    (p) =>
      p.stray
        ? `Part of your speech, "${p.stray}", drifted away from ${p.subject}; keep every point on the motion.`
        : `Keep every point on ${p.subject}: the judge only counts what bears on this motion.`,
    (p) => `Ask of each of your points whether it bears on ${p.subject}; a point that does not will not be weighed.`,
    (p, q) => `Before you go on from "${q}", tell the judge how it bears on ${p.subject}; keep to the motion.`,
  ],
  language: [
    (_p, q) => `Say "${q}" more plainly: what exactly do you claim, in one short sentence?`,
    (p) => `Put your case on ${p.subject} in one clear sentence the judge can write down.`,
    (_p, q) => `Cut "${q}" down to its core: the one thing you want the judge to remember.`,
    (p) => `Say your main point on ${p.subject} in plain words, as you would to a friend.`,
  ],
  development: [
    (_p, q) => `Develop "${q}": who is affected, how, and why it matters.`,
    (p) => `Take your main point on ${p.subject} further: the reason, an example and the impact.`,
    (_p, q) => `Stay with "${q}" longer: explain why it is true, then show it with a case.`,
    (p) => `One developed point on ${p.subject} beats three bare ones: give us the reason, an example and the impact.`,
  ],
};

function standing(p: PressInput): string {
  return p.standing?.name ?? p.ours;
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function more(p: PressInput): string {
  return p.standing?.more ? ` ${p.standing.more}` : "";
}

/** The press's wordings for this reply, best first; the caller keeps the first one the round has not heard. */
export function pressLines(p: PressInput, turn: number): string[] {
  // Without a claim to quote, only the wordings that need no quote (one parameter) fit.
  const pool = WORDINGS[p.skill].filter((w) => p.main || w.length < 2);
  return pool.map((_, i) => pool[(turn + i) % pool.length](p, p.main ?? ""));
}
