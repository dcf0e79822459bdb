// The six drills' kinds, rubric dimensions and score readers. Zod-free, so the screens
// that only chart scores (the progress page) do not load zod; schemas.ts re-exports all of it.
import { DRILL_RUBRICS, keysOf } from "#shared/rubrics/index.ts";

export const DRILL_KINDS = ["argument", "characterization", "refutation", "clashes", "modeling", "framing"] as const;
export type DrillKind = (typeof DRILL_KINDS)[number];

/** Each drill's score keys, in its rubric's order (shared/rubrics/ defines them). */
export const DRILL_DIMENSIONS = {
  argument: keysOf(DRILL_RUBRICS.argument),
  characterization: keysOf(DRILL_RUBRICS.characterization),
  refutation: keysOf(DRILL_RUBRICS.refutation),
  clashes: keysOf(DRILL_RUBRICS.clashes),
  modeling: keysOf(DRILL_RUBRICS.modeling),
  framing: keysOf(DRILL_RUBRICS.framing),
} as const satisfies Record<DrillKind, readonly string[]>;

const LABELS: Record<string, string> = Object.fromEntries(
  Object.values(DRILL_RUBRICS).flatMap((r) => r.dimensions.map((d) => [d.key, d.label])),
);

/** A dimension's name as the rubric gives it ("impact_address" → "Impact/link addressed"), for chart legends. */
export function dimensionLabel(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const s = key.replace(/_score$/, "").replace(/_/g, " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const mean = (xs: number[]) => (xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10 : null);
const get = (o: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((acc, k) => (acc && typeof acc === "object" ? (acc as Record<string, unknown>)[k] : undefined), o);

// Where each drill keeps its scores; characterization scores live per actor and are averaged.
function scoreBag(kind: DrillKind, r: unknown): unknown {
  if (kind === "argument" || kind === "refutation" || kind === "framing") return get(r, "scores");
  if (kind === "clashes") return get(r, "clash_evaluation", "scores");
  return r;
}

/**
 * The overall score (0-10) of a stored drill response, or null when it has none. Takes unknown so
 * responses read back from the database (or produced by an LLM) can be charted safely (well formed, a
 * response is schemas.ts' DrillFeedbackResponseMap[K]).
 */
export function overallOf<K extends DrillKind>(kind: K, response: unknown): number | null {
  const direct = num(get(scoreBag(kind, response), "overall"));
  if (direct !== null || kind !== "characterization") return direct;
  const actors = get(response, "actors");
  return Array.isArray(actors) ? mean(actors.map((a) => num(get(a, "score"))).filter((x): x is number => x !== null)) : null;
}

/** The rubric dimensions (0-10) of a stored drill response; missing ones are left out. */
export function dimensionsOf<K extends DrillKind>(kind: K, response: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  const actors = get(response, "actors");
  for (const key of DRILL_DIMENSIONS[kind]) {
    const v =
      kind === "characterization"
        ? Array.isArray(actors)
          ? mean(actors.map((a) => num(get(a, key))).filter((x): x is number => x !== null))
          : null
        : num(get(scoreBag(kind, response), key));
    if (v !== null) out[key] = v;
  }
  return out;
}

/** Each drill's name, as the hub, the drill pages, the progress page and the weekly e-mail show it. */
export const DRILL_NAMES: Record<DrillKind, string> = {
  argument: "PAEL Argument",
  characterization: "Characterization",
  refutation: "Refutation",
  clashes: "Clashes",
  modeling: "Modeling",
  framing: "Framing",
};
