// The gaming set (tests/fixtures/gaming): every kind of gamed answer, on every drill and in the judge,
// scored as the server scores it, must stay below the honest middling answer and a fifth of the scale
// under the honest strong one, and the comments must name what is wrong with it rather than praise it.
import { describe, expect, it } from "vitest";
import type { GamingKind } from "#tests/fixtures/gaming/attempts.ts";
import { gamingRows, scaleOf } from "#tests/fixtures/gaming/score.ts";

/** What the student must be told about each kind of attempt (in the integrity notes or the engine's own comments). */
const NAMED: Record<GamingKind, RegExp> = {
  connectives: /debate vocabulary/,
  rubric: /repeats the rubric's own descriptions/,
  motion: /repeats the motion back|argued the other side/,
  wrongside: /^You argued the other side: [^.]*(?:Government|Opposition)/,
  offtopic: /does not talk about the motion|does not engage with the motion|Repeated sentences were counted once/,
  repeated: /Repeated sentences were counted once|does not talk about the motion/,
  claims: /lists claims without a reason|is vague|are generic/,
  fakestats: /mostly figures and studies with no reasoning/,
  gibberish: /not English words/,
  spanish: /does not appear to be written in English/,
  longpad: /Repeated sentences were counted once|lists claims without a reason|repeats your clash text/,
  homoglyphs: /copied from material the app wrote for you.*invisible or look-alike characters/,
  invisible: /(?:copied from material the app wrote for you|debate vocabulary).*invisible or look-alike characters/,
  markup: /speaks to whoever marks it/,
  injection: /^This answer speaks to whoever marks it/,
};

const rows = gamingRows();

describe.each(rows.map((r) => [r.task, r.pack.id, r.kind, r] as const))("%s on %s: the %s attempt", (task, _id, kind, r) => {
  it("scores below the honest middling answer and clearly below the strong one", () => {
    expect(r.score).toBeLessThan(r.middling);
    expect(r.strong - r.score).toBeGreaterThanOrEqual(0.2 * scaleOf(task));
  });

  it("is told what is wrong, not praised", () => {
    expect(r.comments).not.toMatch(/^(?:Strong work|A solid base)/);
    expect(r.comments).toMatch(NAMED[kind]);
  });

  if (task === "judge")
    it("loses the round", () => {
      expect(r.won).toBe(false);
    });
});

it("covers every kind on every drill that has it, and in the judge", () => {
  // Characterization assigns no side, so it has no wrong-side attempt.
  expect(rows.length).toBe(2 * (6 * 15 - 1 + 15));
});
