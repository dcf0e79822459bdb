// What a typed motion's change does, argued for each side, by the kind of change (a ban, a duty, a gift, a
// permission, a charge, a switch), and what a motion that judges rather than acts is about. Each line reasons
// about the motion and carries the title it is argued under; none states a fact about the world.
import type { Side } from "#shared/sides.ts";
import type { ActionKind } from "./parts";

export type Mechanism = (focus: string, change: string) => string;
/** A line on what the change does, with the title it is argued under ("where the demand goes"). */
export type Titled = [string, Mechanism];

/** What the change does, for the side that wants it and the side that does not. */
export const CHANGES: Record<Exclude<ActionKind, "judge">, Record<Side, Titled[]>> = {
  stop: {
    Government: [
      [
        "what the ban changes",
        (f) =>
          `a rule that ends ${f} changes what is normal: it stops being an ordinary choice, and whoever breaks the rule becomes the exception`,
      ],
      [
        "where the burden lies",
        (f) =>
          `so long as the law allows ${f}, every harm done is treated as the price of freedom; ending ${f} puts the burden on those who want it back`,
      ],
      ["who bears the harm", (f) => `the costs of ${f} fall on people who had little say, and a ban is the surest way to protect them`],
      [
        "the signal a ban sends",
        (_f, ch) =>
          `when we ${ch}, we say plainly that the harm is not acceptable, and habits follow what a society is willing to say plainly`,
      ],
      [
        "why half-measures fail",
        (f) =>
          `warnings and voluntary codes on ${f} tend to be ignored by exactly those who cause most harm, while a clear line is easier to keep and to police`,
      ],
    ],
    Opposition: [
      [
        "where the demand goes",
        (f) => `ending ${f} by rule does not end the demand, so the demand moves somewhere less visible and harder to keep safe`,
      ],
      ["the many and the few", (f) => `a ban on ${f} punishes the many who cause no harm for the harm done by the few who do`],
      [
        "a better tool than a ban",
        (f) =>
          `the harms of ${f} can be cut by rules on how, when and where, which keep what is good and target what is not; a ban throws both away`,
      ],
      [
        "what enforcement costs",
        (_f, ch) => `to ${ch} means policing it, and that time and money comes out of work that protects people from worse`,
      ],
      [
        "what is lost",
        (f) => `people value ${f} for reasons the motion never weighs, and a ban takes that from everyone to stop a harm only some suffer`,
      ],
    ],
  },
  require: {
    Government: [
      [
        "what the requirement achieves",
        (_f, ch) => `a rule to ${ch} reaches everyone at once, including those who would never have chosen it and who often gain the most`,
      ],
      [
        "closing the gap",
        (f) => `left to choice, the people who most need ${f} are the least likely to take it up, and a rule closes that gap`,
      ],
      [
        "a level field",
        (_f, ch) => `once we ${ch}, nobody is put at a disadvantage for doing the right thing, and nobody gains by cutting the corner`,
      ],
      [
        "habits that last",
        (f) => `a requirement turns ${f} from an effort into a habit, and habits outlast campaigns that depend on goodwill`,
      ],
      [
        "the cost of waiting",
        (f) => `every year without a rule on ${f}, those who go without pay later, and so, usually, does everyone else`,
      ],
    ],
    Opposition: [
      ["a box to tick", (_f, ch) => `a rule to ${ch} costs most for those least able to comply, and it swaps judgement for a box to tick`],
      [
        "compliance without benefit",
        (_f, ch) => `what people are made to do they do grudgingly, so a rule to ${ch} buys compliance, not the benefit it promises`,
      ],
      [
        "one size for everyone",
        (f) => `a rule about ${f} has to fit every case at once, and the cases it fits worst are the ones with the best reasons to differ`,
      ],
      [
        "the cost of checking",
        (_f, ch) => `to ${ch} needs someone to check, chase and punish, and that machinery costs more than the motion admits`,
      ],
      [
        "the case for persuasion",
        (f) =>
          `people take up ${f} when they are persuaded, and a rule skips the persuading, so it breeds the resentment that makes people resist`,
      ],
    ],
  },
  provide: {
    Government: [
      ["who asks for help", (_f, ch) => `to ${ch} removes the cost and the stigma that keep those who need it most from asking for it`],
      [
        "a right rather than a favour",
        (_f, ch) =>
          `if we ${ch}, it becomes a right that cannot be quietly withdrawn from the few, and it reaches people no means test would find`,
      ],
      [
        "what it is worth to those who get it",
        (f) => `for those who have least, ${f} is not a luxury but the thing that makes the rest of life possible`,
      ],
      [
        "the cost of going without",
        (_f, ch) =>
          `the cost to ${ch} is visible, but the cost of going without is paid anyway, later and more dearly, in health, lost work and wasted talent`,
      ],
      ["a shared stake", (f) => `when everyone has a share in ${f}, everyone has a reason to defend it, and that keeps its quality up`],
    ],
    Opposition: [
      [
        "what else the money buys",
        (_f, ch) =>
          `every pound spent to ${ch} is a pound not spent on something else, and a universal offer goes to many who never needed it`,
      ],
      ["who pays", (_f, ch) => `if we ${ch}, everyone pays for it, including those it does nothing for`],
      [
        "better uses of the money",
        (f) => `the same money spent where need is greatest would do more good than ${f} spread thinly across everyone`,
      ],
      [
        "what free does to value",
        (f) => `what costs nothing is easily wasted, and ${f} given away risks being used carelessly by those who never needed it`,
      ],
      [
        "a promise hard to keep",
        (_f, ch) => `a promise to ${ch} is easy to make and hard to keep, and when the money runs short the quality falls first`,
      ],
    ],
  },
  build: {
    Government: [
      [
        "what stands behind it",
        (f) => `what stands behind ${f} is worth protecting, and every year of delay adds to the damage it would have prevented`,
      ],
      ["a cost paid once", (_f, ch) => `to ${ch} is a cost paid once for a benefit that lasts for decades, shared by people not yet born`],
      [
        "the price of doing nothing",
        (_f, ch) => `refusing to ${ch} is not free: the bill for doing nothing arrives anyway, later, larger and without warning`,
      ],
      [
        "what nobody can build alone",
        (f) => `no household or firm could provide ${f} alone, so only a shared decision gets it built at all`,
      ],
      ["room to plan", (f) => `with ${f} in place, people and businesses can plan for the long term instead of waiting for the next loss`],
    ],
    Opposition: [
      [
        "what else the money could do",
        (_f, ch) => `the money it takes to ${ch} could do more good elsewhere, and once it is spent it cannot be spent again`,
      ],
      [
        "costs that overrun",
        (_f, ch) => `big projects rarely come in on time or on budget, and the plan to ${ch} asks people to carry that risk`,
      ],
      ["decades of upkeep", (f) => `building ${f} commits us to decades of upkeep, even if better options appear`],
      [
        "false security",
        (f) => `people come to rely on ${f} completely and settle where they should not, so the harm is greater on the day it fails`,
      ],
      [
        "years of disruption",
        (_f, ch) => `the plan to ${ch} brings years of disruption to the people who live nearby, who were never asked`,
      ],
    ],
  },
  allow: {
    Government: [
      [
        "bringing it into the open",
        (_f, ch) =>
          `to ${ch} brings into the open what happens anyway in private, where it can be watched, made safer and held to standards`,
      ],
      [
        "who profits from the rule",
        (f) => `a rule against ${f} only decides who profits from it and who gets hurt, since people seek it regardless`,
      ],
      [
        "trust in people",
        (f) => `adults can weigh the risks of ${f} for themselves, and a free society needs a reason stronger than disapproval to say no`,
      ],
      [
        "what the rule costs now",
        (_f, ch) =>
          `refusing to ${ch} does not make the demand go away; it only means those involved take risks without help or protection`,
      ],
      [
        "room to learn",
        (_f, ch) =>
          `to ${ch} lets us learn from what actually happens instead of arguing about fears, and what goes wrong can be tightened later`,
      ],
    ],
    Opposition: [
      [
        "what approval signals",
        (_f, ch) => `once we ${ch}, it starts to look approved, so more people try it, including those least able to handle it`,
      ],
      [
        "a step hard to undo",
        (_f, ch) => `once we ${ch}, it is very hard to take back, so the mistakes of the change are locked in for good`,
      ],
      ["pressure on the reluctant", (f) => `once the law permits ${f}, those who would rather stay out come under pressure to go along`],
      [
        "a door that widens",
        (f) => `each step toward ${f} becomes the starting point for the next demand, and the limits set today rarely hold`,
      ],
      ["who is left to cope", (f) => `the harm from ${f} lands on families, schools and services that had no say in the change`],
    ],
  },
  charge: {
    Government: [
      [
        "behaviour at the margin",
        (_f, ch) => `to ${ch} changes behaviour at the margin without forbidding anything, and the money raised can repair the harm`,
      ],
      [
        "a price on the harm",
        (f) => `a price on ${f} tells everyone what the harm costs, and leaves each person free to decide whether it is worth paying`,
      ],
      [
        "making the cost visible",
        (f) => `the harm from ${f} is paid today by people who never chose it, and a charge moves that cost back to those who do`,
      ],
      [
        "money for the repair",
        (_f, ch) => `to ${ch} raises money at the very point the harm is done, and that money can go to those who bear it`,
      ],
      [
        "a nudge rather than a ban",
        (f) => `a charge on ${f} leaves the choice open while making the cheaper, cleaner option the obvious one`,
      ],
    ],
    Opposition: [
      [
        "who feels the charge",
        (_f, ch) => `the decision to ${ch} falls hardest on those with the least, who spend a larger share of what they have`,
      ],
      [
        "who can still take part",
        (_f, ch) => `those who can afford it carry on as before, so to ${ch} changes little except who can still take part`,
      ],
      [
        "money that goes astray",
        (f) =>
          `the money raised from ${f} rarely stays with the harm: it goes to general spending, and the charge becomes a habit of government`,
      ],
      ["avoidance", (f) => `those who pay the most find ways around a charge on ${f}, so the burden ends up on those who cannot`],
      [
        "the wrong target",
        (f) =>
          `a charge on ${f} treats the symptom, while the cause stays untouched and the people paying resent a rule that changes nothing`,
      ],
    ],
  },
  replace: {
    Government: [
      [
        "judged on results",
        (_f, ch) => `the present arrangement has had its chance, and to ${ch} lets a new one be judged on results rather than habit`,
      ],
      [
        "the pull of habit",
        (_f, ch) => `keeping things as they are is not a reason in itself; the question is whether to ${ch} serves people better from here`,
      ],
      [
        "faults built in",
        (f) =>
          `the faults in the present way of handling ${f} are built in, and patching them has been tried; only a change of structure reaches them`,
      ],
      [
        "whom the present suits",
        (_f, ch) => `the loudest voices against the plan to ${ch} are those the present arrangement suits, not those it fails`,
      ],
      [
        "a record to judge",
        (_f, ch) =>
          `the decision to ${ch} can be judged in a few years by what it delivers, which is more than defenders of the present arrangement offer`,
      ],
    ],
    Opposition: [
      [
        "the cost of switching",
        (_f, ch) => `what exists works well enough to be relied on, and to ${ch} brings costs of transition that fall on people now`,
      ],
      [
        "a forecast against a cost",
        (_f, ch) => `the promised gains if we ${ch} are a forecast, while the costs are certain and come first`,
      ],
      [
        "repair where it stands",
        (f) => `the present arrangement for ${f} has known faults that can be fixed where they are, without tearing down what works`,
      ],
      [
        "the years of transition",
        (_f, ch) => `the years it takes to ${ch} are years of confusion, and the people who depend on the old arrangement suffer the gap`,
      ],
      [
        "a promise with no record",
        (f) => `the new arrangement for ${f} has no record here, so the motion asks us to trade a known system for a hope`,
      ],
    ],
  },
};

