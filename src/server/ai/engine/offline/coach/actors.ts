// How relevant a named actor is to a motion, and which key stakeholders a student left out.
// Shared by the characterization and clashes drills.
import { contentWords, overlap, termMatch } from "#server/ai/engine/offline/text/index.ts";
import { lexicon } from "#content/lexicon.ts";
import { actorsIn } from "./lexicon";
import { roleOf, type MotionInfo } from "./motion";

const GENERIC =
  /^(the )?(people|person|everyone|everybody|society|humans?|humanity|the world|world|public|general public|others?|individuals?|someone|citizens|all|stakeholders?|(most )?vulnerable( people| groups)?|the most vulnerable|those affected|everyone affected|affected (people|groups)|victims|groups?)$/i;
const VULNERABLE =
  /\b(low[- ]income|poor|young|child|kid|teen|disabled|elderly|older|rural|minority|vulnerable|marginali[sz]ed|sick|single|homeless|unemployed|refugee|migrant|girls?|women)\b/i;

export interface ActorFit {
  /** 0-1. */
  relevance: number;
  kind: "stakeholder" | "related" | "known" | "generic" | "unknown";
  /** Narrowed to a subgroup ("low-income parents", "children aged 4-12") rather than a whole category. */
  specific: boolean;
}

/** How central an actor is to the motion, from its name and what the student says about it. */
export function actorFit(name: string, info: MotionInfo, said = ""): ActorFit {
  const fit = baseFit(name, info, said);
  return { ...fit, specific: fit.kind !== "generic" && (contentWords(name).length >= 2 || VULNERABLE.test(name)) };
}

function baseFit(name: string, info: MotionInfo, said: string): Omit<ActorFit, "specific"> {
  const n = name.trim();
  if (!n || GENERIC.test(n)) return { relevance: 0.3, kind: "generic" };
  const types = actorsIn(n).map((a) => a.name);
  const nameWords = contentWords(n);
  const nameOnMotion = overlap(nameWords, info.related) > 0;
  const saidOnMotion = overlap(info.terms, said) >= 0.3;
  const sub = VULNERABLE.test(n) && nameWords.length >= 2 ? 0.05 : 0;
  if (types.some((t) => info.stakeholders.includes(t)) || (nameOnMotion && types.length))
    return { relevance: Math.min(1, 0.95 + sub), kind: "stakeholder" };
  if (nameOnMotion || coversStakeholder(n, info)) return { relevance: 0.85 + sub, kind: "related" };
  if (types.length) return { relevance: saidOnMotion ? 0.7 : 0.55, kind: "known" };
  return { relevance: saidOnMotion ? 0.6 : 0.4, kind: "unknown" };
}

function coversStakeholder(name: string, info: MotionInfo): boolean {
  const cw = contentWords(name);
  return info.stakeholders.some((s) => contentWords(s).some((w) => cw.some((c) => termMatch(c, w))));
}

/** Key stakeholders (not the catch-all public) that none of the named actors stands for. */
// Groups a judge treats as the same actor when asking "who did you leave out?".
const FAMILIES = lexicon.families;
const family = (name: string) => [name, ...FAMILIES.filter((f) => f.includes(name)).flat()];

export function missedActors(names: string[], info: MotionInfo, max = 3, vulnerableOnly = false): string[] {
  const covered = new Set(names.flatMap((n) => actorsIn(n).flatMap((a) => family(a.name))));
  // The state and "the public" are in every debate; they count as missed only when the motion names them.
  const named = actorsIn(info.body).map((a) => a.name);
  // A missed actor is named only on a strong match: named in the motion, or central to a topic it clearly belongs to.
  // A teacher's brief names its key actors itself.
  const strong = new Set([...named, ...(info.strongTopics[0]?.actors ?? []), ...(info.keyActors ?? [])]);
  const keys = info.stakeholders
    .filter((s) => strong.has(s))
    .filter((s) => named.includes(s) || (s !== "the general public" && s !== "the government"))
    .filter((s) => !vulnerableOnly || !["profit", "authority"].includes(roleOf(s)))
    .slice(0, 4);
  return keys.filter((k) => !covered.has(k) && !names.some((n) => coversStakeholder(n, { ...info, stakeholders: [k] }))).slice(0, max);
}

/** Order stakeholders for a clash: those who bear the impact first. */
export function vulnerableFirst(info: MotionInfo): string[] {
  const rank = (n: string) => ({ vulnerable: 0, guardian: 1, public: 2, professional: 3, authority: 4, profit: 5 })[roleOf(n)];
  return [...info.stakeholders].sort((a, b) => rank(a) - rank(b));
}

export function actorComment(name: string, fit: ActorFit): string {
  switch (fit.kind) {
    case "stakeholder":
      return `${name} are directly affected by the motion: a strong choice.`;
    case "related":
      return `${name} are connected to the motion; say exactly how it changes things for them.`;
    case "generic":
      return `"${name}" is too broad: name a specific group the motion affects.`;
    case "known":
      return `${name} are a real group, but their link to this motion is indirect; explain it or pick a more central actor.`;
    default:
      return `It is not clear how the motion affects ${name}; explain the connection.`;
  }
}
