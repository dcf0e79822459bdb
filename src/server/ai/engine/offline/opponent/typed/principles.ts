// The principle a side stands on, for a typed motion with no brief: what it values and why that decides the
// motion (a duty of care, the right to choose, what a fair society owes), by the kind of change the motion makes.
// A case opens on a principle or on what the change does (case.ts), chosen by the motion, so two cases differ in
// what they argue, not only in how they word it. Each line reasons; none states a fact about the world.
import type { Side } from "#shared/sides.ts";
import type { ActionKind } from "./parts";

type Line = (focus: string, change: string) => string;
/** A principle, with the title it is argued under. */
export type Principle = [string, Line];

/** Who acts to protect and who defends the choice: a ban, a duty or a charge intervenes; a permission frees. */
const INTERVENE: Principle[] = [
  [
    "where freedom ends",
    (f) =>
      `freedom matters, but it has never included the freedom to pass the costs of ${f} on to others, and that is the line the motion draws`,
  ],
  [
    "a duty of care",
    (f) => `a society that sees the harm in ${f} and does nothing has made a decision too, and the weaker party pays for it`,
  ],
  [
    "the burden of caution",
    (f) =>
      `when the harms of ${f} are serious and hard to undo, the burden of proof belongs to those who want to carry on, not to those who want to act`,
  ],
  ["fairness between people", (f) => `it is not fair that some enjoy the benefits of ${f} while others, with less choice, carry its costs`],
  [
    "a rule as a shared commitment",
    (_f, ch) => `laws are how a community says what it values, and to ${ch} is to say so in the one voice that binds everyone equally`,
  ],
  [
    "prevention before cure",
    (f) => `it is kinder and cheaper to prevent the harm of ${f} than to treat it afterwards, and the motion prevents`,
  ],
  [
    "a level field",
    (_f, ch) =>
      `when some refuse to act, those who act responsibly lose out; to ${ch} puts everyone under the same rule, so doing right is no longer a disadvantage`,
  ],
  [
    "those who cannot opt out",
    (f) => `some people cannot avoid the effects of ${f} however careful they are, and a rule is the only protection that reaches them`,
  ],
];

const LIBERTY: Principle[] = [
  [
    "the right to choose",
    (f) => `adults are entitled to make choices about ${f} that others think unwise, so long as they harm nobody else`,
  ],
  [
    "the burden of proof",
    (_f, ch) => `those who would ${ch} must show that the harm is serious and that the rule will work, and suspicion is not proof`,
  ],
  [
    "the gentlest tool that works",
    (f) => `even where ${f} does harm, the state should use the gentlest tool that works, and the motion reaches for one of the heaviest`,
  ],
  [
    "trust rather than control",
    (f) => `treating people as unable to manage ${f} for themselves breeds the very dependence it claims to prevent`,
  ],
  [
    "the precedent it sets",
    (_f, ch) =>
      `the reasons given to ${ch} would justify many other rules nobody here would accept, and a principle cannot be used only once`,
  ],
  [
    "a rule that misses its target",
    (_f, ch) => `a rule to ${ch} falls on everyone, the careful and the careless alike, and punishes the many for what a few do`,
  ],
  [
    "persuasion before force",
    (f) =>
      `people change how they handle ${f} when they are persuaded, and a rule that skips persuasion breeds resentment rather than change`,
  ],
  [
    "the cost of enforcing it",
    (_f, ch) =>
      `every decision to ${ch} needs someone to enforce it, and the time and money spent there are taken from problems that need them more`,
  ],
];

const FREE: Principle[] = [
  [
    "choices that are ours",
    (f) => `adults are entitled to choices about ${f} that others would not make, and disapproval is no ground for a law`,
  ],
  [
    "the reason a ban needs",
    (_f, ch) => `a prohibition needs a reason, and the reasons against the plan to ${ch} are fears, not evidence of harm to others`,
  ],
  [
    "equal treatment",
    (f) => `we already allow choices riskier than ${f}, so refusing this one singles people out for no principled reason`,
  ],
  [
    "being trusted as an adult",
    (f) => `being trusted with decisions about ${f} is part of being treated as an adult, and the motion extends that trust`,
  ],
  [
    "a consistent law",
    (_f, ch) => `to ${ch} brings the rule into line with how we treat similar choices, and a consistent law is a law people respect`,
  ],
];

