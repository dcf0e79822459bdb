// The offline debater's opening on a motion with no brief: its side, the question the motion poses, an
// honest word that it has no prepared material, and its case built from the motion's parts (typed/case.ts),
// each part worded in one of several ways chosen by the motion.
import { motionFocus, type ParsedMotion } from "#server/ai/engine/offline/text/index.ts";
import { analyseMotion, type MotionInfo } from "#server/ai/engine/offline/coach/motion.ts";
import type { Side } from "#shared/sides.ts";
import type { DebateArgument, Subject } from "./arguments";
import type { OpponentSetup } from "./setup";
import { choose, motionParts, type MotionParts } from "./typed/parts";
import { typedCase } from "./typed/case";

/** The motion as one side reads it (not a request context). */
export interface SideCase extends Subject {
  motion: string;
  parsed: ParsedMotion;
  info: MotionInfo;
  side: Side;
  focus: string;
  /** Who acts, what changes, for whom: the case built from the motion's parts (typed/case.ts). */
  args: DebateArgument[];
  parts: MotionParts;
}

/** Without a brief, the opponent says so, and where a fuller opponent is found. */
export const NO_BRIEF =
  "A word on what to expect: we have no prepared brief for this motion, so we will build our case from the motion's own words and answer what you say, without examples of our own.";

/** "opt-out system" → "an opt-out system" when the motion itself puts an article there. */
function withArticle(proposal: string, focus: string): string {
  const at = proposal.toLowerCase().indexOf(focus.toLowerCase());
  const art = at > 0 ? /\b(an?|the)\s+$/i.exec(proposal.slice(0, at)) : null;
  return art ? `${art[1].toLowerCase()} ${focus}` : focus;
}

/** What the motion is about, as a noun phrase for our sentences: the object of "would", "regrets",
 * "believes that" …, never the verb ("would not buy a smartphone" → "a smartphone"), and in lower case
 * when it is capitalised only because it opens the motion ("Zoos do more harm …" → "zoos"). */
export function topicOf(parsed: ParsedMotion): string {
  const negated = /^not\s+\S+\s+(.+)$/i.exec(parsed.proposal);
  const proposal = negated ? negated[1] : parsed.proposal;
  const phrase = withArticle(proposal, negated ? motionFocus("other", proposal) : parsed.focus);
  return /^[A-Z][a-z]/.test(phrase) && proposal.startsWith(phrase) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase;
}

export function context(motion: string, side: Side): SideCase {
  const parts = motionParts(motion);
  const parsed = parts.parsed;
  // "leave the Commonwealth": a focus that is only the verb is the thing the verb acts on.
  const topic = topicOf(parsed);
  const focus = parts.verb && topic.toLowerCase() === parts.verb ? parts.change.slice(parts.verb.length).trim() || topic : topic;
  return {
    motion: motion.trim().replace(/[.!]+$/, ""),
    parsed,
    info: analyseMotion(motion),
    side,
    focus,
    // "This House would ban X": the action is the proposal itself.
    act: parsed.kind === "would" && !parsed.actor ? parsed.proposal.replace(/[.!]+$/, "") : null,
    args: typedCase(parts, side, focus),
    parts,
  };
}
/** The question a motion poses, worded to follow a colon ("should we ban fireworks?"). */
export function clashOf({ kind, proposal, actor }: ParsedMotion): string {
  if (kind === "would") return actor ? `as ${actor}, should we ${proposal}?` : `should we ${proposal}?`;
  if (kind === "believes") return `is it true that ${proposal}?`;
  if (kind === "supports") return `does ${proposal} deserve our support?`;
  if (kind === "opposes") return `should ${proposal} be opposed?`;
  if (kind === "regrets") return `would the world be better without ${proposal}?`;
  if (kind === "prefers") return `should we prefer ${proposal}?`;
  return `does this claim hold: ${proposal}?`;
}

/** What the motion asks, as a "whether" clause ("whether we should ban fireworks"), in one of a few wordings
 * chosen by the motion. */
