// The offline AI debater. It is a template engine, but one that reads the user's speech: it finds
// their reasoned claims, quotes them, answers each with a different rebuttal move, rebuilds its own
// case in the motion's terms and never reuses a template sentence that an earlier turn already used.

import {
  contentWords,
  countRebuttal,
  extractAssertions,
  extractClaims,
  fragment,
  hashString,
  parseMotion,
  sharedTerms,
  splitSentences,
  stem,
  tokenize,
  wordCount,
  type Claim,
  type ParsedMotion,
} from "./debate-text";

import { cast, core, lowerFirst } from "./coach/material";
import { analyseMotion, arguesConcern } from "./coach/motion";
import { isDebateVocab } from "./coach/substance";
export type { Side } from "../../../shared/sides";
import { otherSide, type Side } from "../../../shared/sides";
export interface DebateMessage {
  role: "user" | "assistant";
  content: string;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The motion as one side reads it (not a request context). */
interface SideCase {
  motion: string;
  parsed: ParsedMotion;
  side: Side;
  focus: string;
  theme: Theme;
  args: [DebateArgument, DebateArgument];
}

function context(motion: string, side: Side): SideCase {
  const parsed = parseMotion(motion);
  const theme = themeFor(motion);
  return {
    motion: motion.trim().replace(/[.!]+$/, ""),
    parsed,
    side,
    focus: parsed.focus,
    theme,
    args: chooseArguments(parsed, side, theme, hashString(motion)),
  };
}

function question({ kind, proposal, actor }: ParsedMotion): string {
  if (kind === "would")
    return actor ? `The question is whether, as ${actor}, we should ${proposal}.` : `The question is simple: should we ${proposal}?`;
  if (kind === "believes") return `The question is whether it is true that ${proposal}.`;
  if (kind === "supports") return `The question is whether ${proposal} deserves our support.`;
  if (kind === "opposes") return `The question is whether ${proposal} should be opposed.`;
  if (kind === "regrets") return `The question is whether the world would be better without ${proposal}.`;
  if (kind === "prefers") return `The question is whether we should prefer ${proposal}.`;
  return `The question is whether this claim holds: ${proposal}.`;
}

export function offlineOpening({ motion, aiSide }: { motion: string; aiSide: Side }): string {
  const c = context(motion, aiSide);
  const [a0, a1, a2] = c.theme.actors;
  const stance =
    aiSide === "Government"
      ? `As Government, we support the motion: "${c.motion}". ${question(c.parsed)} We will show that ${a0} and ${a2} end up better off, and that ${c.theme.good} is better served, if the answer is yes.`
      : `As Opposition, we oppose the motion: "${c.motion}". ${question(c.parsed)} We will show that the costs fall on ${a0} and ${a1}, and that ${c.theme.good} is better protected if the answer is no.`;
  const invitations = [
    "Over to you: which of these two mechanisms do you reject, and why?",
    `Your turn: tell us what happens to ${a0} under your approach to ${c.focus}.`,
    `We look forward to hearing why ${c.focus} deserves a different answer, and what your mechanism is.`,
  ];
  const invite = invitations[hashString(`${c.motion}|invite`) % invitations.length];
  return [
    `${stance} ${subjectLine(motion, aiSide)}`.trim(),
    c.args[0].opening(c.focus, c.theme),
    c.args[1].opening(c.focus, c.theme),
    invite,
  ].join("\n\n");
}

/** One sentence on what the motion is concretely about, from the coach's topic knowledge (none when unknown). */
function subjectLine(motion: string, side: Side): string {
  const info = analyseMotion(motion);
  if (!info.topics.length) return "";
  const k = core(info, side, cast(info, arguesConcern(info, side)));
  return k.concern
    ? `At its heart this debate is about ${k.view.concern}${k.view.example ? `; remember that ${k.view.example}` : ""}.`
    : `At its heart this debate is about ${k.view.benefit}, and who would lose it.`;
}

/** A direct question in the user's speech, answered first: a debater who dodges loses the point. */
function answerQuestion(userText: string, motion: string, side: Side): string {
  const q = splitSentences(userText)
    .filter((s) => s.trim().endsWith("?"))
    .find((s) => /\b(you|your|why|how|what|which|who|would|will|can|do|does|is|are)\b/i.test(s));
  if (!q) return "";
  const info = analyseMotion(motion);
  const k = core(info, side, cast(info, arguesConcern(info, side)));
  return `You asked: "${fragment(q, 14)}" Our answer: ${lowerFirst(k.stance)}, because ${k.reason}.`;
}

// --- who a motion is about, and the AI's own arguments -----------------------------------------

interface Theme {
  cues: string[];
  actors: readonly [string, string, string];
  good: string;
}

const THEMES: Theme[] = [
  {
    cues: [
      "school",
      "pupil",
      "student",
      "teacher",
      "universit",
      "educat",
      "homework",
      "exam",
      "grade",
      "tuition",
      "uniform",
      "lesson",
      "classroom",
      "learn",
      "child",
      "kid",
    ],
    actors: ["students", "parents", "pupils from poorer families"],
    good: "a good education",
  },
  {
    cues: [
      "health",
      "doctor",
      "patient",
      "drug",
      "vaccin",
      "smok",
      "cigarette",
      "alcohol",
      "food",
      "drink",
      "obes",
      "medic",
      "hospital",
      "organ",
      "surgery",
      "disease",
      "gym",
    ],
    actors: ["patients", "families", "people on low incomes"],
    good: "public health",
  },
  {
    cues: [
      "social",
      "media",
      "internet",
      "online",
      "data",
      "phone",
      "smartphone",
      "artificial",
      "algorithm",
      "platform",
      "technolog",
      "digital",
      "screen",
      "video",
      "coding",
      "automat",
    ],
    actors: ["users", "young people", "the youngest users"],
    good: "a healthy digital life",
  },
  {
    cues: [
      "climate",
      "carbon",
      "plastic",
      "pollut",
      "car",
      "flight",
      "energy",
      "oil",
      "gas",
      "nuclear",
      "emission",
      "environment",
      "recycl",
      "tree",
      "transport",
      "pesticide",
      "fashion",
      "meat",
    ],
    actors: ["local communities", "workers in polluting industries", "future generations"],
    good: "a liveable planet",
  },
  {
    cues: [
      "wage",
      "tax",
      "income",
      "wealth",
      "worker",
      "job",
      "rent",
      "price",
      "debt",
      "compan",
      "market",
      "bank",
      "econom",
      "money",
      "cash",
      "intern",
      "billionaire",
      "inherit",
      "employ",
    ],
    actors: ["workers", "small businesses", "low-income families"],
    good: "shared prosperity",
  },
  {
    cues: [
      "vote",
      "voting",
      "election",
      "parliament",
      "party",
      "parties",
      "politic",
      "democra",
      "referend",
      "monarch",
      "citizen",
      "populism",
      "technocra",
    ],
    actors: ["voters", "young people", "minority groups"],
    good: "legitimate government",
  },
  {
    cues: ["sport", "athlete", "football", "olympic", "boxing", "club", "stadium", "fan", "rugby", "referee", "esport"],
    actors: ["athletes", "fans", "young players"],
    good: "fair and safe sport",
  },
  {
    cues: [
      "art",
      "museum",
      "music",
      "film",
      "cultur",
      "theatre",
      "statue",
      "artist",
      "library",
      "cinema",
      "graffiti",
      "language",
      "celebrit",
      "hollywood",
    ],
    actors: ["artists", "audiences", "local communities"],
    good: "a living culture",
  },
  {
    cues: [
      "crime",
      "prison",
      "police",
      "sentenc",
      "court",
      "jury",
      "punish",
      "criminal",
      "offender",
      "knife",
      "knives",
      "cctv",
      "curfew",
      "cannabis",
      "justice",
      "victim",
    ],
    actors: ["victims", "local communities", "young people at risk"],
    good: "justice and public safety",
  },
  {
    cues: [
      "country",
      "countries",
      "nation",
      "refugee",
      "aid",
      "war",
      "sanction",
      "border",
      "united",
      "foreign",
      "global",
      "arms",
      "weapon",
      "dictator",
      "colonial",
      "superpower",
      "intervention",
    ],
    actors: ["ordinary citizens", "people in poorer countries", "refugees"],
    good: "peace and stability",
  },
  {
    cues: ["news", "journalis", "press", "advertis", "television", "broadcast", "influencer", "paparazzi", "satire", "newspaper", "speech"],
    actors: ["audiences", "journalists", "young viewers"],
    good: "an informed public",
  },
  {
    cues: [
      "research",
      "scien",
      "genetic",
      "space",
      "embryo",
      "experiment",
      "mars",
      "species",
      "planet",
      "extraterrestrial",
      "fusion",
      "enhancement",
      "trial",
    ],
    actors: ["the public", "researchers", "patients waiting for cures"],
    good: "knowledge that serves people",
  },
  {
    cues: ["animal", "zoo", "circus", "circuses", "fur", "pets", "meat", "farming", "dissection", "cosmetic", "hunting"],
    actors: ["the people who work with animals", "consumers", "the animals themselves"],
    good: "the humane treatment of animals",
  },
  {
    cues: ["moral", "ethic", "charit", "surroga", "donat", "whistleblow", "lying", "forgive", "altruism", "pageant", "rescue"],
    actors: ["individuals making their own choices", "society as a whole", "the most vulnerable"],
    good: "treating everyone with dignity",
  },
];
const DEFAULT_THEME: Theme = {
  cues: [],
  actors: ["ordinary citizens", "the people who must carry the change out", "those with the least power"],
  good: "a fair society",
};

function themeFor(motion: string): Theme {
  const tokens = tokenize(motion.replace(/^\s*this house\b/i, ""));
  let best = DEFAULT_THEME;
  let bestScore = 0;
  for (const theme of THEMES) {
    const score = tokens.filter((t) => theme.cues.some((cue) => t.startsWith(cue))).length;
    if (score > bestScore) [best, bestScore] = [theme, score];
  }
  return best;
}

interface DebateArgument {
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

function chooseArguments(parsed: ParsedMotion, side: Side, _theme: Theme, seed: number): [Arg, Arg] {
  const policy = parsed.kind === "would" || parsed.kind === "other";
  const [first, second] = policy ? (side === "Government" ? POLICY_GOV : POLICY_OPP) : side === "Government" ? VALUE_GOV : VALUE_OPP;
  return [first[seed % first.length], second[Math.floor(seed / 7) % second.length]];
}

// --- reply -------------------------------------------------------------------------------------

interface Variant<T> {
  /** A fixed piece of the rendered text; if an earlier reply contains it, the variant is spent. */
  sig: string;
  render: (x: T) => string;
  /** When the variant fits the claim at all ("correlation is not causation" needs a causal claim, not a figure). */
  when?: (x: T) => boolean;
}

interface ClaimCtx {
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

type Move = "link" | "impact" | "counter" | "turn" | "weighing";
const MOVES: Move[] = ["link", "impact", "counter", "turn", "weighing"];

const MOVE_VARIANTS: Record<Move, Variant<ClaimCtx>[]> = {
  link: [
    {
      sig: "The link is missing",
      render: (x) =>
        `You said "${x.q}". The link is missing: ${x.qr && x.qc ? `why would "${x.qr}" actually produce "${x.qc}"` : `what is the step between ${x.focus} and ${x.topic}`}? Until you show that step, "${x.q}" is an assertion, not an argument.`,
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
  ],
  counter: [
    {
      sig: "There is a counter-mechanism",
      render: (x) =>
        x.side === "Opposition"
          ? `There is a counter-mechanism to "${x.q}": people adapt, and ${x.actors[0]} find workarounds, so the problem around ${x.topic} moves rather than disappears.`
          : `There is a counter-mechanism to "${x.q}": once the rules on ${x.focus} change, expectations change with them, and what looks like a cost today becomes the normal way of doing things.`,
    },
    {
      sig: "consider how people respond",
      render: (x) =>
        x.side === "Opposition"
          ? `Against "${x.q}", consider how people respond: when the rules on ${x.focus} change, the most determined simply go elsewhere, and only those who were never the problem change what they do.`
          : `Against "${x.q}", consider how people respond: a sensible version of our side builds in support for ${x.actors[2]}, which removes exactly the harm around ${x.topic} that you describe.`,
    },
    {
      sig: "Look at what happens next",
      render: (x) =>
        x.side === "Opposition"
          ? `Look at what happens next after "${x.q}": the burden lands on ${x.actors[1]}, who then have less time and money to deal with ${x.topic} in the first place.`
          : `Look at what happens next after "${x.q}": ${x.actors[1]} adjust within a year or two, while the benefits of our side keep accumulating.`,
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

interface Frame {
  c: SideCase;
  q: string;
  topic: string;
  ours: DebateArgument;
  userSide: Side;
}

const OPENERS: Variant<Frame>[] = [
  { sig: "Let me take your points in turn", render: () => "Thank you. Let me take your points in turn." },
  { sig: "Let's go straight to the clash", render: () => "Let's go straight to the clash." },
  { sig: "There are problems with what we just heard", render: () => "There are problems with what we just heard." },
  { sig: "Let me respond directly", render: () => "Let me respond directly to what you said." },
  { sig: "A few things in reply", render: () => "A few things in reply." },
  { sig: "now we have something to test", render: () => "Good: now we have something to test." },
];
const ASSERTIONS: Variant<Frame>[] = [
  {
    sig: "but not why",
    render: (f) =>
      `You told us "${f.q}", but not why, and assertion is not analysis: give us the mechanism, the "because", so we can test it.`,
  },
  {
    sig: "a conclusion without a reason",
    render: (f) => `"${f.q}" is a conclusion without a reason: which people change what they do, and why would they?`,
  },
  {
    sig: "a claim, not yet an argument",
    render: (f) => `"${f.q}" is a claim, not yet an argument, so show us the chain from ${f.c.focus} to that outcome.`,
  },
];
const ENGAGED: Variant<Frame>[] = [
  {
    sig: "You did answer us",
    render: (f) => `You did answer us with "${f.q}", but that answer needs its own reason: why is it true, and for whom?`,
  },
  {
    sig: "Fair challenge",
    render: (f) => `Fair challenge with "${f.q}", but a rebuttal still needs a mechanism: show us why it holds in practice.`,
  },
];
const DROPPED: Variant<Frame>[] = [
  { sig: "still stands unanswered", render: (f) => `Notice also that our argument on ${f.ours.label} still stands unanswered.` },
  {
    sig: "You have not engaged with our point",
    render: (f) => `You have not engaged with our point on ${f.ours.label}, so it stands in this round.`,
  },
  {
    sig: "a point not answered is a point conceded",
    render: (f) => `Our case on ${f.ours.label} was left untouched, and a point not answered is a point conceded.`,
  },
];
const REBUILDS: Variant<Frame>[] = [
  {
    sig: "Meanwhile our case stands",
    render: (f) => `Meanwhile our case stands: on ${f.ours.label}, ${f.ours.core(f.c.focus, f.c.theme)}.`,
  },
  {
    sig: "Remember why we are here",
    render: (f) => `Remember why we are here: ${f.ours.core(f.c.focus, f.c.theme)}, and nothing said so far changes that.`,
  },
  { sig: "is intact", render: (f) => `So our case on ${f.ours.label} is intact: ${f.ours.core(f.c.focus, f.c.theme)}.` },
  {
    sig: "The heart of our case remains",
    render: (f) => `The heart of our case remains ${f.ours.label}: ${f.ours.core(f.c.focus, f.c.theme)}.`,
  },
  {
    sig: "Set all of that against",
    render: (f) => `Set all of that against what we showed on ${f.ours.label}: ${f.ours.core(f.c.focus, f.c.theme)}.`,
  },
  {
    sig: "None of this touches our case on",
    render: (f) => `None of this touches our case on ${f.ours.label}: ${f.ours.core(f.c.focus, f.c.theme)}.`,
  },
  {
    sig: "keep coming back to",
    render: (f) => `We keep coming back to ${f.ours.label} because it decides this debate: ${f.ours.core(f.c.focus, f.c.theme)}.`,
  },
  {
    sig: "Back to our side of the house",
    render: (f) =>
      `Back to our side of the house: ${f.ours.core(f.c.focus, f.c.theme)}, and that is still the biggest issue in this debate.`,
  },
];
const CLOSERS: Variant<Frame>[] = [
  { sig: "So tell us: what happens to", render: (f) => `So tell us: what happens to ${f.c.theme.actors[0]} on your side of this debate?` },
  {
    sig: "The question you must answer",
    render: (f) => `The question you must answer is this: why should ${f.topic} outweigh ${f.ours.label}?`,
  },
  {
    sig: "the side that protects",
    render: (f) => `On balance, the side that protects ${f.c.theme.good} should win this debate, and that is ours.`,
  },
  { sig: "What is your mechanism", render: () => "What is your mechanism: who changes their behaviour, and why?" },
  {
    sig: "weigh probability and reach",
    render: (f) => `When you weigh the clash on ${f.c.focus}, weigh probability and reach, and you will find our side ahead.`,
  },
  { sig: "Who exactly is better off", render: () => `Who exactly is better off under your side, and how do you know?` },
  { sig: "which of our points do you concede", render: (f) => `If you cannot answer ${f.ours.label}, which of our points do you concede?` },
  {
    sig: "one concrete example where",
    render: (f) => `Can you give us one concrete example where your approach to ${f.c.focus} has worked?`,
  },
];
const EMPTY: Variant<Frame>[] = [
  {
    sig: "We did not hear a speech",
    render: (f) =>
      `We did not hear a speech this time, so take the floor: give us one reason, with a "because", why ${f.userSide} should win on "${f.c.motion}".`,
  },
  {
    sig: "Nothing came through in that turn",
    render: (f) => `Nothing came through in that turn, so start with one claim about ${f.c.focus} and tell us why it is true.`,
  },
];
const SHORT: Variant<Frame>[] = [
  {
    sig: "That was very brief",
    render: (f) =>
      `That was very brief ("${f.q}"), and a one-liner cannot win a round: give us a claim, the reason behind it and an example.`,
  },
  {
    sig: "is a start, not a speech",
    render: (f) => `"${f.q}" is a start, not a speech, so build it out: what happens, to whom, and why does it matter?`,
  },
  { sig: "Say more than", render: (f) => `Say more than "${f.q}": which part of the motion are you attacking or defending, and why?` },
];
const OFF_TOPIC: Variant<Frame>[] = [
  {
    sig: "connects to the motion",
    render: (f) =>
      `We are not sure how "${f.q}" connects to the motion, "${f.c.motion}", so bring it back to ${f.c.focus} and tell us what your point means for it.`,
  },
  {
    sig: "That drifted away from",
    render: (f) => `That drifted away from ${f.c.focus}: this debate is about "${f.c.motion}", so tell us how "${f.q}" bears on that.`,
  },
  {
    sig: "Let's stay on the motion",
    render: (f) => `Let's stay on the motion: "${f.q}" may be true, but the judge needs to know what it means for ${f.c.focus}.`,
  },
];

/** Picks the first variant, in seeded order, that neither an earlier turn nor this reply has used. */
function pick<T>(pool: Variant<T>[], seed: number, used: string, taken: Set<string>): Variant<T> | null {
  for (let i = 0; i < pool.length; i++) {
    const v = pool[(seed + i) % pool.length];
    if (!used.includes(v.sig) && !taken.has(v.sig)) return v;
  }
  return null;
}

const GENERIC = new Set(
  "good bad better worse important reduce reduces increase increases help helps improve improves make makes cause causes stop stops become becomes allow allows give gives take takes need needs want wants lead leads mean means feel know able less going things everyone someone society change changes changed needed real issue balance outweigh outweighs long-term short-term probability scale matters".split(
    " ",
  ),
);

const ADJECTIVES = new Set(
  "ordinary poor rich small large big new old young high low real whole certain little easy hard cheap daily social public private free different same main key local common general national huge tiny simple clear strong weak poorer richer bigger smaller higher lower cheaper easier harder".split(
    " ",
  ),
);

/** The claim's subject: a word the speaker keeps coming back to, not a motion word, not a modifier. */
function claimTopic(text: string, speech: string, exclude: Set<string>): string {
  const freq = new Map<string, number>();
  for (const w of contentWords(speech)) freq.set(stem(w), (freq.get(stem(w)) ?? 0) + 1);
  // Debate vocabulary ("weigh", "impact", "argument") is never the subject of a claim.
  const words = contentWords(text).filter((w) => !GENERIC.has(w) && !isDebateVocab(w));
  const nouny = words.filter((w) => !exclude.has(stem(w)) && !ADJECTIVES.has(w) && !/(ed|ly|ive|ous|ful|able|ible|est)$/.test(w));
  const pool = nouny.length > 0 ? nouny : words;
  const score = (w: string) => (freq.get(stem(w)) ?? 0) * 10 + w.length;
  return pool.reduce((best, w) => (score(w) > score(best) ? w : best), pool[0] ?? "") || "that";
}

function isOnTopic(text: string, c: SideCase): boolean {
  const anchors = [...c.parsed.keyTerms, ...tokenize(c.focus), ...c.theme.cues, ...c.theme.actors.flatMap(tokenize)];
  const stems = contentWords(text).map(stem);
  return stems.some((s) =>
    anchors.some((a) => {
      const t = stem(a);
      return s === t || (t.length >= 4 && s.startsWith(t));
    }),
  );
}

export function offlineReply({ motion, aiSide, messages }: { motion: string; aiSide: Side; messages: DebateMessage[] }): string {
  const c = context(motion, aiSide);
  const lastUserAt = messages.map((m) => m.role).lastIndexOf("user");
  const userText = lastUserAt >= 0 ? messages[lastUserAt].content.trim() : "";
  const earlier = messages.slice(0, Math.max(lastUserAt, 0)).filter((m) => m.role === "assistant");
  const used = earlier.map((m) => m.content).join("\n");
  const lastOurs = earlier.at(-1)?.content ?? "";
  const turn = earlier.length;
  const seed = (hashString(userText) + turn * 7) >>> 0;
  const taken = new Set<string>();
  // Required parts fall back to a seeded variant once every variant is spent (very long rounds);
  // optional parts are simply left out then, so the reply does not repeat itself.
  const take = <T>(pool: Variant<T>[], s: number, x: T, optional = false): string[] => {
    const v = pick(pool, s, used, taken) ?? (optional ? null : (pool.find((p) => !taken.has(p.sig)) ?? pool[s % pool.length]));
    if (!v) return [];
    taken.add(v.sig);
    return [v.render(x)];
  };
  const ours = c.args[turn % 2];
  const frame: Frame = { c, q: fragment(userText, 12), topic: "your point", ours, userSide: otherSide(aiSide) };
  const answer = answerQuestion(userText, motion, aiSide);
  const out: string[] = answer ? [answer] : [];

  if (wordCount(userText) === 0 || contentWords(userText).length < 3 || wordCount(userText) < 6) {
    out.push(...take(wordCount(userText) === 0 ? EMPTY : SHORT, seed, frame));
    out.push(...take(REBUILDS, seed + 1, frame), ...take(CLOSERS, seed + 2, frame));
    return out.join(" ");
  }

  const maxClaims = wordCount(userText) < 60 ? 2 : 3;
  const claims: Claim[] = extractClaims(userText, maxClaims, `${motion} ${lastOurs}`);
  const onTopic = isOnTopic(userText, c);
  if (!onTopic && claims.length === 0) {
    out.push(...take(OFF_TOPIC, seed, frame), ...take(REBUILDS, seed + 1, frame), ...take(CLOSERS, seed + 2, frame));
    return out.join(" ");
  }
  out.push(...take(onTopic ? OPENERS : OFF_TOPIC, seed, frame, true));

  const exclude = new Set([...c.parsed.keyTerms, ...tokenize(c.focus)].map(stem));
  const movesUsed = new Set<Move>();
  let topic = frame.topic;
  claims.forEach((claim, i) => {
    const x: ClaimCtx = {
      q: fragment(claim.sentence, 12),
      causal: /\b(because|causes?|caused|leads? to|led to|results? in|due to)\b/i.test(claim.sentence),
      figure: /\d/.test(claim.sentence),
      qr: claim.reason && fragment(claim.reason, 8),
      qc: claim.conclusion && fragment(claim.conclusion, 8),
      topic: claimTopic(claim.conclusion ?? claim.sentence, userText, exclude),
      focus: c.focus,
      side: aiSide,
      actors: c.theme.actors,
      ours: ours.label,
      valueMotion: c.parsed.kind !== "would" && c.parsed.kind !== "other",
    };
    if (i === 0) topic = x.topic;
    // Rotate the move per turn and speech, skipping moves this reply already used or whose variants are spent.
    const order = MOVES.map((_, k) => MOVES[(seed + i + k) % MOVES.length]);
    const fits = (m: Move) => MOVE_VARIANTS[m].filter((v) => !v.when || v.when(x));
    const move =
      order.find((m) => !movesUsed.has(m) && fits(m).some((v) => !used.includes(v.sig) && !taken.has(v.sig))) ??
      order.find((m) => !movesUsed.has(m)) ??
      order[0];
    movesUsed.add(move);
    out.push(...take(fits(move), seed + i, x));
  });
  // Unreasoned assertions are answered too, as assertions: naming the missing "because" is the lesson.
  const assertions = claims.length >= 2 ? [] : extractAssertions(userText, 1);
  if (claims.length === 0 && assertions.length === 0) assertions.push(userText);
  for (const a of assertions) {
    const answersUs = countRebuttal(a) > 0 && sharedTerms(a, lastOurs).length > 0;
    out.push(...take(answersUs ? ENGAGED : ASSERTIONS, seed + claims.length, { ...frame, q: fragment(a, 12) }));
  }

  // A previous argument of ours that the user's speech never touched is pointed out as dropped.
  const dropped =
    turn > 0 ? c.args.find((a) => !a.cues.some((cue) => contentWords(userText).some((w) => stem(w).startsWith(stem(cue))))) : undefined;
  if (dropped && sharedTerms(userText, lastOurs).length < 4) out.push(...take(DROPPED, seed + 3, { ...frame, ours: dropped }, true));

  const closing = { ...frame, topic };
  out.push(...take(REBUILDS, seed + 1, closing), ...take(CLOSERS, seed + 2, closing));
  return out.join(" ");
}
