// The case a side runs on a typed motion with no brief: three arguments built from the motion's parts —
// who acts, what changes, for whom — each a line of reasoning about this motion, never a fact about the
// world the opponent cannot back. The wording of each is chosen by the motion (parts.ts), so two motions
// rarely share a frame.
import type { Side } from "#shared/sides.ts";
import type { DebateArgument } from "#server/ai/engine/offline/opponent/arguments.ts";
import { choose, type ActionKind, type MotionParts } from "./parts";

type Mechanism = (focus: string, change: string) => string;

/** What the change does, for the side that wants it and the side that does not. */
const CHANGES: Record<ActionKind, Record<Side, Mechanism[]>> = {
  stop: {
    Government: [
      (f) =>
        `a rule that ends ${f} changes what is normal: it stops being an ordinary choice, and whoever breaks the rule becomes the exception`,
      (f) =>
        `while ${f} is allowed, every harm it does is treated as the price of freedom; ending it puts the burden on those who want it back`,
    ],
    Opposition: [
      (f) => `ending ${f} by rule does not end the wish for it, so demand moves somewhere less visible and harder to keep safe`,
      (f) => `a ban on ${f} punishes the many who use it well for the harm done by the few who do not`,
    ],
  },
  require: {
    Government: [
      () => `a requirement reaches everyone at once, including those who would never have chosen it and who often gain the most`,
      () => `left to choice, the people who most need the change are the least likely to make it, and a rule closes that gap`,
    ],
    Opposition: [
      () => `a requirement costs most for those least able to comply, and it swaps judgement for a box to tick`,
      () => `what people are made to do they do grudgingly and badly, so the rule buys compliance, not the benefit it promises`,
    ],
  },
  provide: {
    Government: [
      () => `giving it to everyone removes the cost and the stigma that keep those who need it most from asking for it`,
      () => `a right that everyone holds cannot be quietly withdrawn from the few, and it reaches people no means test would find`,
    ],
    Opposition: [
      () => `every pound spent on it is a pound not spent on something else, and a universal offer goes to many who never needed it`,
      () => `what is given to all must be paid for by all, including those it does nothing for`,
    ],
  },
  allow: {
    Government: [
      () => `allowing it brings into the open what happens anyway in private, where it can be watched, made safer and held to standards`,
      () => `a rule against something people will do regardless only decides who profits from it and who gets hurt`,
    ],
    Opposition: [
      () => `what the law allows starts to look approved, so more people try it, including those least able to handle it`,
      () => `once allowed, it is very hard to take back, so the mistakes of the change are locked in for good`,
    ],
  },
  charge: {
    Government: [
      () => `a charge changes behaviour at the margin without forbidding anything, and the money raised can repair the harm`,
      () => `a price tells everyone what the harm costs, and leaves each person free to decide whether it is worth paying`,
    ],
    Opposition: [
      () => `a charge falls hardest on those with the least, who spend a larger share of what they have`,
      () => `those who can afford the charge carry on as before, so it changes little except who can still take part`,
    ],
  },
  replace: {
    Government: [
      () => `the present arrangement has had its chance, and a new one can be judged on results rather than habit`,
      () => `keeping a system because it exists is not a reason; the question is which arrangement serves people better from here`,
    ],
    Opposition: [
      () => `what exists works well enough to be relied on, and every change brings costs of transition that fall on people now`,
      () => `the promised benefits of the new arrangement are a forecast, while its costs are certain and come first`,
    ],
  },
  judge: {
    Government: [
      (f) => `${f} has to be judged by what it does to the people who live with it, and on that test the motion's verdict holds`,
      (f) => `the good said of ${f} is mostly about intentions, while the motion looks at what actually happens`,
    ],
    Opposition: [
      (f) => `the motion judges all of ${f} by its worst cases, and a fair verdict counts what it gives as well as what it costs`,
      (f) => `${f} means different things to different people, and a verdict that fits some of them fails the rest`,
    ],
  },
};

const WHO: Record<Side, ((actor: string) => string)[]> = {
  Government: [
    (a) => `${a} can act for everyone at once, which no single person, family or firm can do on its own`,
    (a) => `${a} has the reach and the responsibility to make this change, and leaving it undone is a choice too`,
  ],
  Opposition: [
    (a) =>
      `${a} would be deciding for people who know their own lives better, and a rule from the top fits the average case and misses the rest`,
    (a) => `${a} is not well placed to get this right, and when it gets it wrong the people affected cannot easily opt out`,
  ],
};

const FOR_WHOM: Record<Side, ((name: string, traits: string) => string)[]> = {
  Government: [
    (n, t) => `the people this matters most to are ${n}, who ${t}; the motion is written for them`,
    (n, t) => `think of ${n}: they ${t}, and they are the ones the present arrangement leaves behind`,
  ],
  Opposition: [
    (n, t) => `the people who carry the cost are ${n}, who ${t}, and the motion asks them to bear a change they did not choose`,
    (n, t) => `think of ${n}: they ${t}, and they are the ones this change would leave worse off`,
  ],
};

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The three arguments a side runs on this motion, in the order it makes them. */
export function typedCase(p: MotionParts, side: Side, focus: string): DebateArgument[] {
  const who = p.actor ?? (p.kind === "judge" ? null : "the state");
  const person = p.people[0];
  const change = choose(p, `change|${side}`, CHANGES[p.kind][side])(focus, p.change);
  const args: DebateArgument[] = [
    {
      label: choose(p, "label-change", [`what changes`, `the change itself`, `what the motion does`]),
      cues: ["change", "happen", "effect", "work", "result", "differen"],
      opening: () => upper(change) + ".",
      core: () => change,
    },
  ];
  if (who) {
    const line = choose(p, `who|${side}`, WHO[side])(who);
    args.push({
      label: choose(p, "label-who", [`who acts`, `who decides`, `the one who acts`]),
      cues: ["who", "decide", "state", "government", "power", "control", ...(p.actor ? p.actor.split(/\s+/) : [])],
      opening: () => upper(line) + ".",
      core: () => line,
    });
  }
  const whom = person
    ? choose(p, `whom|${side}`, FOR_WHOM[side])(person.name, person.traits)
    : side === "Government"
      ? `the people who live with ${focus} every day are the ones the motion serves, and their experience is the test of it`
      : `the people who live with ${focus} every day are the ones who would pay for getting it wrong`;
  args.push({
    label: choose(p, "label-whom", [`who gains and who pays`, `the people affected`, `who this is for`]),
    cues: ["people", "who", "affect", "gain", "pay", "cost", ...(person ? person.name.split(/\s+/) : [])],
    opening: () => upper(whom) + ".",
    core: () => whom,
  });
  return args;
}