/** What a motion that judges rather than acts is about, for each side, each line with its title. */
export const VERDICTS: Record<Side, Titled[]> = {
  Government: [
    [
      "the people who live with it",
      (f) => `the fair test of ${f} is what happens to the people who live with the results, and on that test the motion's verdict holds`,
    ],
    [
      "intentions against results",
      (f) => `the good said of ${f} is mostly about intentions, while the motion looks at what actually happens`,
    ],
    ["who bears the costs", (f) => `a fair look at ${f} starts from the people who bear its costs, not from those who speak for it`],
    [
      "what those closest report",
      (f) => `to defend ${f} you have to explain away what those closest to the question report, and the motion refuses to do that`,
    ],
    [
      "where the burden sits",
      (f) => `the burden sits with those who praise ${f}: if the benefits were as large as claimed, the doubts would not keep returning`,
    ],
    [
      "the pull of habit",
      (f) => `people defend ${f} out of habit, but habit is not a reason, and the case falls apart once you ask whom it serves`,
    ],
    [
      "costs that are easy to ignore",
      (f) => `the costs of ${f} are spread thinly and quietly, which is exactly why they are easy to ignore and why the motion matters`,
    ],
    ["who lives with the results", (f) => `look at who has to live with the results of ${f}, and the verdict this motion reaches follows`],
  ],
  Opposition: [
    [
      "the whole record",
      (f) => `the motion judges all of ${f} by the worst cases, and a fair verdict counts what is gained as well as what is lost`,
    ],
    [
      "many cases under one name",
      (f) => `a label like ${f} covers many different cases, and a verdict that fits some of them fails the rest`,
    ],
    [
      "the experience of those who value it",
      (f) => `a verdict against ${f} asks those who value it to accept that their experience does not count`,
    ],
    [
      "faults that can be fixed",
      (f) => `the faults found in ${f} are fixable within it, so they call for repair, not for the verdict this motion wants`,
    ],
    [
      "other causes",
      (f) => `what the motion blames on ${f} has other causes too, and a verdict that ignores them lands on the wrong target`,
    ],
    [
      "choices that deserve respect",
      (f) => `those who take part in ${f} chose it for reasons the motion dismisses, and their choices deserve more respect than that`,
    ],
    [
      "the honest comparison",
      (f) => `the motion compares ${f} with a perfect world, when the honest comparison is with what would actually take its place`,
    ],
    [
      "everyday benefits",
      (f) => `the benefits of ${f} are ordinary and everyday, which is why a debate about the worst moments misses them`,
    ],
  ],
};
