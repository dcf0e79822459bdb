// Rebuttal moves against one quoted claim: link, impact, counter-mechanism, turn and weighing, each a cite of the
// student's words and an objection; an objection with `when` only fits some claims, and a spent one is not
// reused in a round.
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
  /** The reply has already quoted `q`: the move refers back to it rather than quoting it a second time. */
  again?: boolean;
  /** Which wording cites the claim: the reply gives each claim it answers its own. */
  cite: number;
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

/** One objection of a move, said after the student's words are cited: a clause that reads after "<cite>: ". */
interface Body {
  /** A fixed piece of the objection: a spent body is not used again in the round, whatever the cite. */
  sig: string;
  say: (x: ClaimCtx) => string;
  when?: (x: ClaimCtx) => boolean;
}

/** How a move cites the claim it answers; each goes with every objection. */
const CITES: ((x: ClaimCtx) => string)[] = [
  (x) => `You said "${x.q}"`,
  (x) => `On "${x.q}"`,
  (x) => `Take your claim, "${x.q}"`,
  (x) => `Look again at "${x.q}"`,
  (x) => `As for "${x.q}"`,
  (x) => `Your speech rests on "${x.q}"`,
  (x) => `Now to "${x.q}"`,
  (x) => `Consider "${x.q}"`,
  (x) => `You told the judge "${x.q}"`,
  (x) => `Then there is "${x.q}"`,
];

/** How a move refers back to a claim the reply has just quoted. */
const BACK_REFERENCES = [
  "Taken on its own terms",
  "Even read generously",
  "And on its substance",
  "Even so",
  "Look closer at that line",
  "Read closely",
  "Put that claim to the test",
  "On the merits",
  "Give it a fair hearing all the same",
  "And the reasoning behind it",
];

/**
 * A move's variants, one per objection, each said after a cite of the student's words. The reply numbers the claims
 * it answers (`cite`, from its seed), so the claims of one reply are cited in different words and two rounds that
 * meet the same kind of claim rarely answer it in the same sentence (as typed/composed.ts does for other lines).
 */
const cited = (bodies: Body[]): Variant<ClaimCtx>[] =>
  bodies.map((b) => ({
    sig: b.sig,
    when: b.when,
    render: (x: ClaimCtx) => `${x.again ? BACK_REFERENCES[x.cite % BACK_REFERENCES.length] : CITES[x.cite % CITES.length](x)}: ${b.say(x)}`,
  }));

const opp = (x: ClaimCtx) => x.side === "Opposition";

