// The case a side runs on a typed motion with no brief: three arguments built from the motion's parts —
// what changes (changes.ts), who acts or the principle the side stands on (principles.ts), and for whom — each
// a line of reasoning about this motion, never a fact about the world the opponent cannot back. The wording of
// each is chosen by the motion (parts.ts), so two motions rarely share a frame.
import type { Side } from "#shared/sides.ts";
import type { DebateArgument } from "#server/ai/engine/offline/opponent/arguments.ts";
import { choose, type Flavour, type MotionParts } from "./parts";
import { principlesFor } from "./principles";
import { CHANGES, VERDICTS, type Titled } from "./changes";

const WHO: Record<Side, ((actor: string, focus: string) => string)[]> = {
  Government: [
    (a, f) => `${a} can act on ${f} for everyone at once, which no single person, family or firm can do on its own`,
    (a, f) => `${a} can bring the reach and the responsibility that acting on ${f} demands, and leaving it undone is a choice too`,
    (a, f) => `only ${a} can set one standard for ${f}; without it, each place invents its own and the weakest get the worst`,
    (a, f) => `${a} must answer to the public for what it does on ${f}, so the decision can be argued over, checked and changed`,
    (a, f) => `if ${a} does not act on ${f}, someone else decides by default, usually whoever profits from the present arrangement`,
    (a, f) => `acting on ${f} needs money, law and patience, and ${a} can bring all three where others bring at most one`,
    (a, f) => `small efforts on ${f} by individuals are easily undone by those who ignore them; a decision by ${a} is not`,
    (a, f) => `when ${a} takes responsibility for ${f}, the people affected know whom to hold to account`,
    (a, f) => `${a} can weigh ${f} against everything else it must do, which is the balance this motion asks for`,
  ],
  Opposition: [
    (a, f) =>
      `${a} would be deciding about ${f} for people who know their own lives better, and a rule from the top fits the average case and misses the rest`,
    (a, f) => `${a} would not be well placed to get ${f} right, and when it gets it wrong the people affected cannot easily opt out`,
    (a, f) => `handing ${f} to ${a} swaps many small judgements for one big one, and a big mistake is harder to undo`,
    (a, f) => `what ${a} decides about ${f} gets fixed in rules that outlast the people who made them, long after the reasons have changed`,
    (a, f) => `${a} would have to act on ${f} with the information it has, and the people who know most are rarely the ones asked`,
    (a, f) => `giving ${a} this job on ${f} takes attention and money from tasks that only ${a} can do`,
    (a, f) => `once ${a} takes charge of ${f}, every failure becomes a reason for more control, and control rarely shrinks again`,
    (a, f) => `communities, families and firms already manage ${f} in ways suited to them, and one decision by ${a} would flatten that`,
    (a, f) => `${a} would hear most from the loudest interests on ${f}, not from the people most affected`,
  ],
};

const FOR_WHOM: Record<Side, ((name: string, traits: string) => string)[]> = {
  Government: [
    (n, t) => `the people this matters most to are ${n}, who ${t}; the motion is written for them`,
    (n, t) => `think of ${n}: they ${t}, and they are the ones the present arrangement leaves behind`,

    (n, t) => `start with ${n}, who ${t}: today nobody acts for them; under the motion, someone finally will`,
    (n, t) => `${n} ${t}, and under the motion they finally get what the present arrangement withholds`,
    (n, t) => `consider ${n}, who ${t}; they have most to gain here`,
    (n, t) => `the motion's first beneficiaries are ${n}: they ${t}, and nothing in the present arrangement reflects that`,
    (n, t) => `the change would reach ${n} within months, not years: they ${t}`,
    (n, t) => `listen to ${n}: they ${t}, which is exactly what the change answers`,
    (n, t) => `${n} are the test of this motion: they ${t}, and on that test the change passes`,
    (n, t) => `it is ${n} who ${t}, and it is ${n} the motion puts first`,
    (n, t) => `picture ${n}: they ${t}, and the change is built around what they need`,
    (n, t) => `the motion's case is made in the lives of ${n}, who ${t}`,
    (n, t) => `ask ${n} whether the present arrangement works for them: they ${t}, and their answer is no`,
  ],
  Opposition: [
    (n, t) => `the people who carry the cost are ${n}, who ${t}, yet they are asked to bear a change they did not choose`,
    (n, t) => `think of ${n}: they ${t}, and they are the ones this change would leave worse off`,

    (n, t) => `start with ${n}, who ${t}: the motion rearranges their lives without asking them`,
    (n, t) => `${n} ${t}, and it is their room to do so that the motion takes away`,
    (n, t) => `consider ${n}, who ${t}; they have most to lose here`,
    (n, t) => `the first to feel the change would be ${n}: they ${t}, and nobody has asked what it costs them`,
    (n, t) => `the motion brings ${n} a burden now and a promise later: they ${t}`,
    (n, t) => `listen to ${n}: they ${t}, and they are not asking for this`,
    (n, t) => `${n} are the test of this motion: they ${t}, and on that test the change fails`,
    (n, t) => `it is ${n} who ${t}, and it is ${n} who would pay for the motion's mistakes`,
    (n, t) => `picture ${n}: they ${t}, and the change is made over their heads`,
    (n, t) => `the motion's costs land in the lives of ${n}, who ${t}`,
    (n, t) => `ask ${n} whether they want this: they ${t}, yet nobody gives them a say`,
  ],
};

