// The judge's word term moves for what it names: words of argument, not of speaking, and never past what
// real arguments reached, so stuffing a unit with favoured words buys nothing beyond that.
import { describe, expect, it } from "vitest";
import { speechWordsModel, unitQuality, wordTerm } from "./speech-words";

describe("the judge's word term (speech-words.ts)", () => {
  const m = speechWordsModel();

  it("gives no weight to how a speech is spoken (first-person hedges, fillers)", () => {
    for (const w of ["i", "we", "think", "like", "so", "you", "know"]) expect(m.words[w]).toBeUndefined();
    expect(wordTerm("We think, I think, you know.")).toBe(0);
  });

  it("holds a unit stuffed with favoured words inside the range real arguments reached", () => {
    const favoured = Object.entries(m.words)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 40)
      .map(([w]) => w)
      .join(" ");
    expect(wordTerm(favoured)).toBeLessThanOrEqual(m.range[1]);
    const honest = "Banning private cars cuts the fumes children breathe on the way to school, so fewer of them develop asthma.";
    // The stuffed unit is no better than an honest argument by more than the training range allows.
    expect(unitQuality(favoured) - unitQuality(honest)).toBeLessThan(0.6);
  });

  it("reads a unit and its transcript alike", () => {
    const typed = "Banning private cars cuts the fumes children breathe on the way to school, so fewer of them develop asthma.";
    const spoken = "so like banning private cars cuts the fumes children breathe on the way to school so fewer of them develop asthma";
    expect(Math.abs(unitQuality(typed) - unitQuality(spoken))).toBeLessThan(0.05);
  });

  it("counts a word once per unit: saying it again adds nothing", () => {
    const once = "Factory farming is cruel to animals.";
    expect(wordTerm("Factory farming is cruel cruel cruel to animals.")).toBeCloseTo(wordTerm(once), 5);
  });
});
