// The case a side runs on a typed motion with no brief: three arguments built from the motion's parts —
// who acts, what changes, for whom — each a line of reasoning about this motion, never a fact about the
// world the opponent cannot back. The wording of each is chosen by the motion (parts.ts), so two motions
// rarely share a frame.
import type { Side } from "#shared/sides.ts";
import type { DebateArgument } from "#server/ai/engine/offline/opponent/arguments.ts";
import { choose, type ActionKind, type Flavour, type MotionParts } from "./parts";

type Mechanism = (focus: string, change: string) => string;

/** What the change does, for the side that wants it and the side that does not. */
const CHANGES: Record<ActionKind, Record<Side, Mechanism[]>> = {
  stop: {
    Government: [
      (f) =>
        `a rule that ends ${f} changes what is normal: it stops being an ordinary choice, and whoever breaks the rule becomes the exception`,
      (f) =>
        `so long as the law allows ${f}, every harm done is treated as the price of freedom; ending ${f} puts the burden on those who want it back`,
    ],
    Opposition: [
      (f) => `ending ${f} by rule does not end the demand, so the demand moves somewhere less visible and harder to keep safe`,
      (f) => `a ban on ${f} punishes the many who cause no harm for the harm done by the few who do`,
    ],
  },
  require: {
    Government: [
      (_f, ch) => `a rule to ${ch} reaches everyone at once, including those who would never have chosen it and who often gain the most`,
      (f) => `left to choice, the people who most need ${f} are the least likely to take it up, and a rule closes that gap`,
    ],
    Opposition: [
      (_f, ch) => `a rule to ${ch} costs most for those least able to comply, and it swaps judgement for a box to tick`,
      (_f, ch) => `what people are made to do they do grudgingly, so a rule to ${ch} buys compliance, not the benefit it promises`,
    ],
  },
  provide: {
    Government: [
      (_f, ch) => `to ${ch} removes the cost and the stigma that keep those who need it most from asking for it`,
      (_f, ch) =>
        `if we ${ch}, it becomes a right that cannot be quietly withdrawn from the few, and it reaches people no means test would find`,
    ],
    Opposition: [
      (_f, ch) =>
        `every pound spent to ${ch} is a pound not spent on something else, and a universal offer goes to many who never needed it`,
      (_f, ch) => `if we ${ch}, everyone pays for it, including those it does nothing for`,
    ],
  },
  allow: {
    Government: [
      (_f, ch) => `to ${ch} brings into the open what happens anyway in private, where it can be watched, made safer and held to standards`,
      (f) => `a rule against ${f} only decides who profits from it and who gets hurt, since people seek it regardless`,
    ],
    Opposition: [
      (_f, ch) => `once we ${ch}, it starts to look approved, so more people try it, including those least able to handle it`,
      (_f, ch) => `once we ${ch}, it is very hard to take back, so the mistakes of the change are locked in for good`,
    ],
  },
  charge: {
    Government: [
      (_f, ch) => `to ${ch} changes behaviour at the margin without forbidding anything, and the money raised can repair the harm`,
      (f) => `a price on ${f} tells everyone what the harm costs, and leaves each person free to decide whether it is worth paying`,
    ],
    Opposition: [
      (_f, ch) => `the decision to ${ch} falls hardest on those with the least, who spend a larger share of what they have`,
      (_f, ch) => `those who can afford it carry on as before, so to ${ch} changes little except who can still take part`,
    ],
  },
  replace: {
    Government: [
      (_f, ch) => `the present arrangement has had its chance, and to ${ch} lets a new one be judged on results rather than habit`,
      (_f, ch) => `keeping things as they are is not a reason in itself; the question is whether to ${ch} serves people better from here`,
    ],
    Opposition: [
      (_f, ch) => `what exists works well enough to be relied on, and to ${ch} brings costs of transition that fall on people now`,
      (_f, ch) => `the promised gains if we ${ch} are a forecast, while the costs are certain and come first`,
    ],
  },
  judge: {
    Government: [
      (f) => `${f} has to be judged by what it does to the people who live with it, and on that test the motion's verdict holds`,
      (f) => `the good said of ${f} is mostly about intentions, while the motion looks at what actually happens`,
      (f) => `a fair look at ${f} starts from the people who bear its costs, not from those who speak for it`,
      (f) => `to defend ${f} you have to explain away what those closest to it report, and the motion refuses to do that`,
      (f) => `the burden sits with those who praise ${f}: if the benefits were as large as claimed, the doubts would not keep returning`,
    ],
    Opposition: [
      (f) => `the motion judges all of ${f} by its worst cases, and a fair verdict counts what it gives as well as what it costs`,
      (f) => `the word ${f} covers many different cases, and a verdict that fits some of them fails the rest`,
      (f) => `a verdict against ${f} asks those who value it to accept that their experience does not count`,
      (f) => `the faults found in ${f} are fixable within it, so they call for repair, not for the verdict this motion wants`,
      (f) => `what the motion blames on ${f} has other causes too, and a verdict that ignores them lands on the wrong target`,
    ],
  },
};

