// The coach's regression set (tests/fixtures/coach, docs/coach-regression.md), scored as the server scores
// it: honest work ranks strong > middling > weak; no gamed answer (keyword-stuffed, off-topic, pasted
// motion, the other side's case, swapped sides, the app's own material copied, padded, vocabulary dressed
// in the motion's words) reaches the middling answer, and each is told why; a wrong-side answer is told so
// first. These were one test per drill, motion and kind (tests/unit/coach-regression.test.ts).
import { argumentFeedback } from "#server/ai/engine/offline/coach/index.ts";
import * as S from "#shared/drills/schemas.ts";
import { BAD, PACKS, answer, type Kind } from "#tests/fixtures/coach/builder.ts";
import type { DrillScored, Fresh } from "#tests/engine/golden/run.ts";
import { each, groupBy, type Property } from "./property";

/** The integrity notes' openings (ai/engine/integrity/checks.ts), any of which may explain a gamed answer. */
const INTEGRITY_NOTE =
  /You argued the other side|copied from material the app wrote for you|repeats the (?:prompt or the )?motion|does not talk about the motion|list of words|debate vocabulary|Repeated sentences were counted once|not appear to be written in English|speaks to whoever marks it|rubric's own descriptions|lists claims without a reason|mostly figures and studies|invisible or look-alike|almost nothing in it to mark/;

/** The reason each integrity-caught kind must lead with. */
const REASONS: Partial<Record<Kind, RegExp>> = {
  copied: /^Most of this answer is copied from material the app wrote for you/,
  padded: /^(?:Repeated sentences were counted once|This answer is mostly debate vocabulary)/,
  vocab: /^(?:You argued the other side.*)?(?:This answer mostly repeats the motion back.*)?This answer is mostly debate vocabulary/,
};

type Cell = Partial<Record<Kind, DrillScored>>;
/** Each drill × motion, with its answers by kind. */
const cells = (fresh: Fresh): [string, Cell][] =>
  [...groupBy(fresh.drills, (r) => `${r.drill}/${r.pack.id}`)].map(([id, rows]) => [id, Object.fromEntries(rows.map((r) => [r.kind, r]))]);

const opening = (text: string) => JSON.stringify(text.slice(0, 100));

export const COACH_PROPERTIES: Property[] = [
  {
    name: "honest work ranks strong > middling > weak on every drill and motion",
    failures: (fresh) =>
      each(cells(fresh), ([id, c]) =>
        c.strong!.overall > c.middling!.overall && c.middling!.overall > c.weak!.overall
          ? null
          : `${id}: strong ${c.strong!.overall}, middling ${c.middling!.overall}, weak ${c.weak!.overall}`,
      ),
  },
  {
    name: "every gamed answer scores below the middling one and is never told 'Strong work'",
    failures: (fresh) =>
      each(cells(fresh), ([id, c]) => {
        const bad = BAD.flatMap((k) => (c[k] ? [c[k]] : []));
        const wrong = bad.filter((r) => r.overall >= c.middling!.overall || /^Strong work/.test(r.comments));
        return wrong.length
          ? `${id}: middling ${c.middling!.overall}; ${wrong.map((r) => `${r.kind} ${r.overall} ${opening(r.comments)}`).join("; ")}`
          : null;
      }),
  },
  {
    name: "the copied, padded and vocab answers are told their reason first",
    failures: (fresh) =>
      each(
        fresh.drills.filter((r) => REASONS[r.kind]),
        (r) => (REASONS[r.kind]!.test(r.comments) ? null : `${r.id}: ${opening(r.comments)}`),
      ),
  },
  {
    name: "honest strong and middling work draws no integrity note and is not told it argued the other side",
    failures: (fresh) =>
      each(
        fresh.drills.filter((r) => r.kind === "strong" || r.kind === "middling"),
        (r) => {
          const note = r.comments.match(INTEGRITY_NOTE) ?? r.comments.match(/argued the other side/);
          return note ? `${r.id}: ${JSON.stringify(note[0])}` : null;
        },
      ),
  },
  {
    name: "a wrong-side or swapped answer is told first that it argued the other side, naming the side",
    failures: (fresh) =>
      each(
        fresh.drills.filter((r) => r.kind === "wrongside" || r.kind === "swapped"),
        (r) =>
          /^You argued the other side\b/.test(r.comments) && /Government|Opposition/.test(r.comments.split(/(?<=\.)\s/)[0])
            ? null
            : `${r.id}: ${opening(r.comments)}`,
      ),
  },
  {
    name: "PAEL: a stock weighing line does not lift a middling answer, nor 'which means' for 'so' a strong one",
    failures: () => PACKS.flatMap(paelExploits),
  },
];

/** The coach alone (as the old test did), on the argument drill: each exploit may lift a score by one rounding step at most. */
function paelExploits(p: (typeof PACKS)[number]): string[] {
  const run = (a: any) => argumentFeedback(S.feedbackRequestSchema.parse(a)).scores;
  // Scores are rounded to tenths, so "no lift" allows one step (compared in tenths: 4.6 + 0.1 is not 4.7 in floating point).
  const lifted = (what: string, after: number, before: number) =>
    Math.round((after - before) * 10) > 1 ? [`${p.id}: ${what} ${before} → ${after}`] : [];
  const mid = answer("argument", p, "middling") as any;
  const strong = answer("argument", p, "strong") as any;
  const stock = " Even if the other side has a point, this matters more because the most vulnerable are affected in the long term.";
  const withStock = run({ ...mid, pael: { ...mid.pael, link: mid.pael.link + stock } });
  const swap = (t: string) => t.replace(/, so /g, ", which means ");
  const swapped = { ...strong, pael: Object.fromEntries(Object.entries(strong.pael).map(([k, v]) => [k, swap(v as string)])) };
  return [
    ...lifted("stock weighing: middling overall", withStock.overall, run(mid).overall),
    ...lifted("stock weighing: middling weighing", withStock.weighing, run(mid).weighing),
    ...lifted("'which means': strong overall", run(swapped).overall, run(strong).overall),
  ];
}
