// Rebuttal moves against one quoted claim: link, impact, counter-mechanism, turn and weighing, each in
// variants; a variant with \`when\` only fits some claims, and a spent variant is not reused in a round.
import type { Side } from "#shared/sides.ts";

export interface Variant<T> {
  /** A fixed piece of the rendered text; if an earlier reply contains it, the variant is spent. */
  sig: string;
  render: (x: T) => string;
  /** When the variant fits the claim at all ("correlation is not causation" needs a causal claim, not a figure). */
  when?: (x: T) => boolean;
}

/** Who a motion without a brief affects, said without naming anyone the motion does not name. */
export const PEOPLE = ["the people it affects", "those who live with the result", "those with the least say"] as const;

export interface ClaimCtx {
  q: string;
  /** The claim states a cause ("because", "leads to"), and whether it rests on a figure. */
  causal?: boolean;
  figure?: boolean;
  qr?: string;
  qc?: string;
  topic: string;
  focus: string;
  side: Side;
  actors: readonly [string, string, string];
  ours: string;
  valueMotion: boolean;
}

export type Move = "link" | "impact" | "counter" | "turn" | "weighing";
/** A counter-mechanism is how people respond to a change of rules: it fits a motion that acts, not a verdict
 * ("regrets the rise of …"), where "those with money adjust" answers nothing. */
const policy = (x: ClaimCtx) => !x.valueMotion;
export const MOVES: Move[] = ["link", "impact", "counter", "turn", "weighing"];

