// A name for an argument the teacher gave none: read off her claim, never cut mid-phrase.
import { describe, expect, it } from "vitest";
import { titleOf } from "./teacher-brief";

describe("titleOf", () => {
  it.each([
    // A short claim is its own name.
    ["Uniforms reduce bullying.", "Uniforms reduce bullying"],
    ["Homework is a waste of time for young children.", "Homework is a waste of time for young children"],
    // A long one is named by its subject, up to the main verb.
    ["A broad education up to sixteen gives every pupil a shared base of knowledge as a citizen.", "A broad education up to sixteen"],
    [
      "Time freed from a dropped subject lets pupils go deeper in the subjects they will actually use.",
      "Time freed from a dropped subject",
    ],
    // An opening phrase ("At fourteen,") is not the claim.
    [
      "At fourteen, pupils drop subjects for the wrong reasons and close doors they will later want open.",
      "pupils drop subjects for the wrong reasons",
    ],
  ])("%s", (claim, title) => {
    expect(titleOf(claim)).toBe(title);
  });

  it("never ends on a word that needs another after it", () => {
    for (const claim of [
      "Giving every single teenager in the country a real choice of subjects teaches them to weigh their options.",
      "The money spent on the scheme would be better used to help the pupils who struggle most with the basics.",
    ])
      expect(titleOf(claim)).not.toMatch(/\b(a|an|the|to|of|for|every|each|all|and|or|their)$/i);
  });
});