export const MOVE_VARIANTS: Record<Move, Variant<ClaimCtx>[]> = {
  link: cited([
    {
      sig: "the link is missing",
      say: (x) =>
        x.qr && x.qc
          ? `the link is missing, because you never say why "${x.qr}" would actually produce "${x.qc}".`
          : `the link is missing, because you never show the step between ${x.focus} and ${x.topic}.`,
    },
    {
      sig: "only follows if people behave",
      say: (x) =>
        `that only follows if people behave the way you assume, yet ${x.actors[0]} have other options and you have not shown why they would take the one you predict.`,
    },
    {
      sig: "correlation is not causation",
      when: (x) => !!x.causal && !x.figure,
      say: (x) =>
        `correlation is not causation, and ${x.topic} can change for reasons that have nothing to do with ${x.focus}, which you have not ruled out.`,
    },
    {
      sig: "rests on people acting",
      say: (x) =>
        `it rests on people acting as you predict, so tell us why they would, when people facing ${x.focus} have more than one way out.`,
    },
    {
      sig: "missing middle",
      say: (x) => `between ${x.focus} and ${x.topic} there is a missing middle, and the judge cannot fill it for you.`,
    },
    {
      sig: "show us the steps",
      say: (x) => `it gives us two ends of a chain, ${x.focus} at one and ${x.topic} at the other, so show us the steps between them.`,
    },
    {
      sig: "two assumptions",
      say: (x) =>
        `for that to hold, ${x.actors[0]} would have to act exactly as you predict and nothing else would change, which is two assumptions, and you have defended neither.`,
    },
    {
      sig: "stays an assertion until",
      say: (x) => `it stays an assertion until you explain why ${x.focus} would change anything about ${x.topic}.`,
    },
    {
      sig: "skips the hard part",
      say: (x) =>
        `it skips the hard part, which is how, in practice, the motion gets from words on paper to a change in what people do about ${x.focus}.`,
    },
    {
      sig: "could just as easily",
      say: () =>
        `the facts behind it could just as easily lead the other way, and you have not told the judge why yours is the likely path.`,
    },
  ]),
  impact: cited([
    {
      sig: "how large is that effect",
      say: (x) =>
        `even if we grant it, how large is that effect, and how many people does it reach, when a small, uncertain change in ${x.topic} cannot carry the whole motion?`,
    },
    {
      sig: "you still have not told us why it matters",
      say: (x) =>
        `suppose you are right, and you still have not told us why it matters more than what ${x.actors[0]} lose on our side of the ledger.`,
    },
    {
      sig: "real but limited",
      say: (x) =>
        `accept it for a moment, and the effect on ${x.topic} is real but limited, because the people it touches have other ways to get the same benefit.`,
    },
    {
      sig: "size it for us",
      say: (x) => `it names an effect on ${x.topic} but never says how much, or for how many, so size it for us.`,
    },
    {
      sig: "small next to",
      say: (x) =>
        `grant it, and it is still small next to our point on ${x.ours}, which touches ${x.actors[0]} every time, not now and then.`,
    },
    {
      sig: "who, exactly, feels it",
      say: (x) => `take it as true, and the judge still cannot weigh it until you say who, exactly, feels it on ${x.topic}, and how often.`,
    },
    {
      sig: "a cost worth paying",
      say: (x) => `even granting it, it is a cost worth paying next to what ${x.actors[0]} gain from our point on ${x.ours}.`,
    },
    {
      sig: "a maybe cannot outweigh a when",
      say: (x) => `that is a maybe, our point on ${x.ours} is a when, and a maybe cannot outweigh a when.`,
    },
    {
      sig: "happens either way",
      say: () => `much of what it describes happens either way, with or without the motion, so it cannot decide which side wins.`,
    },
    {
      sig: "speaks for one group",
      say: (x) =>
        `it speaks for one group, while our point on ${x.ours} reaches ${x.actors[0]} and ${x.actors[1]} alike, so the wider impact is ours.`,
    },
  ]),
  counter: cited(
    (
      [
        {
          sig: "there is a counter-mechanism",
          say: (x) =>
            opp(x)
              ? `there is a counter-mechanism, because people adapt and ${x.actors[0]} find workarounds, so the problem around ${x.topic} moves rather than disappears.`
              : `there is a counter-mechanism, because once the rules on ${x.focus} change, expectations change with them, and what looks like a cost today becomes the normal way of doing things.`,
        },
        {
          sig: "consider how people respond",
          say: (x) =>
            opp(x)
              ? `consider how people respond, because when the rules on ${x.focus} change, the most determined simply go elsewhere, and only those who were never the problem change what they do.`
              : `consider how people respond, because a sensible version of our side builds in support for ${x.actors[2]}, which removes exactly the harm around ${x.topic} that you describe.`,
        },
        {
          sig: "look at what happens next",
          say: (x) =>
            opp(x)
              ? `look at what happens next, when the burden lands on ${x.actors[1]}, who then have less time and money to deal with ${x.topic} in the first place.`
              : `look at what happens next, when ${x.actors[1]} adjust within a year or two while the benefits of our side keep accumulating.`,
        },
        {
          sig: "nobody stands still",
          say: (x) =>
            opp(x)
              ? `nobody stands still, so the people around ${x.topic} change course, and the harm you want to stop finds a new route.`
              : `nobody stands still, so habits around ${x.topic} settle within a year or two, and the cost you fear fades while our gain stays.`,
        },
        {
          sig: "the second step",
          say: (x) =>
            `follow it to the second step, where ${opp(x) ? "those with money adjust, and the rest are left holding the cost" : "the change is normal, and the resistance you predict has nothing to push against"}.`,
        },
        {
          sig: "meets a changed incentive",
          say: (x) =>
            `once the change to ${x.focus} is in place, it meets a changed incentive, and ${x.actors[0]} ${opp(x) ? "look for the cheapest way round it, so the cost lands elsewhere" : "adjust to the new normal, so the cost you predict shrinks with time"}.`,
        },
        {
          sig: "only as good as its enforcement",
          say: (x) =>
            opp(x)
              ? `a change is only as good as its enforcement, and on ${x.topic} enforcement falls to ${x.actors[1]}, who are already stretched.`
              : `a change is only as good as its enforcement, and one clear change to ${x.focus} is easier to enforce than the patchwork there is today.`,
        },
        {
          sig: "think about substitution",
          say: (x) =>
            opp(x)
              ? `think about substitution, since people who lose one route on ${x.topic} take the next one, often a worse one.`
              : `think about substitution, since the alternatives you fear are already there today, and our side makes the better route the easier one.`,
        },
        {
          sig: "who actually changes behaviour",
          say: (x) =>
            opp(x)
              ? `ask who actually changes behaviour, and it is rarely the people the change to ${x.focus} was meant for, and often those who were never the problem.`
              : `ask who actually changes behaviour, and it is those the change to ${x.focus} is aimed at, because for them ignoring it now has a real cost.`,
        },
        {
          sig: "a year into the policy",
          say: (x) =>
            `picture a year into the policy, when ${x.actors[1]} ${opp(x) ? `carry new costs and little about ${x.topic} has changed` : `have adapted and the gain on ${x.topic} is still there`}.`,
        },
      ] as Body[]
    ).map((b) => ({ ...b, when: policy })),
  ),
  turn: cited([
    {
      sig: "helps our side",
      say: (x) =>
        `in fact it helps our side, for anyone who cares that much about ${x.topic} should want what we offer, because ${sideReason(x)}.`,
    },
    {
      sig: "cuts the other way",
      say: (x) =>
        `your point about ${x.topic} cuts the other way, because the people who care most about it are ${x.actors[0]}, exactly the ones ${opp(x) ? "this motion would hurt" : "the status quo is already failing"}.`,
    },
    {
      sig: "let us turn it around",
      say: (x) =>
        `let us turn it around, because if it is true, that is a reason ${opp(x) ? "to solve the problem without the motion" : "to act now rather than wait"}, not a reason to side with you.`,
    },
    {
      sig: "belongs on our side",
      say: (x) => `read closely, it belongs on our side of the ledger, since anyone who cares about ${x.topic} should want what we want.`,
    },
    {
      sig: "the same value",
      say: (x) =>
        `we share the value behind it and differ on the means, and on ${x.topic} our means ${opp(x) ? "leave room to adjust" : "actually deliver it"}.`,
    },
    {
      sig: "proves our point rather than yours",
      say: (x) =>
        `it proves our point rather than yours, since the problem you describe is the one our side is built to meet, because ${sideReason(x)}.`,
    },
    {
      sig: "our side is the better answer to it",
      say: (x) => `the worry is real, and our side is the better answer to it, because ${sideReason(x)}.`,
    },
    {
      sig: "a reason to back us",
      say: (x) =>
        `you have given the judge a reason to back us, because those most exposed on ${x.topic} are ${x.actors[0]}, and our side is the one that looks after them.`,
    },
    {
      sig: "it is the conclusion that fails",
      say: (x) => `we accept the premise, but it is the conclusion that fails, because on ${x.topic} that premise points to our side.`,
    },
    {
      sig: "follow your own logic",
      say: (x) => `follow your own logic one step further and it lands on our side, because ${sideReason(x)}.`,
    },
  ]),
  weighing: cited([
    {
      sig: "probability and scale both favour us",
      say: (x) =>
        `weigh it against our case, and ours reaches ${x.actors[0]} directly and with high probability while yours depends on several steps all going right, so probability and scale both favour us.`,
    },
    {
      sig: "long-term effects should weigh more",
      say: (x) =>
        `your point on ${x.topic} is about the short term, while our point on ${x.ours} shapes what ${x.actors[1]} experience for years, and long-term effects should weigh more.`,
    },
    {
      sig: "breadth should decide this clash",
      say: (x) =>
        `even on your best case, it helps some people some of the time, while our point on ${x.ours} reaches ${x.actors[0]} every day, and breadth should decide this clash.`,
    },
    {
      sig: "which lasts longer",
      say: (x) =>
        `ask which lasts longer, and it is our point on ${x.ours}, which holds for ${x.actors[1]} year after year, so ours weighs more.`,
    },
    {
      sig: "that asymmetry decides it",
      say: (x) =>
        `if we are wrong, people recover from the cost you name, but if you are wrong about our point on ${x.ours}, ${x.actors[2]} cannot, and that asymmetry decides it.`,
    },
    {
      sig: "weigh reversibility",
      say: (x) =>
        `weigh reversibility, since a mistake there can be corrected next year, while the harm in our point on ${x.ours} cannot be undone for ${x.actors[2]}.`,
    },
    {
      sig: "a likely effect against a possible one",
      say: (x) =>
        `put a likely effect against a possible one, since our point on ${x.ours} follows directly for ${x.actors[0]}, while yours needs several things to go your way.`,
    },
    {
      sig: "who has the least say",
      say: (x) =>
        `weigh by who has the least say, since ${x.actors[2]} cannot opt out of what our point on ${x.ours} describes, while the people in your claim have choices, so ours counts for more.`,
    },
    {
      sig: "ours is the bigger impact",
      say: (x) =>
        `even if both are true, ours is the bigger impact, since yours touches part of ${x.topic} while our point on ${x.ours} touches everyone the motion reaches.`,
    },
    {
      sig: "take a risk on your word",
      say: (x) =>
        `on the burden of proof, it asks the judge to take a risk on your word, and our point on ${x.ours} asks for no such leap.`,
    },
  ]),
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