export const MOVE_VARIANTS: Record<Move, Variant<ClaimCtx>[]> = {
  link: [
    {
      sig: "The link is missing",
      render: (x) =>
        `You said "${x.q}", but the link is missing: ${x.qr && x.qc ? `why would "${x.qr}" actually produce "${x.qc}"` : `what is the step between ${x.focus} and ${x.topic}`}? Until you show that step, "${x.q}" is an assertion, not an argument.`,
    },
    {
      sig: "only follows if people behave",
      render: (x) =>
        `On "${x.q}": that only follows if people behave the way you assume, yet ${x.actors[0]} have other options and you have not shown why they would take the one you predict.`,
    },
    {
      sig: "correlation is not causation",
      when: (x) => !!x.causal && !x.figure,
      render: (x) =>
        `Take your claim that "${x.q}": correlation is not causation, and ${x.topic} can change for reasons that have nothing to do with ${x.focus}, and you have not ruled them out.`,
    },
    {
      sig: "rests on people acting",
      render: (x) =>
        `"${x.q}" rests on people acting as you predict; tell us why they would, when ${x.focus} gives them more than one way out.`,
    },
    {
      sig: "missing middle",
      render: (x) => `Between ${x.focus} and ${x.topic} there is a missing middle in "${x.q}", and the judge cannot fill it for you.`,
    },
    {
      sig: "Show us the steps",
      render: (x) =>
        `"${x.q}" gives us two ends of a chain, ${x.focus} at one and ${x.topic} at the other. Show us the steps between them.`,
    },
    {
      sig: "two assumptions",
      render: (x) =>
        `For "${x.q}" to hold, ${x.actors[0]} would have to act exactly as you predict and nothing else would change: that is two assumptions, and you have defended neither.`,
    },
    {
      sig: "stays an assertion until",
      render: (x) => `"${x.q}" stays an assertion until you explain why ${x.focus} would change anything about ${x.topic}.`,
    },
    {
      sig: "skips the hard part",
      render: (x) =>
        `"${x.q}" skips the hard part: how, in practice, does ${x.focus} get from words on paper to a change in what people do?`,
    },
    {
      sig: "could just as easily",
      render: (x) =>
        `The facts behind "${x.q}" could just as easily lead the other way, and you have not told the judge why yours is the likely path.`,
    },
  ],
  impact: [
    {
      sig: "how large is that effect",
      render: (x) =>
        `Even if we grant "${x.q}", how large is that effect, and how many people does it reach, when a small, uncertain change in ${x.topic} cannot carry the whole motion?`,
    },
    {
      sig: "you still have not told us why it matters",
      render: (x) =>
        `Suppose you are right that "${x.q}": you still have not told us why it matters more than what ${x.actors[0]} lose on our side of the ledger.`,
    },
    {
      sig: "real but limited",
      render: (x) =>
        `Accept "${x.q}" for a moment: the effect on ${x.topic} is real but limited, and the people it touches have other ways to get the same benefit.`,
    },
    {
      sig: "size it for us",
      render: (x) => `Size it for us: "${x.q}" names an effect on ${x.topic} but never says how much, or for how many.`,
    },
    {
      sig: "small next to",
      render: (x) =>
        `Grant "${x.q}" and it is still small next to our point on ${x.ours}, which touches ${x.actors[0]} every time, not now and then.`,
    },
    {
      sig: "who, exactly, feels it",
      render: (x) =>
        `Take "${x.q}" as true, and the judge still cannot weigh it until you say who, exactly, feels it on ${x.topic}, and how often.`,
    },
    {
      sig: "a cost worth paying",
      render: (x) => `Even granting "${x.q}", it is a cost worth paying next to what ${x.actors[0]} gain from our point on ${x.ours}.`,
    },
    {
      sig: "cannot weigh a maybe",
      render: (x) => `"${x.q}" is a maybe; our point on ${x.ours} is a when, and a maybe cannot outweigh a when.`,
    },
    {
      sig: "happens either way",
      render: (x) => `Much of what "${x.q}" describes happens either way, with or without the motion, so it cannot decide which side wins.`,
    },
    {
      sig: "speaks for one group",
      render: (x) =>
        `"${x.q}" speaks for one group; our point on ${x.ours} reaches ${x.actors[0]} and ${x.actors[1]} alike, so the wider impact is ours.`,
    },
  ],
  counter: [
    {
      sig: "There is a counter-mechanism",
      when: policy,
      render: (x) =>
        x.side === "Opposition"
          ? `There is a counter-mechanism to "${x.q}": people adapt, and ${x.actors[0]} find workarounds, so the problem around ${x.topic} moves rather than disappears.`
          : `There is a counter-mechanism to "${x.q}": once the rules on ${x.focus} change, expectations change with them, and what looks like a cost today becomes the normal way of doing things.`,
    },
    {
      sig: "consider how people respond",
      when: policy,
      render: (x) =>
        x.side === "Opposition"
          ? `Against "${x.q}", consider how people respond: when the rules on ${x.focus} change, the most determined simply go elsewhere, and only those who were never the problem change what they do.`
          : `Against "${x.q}", consider how people respond: a sensible version of our side builds in support for ${x.actors[2]}, which removes exactly the harm around ${x.topic} that you describe.`,
    },
    {
      sig: "Look at what happens next",
      when: policy,
      render: (x) =>
        x.side === "Opposition"
          ? `Look at what happens next after "${x.q}": the burden lands on ${x.actors[1]}, who then have less time and money to deal with ${x.topic} in the first place.`
          : `Look at what happens next after "${x.q}": ${x.actors[1]} adjust within a year or two, while the benefits of our side keep accumulating.`,
    },
    {
      sig: "nobody stands still",
      when: policy,
      render: (x) =>
        x.side === "Opposition"
          ? `Nobody stands still after "${x.q}": the people around ${x.topic} change course, and the harm you want to stop finds a new route.`
          : `Nobody stands still after "${x.q}": habits around ${x.topic} settle within a year or two, so the cost you fear fades while our gain stays.`,
    },
    {
      sig: "the second step",
      when: policy,
      render: (x) =>
        `Follow "${x.q}" to the second step: ${x.side === "Opposition" ? "those with money adjust, and the rest are left holding the cost" : "once the change is normal, the resistance you predict has nothing to push against"}.`,
    },
    {
      sig: "meets a changed incentive",
      when: policy,
      render: (x) =>
        `Once the change to ${x.focus} is in place, "${x.q}" meets a changed incentive: ${x.actors[0]} ${x.side === "Opposition" ? "look for the cheapest way round it, and the cost lands elsewhere" : "adjust to the new normal, and the cost you predict shrinks with time"}.`,
    },
    {
      sig: "only as good as its enforcement",
      when: policy,
      render: (x) =>
        x.side === "Opposition"
          ? `Against "${x.q}": a change is only as good as its enforcement, and on ${x.topic} enforcement falls to ${x.actors[1]}, who are already stretched.`
          : `Against "${x.q}": a change is only as good as its enforcement, and one clear change to ${x.focus} is easier to enforce than the patchwork there is today.`,
    },
    {
      sig: "Think about substitution",
      when: policy,
      render: (x) =>
        x.side === "Opposition"
          ? `Think about substitution after "${x.q}": close one route on ${x.topic} and people take the next one, often a worse one.`
          : `Think about substitution after "${x.q}": the alternatives you fear are already there today, and our side makes the better route the easier one.`,
    },
    {
      sig: "who actually changes behaviour",
      when: policy,
      render: (x) =>
        x.side === "Opposition"
          ? `Ask who actually changes behaviour after "${x.q}": rarely the people the change to ${x.focus} was meant for, and often those who were never the problem.`
          : `Ask who actually changes behaviour after "${x.q}": those the change to ${x.focus} is aimed at, because for them ignoring it now has a real cost.`,
    },
    {
      sig: "a year into the policy",
      when: policy,
      render: (x) =>
        `Picture a year into the policy behind "${x.q}": ${x.actors[1]} ${x.side === "Opposition" ? "carry new costs, and " + x.topic + " looks much as it did before" : "have adapted, and the gain on " + x.topic + " is still there"}.`,
    },
  ],
  turn: [
    {
      sig: "helps our side",
      render: (x) =>
        `In fact "${x.q}" helps our side: if ${x.topic} matters that much, it is our side that protects it, because ${sideReason(x)}.`,
    },
    {
      sig: "cuts the other way",
      render: (x) =>
        `Your point about ${x.topic} cuts the other way, because the people who care most about it are ${x.actors[0]}, exactly the ones ${x.side === "Opposition" ? "this motion would hurt" : "the status quo is already failing"}.`,
    },
    {
      sig: "Let us turn it around",
      render: (x) =>
        `Let us turn it around: if "${x.q}" is true, that is a reason ${x.side === "Opposition" ? "to solve the problem without the motion" : "to act now rather than wait"}, not a reason to side with you.`,
    },
    {
      sig: "belongs on our side",
      render: (x) => `Read closely, "${x.q}" belongs on our side of the ledger: care about ${x.topic} and you should want what we want.`,
    },
    {
      sig: "the same value",
      render: (x) =>
        `We share the value behind "${x.q}"; we differ on the means, and on ${x.topic} our means ${x.side === "Opposition" ? "leave room to adjust" : "actually deliver it"}.`,
    },
    {
      sig: "proves our point rather than yours",
      render: (x) =>
        `"${x.q}" proves our point rather than yours: the problem you describe is the one our side is built to meet, because ${sideReason(x)}.`,
    },
    {
      sig: "the better answer to your own worry",
      render: (x) => `The worry in "${x.q}" is real, and our side is the better answer to it, because ${sideReason(x)}.`,
    },
    {
      sig: "a reason to back us",
      render: (x) =>
        `With "${x.q}", you have given the judge a reason to back us: those most exposed on ${x.topic} are ${x.actors[0]}, and our side is the one that looks after them.`,
    },
    {
      sig: "it is the conclusion that fails",
      render: (x) =>
        `We accept the premise of "${x.q}"; it is the conclusion that fails, because on ${x.topic} that premise points to our side.`,
    },
    {
      sig: "Follow your own logic",
      render: (x) => `Follow your own logic in "${x.q}" one step further and it lands on our side: ${sideReason(x)}.`,
    },
  ],
  weighing: [
    {
      sig: "probability and scale both favour us",
      render: (x) =>
        `Let's weigh "${x.q}" against our case: ours reaches ${x.actors[0]} directly and with high probability, yours depends on several steps all going right, so probability and scale both favour us.`,
    },
    {
      sig: "long-term effects should weigh more",
      render: (x) =>
        `Compare: your point on ${x.topic} is about the short term, while our point on ${x.ours} shapes what ${x.actors[1]} experience for years, and long-term effects should weigh more.`,
    },
    {
      sig: "breadth should decide this clash",
      render: (x) =>
        `Even on your best case, "${x.q}" helps some people some of the time; our point on ${x.ours} reaches ${x.actors[0]} every day, and breadth should decide this clash.`,
    },
    {
      sig: "which lasts longer",
      render: (x) =>
        `Ask which lasts longer: the effect in "${x.q}", or our point on ${x.ours}, which holds for ${x.actors[1]} year after year. Ours does, so ours weighs more.`,
    },
    {
      sig: "who can recover",
      render: (x) =>
        `If we are wrong, people recover from the cost you name in "${x.q}"; if you are wrong about our point on ${x.ours}, ${x.actors[2]} cannot, and that asymmetry decides it.`,
    },
    {
      sig: "Weigh reversibility",
      render: (x) =>
        `Weigh reversibility: a mistake on "${x.q}" can be corrected next year, while the harm in our point on ${x.ours} cannot be undone for ${x.actors[2]}.`,
    },
    {
      sig: "a likely effect against a possible one",
      render: (x) =>
        `Put a likely effect against a possible one: our point on ${x.ours} follows directly for ${x.actors[0]}, while "${x.q}" needs several things to go your way.`,
    },
    {
      sig: "who has the least say",
      render: (x) =>
        `Weigh by who has the least say: ${x.actors[2]} cannot opt out of what our point on ${x.ours} describes, while those in "${x.q}" have choices, so ours counts for more.`,
    },
    {
      sig: "ours is the bigger impact",
      render: (x) =>
        `Even if both are true, ours is the bigger impact: "${x.q}" touches part of ${x.topic}, while our point on ${x.ours} touches everyone the motion reaches.`,
    },
    {
      sig: "take a risk on your word",
      render: (x) =>
        `On the burden of proof: "${x.q}" asks the judge to take a risk on your word, and our point on ${x.ours} asks for no such leap.`,
    },
  ],
};

function sideReason(x: ClaimCtx): string {
  if (x.valueMotion)
    return x.side === "Government"
      ? "we take the problem seriously rather than explaining it away"
      : "we judge each case on its merits instead of issuing one verdict for all of them";
  return x.side === "Government"
    ? "we put a clear rule where today there is only hope"
    : "we keep the flexibility to respond case by case instead of betting everything on one rule";
}