/** Who the motion touches when it names nobody the lexicon knows: said through the motion's own words. */
const NOBODY_NAMED: Record<Side, ((focus: string, change: string) => string)[]> = {
  Government: [
    (f) => `those who live with ${f} every day are the ones the motion serves, and their experience is the test of it`,
    (f) => `the motion is for the people within reach of ${f}, who have the least power to avoid it`,
    (f) => `ask who gains from the motion on ${f}: mostly people who today carry a cost nobody counts`,
    (f) => `the quiet majority around ${f} rarely speaks in debates like this; our side speaks for it`,
    (f) => `the people who pay for ${f} as things stand are rarely in the room when it is decided, and the motion speaks for them`,
    (f) => `those worst served by ${f} today have the most to gain from change and the least voice to ask for it`,
    (f) => `count the people touched by ${f} without their choosing: that count is our case`,
    (f) => `the motion asks who carries the cost of ${f}, and answers by siding with them`,
    (f) => `ordinary people meet ${f} as something done to them, not something they chose, and that is what would change`,
    (f) => `whoever has least say over ${f} today stands to gain most from the motion`,
    (f) => `the motion puts first the people touched by ${f} without being asked, and that is the right order`,
    (f) => `a fair hearing on ${f} starts with those who bear it, and they are the motion's constituency`,
  ],
  Opposition: [
    (f) => `those who live with ${f} every day are the ones who would pay for getting this wrong`,
    (f) => `the people who rely on ${f} as things stand were not asked, yet their lives change first`,
    (f) => `every change to ${f} has losers, and the motion never says who they are or what they get in return`,
    (f) => `the people with most at stake in ${f} are those with the fewest alternatives, and they carry the risk here`,
    (f) => `the people who depend on ${f} as things stand would feel the change first and gain from it last`,
    () => `the motion speaks for people it never names, while those it affects most are left out of the count`,
    (f) => `every household that has made room for ${f} in its life would have to adjust, a cost nobody on the other side has counted`,
    (f) => `those with the fewest options around ${f} are always the ones who absorb a change like this`,
    (f) => `it is easy to decide about ${f} for others, and the motion should be judged by those who would live with the result`,
    (f) => `the motion is decided over the heads of the people who actually live with ${f}`,
    (f) => `whoever has built a life around ${f} as it is would be asked to start again, and nobody asked them first`,
    (f) => `a change to ${f} is cheap for those who propose it and dear for those who live with it`,
  ],
};

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What the arguments on who acts and for whom are called, by the kind of change: the name says what the argument
 * weighs on this motion. A line on what changes (or a verdict) carries its own title (changes.ts). */
