// Building blocks for the example generators: who the argument is about, why they behave as they
// do, and the side's core reason — all worded from the motion so every example is motion-specific.
import { actorsIn } from "./lexicon";
import { actorType, arguesConcern, capitalize, roleOf, stance, topicView, type MotionInfo, type Side, type TopicView } from "./motion";

export interface Cast {
  /** Who bears the impact (the most vulnerable stakeholder). */
  primary: string;
  /** Who drives the status quo (business or authority). */
  secondary: string;
  third: string;
}

/**
 * Who the argument is about. A side arguing the harm of the thing speaks for those the harm falls
 * on, not for its users ("a car ban protects residents", never "falls hardest on drivers"); a side
 * defending the thing speaks for its users.
 */
const RANK: Record<string, number> = { vulnerable: 0, guardian: 1, public: 2, professional: 3, profit: 4, authority: 5 };

export function cast(info: MotionInfo, concern?: boolean): Cast {
  const users = actorsIn(info.object).map((a) => a.name);
  const roles = info.stakeholders.map((n) => ({ n, role: roleOf(n) }));
  const people = roles.filter((r) => r.role !== "profit" && r.role !== "authority");
  const pick =
    concern === true
      ? [...people].sort((a, b) => RANK[a.role] - RANK[b.role]).find((r) => !users.includes(r.n))
      : concern === false
        ? people.find((r) => users.includes(r.n))
        : undefined;
  const primary = pick?.n ?? people[0]?.n ?? info.stakeholders[0];
  const secondary =
    roles.find((r) => r.n !== primary && (r.role === "profit" || r.role === "authority"))?.n ??
    info.stakeholders.find((n) => n !== primary) ??
    "the government";
  const third = info.stakeholders.find((n) => n !== primary && n !== secondary) ?? "the general public";
  return { primary, secondary, third };
}

/** "children are still developing…": what drives this actor. */
export function traits(name: string): string {
  const t = actorType(name)?.traits;
  if (t) return t;
  return roleOf(name) === "profit"
    ? "depend on it for their income, so they will defend it and adapt to any new rule"
    : "feel any change first in their daily lives but are rarely asked what they need";
}

export function sentence(name: string, rest: string): string {
  return `${capitalize(name)} ${rest}`;
}

export interface Core {
  stance: string;
  /** True when this side argues the harm of the thing debated. */
  concern: boolean;
  /** True when this side wants the change (or affirms the claim). */
  action: boolean;
  reason: string;
  view: TopicView;
}

/** The side's position and one-clause reason, chosen by motion type and direction. */
export function core(info: MotionInfo, side: Side, c: Cast): Core {
  const v = topicView(info);
  const concern = arguesConcern(info, side);
  const action = side === "Government";
  const policy = info.kind === "policy";
  let reason: string;
  if (!policy)
    reason = concern
      ? `it brings ${v.concern}, and that falls hardest on ${c.primary}`
      : `it has given ${c.primary} ${v.benefit}, which outweighs the risks`;
  else if (concern)
    reason = action ? `it tackles ${v.concern}, which falls hardest on ${c.primary}` : `it would expose ${c.primary} to ${v.concern}`;
  else
    reason = action
      ? `it gives ${c.primary} ${v.benefit}, which the status quo denies them`
      : `it would cost ${c.primary} ${v.benefit} while doing little about ${v.concern}`;
  return { stance: stance(info, side), concern, action, reason, view: v };
}

export function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** A concrete case: the topic's documented example, or a clearly illustrative one with numbers. */
export function exampleText(info: MotionInfo, c: Cast, k: Core): string {
  const ex = k.view.example;
  if (ex && k.action) return `For example, ${ex}. That is this mechanism working in practice, not just in theory.`;
  if (ex)
    return `Look at the best-known case: ${ex}. Even there, the change took years and depended on local conditions, and ${c.secondary} adapted, so the other side must show those conditions exist here rather than point to a headline.`;
  return `As an illustration (check local figures before you use it): in a city of 100,000 people, if even 1 in 10 of ${c.primary} feel the effect of ${info.object}, that is 10,000 people whose daily lives change, and ${c.secondary} will respond within months, not years.`;
}
