// The adversarial regression set: hand-written answers on tuning and test motions (see
// tests/fixtures/coach and docs/coach-regression.md), scored as the server scores them: through the
// integrity checks (ai/engine/integrity), then the offline coach. Honest work must rank strong > middling > weak;
// no gamed answer (keyword-stuffed, off-topic, pasted motion, the other side's case, swapped sides, the
// app's own generated material copied, padded with repetition and filler, vocabulary dressed in the
// motion's words) may reach the middling answer, and each is told why; a wrong-side answer is told so
// first; the judge gives the round to the genuine case and not to stuffed or wrong-side speeches.
import { describe, expect, it } from "vitest";
import { argumentFeedback } from "#server/ai/engine/offline/coach/index.ts";
import * as S from "#shared/drills/schemas.ts";
import { BAD, DRILLS, answer, type Drill, type Kind } from "#tests/fixtures/coach/builder.ts";

/** The integrity notes' openings (ai/engine/integrity/checks.ts), any of which may explain a gamed answer. */
const INTEGRITY_NOTE =
  /You argued the other side|copied from material the app wrote for you|repeats the (?:prompt or the )?motion|does not talk about the motion|list of words|debate vocabulary|Repeated sentences were counted once|not appear to be written in English|speaks to whoever marks it|rubric's own descriptions|lists claims without a reason|mostly figures and studies|invisible or look-alike|almost nothing in it to mark/;
const REASONS: Partial<Record<Kind, RegExp>> = {
  copied: /^Most of this answer is copied from material the app wrote for you/,
  padded: /^(?:Repeated sentences were counted once|This answer is mostly debate vocabulary)/,
  vocab: /^(?:You argued the other side.*)?(?:This answer mostly repeats the motion back.*)?This answer is mostly debate vocabulary/,
};
import { PACKS, evaluate, verdict } from "#tests/fixtures/coach/score.ts";

const cases = DRILLS.flatMap((drill) => PACKS.map((p) => [drill, p.id, p.split, p] as const));

describe.each(cases)("%s on %s (%s)", (drill: Drill, _id, _split, p) => {
  const strong = evaluate(drill, p, "strong")!;
  const middling = evaluate(drill, p, "middling")!;
  const weak = evaluate(drill, p, "weak")!;

  it("ranks strong > middling > weak", () => {
    expect(strong.overall).toBeGreaterThan(middling.overall);
    expect(middling.overall).toBeGreaterThan(weak.overall);
  });

  it.each(BAD.map((k) => [k]))("scores the %s answer below the middling one", (kind) => {
    const r = evaluate(drill, p, kind);
    if (!r) return;
    expect(r.overall).toBeLessThan(middling.overall);
    expect(r.comments).not.toMatch(/^Strong work/);
  });

  it.each(Object.entries(REASONS))("names the reason for the %s answer first", (kind, reason) => {
    const r = evaluate(drill, p, kind as Kind);
    if (!r) return;
    expect(r.comments).toMatch(reason);
  });

  it("finds nothing to object to in honest work", () => {
    for (const r of [strong, middling]) expect(r.comments).not.toMatch(INTEGRITY_NOTE);
  });

  it("names the wrong side in the first comment", () => {
    for (const kind of ["wrongside", "swapped"] as const) {
      const r = evaluate(drill, p, kind);
      if (!r) continue;
      expect(r.comments).toMatch(/^You argued the other side\b/);
      expect(r.comments.split(/(?<=\.)\s/)[0]).toMatch(/Government|Opposition/);
    }
  });

  it("does not tell a right-side answer it argued the other side", () => {
    expect(strong.comments).not.toMatch(/argued the other side/);
    expect(middling.comments).not.toMatch(/argued the other side/);
  });
});

describe.each(PACKS.map((p) => [p.id, p.split, p] as const))("judge on %s (%s)", (_id, _split, p) => {
  it("gives the genuine case the round", () => {
    expect(verdict(p, "genuine").winner).toBe("user");
  });
  it("does not give the round to keyword-stuffed speeches", () => {
    const v = verdict(p, "stuffed");
    expect(v.winner).toBe("ai");
    expect(v.scores.user.matter).toBeLessThan(verdict(p, "genuine").scores.user.matter);
  });
  it("does not give the round to the other side's case, and says so first", () => {
    const v = verdict(p, "wrongside");
    expect(v.winner).toBe("ai");
    expect(v.reason).toMatch(/^You argued the other side: .*(Government|Opposition)/);
  });
});

describe.each(PACKS.map((p) => [p.id, p.split, p] as const))("PAEL exploits on %s (%s)", (_id, _split, p) => {
  const run = (a: any) => argumentFeedback(S.feedbackRequestSchema.parse(a)).scores;
  // Scores are rounded to tenths, so "no lift" allows one rounding step (compared in tenths: 4.6 + 0.1 is not 4.7 in floating point).
  const atMostOneStep = (after: number, before: number) => expect(Math.round((after - before) * 10)).toBeLessThanOrEqual(1);
  const mid = answer("argument", p, "middling") as any;
  const strong = answer("argument", p, "strong") as any;

  it("a stock weighing line does not lift a middling answer", () => {
    const stock = " Even if the other side has a point, this matters more because the most vulnerable are affected in the long term.";
    const lifted = run({ ...mid, pael: { ...mid.pael, link: mid.pael.link + stock } });
    atMostOneStep(lifted.overall, run(mid).overall);
    atMostOneStep(lifted.weighing, run(mid).weighing);
  });

  it("swapping 'so' for 'which means' does not lift a strong answer", () => {
    const swap = (t: string) => t.replace(/, so /g, ", which means ");
    const swapped = { ...strong, pael: Object.fromEntries(Object.entries(strong.pael).map(([k, v]) => [k, swap(v as string)])) };
    atMostOneStep(run(swapped).overall, run(strong).overall);
  });
});
