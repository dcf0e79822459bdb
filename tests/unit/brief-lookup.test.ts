// A motion typed in other words than the bank's is argued from the bank motion's brief only when it is the
// same debate: the same subject, the same direction. The opponent then says which bank motion it argues.
import { describe, expect, it } from "vitest";
import { briefMatch } from "#server/ai/engine/offline/brief-lookup.ts";
import { borrowedBrief, offlineOpening } from "#server/ai/engine/offline/opponent.ts";
import { SAYS_NO_BRIEF } from "#server/ai/engine/offline/opponent/opening.ts";

const matched = (motion: string) => briefMatch(motion)?.brief.motion ?? null;

describe("briefMatch", () => {
  it("finds a bank motion's own brief, in any case and without its full stop", () => {
    expect(briefMatch("this house would make voting compulsory")).toMatchObject({ exact: true });
  });

  it.each([
    ["This House supports a four-day working week.", "This House would introduce a four-day working week."],
    ["This House supports compulsory voting.", "This House would make voting compulsory."],
    ["This House would ban homework in primary school", "This House would ban homework in primary schools."],
  ])("reads %j as the bank's %j", (typed, bank) => {
    expect(briefMatch(typed)).toMatchObject({ exact: false });
    expect(matched(typed)).toBe(bank);
  });

  it.each([
    // The other direction: its Government argues what the bank motion's Opposition does.
    "This House opposes a four-day working week.",
    "This House would not make voting compulsory.",
    // A narrower or different subject is another debate.
    "This House regrets the rise of social media influencers.",
    "This House would ban homework in secondary schools.",
    "This House supports a four-day working week for nurses.",
    "This House would ban fireworks at public celebrations.",
  ])("does not lend a brief to %j", (typed) => {
    expect(matched(typed)).toBeNull();
  });
});

describe("the opponent on a motion that borrows a brief", () => {
  it("says which bank motion it argues from, then argues the brief", () => {
    const opening = offlineOpening({
      motion: "This House supports compulsory voting.",
      aiSide: "Opposition",
      difficulty: "intermediate",
      press: null,
    });
    expect(opening.startsWith(borrowedBrief("This House would make voting compulsory."))).toBe(true);
    expect(opening).toContain('we oppose the motion "This House would make voting compulsory"');
    expect(opening).not.toMatch(SAYS_NO_BRIEF);
  });

  it("says nothing of the kind on the bank motion itself", () => {
    const opening = offlineOpening({
      motion: "This House would make voting compulsory.",
      aiSide: "Government",
      difficulty: "beginner",
      press: null,
    });
    expect(opening).not.toMatch(/same debate as/);
  });
});