const LABELS: Record<Flavour, { who: string[]; whom: string[] }> = {
  stop: {
    who: ["who enforces the rule", "who draws the line", "who polices the ban", "the power to forbid", "who decides what is banned"],
    whom: [
      "who is protected and who loses",
      "the people the rule touches",
      "those the ban shields",
      "who gives something up",
      "who feels the ban",
    ],
  },
  require: {
    who: ["who sets and checks the rule", "who imposes it", "the power to compel", "who enforces the duty", "who writes the rule"],
    whom: ["who must comply", "those the rule binds", "who carries the duty", "who gains from the duty", "those made to change"],
  },
  provide: {
    who: ["who provides and pays", "who funds it", "who delivers it", "the public purse", "who runs the scheme"],
    whom: ["who receives it", "who it reaches", "who needs it most", "who takes it up", "the people it is for"],
  },
  build: {
    who: ["who pays for it", "who builds it", "who maintains it", "who answers if it fails", "who decides where it goes"],
    whom: ["who it protects", "who lives beside it", "who pays in the end", "the people it serves", "who is left outside it"],
  },
  allow: {
    who: ["who sets the limits", "who regulates it", "who keeps watch", "who answers for the risks", "the power to permit"],
    whom: [
      "who is at risk and who is freed",
      "those it opens the door to",
      "who gains the freedom",
      "who bears the risk",
      "the people it lets in",
    ],
  },
  charge: {
    who: ["who levies it", "who collects it", "who spends the money", "who sets the price", "the power to tax"],
    whom: ["who pays the charge", "those priced out", "who changes course", "who can afford it", "the people who pay"],
  },
  replace: {
    who: ["who makes the switch", "who takes the decision", "who runs the change", "who answers if it fails", "who designs the new way"],
    whom: [
      "who lives with the new arrangement",
      "those the change lands on",
      "who gains from the switch",
      "who loses in the move",
      "the people in between",
    ],
  },
  regret: {
    who: ["who brought it about", "who could have chosen otherwise", "who drove it", "who profits from it", "who let it happen"],
    whom: ["who lost out", "who would have been better off", "who paid for it", "who gained from it", "the people it changed"],
  },
  believe: {
    who: ["who judges the claim", "whose view counts", "who settles the question", "who speaks for the claim", "who has the evidence"],
    whom: ["who the claim is about", "the people behind the verdict", "who lives the question", "whose lives prove it", "who would know"],
  },
  support: {
    who: ["who runs it", "who is behind it", "who pays for it", "who answers for it", "who keeps it going"],
    whom: ["who lives with it", "who gains and who pays", "who relies on it", "who it serves", "the people it touches"],
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
  build: [
    "Who pays for it, and what goes without so that it can be built?",
    "What happens if it costs twice as much as planned?",
    "Who is left outside its protection, and what do they get?",
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

const PRINCIPLE_CUES = ["principle", "right", "fair", "free", "duty", "should", "value", "burden"];

/** The three arguments a side runs on this motion, in the order it makes them: what the change does (or the
 * verdict), who acts or the principle the side stands on, and for whom. */
export function typedCase(p: MotionParts, side: Side, focus: string): DebateArgument[] {
  // "This House would …" acts as a government: named in one of a few ways, each singular.
  const who = p.actor ?? (p.kind === "judge" ? null : choose(p, "actor", ["the state", "the government", "government"]));
  const person = p.people[0];
  const [principleTitle, principle] = choose(p, `principle|${side}`, principlesFor(p.kind, side));
  const [title, mechanism]: Titled =
    p.kind === "judge" ? choose(p, `change|${side}`, VERDICTS[side]) : choose(p, `change|${side}`, CHANGES[p.kind][side]);
  const change = mechanism(focus, p.change);
  const args: DebateArgument[] = [
    {
      label: title,
      cues: ["change", "happen", "effect", "work", "result", "differen"],
      opening: () => upper(change) + ".",
      core: () => change,
    },
  ];
  // Who acts, or the principle the side stands on: chosen by the motion, so cases differ in what they argue.
  if (who && choose(p, "second", ["who", "principle"]) === "who") {
    const line = choose(p, `who|${side}`, WHO[side])(who, focus);
    args.push({
      label: choose(p, "label-who", LABELS[p.flavour].who),
      cues: ["who", "decide", "state", "government", "power", "control", ...(p.actor ? p.actor.split(/\s+/) : [])],
      opening: () => upper(line) + ".",
      core: () => line,
    });
  } else {
    const line = principle(focus, p.change);
    args.push({ label: principleTitle, cues: PRINCIPLE_CUES, opening: () => upper(line) + ".", core: () => line });
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
