// A typed motion taken apart: who acts, what changes (the action and what it acts on) and for whom, read
// from the motion's own words and the lexicon's actors, so the opponent's case on a motion it has no brief
// for is built from that motion and no other.
import { lexicon } from "#content/lexicon.ts";
import { hashString, parseMotion, stem, tokenize, type ParsedMotion } from "#server/ai/engine/offline/text/index.ts";

/** What kind of change a motion's verb makes: each kind has its own questions (who enforces a ban, who pays for a gift). */
export type ActionKind = "stop" | "require" | "provide" | "build" | "allow" | "charge" | "replace" | "judge";
/** The kind, with a motion that judges told apart by what it asks: a regret, a belief, or support for something. */
export type Flavour = Exclude<ActionKind, "judge"> | "regret" | "believe" | "support";

const ACTION_VERBS: [ActionKind, RegExp][] = [
  ["stop", /^(ban|prohibit|outlaw|forbid|criminali[sz]e|restrict|limit|cap|end|stop|close|abolish|scrap|remove|phase out)\b/i],
  ["require", /^(require|mandate|make|force|oblige|compel|introduce|impose|enforce|teach)\b/i],
  ["provide", /^(give|provide|fund|subsidi[sz]e|offer|guarantee|pay|grant)\b/i],
  ["build", /^(build|invest|construct|install|plant)\b/i],
  ["allow", /^(allow|legali[sz]e|permit|let|lower|decriminali[sz]e|open|relax|enable)\b/i],
  ["charge", /^(tax|charge|fine|levy|price)\b/i],
  ["replace", /^(replace|privati[sz]e|nationali[sz]e|reform|split|merge|elect|prefer|leave|join|move)\b/i],
];

export interface Actor {
  name: string;
  traits: string;
}

export interface MotionParts {
  parsed: ParsedMotion;
  /** The motion as said, without its full stop. */
  motion: string;
  /** The motion with its actor taken out ("This House would leave the Commonwealth"), for stating a side. */
  plain: string;
  /** Who acts: the motion's own actor ("a small island nation"), else null (then "we", as the House). */
  actor: string | null;
  /** The verb, lower case ("ban"), or null for a motion that judges rather than acts. */
  verb: string | null;
  kind: ActionKind;
  flavour: Flavour;
  /** What the change is: the proposal ("ban fireworks at public celebrations"), or what is judged. */
  change: string;
  /** The people the motion names or touches, from the lexicon (at most three), each with how they tend to act. */
  people: Actor[];
  /** A number for choosing among wordings: the same motion always speaks the same way, two motions rarely alike. */
  seed: number;
}

/** "As a small island nation, this House would …" and "This House, as X, would …" both name an actor. */
function actorForm(motion: string): { actor: string | null; rest: string } {
  const lead = /^\s*as ([^,]{2,80}),\s*(this house\b.*)$/i.exec(motion);
  if (lead) return { actor: lead[1].trim(), rest: lead[2].charAt(0).toUpperCase() + lead[2].slice(1) };
  return { actor: null, rest: motion };
}

/** The lexicon's actors the motion names by one of their stems, read in its actor and proposal only, so the
 * frame's own words ("This House supports") name nobody ("supporters"). */
function peopleIn(motion: string): Actor[] {
  const stems = new Set(tokenize(motion).map(stem));
  const words = tokenize(motion);
  const named = lexicon.actors.filter(
    (a) =>
      a.stems.some((s) => stems.has(stem(s)) || words.some((w) => w.startsWith(s))) || tokenize(a.name).every((w) => words.includes(w)),
  );
  return named.slice(0, 3).map((a) => ({ name: a.name, traits: a.traits }));
}

// "This House believes that chess should be taught in every school" proposes an action, not a verdict:
// the participle gives the verb ("taught" → "teach") and the change reads "teach chess in every school".
const PARTICIPLES: Record<string, string> = {
  banned: "ban",
  prohibited: "prohibit",
  outlawed: "outlaw",
  closed: "close",
  abolished: "abolish",
  scrapped: "scrap",
  restricted: "restrict",
  limited: "limit",
  capped: "cap",
  ended: "end",
  removed: "remove",
  required: "require",
  taught: "teach",
  made: "make",
  introduced: "introduce",
  mandated: "mandate",
  given: "give",
  provided: "provide",
  funded: "fund",
  subsidised: "subsidise",
  subsidized: "subsidize",
  offered: "offer",
  paid: "pay",
  built: "build",
  constructed: "construct",
  installed: "install",
  allowed: "allow",
  legalised: "legalise",
  legalized: "legalize",
  permitted: "permit",
  lowered: "lower",
  decriminalised: "decriminalise",
  decriminalized: "decriminalize",
  taxed: "tax",
  charged: "charge",
  fined: "fine",
  replaced: "replace",
  privatised: "privatise",
  privatized: "privatize",
  nationalised: "nationalise",
  nationalized: "nationalize",
  reformed: "reform",
  elected: "elect",
};

/** The action a "should be done" belief proposes ("teach chess in every school"), or null. */
function proposedAction(parsed: ParsedMotion): string | null {
  if (parsed.kind !== "believes") return null;
  const m = /^(.+?) should be ([a-z]+)\b(.*)$/i.exec(parsed.proposal.replace(/[.!]+$/, ""));
  const verb = m ? PARTICIPLES[m[2].toLowerCase()] : undefined;
  if (!m || !verb || /\b(not|never)$/i.test(m[1])) return null;
  const subject = /^[A-Z][a-z]/.test(m[1]) ? m[1].charAt(0).toLowerCase() + m[1].slice(1) : m[1];
  return `${verb} ${subject}${m[3]}`;
}

export function motionParts(motion: string): MotionParts {
  const clean = motion.trim().replace(/[.!]+$/, "");
  const { actor, rest } = actorForm(clean);
  const parsed = parseMotion(rest);
  // A free-form motion ("Zoos do more harm than good") judges: its first word is no verb of ours.
  const action = proposedAction(parsed);
  const acts = parsed.kind === "would" || action !== null;
  const proposal = action ?? parsed.proposal;
  const verbMatch = acts ? /^(?:not\s+)?([a-z-]+(?: out)?)/i.exec(proposal) : null;
  const verb = verbMatch ? verbMatch[1].toLowerCase() : null;
  const found = verb ? ACTION_VERBS.find(([, re]) => re.test(verb))?.[0] : undefined;
  const kind: ActionKind = found ?? (acts ? "require" : "judge");
  return {
    parsed,
    motion: clean,
    plain: rest,
    actor: actor ?? parsed.actor ?? null,
    verb,
    kind,
    flavour:
      kind !== "judge"
        ? kind
        : parsed.kind === "regrets"
          ? "regret"
          : parsed.kind === "supports" || parsed.kind === "opposes" || parsed.kind === "prefers"
            ? "support"
            : "believe",
    change: proposal.replace(/[.!]+$/, ""),
    people: peopleIn(`${actor ?? parsed.actor ?? ""} ${proposal}`),
    seed: hashString(clean.toLowerCase()),
  };
}

/** FNV-1a's low bits follow the parity of its input's characters, so two places hashed with one motion would
 * choose alike; a finaliser (MurmurHash3's) spreads every input bit over the result. */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** One of the wordings, chosen by the motion and the place it is said in, so two motions rarely share one. */
export function choose<T>(parts: MotionParts, place: string, options: T[]): T {
  return options[mix(hashString(`${parts.seed}|${place}`)) % options.length];
}