const PROTECT: Principle[] = [
  [
    "the law as protection",
    (f) => `the law exists partly to protect people at their most vulnerable, and opening the door to ${f} withdraws that protection`,
  ],
  [
    "caution until the case is proven",
    (_f, ch) => `the effects of a decision to ${ch} may be serious and hard to reverse, so caution should win until the case is proven`,
  ],
  [
    "what the law teaches",
    (f) =>
      `what the law permits, people take to be safe and acceptable, so permitting ${f} teaches a lesson the motion never meant to teach`,
  ],
  [
    "whose freedom",
    (f) => `the freedom to choose ${f} is worth most to those already best placed, while the risks fall on those least able to refuse`,
  ],
  [
    "limits that protect choice",
    (f) => `some limits on ${f} protect people's freedom by sparing them pressure they could not otherwise resist`,
  ],
];

const PRINCIPLES: Record<ActionKind, Record<Side, Principle[]>> = {
  stop: { Government: INTERVENE, Opposition: LIBERTY },
  require: { Government: INTERVENE, Opposition: LIBERTY },
  charge: { Government: INTERVENE, Opposition: LIBERTY },
  allow: { Government: FREE, Opposition: PROTECT },
  provide: {
    Government: [
      ["what a fair society owes", (f) => `a fair society makes sure that access to ${f} does not depend on the luck of birth or income`],
      [
        "an equal footing",
        (f) =>
          `when ${f} is open to everyone, people start from a more equal footing, and what they make of it is then more truly their own`,
      ],
      [
        "a public good",
        (f) =>
          `the benefits of ${f} spill over to everyone, not only to those who use it, which is why it should not be left to the market`,
      ],
      [
        "help without humiliation",
        (_f, ch) => `to ${ch} for everyone spares people the humiliation of proving they are poor enough to deserve help`,
      ],
      [
        "investment rather than spending",
        (f) =>
          `money put into ${f} comes back as a healthier, more capable public, and the return is counted in lives, not only in budgets`,
      ],
    ],
    Opposition: [
      [
        "choice rather than taxes",
        (f) =>
          `people should be free to decide whether ${f} is worth paying for, rather than having the decision made for them through their taxes`,
      ],
      ["help where it is needed", (f) => `fairness means helping those who need ${f} and cannot afford it, not paying for those who can`],
      [
        "the limits of the state",
        (f) => `not every good thing should be provided by government, and ${f} is better left to people, families and communities`,
      ],
      [
        "honest trade-offs",
        (_f, ch) =>
          `a promise to ${ch} has to be paid for, and a government that will not say what it will cut is not being straight with voters`,
      ],
      [
        "crowding out",
        (f) => `when the state provides ${f}, those who did it well before, charities, firms and volunteers, are pushed aside`,
      ],
    ],
  },
  build: {
    Government: [
      ["a duty to the future", (f) => `we owe the next generation the things only we can start now, and ${f} is one of them`],
      ["a shared foundation", (f) => `some things are worth doing together because nobody can do them alone, and ${f} is one`],
      ["prevention before repair", (f) => `it is wiser to prevent harm than to repair it, and investing in ${f} is prevention`],
      ["fairness between places", (f) => `places without ${f} fall further behind those with it, and a fair society closes that gap`],
      ["a risk in plain sight", (f) => `when a risk is plain to see, those who refuse to act on ${f} have chosen to let others bear it`],
    ],
    Opposition: [
      ["money held in trust", (f) => `public money is held in trust, and it should go first to what is proven, not to ${f} on a hope`],
      ["local consent", (f) => `the people who live with ${f} should decide on it, not have it decided for them`],
      [
        "the trade-off nobody states",
        (_f, ch) => `every decision to ${ch} is also a decision not to do something else, and the motion never says what`,
      ],
      ["options kept open", (f) => `committing to ${f} now closes off choices the future may need, and a wise decision keeps them open`],
      ["proof before concrete", (f) => `those who want ${f} must show it will work here, at this cost, before anything is built`],
    ],
  },
  replace: {
    Government: [
      [
        "no sacred arrangement",
        (f) => `the present way of handling ${f} was itself once a change, and every arrangement has to keep earning its place`,
      ],
      [
        "those the present fails",
        (f) =>
          `the people the present arrangement for ${f} fails have waited long enough, and asking them to wait for repairs is asking too much`,
      ],
      [
        "a reason against a habit",
        (_f, ch) => `the case to ${ch} rests on a clear reason, while the case against rests mostly on familiarity`,
      ],
      [
        "clear responsibility",
        (_f, ch) => `to ${ch} makes it plain who is responsible for what, which the present arrangement has blurred`,
      ],
      [
        "the test of results",
        (f) => `an arrangement for ${f} should be judged by what it delivers, and on that test the case for change is strong`,
      ],
    ],
    Opposition: [
      [
        "what people rely on",
        (f) =>
          `people have built their plans around the present arrangement for ${f}, and a fair government does not pull that away lightly`,
      ],
      ["the burden of change", (_f, ch) => `those who want to ${ch} must show it will be better, not only that the present is imperfect`],
      [
        "reform rather than replacement",
        (f) => `the present arrangement for ${f} can be reformed from within, keeping what works while fixing what does not`,
      ],
      ["the worth of stability", (f) => `stability in ${f} is worth something in itself: people can plan, invest and trust what they know`],
      [
        "effects nobody planned",
        (_f, ch) => `every large change has effects its designers did not foresee, and the plan to ${ch} is a large one`,
      ],
    ],
  },
  judge: {
    Government: [
      [
        "the standard we should hold",
        (f) =>
          `we should judge ${f} by the standard we would accept if we were the ones most affected, and by that standard the motion's verdict holds`,
      ],
      [
        "what we owe the affected",
        (f) => `the people most affected by ${f} deserve to be heard first, and what they report supports the motion`,
      ],
      ["results rather than intentions", (f) => `whatever was hoped for from ${f}, a verdict has to rest on what has actually followed`],
      ["quiet harm", (f) => `the harms of ${f} are easy to overlook because they arrive slowly, but slow harm is still harm`],
      [
        "the case the other side must make",
        (f) => `those who defend ${f} must show that its benefits are real and reach more than a few, and that burden is hard to meet`,
      ],
      [
        "the view from where it lands",
        (f) =>
          `a verdict on ${f} should be reached from where its effects land hardest, not from where they are barely felt, and from there the motion is right`,
      ],
      [
        "the long view",
        (f) => `a verdict on ${f} should look at years, not months, because costs that build slowly are the ones a short view misses`,
      ],
      [
        "what a verdict teaches",
        (f) =>
          `the verdict we reach on ${f} shapes what people come to expect and tolerate next, so it should be one we would want repeated`,
      ],
      [
        "a consistent judgement",
        (f) => `we already reach this kind of verdict on matters close to ${f}, and a consistent judge reaches it here too`,
      ],
      [
        "experience over promise",
        (f) =>
          `the case for the motion starts from what living with ${f} is actually like, which is firmer ground than what was promised for it`,
      ],
      [
        "the voices not heard",
        (f) =>
          `those who bear most of the cost of ${f} are rarely the loudest voices about it, and a fair verdict weighs them as if they were in the room`,
      ],
    ],
    Opposition: [
      [
        "the fair comparison",
        (f) =>
          `any verdict on ${f} needs a fair comparison, with the realistic alternative rather than an ideal, and that comparison favours us`,
      ],
      [
        "respect for choice",
        (f) => `many people choose ${f} with open eyes, and a verdict against their choice treats their judgement as worthless`,
      ],
      ["the whole picture", (f) => `a verdict on ${f} has to weigh the gains as well as the costs, and the motion looks only at the costs`],
      [
        "blame in the right place",
        (f) => `the problems laid at the door of ${f} come from deeper causes, and blaming the wrong thing lets the real causes go on`,
      ],
      [
        "progress rather than perfection",
        (f) => `nothing as large as ${f} is without fault, and the question is whether things are better with ${f} than without`,
      ],
      ["the verdict's blind spot", (f) => `a verdict against ${f} sees the cases that go wrong and misses the many that go quietly right`],
      [
        "who decides",
        (f) => `the motion asks a room of debaters to overrule the judgement of the many people who live with ${f} and see it differently`,
      ],
      [
        "improvement from within",
        (f) => `the shortcomings of ${f} can be worked on from within, and a sweeping verdict gives up on that work`,
      ],
      [
        "an even standard",
        (f) =>
          `hold everything to the standard the motion applies to ${f} and very little would pass, which shows that the standard, not the thing judged, is at fault`,
      ],
      [
        "what would take its place",
        (f) => `whatever would take the place of ${f} has costs of its own, and the motion counts none of them`,
      ],
      [
        "a verdict too broad",
        (f) => `one verdict on the whole of ${f} is too broad to be fair, because the good and the bad in it come from different places`,
      ],
    ],
  },
};

/** The principles a side can stand on for a motion of this kind. */
export function principlesFor(kind: ActionKind, side: Side): Principle[] {
  return PRINCIPLES[kind][side];
}
