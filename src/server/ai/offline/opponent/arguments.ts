// The two burdens a side carries on a motion the opponent has no brief for, worded only with the motion's
// own focus: what the side has to show, never a claim about the world it cannot back.
import type { ParsedMotion } from "../text";
import type { Side } from "../../../../shared/sides";

export interface DebateArgument {
  label: string;
  /** Stems that show the user answered this burden. */
  cues: string[];
  opening: (focus: string) => string;
  /** One clause restating the burden, used when the AI rebuilds its case. */
  core: (focus: string) => string;
}

type Arg = DebateArgument;
const POLICY: Record<Side, [Arg, Arg]> = {
  Government: [
    {
      label: "the need",
      cues: ["problem", "need", "today", "current", "status", "now"],
      opening: (f) =>
        `First, the need. A case for ${f} has to show what goes wrong without it, and who it goes wrong for; we will hold every point in this round to that test, ours included.`,
      core: (f) => `the case for ${f} stands or falls on what goes wrong without it`,
    },
    {
      label: "what changes",
      cues: ["change", "work", "effect", "result", "happen", "differen"],
      opening: (f) =>
        `Second, what changes. The question is not whether ${f} is perfect, but whether the world with it is better than the world without it, so compare the two honestly.`,
      core: (f) => `the world with ${f} has to be compared with the world without it, not with a perfect one`,
    },
  ],
  Opposition: [
    {
      label: "the burden of proof",
      cues: ["proof", "prove", "show", "evidence", "example", "shown"],
      opening: (f) =>
        `First, the burden of proof. Those who want ${f} must show that it works and that its costs are worth paying; a good intention is not yet a reason.`,
      core: (f) => `those who want ${f} must show that it works, and a good intention is not yet a reason`,
    },
    {
      label: "the alternatives",
      cues: ["alternative", "instead", "other", "better", "option", "otherwise"],
      opening: (f) =>
        `Second, the alternatives. Even if there is a real problem behind ${f}, the motion has to show that this answer beats every other way of meeting it.`,
      core: (f) => `even a real problem behind ${f} need not be met with this answer`,
    },
  ],
};
const VALUE: Record<Side, [Arg, Arg]> = {
  Government: [
    {
      label: "the standard",
      cues: ["standard", "measure", "judge", "test", "criteri", "compare"],
      opening: (f) =>
        `First, the standard. To judge ${f} we have to agree what counts, and we will argue the question on the effects that matter most to the people it touches.`,
      core: (f) => `${f} has to be judged on the effects that matter most to the people it touches`,
    },
    {
      label: "the weight of evidence",
      cues: ["evidence", "example", "case", "shown", "proof", "record"],
      opening: (f) =>
        `Second, the weight of evidence. The motion's view of ${f} does not need to hold in every case, only on balance, and that is the bar we will meet.`,
      core: (f) => `the motion's view of ${f} has to hold on balance, not in every case`,
    },
  ],
  Opposition: [
    {
      label: "the burden of proof",
      cues: ["proof", "prove", "show", "evidence", "example", "shown"],
      opening: (f) =>
        `First, the burden of proof. The motion makes a sweeping judgement about ${f}, and a sweeping judgement needs more than a few striking cases.`,
      core: (f) => `a sweeping judgement about ${f} needs more than a few striking cases`,
    },
    {
      label: "the other side of the ledger",
      cues: ["benefit", "gain", "good", "cost", "ledger", "both"],
      opening: (f) =>
        `Second, the other side of the ledger. Any honest verdict on ${f} counts what it gives as well as what it costs, and we will ask the motion to count both.`,
      core: (f) => `an honest verdict on ${f} counts what it gives as well as what it costs`,
    },
  ],
};

export function chooseArguments(parsed: ParsedMotion, side: Side): [Arg, Arg] {
  const policy = parsed.kind === "would" || parsed.kind === "other";
  return (policy ? POLICY : VALUE)[side];
}
