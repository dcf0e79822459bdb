// The two burdens a side carries on a motion the opponent has no brief for, worded only with the motion's
// own focus: what the side has to show, never a claim about the world it cannot back.
import type { ParsedMotion } from "#server/ai/engine/offline/text/index.ts";
import type { Side } from "#shared/sides.ts";

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What a burden is worded with: the motion's focus ("fireworks") and, when the motion proposes an action,
 * that action ("ban fireworks at public celebrations"), so a side never argues for the thing it would ban. */
export interface Subject {
  focus: string;
  act: string | null;
}

export interface DebateArgument {
  label: string;
  /** Stems that show the user answered this burden. */
  cues: string[];
  opening: (s: Subject) => string;
  /** One clause restating the burden, used when the AI rebuilds its case. */
  core: (s: Subject) => string;
}

type Arg = DebateArgument;
const caseFor = (s: Subject) => (s.act ? `the case to ${s.act}` : `the case for ${s.focus}`);
const wanted = (s: Subject) => (s.act ? `to ${s.act}` : s.focus);
const POLICY: Record<Side, [Arg, Arg]> = {
  Government: [
    {
      label: "the need",
      cues: ["problem", "need", "today", "current", "status", "now"],
      opening: (s) =>
        `First, the need. ${upperFirst(caseFor(s))} has to show what goes wrong as things stand, and who it goes wrong for; we will hold every point in this round to that test, ours included.`,
      core: (s) => `${caseFor(s)} stands or falls on what goes wrong as things stand`,
    },
    {
      label: "what changes",
      cues: ["change", "work", "effect", "result", "happen", "differen"],
      opening: (s) =>
        `Second, what changes. The question is not whether ${s.act ? "the motion" : s.focus} is perfect, but whether the world with it is better than the world without it, so compare the two honestly.`,
      core: (s) =>
        `the world ${s.act ? `where we ${s.act}` : `with ${s.focus}`} has to be compared with the world without it, not with a perfect one`,
    },
  ],
  Opposition: [
    {
      label: "the burden of proof",
      cues: ["proof", "prove", "show", "evidence", "example", "shown"],
      opening: (s) =>
        `First, the burden of proof. Those who want ${wanted(s)} must show that it works and that its costs are worth paying; a good intention is not yet a reason.`,
      core: (s) => `those who want ${wanted(s)} must show that it works, and a good intention is not yet a reason`,
    },
    {
      label: "the alternatives",
      cues: ["alternative", "instead", "other", "better", "option", "otherwise"],
      opening: (s) =>
        `Second, the alternatives. Even if there is a real problem here, the motion has to show that ${s.act ? `its answer, to ${s.act},` : s.focus} beats every other way of meeting it.`,
      core: (s) => `even a real problem can have a better answer than ${wanted(s)}`,
    },
  ],
};
const VALUE: Record<Side, [Arg, Arg]> = {
  Government: [
    {
      label: "the standard",
      cues: ["standard", "measure", "judge", "test", "criteri", "compare"],
      opening: ({ focus: f }) =>
        `First, the standard. To judge ${f} we have to agree what counts, and we will argue the question on the effects that matter most to the people it touches.`,
      core: ({ focus: f }) => `${f} has to be judged on the effects that matter most to the people it touches`,
    },
    {
      label: "the weight of evidence",
      cues: ["evidence", "example", "case", "shown", "proof", "record"],
      opening: ({ focus: f }) =>
        `Second, the weight of evidence. The motion's view of ${f} does not need to hold in every case, only on balance, and that is the bar we will meet.`,
      core: ({ focus: f }) => `the motion's view of ${f} has to hold on balance, not in every case`,
    },
  ],
  Opposition: [
    {
      label: "the burden of proof",
      cues: ["proof", "prove", "show", "evidence", "example", "shown"],
      opening: ({ focus: f }) =>
        `First, the burden of proof. The motion makes a sweeping judgement about ${f}, and a sweeping judgement needs more than a few striking cases.`,
      core: ({ focus: f }) => `a sweeping judgement about ${f} needs more than a few striking cases`,
    },
    {
      label: "the other side of the ledger",
      cues: ["benefit", "gain", "good", "cost", "ledger", "both"],
      opening: ({ focus: f }) =>
        `Second, the other side of the ledger. Any honest verdict on ${f} counts what it gives as well as what it costs, and we will ask the motion to count both.`,
      core: ({ focus: f }) => `an honest verdict on ${f} counts what it gives as well as what it costs`,
    },
  ],
};

export function chooseArguments(parsed: ParsedMotion, side: Side): [Arg, Arg] {
  const policy = parsed.kind === "would" || parsed.kind === "other";
  return (policy ? POLICY : VALUE)[side];
}