const WHO: Record<Side, ((actor: string, focus: string) => string)[]> = {
  Government: [
    (a, f) => `${a} can act on ${f} for everyone at once, which no single person, family or firm can do on its own`,
    (a, f) => `${a} has the reach and the responsibility to act on ${f}, and leaving it undone is a choice too`,

    (a, f) => `only ${a} can set one standard for ${f}; without it, each place invents its own and the weakest get the worst`,
  ],
  Opposition: [
    (a, f) =>
      `${a} would be deciding about ${f} for people who know their own lives better, and a rule from the top fits the average case and misses the rest`,
    (a, f) => `${a} is not well placed to get ${f} right, and when it gets it wrong the people affected cannot easily opt out`,

    (a, f) => `handing ${f} to ${a} swaps many small judgements for one big one, and a big mistake is harder to undo`,
  ],
};

const FOR_WHOM: Record<Side, ((name: string, traits: string) => string)[]> = {
  Government: [
    (n, t) => `the people this matters most to are ${n}, who ${t}; the motion is written for them`,
    (n, t) => `think of ${n}: they ${t}, and they are the ones the present arrangement leaves behind`,

    (n, t) => `start with ${n}, who ${t}: today nobody acts for them, and the motion does`,
    (n, t) => `${n} ${t}, and under the motion they finally get what the present arrangement withholds`,
  ],
  Opposition: [
    (n, t) => `the people who carry the cost are ${n}, who ${t}, and the motion asks them to bear a change they did not choose`,
    (n, t) => `think of ${n}: they ${t}, and they are the ones this change would leave worse off`,

    (n, t) => `start with ${n}, who ${t}: the motion rearranges their lives without asking them`,
    (n, t) => `${n} ${t}, and it is their room to do so that the motion takes away`,
  ],
};

/** Who the motion touches when it names nobody the lexicon knows: said through the motion's own words. */
const NOBODY_NAMED: Record<Side, ((focus: string, change: string) => string)[]> = {
  Government: [
    (f) => `those who live with ${f} every day are the ones the motion serves, and their experience is the test of it`,
    (f) => `the motion is for the people ${f} reaches without their asking, who have the least power to avoid it`,
    (f) => `ask who gains from the motion on ${f}: mostly people who today carry a cost nobody counts`,
    (f) => `the quiet majority around ${f} rarely speaks in debates like this, and the motion takes their side`,
  ],
  Opposition: [
    (f) => `those who live with ${f} every day are the ones who would pay for getting this wrong`,
    (f) => `the people who rely on ${f} as it is were not asked, and the motion changes their lives first`,
    (f) => `every change to ${f} has losers, and the motion never says who they are or what they get in return`,
    (f) => `the people with most at stake in ${f} are those with the fewest alternatives, and they carry the risk here`,
  ],
};

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What each argument is called, by the kind of change: the name says what the argument weighs on this motion. */
const LABELS: Record<Flavour, { change: string[]; who: string[]; whom: string[] }> = {
  stop: {
    change: ["what the ban changes", "life after the ban", "where the demand goes"],
    who: ["who enforces the rule", "who draws the line"],
    whom: ["who is protected and who loses", "the people the rule touches"],
  },
  require: {
    change: ["what the requirement achieves", "compliance", "the rule in practice"],
    who: ["who sets and checks the rule", "who imposes it"],
    whom: ["who must comply", "those the rule binds"],
  },
  provide: {
    change: ["what the offer does", "take-up and cost", "what is given and what it buys"],
    who: ["who provides and pays", "who funds it"],
    whom: ["who receives it", "who it reaches"],
  },
  allow: {
    change: ["what follows once it is allowed", "regulation", "life once it is permitted"],
    who: ["who sets the limits", "who regulates it"],
    whom: ["who is at risk and who is freed", "those it opens the door to"],
  },
  charge: {
    change: ["what the charge changes", "price and behaviour", "where the money goes"],
    who: ["who levies it", "who collects it"],
    whom: ["who pays the charge", "those priced out"],
  },
  replace: {
    change: ["the cost of switching", "old arrangement against new", "what the new arrangement does better"],
    who: ["who makes the switch", "who takes the decision"],
    whom: ["who lives with the new arrangement", "those the change lands on"],
  },
  regret: {
    change: ["the world without it", "what it cost us", "what it replaced"],
    who: ["who brought it about", "who could have chosen otherwise"],
    whom: ["who lost out", "who would have been better off"],
  },
  believe: {
    change: ["whether the claim holds", "the weight of the evidence", "what the claim rests on"],
    who: ["who judges the claim", "whose view counts"],
    whom: ["who the claim is about", "the people behind the verdict"],
  },
  support: {
    change: ["the balance of good and harm", "what it actually does", "its record so far"],
    who: ["who runs it", "who is behind it"],
    whom: ["who lives with it", "who gains and who pays"],
  },
};

