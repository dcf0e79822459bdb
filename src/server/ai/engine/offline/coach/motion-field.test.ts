// Relevance read by meaning: an abbreviation of the motion's phrase, or the debate's own field words from its
// brief, put an answer on the motion; one field word, or a field of the wrong debate, does not.
import { describe, expect, it } from "vitest";
import { DRILL_CALLS } from "#shared/drills/calls.ts";
import { scoreDrill } from "#server/ai/engine/index.ts";
import { abbreviationsIn, abbreviationsOf, fieldOf, fieldWordsIn } from "./motion-field";
import { analyseMotion } from "./motion";
import { contentWords } from "#server/ai/engine/offline/text/index.ts";

const UBI = "This House would introduce a universal basic income.";

function overall(pael: Record<string, string>, motion = UBI): number {
  const input = DRILL_CALLS.feedback.request.parse({ motion, side: "Government", pael });
  return scoreDrill("feedback", input).scores.overall;
}

describe("abbreviations of the motion", () => {
  const known = abbreviationsOf("introduce a universal basic income");
  it("are the initials of two to four consecutive words, never an ordinary word", () => {
    expect(known.map((a) => a.short)).toContain("ubi");
    expect(known.find((a) => a.short === "ubi")?.stems).toEqual(["univers", "basic", "incom"]);
    expect(abbreviationsOf("tax heavy emitters").map((a) => a.short)).not.toContain("the");
  });
  it("are read in capitals when two letters long, in any case when longer, plural or not", () => {
    const pe = abbreviationsOf("make physical education optional");
    expect(abbreviationsIn("PE lessons matter", pe).map((a) => a.short)).toEqual(["pe"]);
    expect(abbreviationsIn("we pe the ball", pe)).toEqual([]);
    expect(abbreviationsIn("a ubi would pay everyone", known).map((a) => a.short)).toEqual(["ubi"]);
    expect(abbreviationsIn("UBIs have been tried", known).map((a) => a.short)).toEqual(["ubi"]);
  });
});

describe("the debate's field", () => {
  it("is the brief's distinctive words, not debate words any brief uses", () => {
    const field = fieldOf(UBI);
    expect(field).toEqual(expect.arrayContaining(["alaska", "uncondit"]));
    for (const generic of ["argument", "work", "cost", "benefit", "public"]) expect(field).not.toContain(generic);
    expect(fieldOf("This House would paint every bus green.")).toEqual([]);
  });
  it("counts only from two distinct words on", () => {
    const field = fieldOf(UBI);
    expect(fieldWordsIn(contentWords("Alaska has mountains."), field)).toEqual([]);
    expect(fieldWordsIn(contentWords("Alaska pays an unconditional dividend."), field).sort()).toEqual(["alaska", "uncondit"]);
  });
  it("leaves a motion's reading without a brief unchanged", () => {
    expect(analyseMotion("This House would paint every bus green.").field).toEqual([]);
  });
});

describe("an answer on the motion in other words", () => {
  const named = {
    point: "A universal basic income would reduce poverty.",
    analysis:
      "Because a universal basic income gives every adult cash with no conditions, families can pay for food and rent, which means fewer fall into debt.",
    example: "In Finland's 2017-2018 basic income trial, recipients reported less stress.",
    link: "So introducing a universal basic income makes society fairer.",
  };
  const abbreviated = {
    point: "UBI would cut poverty.",
    analysis:
      "Because a UBI pays every adult cash with no strings, families can cover food and rent, which means fewer fall into debt and the welfare trap disappears.",
    example: "In Finland's 2017-2018 trial, recipients reported less stress and slightly more days in work.",
    link: "So the House should bring in a UBI: it makes society fairer.",
  };
  const described = {
    point: "Giving every adult a monthly cash payment would cut poverty.",
    analysis:
      "Because an unconditional payment reaches everyone, families can cover food and rent, which means fewer fall into debt and no one loses benefits by taking a job.",
    example: "Alaska's Permanent Fund Dividend has paid every resident yearly since 1982.",
    link: "So the Government's policy makes society fairer.",
  };
  const elsewhere = {
    point: "Honeybees are among the finest engineers in nature.",
    analysis: "Because a colony builds hexagonal combs, it stores the most honey with the least wax, which means the hive survives winter.",
    example: "In 1973 Karl von Frisch shared the Nobel Prize for decoding the waggle dance.",
    link: "So we should marvel at bees.",
  };

  it("scores near the same answer that names the motion, and far above one about something else", () => {
    const base = overall(named);
    for (const other of [abbreviated, described]) {
      expect(overall(other)).toBeGreaterThan(base - 1);
      expect(overall(other)).toBeGreaterThan(overall(elsewhere) + 3);
    }
  });
});

describe("a motion's key stakeholders", () => {
  it("are the people its brief names, after any the motion names itself", () => {
    // "Non-voters" and "poorer citizens" are who the compulsory-voting debate is about; no topic lists them.
    const info = analyseMotion("This House would make voting compulsory");
    expect(info.stakeholders.slice(0, 3)).toEqual(["voters", "non-voters", "poorer citizens"]);
  });
});
