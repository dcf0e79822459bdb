import { describe, expect, it } from "vitest";
import { FORMATS } from "#shared/debate/formats/index.ts";
import { onScale } from "#shared/live-rounds/ballot.ts";
import { offlineLiveAdvice } from "./live-advice";

const MOTION = "This House would make voting compulsory.";
const FOR =
  "Compulsory voting makes governments answer to everyone, because politicians chase the groups that vote. In Australia, where voting " +
  "has been compulsory since 1924, turnout stays above 90 percent and campaigns speak to young and poor voters.";
const AGAINST =
  "Forcing people to vote does not make them informed, because a citizen who does not care will pick at random. In Belgium many voters " +
  "spoil their ballots, which shows that compulsion adds noise rather than voice.";

describe("the offline judge's advice on a live round", () => {
  it("scores only what it read, on the format's scale, and quotes each side it read", () => {
    const ws = FORMATS["world-schools"];
    const advice = offlineLiveAdvice({
      motion: MOTION,
      format: ws,
      speeches: ws.speeches.map((_, index) => ({ index, speaker: `S${index}`, text: index === 0 ? FOR : index === 1 ? AGAINST : null })),
    });
    expect(advice.readings.map((r) => r.index)).toEqual([0, 1]);
    expect(onScale(ws.ballot.speakerPoints!, advice.points["prop:1"]!)).toBe(true);
    expect(advice.points["prop:2"]).toBeNull();
    expect(advice.reply_points).toEqual({ opp: null, prop: null });
    expect(advice.unread).toHaveLength(6);
    expect(advice.reason).toContain("Compulsory voting makes governments answer to everyone");
    expect(advice.reason).toContain("Forcing people to vote does not make them informed");
    expect(advice.reason).toContain("could not read");
  });

  it("ranks the four British Parliamentary teams when every team was read, and gives no result when one was not", () => {
    const bp = FORMATS["british-parliamentary"];
    const texts = [FOR, AGAINST, FOR, AGAINST, `${FOR} ${FOR}`, AGAINST, FOR, AGAINST];
    const all = offlineLiveAdvice({ motion: MOTION, format: bp, speeches: texts.map((text, index) => ({ index, speaker: "", text })) });
    expect(Object.values(all.ranks!).sort()).toEqual([1, 2, 3, 4]);
    expect(all.winner).toBeNull();
    const missingCo = offlineLiveAdvice({
      motion: MOTION,
      format: bp,
      speeches: texts.map((text, index) => ({ index, speaker: "", text: bp.speeches[index].teams[0] === "co" ? null : text })),
    });
    expect(missingCo.ranks).toBeNull();
    expect(missingCo.reason).toContain("It gives no result");
  });
});