function askOf({ kind, proposal, actor }: ParsedMotion, parts: MotionParts): string {
  const ask = (options: string[]) => choose(parts, "ask", options);
  if (kind === "would") {
    const lead = ask([
      "whether we should",
      "whether to",
      "whether it is wise to",
      "whether we ought to",
      "whether it is right to",
      "whether the time has come to",
      "whether a government should",
      "whether we do well to",
    ]);
    return actor ? `${lead.replace(/^whether/, `whether, as ${actor},`)} ${proposal}` : `${lead} ${proposal}`;
  }
  if (kind === "believes")
    return `${ask(["whether it is true that", "whether it holds that", "whether we accept that", "whether the evidence shows that", "whether we should believe that"])} ${proposal}`;
  if (kind === "supports")
    return ask([
      `whether ${proposal} deserves support`,
      `whether to back ${proposal}`,
      `whether ${proposal} has earned our support`,
      `whether we should stand behind ${proposal}`,
    ]);
  if (kind === "opposes")
    return ask([
      `whether ${proposal} should be opposed`,
      `whether to stand against ${proposal}`,
      `whether ${proposal} deserves our opposition`,
      `whether we should resist ${proposal}`,
    ]);
  if (kind === "regrets")
    return ask([
      `whether the world would be better without ${proposal}`,
      `whether ${proposal} is to be regretted`,
      `whether we would be better off without ${proposal}`,
      `whether, on balance, ${proposal} has done more harm than good`,
    ]);
  if (kind === "prefers")
    return ask([`whether ${proposal} is to be preferred`, `whether to prefer ${proposal}`, `whether ${proposal} is the better choice`]);
  return `whether this claim holds: ${proposal}`;
}

/** Our side and the question, as one sentence in one of many structures chosen by the motion. */
function stanceAndQuestion(c: SideCase): string {
  const ask = askOf(c.parsed, c.parts);
  const gov = c.side === "Government";
  const yes = gov ? "yes" : "no";
  const side = gov ? "Government" : "Opposition";
  return choose(c.parts, "stance", [
    `${side} answers ${yes} to the question of ${ask}.`,
    `On ${ask}, ${side} says ${yes}.`,
    `We are ${side}, so when the judge asks ${ask}, our answer is ${yes}.`,
    `Asked ${ask}, ${side} replies ${yes}, and the round will be won on ${c.focus}.`,
    `${upper(ask)}: that is the whole round, and ${side}'s answer is ${yes}.`,
    `${side} will show that the answer to ${ask} is ${yes}.`,
    `The judge must decide ${ask}, and ${side} holds that the answer is ${yes}.`,
    `Put simply, ${side} ${gov ? "backs" : "resists"} the motion, because the honest answer to ${ask} is ${yes}.`,
    `${side} takes up the question of ${ask} and answers ${yes}.`,
    `Here is our answer to ${ask}: ${yes}, and we are ${side}.`,
    `${upper(yes)}: that is ${side}'s answer when the judge asks ${ask}.`,
    `This round turns on ${ask}; ${side} replies ${yes}, and means it.`,
    `For ${side}, the matter of ${ask} has one answer, and it is ${yes}.`,
    `${side} comes to this round to argue ${yes} on ${ask}.`,
    `Ask us ${ask} and ${side} will tell you ${yes}.`,
    `The motion asks ${ask}; ${side}'s reply is a firm ${yes}.`,
    `We speak for ${side}, and to ${ask} we answer ${yes}.`,
    `Our side is ${side}, and our verdict on ${ask} is ${yes}.`,
    `${side} is here to answer ${ask}, and the answer is ${yes}.`,
    `When it comes to ${ask}, count ${side} as a firm ${yes}.`,
    `On the question of ${ask}, the answer from ${side} is ${yes}.`,
    `Weigh ${ask} as you will; ${side}'s answer is ${yes}.`,
  ]);
}

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const ORDINALS = ["first", "second", "third"];

/** How each argument is introduced: several wordings, chosen by the motion. */
const LEADS: ((ord: string, label: string) => string)[] = [
  (o, l) => `Our ${o} argument is about ${l}.`,
  (o, l) => `${upper(o)}, ${l}.`,
  (o, l) => `We come ${o} to ${l}.`,
  (o, l) => `The ${o} thing to weigh is ${l}.`,
  (o, l) => `Point ${o === "first" ? "one" : o === "second" ? "two" : "three"}: ${l}.`,
  (o, l) => `Now the ${o} strand: ${l}.`,
  (o, l) => `In ${o} place, ${l}.`,
  (o, l) => `Then ${l}, our ${o} line.`,
  (o, l) => `${upper(l)}: that is our ${o} point.`,
  (o, l) => `On to our ${o} argument, ${l}.`,
  (o, l) => `Our ${o} reason concerns ${l}.`,
  (o, l) => `Take ${l}, our ${o} plank.`,
  (o, l) => `${upper(o)} on our list is ${l}.`,
  (o, l) => `Then, ${o}, ${l}.`,
  (o, l) => `A ${o} matter: ${l}.`,
  (o, l) => `We turn ${o} to ${l}.`,
  (o, l) => `Reason ${o === "first" ? "one" : o === "second" ? "two" : "three"} is ${l}.`,
  (o, l) => `Look ${o} at ${l}.`,
  (o, l) => `${upper(l)} comes ${o}.`,
  (o, l) => `Here is the ${o} case we make: ${l}.`,
  (o, l) => `${upper(l)} is the ${o} ground we stand on.`,
];

