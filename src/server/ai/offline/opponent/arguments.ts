// The AI's own two arguments for a side: a mechanism each, worded around the motion's focus.
import type { ParsedMotion } from "../text";
import type { Side } from "../../../../shared/sides";
import type { Theme } from "./themes";

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export interface DebateArgument {
  label: string;
  /** Stems that show the user answered this argument. */
  cues: string[];
  opening: (focus: string, t: Theme) => string;
  /** One clause restating the mechanism, used when the AI rebuilds its case. */
  core: (focus: string, t: Theme) => string;
}

type Arg = DebateArgument;
const POLICY_GOV: [Arg[], Arg[]] = [
  [
    {
      label: "incentives",
      cues: ["incentive", "behaviour", "behavior", "rule", "respond", "habit"],
      opening: (f, t) =>
        `First, incentives. Today the rules around ${f} reward the wrong choices, so ${t.actors[0]} keep making them. Change the rules and behaviour follows, because people respond to costs and defaults far more than to appeals.`,
      core: (f, t) => `changing the rules on ${f} changes what ${t.actors[0]} actually do`,
    },
    {
      label: "protection",
      cues: ["protect", "vulnerable", "harm", "safe", "risk", "danger"],
      opening: (f, t) =>
        `First, protection. The harms around ${f} fall hardest on ${t.actors[2]}, who have the least power to avoid them. Leaving it to individual choice means the strongest voices win; a clear rule shifts the burden onto those best placed to carry it.`,
      core: (f, t) => `a clear rule on ${f} protects ${t.actors[2]}, who cannot protect themselves`,
    },
    {
      label: "the failing status quo",
      cues: ["status", "voluntary", "tried", "already", "current", "today"],
      opening: (f) =>
        `First, the status quo is failing. Voluntary approaches to ${f} have been tried, and the problem persists because nobody has a reason to move first. Only a collective rule breaks that deadlock, which is exactly what this motion offers.`,
      core: (f) => `voluntary action on ${f} has failed, and only a collective rule breaks the deadlock`,
    },
  ],
  [
    {
      label: "norms",
      cues: ["norm", "normal", "expect", "culture", "signal", "message"],
      opening: (f, t) =>
        `Second, norms. Rules shape what people see as normal. Once the rule on ${f} is set, ${t.actors[1]} stop treating the old way as inevitable, and the change sustains itself because expectations have moved.`,
      core: (f) => `a rule on ${f} resets what people treat as normal, so the change lasts`,
    },
    {
      label: "fairness",
      cues: ["fair", "unfair", "cost", "pay", "benefit", "equal"],
      opening: (f, t) =>
        `Second, fairness. Right now ${t.actors[0]} carry costs around ${f} that they did not choose, while others collect the benefits. This motion puts the cost where the choice is made, which is fairer and gives everyone a reason to choose better.`,
      core: (f, t) => `the motion moves the cost of ${f} off ${t.actors[0]} and onto those who make the choice`,
    },
    {
      label: "the long term",
      cues: ["long", "future", "generation", "year", "later"],
      opening: (f, t) =>
        `Second, the long term. The benefits of acting on ${f} compound: each year of change makes the next one easier and cheaper, while each year of delay locks ${t.actors[1]} into the harms we already see.`,
      core: (f) => `the gains from acting on ${f} compound over time, and delay only deepens the harm`,
    },
  ],
];
const POLICY_OPP: [Arg[], Arg[]] = [
  [
    {
      label: "unintended consequences",
      cues: ["consequence", "workaround", "substitut", "adapt", "elsewhere", "black"],
      opening: (f, t) =>
        `First, unintended consequences. When you push on ${f}, people do not simply comply; they find substitutes and workarounds, often worse ones, and ${t.actors[0]} pay the price for a change they never asked for.`,
      core: (f, t) => `pushing on ${f} drives people to workarounds, and ${t.actors[0]} pay for it`,
    },
    {
      label: "a better alternative",
      cues: ["alternative", "instead", "target", "support", "educat", "voluntar"],
      opening: (f, t) =>
        `First, there is a better alternative. The problem behind ${f} is real, but it can be tackled with targeted support for ${t.actors[2]} instead of a blanket rule that hits everyone, including the many for whom nothing was wrong.`,
      core: (f, t) => `targeted support for ${t.actors[2]} solves the problem behind ${f} without a blanket rule`,
    },
    {
      label: "enforcement",
      cues: ["enforc", "police", "implement", "practice", "check", "loophole"],
      opening: (f, t) =>
        `First, enforcement. A rule on ${f} is only as good as its enforcement, and enforcement lands unevenly: hardest on ${t.actors[1]} with the least power to push back, lightest on those with the means to get around it.`,
      core: (f, t) => `a rule on ${f} is enforced unevenly, hardest on ${t.actors[1]}`,
    },
  ],
  [
    {
      label: "autonomy",
      cues: ["choice", "choose", "freedom", "free", "autonom", "decide", "right"],
      opening: (f, t) =>
        `Second, autonomy. ${cap(t.actors[0])} are capable of weighing the trade-offs around ${f} for themselves. Taking that choice away treats them as problems to manage rather than people to respect.`,
      core: (f, t) => `${t.actors[0]} can weigh the trade-offs around ${f} for themselves, and that choice is theirs`,
    },
    {
      label: "backlash",
      cues: ["backlash", "resent", "trust", "persuad", "rebel", "public"],
      opening: (f) =>
        `Second, backlash. Forcing change on ${f} before people are persuaded breeds resentment, and resentment is how good causes lose public trust for years. Persuasion is slower, but it lasts because people own the change.`,
      core: (f) => `forcing change on ${f} breeds a backlash that sets the cause back`,
    },
    {
      label: "opportunity cost",
      cues: ["cost", "money", "resource", "budget", "priorit", "spend"],
      opening: (f, t) =>
        `Second, opportunity cost. Every hour of attention and every unit of budget spent on ${f} is not spent elsewhere, and ${t.actors[2]} would gain more from the problems this motion ignores than from the one it chooses.`,
      core: (f) => `the resources spent on ${f} would do more good elsewhere`,
    },
  ],
];
const VALUE_GOV: [Arg[], Arg[]] = [
  [
    {
      label: "who wins and who loses",
      cues: ["power", "gain", "lose", "benefit", "cost", "winner"],
      opening: (f, t) =>
        `First, look at who wins and who loses. Around ${f}, the gains flow to those who already have power, while ${t.actors[0]} absorb the costs. A judgement that ignores that distribution cannot be the right one.`,
      core: (f, t) => `the gains around ${f} flow to the powerful while ${t.actors[0]} absorb the costs`,
    },
    {
      label: "the long-term effect",
      cues: ["long", "future", "time", "year", "generation", "slow"],
      opening: (f, t) =>
        `First, the long-term effect. Whatever short-term comfort the other side points to, ${f} reshapes over time what ${t.actors[1]} expect and value, and that slow shift is where the real stakes of this debate lie.`,
      core: (f, t) => `${f} slowly reshapes what ${t.actors[1]} expect and value`,
    },
  ],
  [
    {
      label: "principle",
      cues: ["principle", "right", "dignit", "value", "moral", "wrong"],
      opening: (f, t) =>
        `Second, principle. ${cap(t.good)} matters in itself, not only for its results, and the motion's position on ${f} is the one that takes it seriously even when the evidence is uncertain.`,
      core: (f, t) => `${t.good} matters in itself, and only the motion's view of ${f} respects it`,
    },
    {
      label: "the honest counterfactual",
      cues: ["alternative", "otherwise", "counterfactual", "world", "instead"],
      opening: (f, t) =>
        `Second, the counterfactual. Picture the other world honestly: without the motion's position on ${f}, ${t.actors[2]} have fewer protections and fewer options, because nobody is made responsible for them.`,
      core: (f, t) => `without the motion's position on ${f}, ${t.actors[2]} are left with fewer protections`,
    },
  ],
];
const VALUE_OPP: [Arg[], Arg[]] = [
  [
    {
      label: "the ignored benefits",
      cues: ["benefit", "gain", "good", "help", "positive", "advantage"],
      opening: (f, t) =>
        `First, the benefits are being ignored. ${cap(t.actors[0])} have gained real things from ${f} that are easy to take for granted, and the motion counts only the costs.`,
      core: (f, t) => `${t.actors[0]} gain real benefits from ${f} that the motion refuses to count`,
    },
    {
      label: "overgeneralisation",
      cues: ["every", "case", "depend", "different", "context", "some"],
      opening: (f, t) =>
        `First, the motion overgeneralises. ${cap(f)} means very different things to ${t.actors[0]} and to ${t.actors[1]}; a sweeping verdict misses every case where the opposite is true, and those cases are not rare.`,
      core: (f) => `${f} varies too much from case to case for one sweeping verdict`,
    },
  ],
  [
    {
      label: "the cost of the alternative",
      cues: ["alternative", "cost", "instead", "transition", "price"],
      opening: (f, t) =>
        `Second, the alternative is not free. The world the motion prefers is not a neutral baseline: ${t.actors[2]} would bear the cost of getting there, and the motion has not shown that cost is worth paying.`,
      core: (_f, t) => `the motion's alternative world has a price, and ${t.actors[2]} would pay it`,
    },
    {
      label: "agency",
      cues: ["choice", "choose", "agency", "decide", "freedom", "respect"],
      opening: (f, t) =>
        `Second, agency. People engage with ${f} for reasons of their own; treating those choices as a mistake to be regretted or overruled disrespects ${t.actors[0]}, who know their own lives best.`,
      core: (f, t) => `${t.actors[0]} engage with ${f} for their own reasons, and those choices deserve respect`,
    },
  ],
];

export function chooseArguments(parsed: ParsedMotion, side: Side, _theme: Theme, seed: number): [Arg, Arg] {
  const policy = parsed.kind === "would" || parsed.kind === "other";
  const [first, second] = policy ? (side === "Government" ? POLICY_GOV : POLICY_OPP) : side === "Government" ? VALUE_GOV : VALUE_OPP;
  return [first[seed % first.length], second[Math.floor(seed / 7) % second.length]];
}
