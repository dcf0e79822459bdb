import { describe, expect, it } from "vitest";
import { FORMATS } from "./index";
import { PRACTICE_FORMAT_IDS, practiceSpeeches, sideOfTeam, teamOfSide, turnOf } from "./practice";

describe("the AI practice round in a format", () => {
  it("offers every format whose benches hold one team each, not British Parliamentary", () => {
    expect(PRACTICE_FORMAT_IDS).toEqual(["world-schools", "asian-parliamentary", "public-forum", "classroom"]);
  });

  it("reads sides from benches: the first team's proposes", () => {
    const pf = FORMATS["public-forum"];
    expect([sideOfTeam(pf, "pro"), sideOfTeam(pf, "con")]).toEqual(["Government", "Opposition"]);
    expect(teamOfSide(FORMATS["asian-parliamentary"], "Government").key).toBe("gov");
  });

  it("gives every speech of the format in order, the student's team's to the student, crossfires left out", () => {
    const ws = practiceSpeeches(FORMATS["world-schools"], "opp");
    expect(ws.map((s) => `${s.speech.key}:${s.by}`)).toEqual([
      "prop-1:ai",
      "opp-1:user",
      "prop-2:ai",
      "opp-2:user",
      "prop-3:ai",
      "opp-3:user",
      "opp-reply:user",
      "prop-reply:ai",
    ]);
    const pf = practiceSpeeches(FORMATS["public-forum"], "pro");
    expect(pf).toHaveLength(8);
    expect(pf.every((s) => s.speech.kind !== "crossfire")).toBe(true);
    expect(turnOf(FORMATS["public-forum"], "pro", 8)).toBeNull();
  });
});