/** Each wording of the honest word that the opponent has no brief says so in one of these ways. */
export const SAYS_NO_BRIEF =
  /no prepared (brief|material)|no brief|without a brief|from a prepared brief|no material prepared|no research of our own/i;

/** The honest word on what the opponent has, in three parts chosen apart: it has no brief (SAYS_NO_BRIEF), on
 * what, and what the case rests on instead. */
function note(c: SideCase): string {
  const p = c.parts;
  const who = p.actor ?? "whoever acts";
  const core = choose(p, "note-core", [
    `we have no prepared brief on ${c.focus}`,
    `there is no brief behind what we argue on ${c.focus}`,
    `on ${c.focus} we come without a brief`,
    `nothing we say about ${c.focus} comes from a prepared brief`,
    `we have no prepared material on ${c.focus}`,
    `our files hold no brief on ${c.focus}`,
    `we meet ${c.focus} with no material prepared in advance`,
    `what we say on ${c.focus} draws on no research of our own`,
    `we take on ${c.focus} without a brief`,
    `we face ${c.focus} with no brief in hand`,
    `on ${c.focus} our side has no brief to draw on`,
    `we have done no research of our own into ${c.focus}`,
    `we stand on ${c.focus} with no prepared material`,
    `${c.focus} reaches us without a brief`,
    `no brief was written for us on ${c.focus}`,
    `we argue ${c.focus} from no prepared brief`,
  ]);
  const lead = choose(p, "note-lead", [
    "In fairness",
    "To be honest with you",
    "Before anything else",
    "Know this",
    "Fair warning",
    "One thing up front",
    "For the record",
    "A disclosure first",
    "Let us be plain",
    "So you know",
    "Said at the start",
    "Openly",
    "",
    "",
  ]);
  const rest = choose(p, "note-rest", [
    `so every step below is reasoning from the motion's words, not evidence`,
    `so we bring no examples of our own, only what follows from the motion and from your speech`,
    `so what follows rests on what the motion changes, who acts and who lives with it`,
    `so we reason from what ${who === "whoever acts" ? "the change" : who} would do and answer what you say`,
    `and we will not pretend otherwise: expect reasoning about ${c.focus}, not figures`,
    `so judge us on the logic, since we quote no study and cite no case`,
    `which leaves us the motion's own terms and your words to work with`,
    `and that is why what comes next is argument, never a statistic`,
    `so take each point as a step of logic you can test, not a fact we claim`,
    `though ${who === "whoever acts" ? "the motion" : who} and ${c.focus} give us enough to reason with`,
    `so our case is built from who acts, what changes and who feels it`,
    `so expect reasons you can test rather than evidence you must trust`,
    `and we would rather say so than dress reasoning up as fact`,
    `so the examples in this round will have to come from you`,
    `so we argue from the logic of the change and from what you tell us`,
    `so each point below can be checked against common sense, not against a source`,
    `so our points are reasons, and the evidence is yours to bring`,
    `and so we will argue from first principles`,
    `so hold us to our logic, and hold yourself to your examples`,
    `which means our case is an argument about consequences, not a report of them`,
    `so where we reason, test the reasoning; we will do the same to you`,
    `and our case stands or falls on whether its steps follow`,
    `so nothing here is a statistic; all of it is a claim about cause and effect`,
    `so we will lean on what people do when rules and prices change`,
    `which is why every claim below comes with its reasoning attached`,
    `so if you bring evidence, it will count for more than our logic`,
    `and what we offer instead is a chain of reasons you are free to cut`,
    `so we build from the change itself: what it asks, of whom, and what follows`,
    `so you will hear our reasons in full, and no borrowed authority`,
    `which puts the weight on how well each step holds`,
    `so read what follows as a case made from the motion outwards`,
    `so there are no studies in this speech, only steps you can check`,
  ]);
  return lead ? `${lead}: ${core}, ${rest}.` : `${upper(core)}, ${rest}.`;
}