/** Questions that test a case of this kind, asked at the end of a reply: what a debater on this motion would press. */
export const KIND_QUESTIONS: Record<Flavour, string[]> = {
  stop: [
    "Who would enforce it, and what happens to those who ignore it?",
    "Where does the demand go once the rule is in place?",
    "What do those who use it responsibly lose?",
  ],
  require: [
    "Who checks that people comply, and at whose cost?",
    "What happens to those who cannot comply?",
    "What does a requirement achieve that encouragement could not?",
  ],
  provide: [
    "Who pays for it, and what goes without so that it can be paid for?",
    "Who actually takes it up, and are they the people who needed it?",
    "Why give it to everyone rather than to those in need?",
  ],
  allow: [
    "Who sets the limits once it is allowed, and who checks them?",
    "Who is most at risk once it is allowed?",
    "What stops a permission from becoming an expectation?",
  ],
  charge: [
    "Who ends up paying the charge, and can they avoid it?",
    "What is the money spent on, and who decides?",
    "Does a price change behaviour, or only who can afford it?",
  ],
  replace: [
    "What is lost in the switch, and who bears the cost of the transition?",
    "Why would the new arrangement do better than the old one?",
    "What happens if the change goes wrong halfway?",
  ],
  regret: [
    "What would the world look like without it, and who would be better off?",
    "What did it replace, and was that better?",
    "Who would choose to undo it, knowing what we know now?",
  ],
  believe: [
    "What would have to be true for the motion to be wrong?",
    "Whose experience should decide the verdict, and why theirs?",
    "Is that true in general, or only in the cases you picked?",
  ],
  support: [
    "Who gains from it and who pays, and which matters more?",
    "Judged by what it does rather than what it promises, where does it stand?",
    "What would you put in its place?",
  ],
};

/** The three arguments a side runs on this motion, in the order it makes them. */
export function typedCase(p: MotionParts, side: Side, focus: string): DebateArgument[] {
  const who = p.actor ?? (p.kind === "judge" ? null : "the state");
  const person = p.people[0];
  const change = choose(p, `change|${side}`, CHANGES[p.kind][side])(focus, p.change);
  const args: DebateArgument[] = [
    {
      label: choose(p, "label-change", LABELS[p.flavour].change),
      cues: ["change", "happen", "effect", "work", "result", "differen"],
      opening: () => upper(change) + ".",
      core: () => change,
    },
  ];
  if (who) {
    const line = choose(p, `who|${side}`, WHO[side])(who, focus);
    args.push({
      label: choose(p, "label-who", LABELS[p.flavour].who),
      cues: ["who", "decide", "state", "government", "power", "control", ...(p.actor ? p.actor.split(/\s+/) : [])],
      opening: () => upper(line) + ".",
      core: () => line,
    });
  }
  const whom = person
    ? choose(p, `whom|${side}`, FOR_WHOM[side])(person.name, person.traits)
    : choose(p, `whom-none|${side}`, NOBODY_NAMED[side])(focus, p.change);
  args.push({
    label: choose(p, "label-whom", LABELS[p.flavour].whom),
    cues: ["people", "who", "affect", "gain", "pay", "cost", ...(person ? person.name.split(/\s+/) : [])],
    opening: () => upper(whom) + ".",
    core: () => whom,
  });
  return args;
}