export function genericOpening({ motion, aiSide }: OpponentSetup): string {
  const c = context(motion, aiSide);
  const p = c.parts;
  // Each argument's lead chosen apart, and never the one before it again ("On to our first …", "On to our second …").
  const leads: number[] = [];
  for (let i = 0; i < c.args.length; i++) {
    let at = choose(p, `lead${i}`, [...LEADS.keys()]);
    while (leads.includes(at)) at = (at + 1) % LEADS.length;
    leads.push(at);
  }
  const args = c.args.map((a, i) => `${LEADS[leads[i]](ORDINALS[i], a.label)} ${a.opening(c)}`);
  const last = c.args.at(-1)!.label;
  const invite = choose(p, "invite", [
    `Over to you: which of these do you reject, and why?`,
    `Your turn: tell us what is at stake in ${c.focus}, for whom, and why.`,
    `We look forward to hearing your answer on ${c.focus}, and what your mechanism is.`,
    `Now it is yours: which step on ${c.focus} fails?`,
    `Start where you like: what is your answer on ${last}?`,
    `If you see ${c.focus} differently, where does our reasoning on ${last} go wrong?`,
    `What do you say on ${last}, the point this round on ${c.focus} turns on?`,
    `Which of these steps would you break, and how?`,
    `We want to hear your case on ${c.focus}: what does it change, and for whom?`,
    `Will your reply meet ${last} head on, or leave it standing?`,
    `The floor is yours: where does ${c.focus} work differently from how we have said?`,
    `If you answer ${last}, we have a debate; if you do not, why should the judge not give us the round?`,
    `So where do you stand on ${c.focus}, and what is your first reason?`,
    `What is your strongest reason on ${c.focus}? We are ready to meet it.`,
    `Which of our points do you think is weakest, and why?`,
    `How would you persuade the judge otherwise on ${last}?`,
    `Pick one of our reasons and take it apart: which will it be?`,
    `Tell the judge who is better off under your side on ${c.focus}, and how you know.`,
    `Where, on ${last}, would a fair judge find us wrong?`,
    `Give us your best example on ${c.focus}: how does it weigh against ours?`,
    `If one of these points falls, which is it, and what replaces it?`,
    `Your side's case on ${c.focus} starts now: what changes, and for whom?`,
    `Will you answer ${last} first, or explain why it does not matter?`,
    `Tell us what it would take to convince you on ${c.focus}, and we will try.`,
    `Show us the flaw: in the premise, in the step, or in the weighing?`,
    `On ${c.focus}, what do you see that we have missed?`,
    `We have said why; now, can you say why not?`,
    `Which part of this case would you want the judge to forget, and why should they?`,
    `Where is the gap in our reasoning on ${c.focus}, if there is one?`,
    `Make your case on ${last}: what does your side say to it?`,
    `What would the world look like under your side on ${c.focus}?`,
    `The judge is listening: can you answer ${last}?`,
    `Which of our three reasons would you cut first, and with what?`,
    `Who does your side protect on ${c.focus}, and how?`,
    `Can you show that ${last} matters less than we claim?`,
    `You have heard the case: what is the reason it fails?`,
    `Which assumption of ours on ${c.focus} would you test first?`,
    `What do you offer on ${c.focus} in place of what we propose?`,
    `Is there a cost on ${c.focus} we have not counted, and whose is it?`,
    `The round is open: will you take on ${last}, or tell us why you need not?`,
    `How does your side weigh ${last} against what you would put first?`,
    `Where exactly do we go wrong on ${c.focus}?`,
    `Which case can you bring that the judge can check, and how does it bear on ${last}?`,
    `Which is it, then: a flaw in our facts, or in our logic?`,
    `What is one reason on ${c.focus} for the judge to prefer your side?`,
    `That is where we think this round is won: will you meet us on ${last}?`,
    `What would change your mind on ${c.focus}, and would it change ours?`,
    `What will you begin with, your best point or your answer to ours?`,
  ]);
  // The stance and the note are ordered by the motion too, so openings do not all begin alike.
  const head = choose(p, "order", [0, 1]) === 0 ? [stanceAndQuestion(c), note(c)] : [note(c), stanceAndQuestion(c)];
  return [...head, ...args, invite].join("\n\n");
}
