// Each debater's part of a chair's ballot: points by slot, the reply's points to the speaker who gave it,
// the team's result (won/lost, or a rank of four), and nothing for the audience.
import { describe, expect, it } from "vitest";
import { FORMATS } from "#shared/debate/formats/index.ts";
import { debaterResults, ordinal, scaleText } from "#shared/live-rounds/results.ts";

describe("debaterResults", () => {
  it("gives World Schools points, the reply to its speaker and the winner's result", () => {
    const positions = { "prop:1": "a", "prop:2": "b", "prop:3": "c", "opp:1": "d", "opp:2": "e", "opp:3": "f" };
    const ballot = {
      winner: "opp",
      ranks: null,
      points: { "prop:1": 70, "prop:2": 71.5, "prop:3": 72, "opp:1": 73, "opp:2": 74, "opp:3": 75 },
      replyPoints: { prop: 35, opp: 37.5 },
    };
    const out = debaterResults(FORMATS["world-schools"], positions, { prop: 2, opp: 1 }, ballot);
    expect(out.get("b")).toEqual({
      slot: "prop:2",
      speaker_label: "Second Proposition",
      team: "prop",
      team_label: "Proposition",
      points: 71.5,
      reply_points: 35,
      result: "lost",
      rank: null,
      result_label: "Lost",
    });
    expect(out.get("a")?.reply_points).toBeNull();
    expect(out.get("d")).toMatchObject({ reply_points: 37.5, result: "won", result_label: "Won" });
    expect(out.has("audience")).toBe(false);
  });

  it("ranks British Parliamentary teams, and leaves points out of a format without them", () => {
    const slots = ["og:1", "og:2", "oo:1", "oo:2", "cg:1", "cg:2", "co:1", "co:2"];
    const positions = Object.fromEntries(slots.map((s, i) => [s, `u${i}`]));
    const bp = debaterResults(
      FORMATS["british-parliamentary"],
      positions,
      {},
      {
        winner: null,
        ranks: { og: 3, oo: 1, cg: 2, co: 4 },
        points: Object.fromEntries(slots.map((s) => [s, 75])),
        replyPoints: {},
      },
    );
    expect(bp.get("u0")).toMatchObject({ speaker_label: "Prime Minister", result: "ranked", rank: 3, result_label: "3rd of 4" });
    expect(bp.get("u2")?.result_label).toBe("1st of 4");

    const pfSlots = Object.keys(Object.fromEntries(FORMATS["public-forum"].teams.flatMap((t) => [1, 2].map((n) => [`${t.key}:${n}`, 0]))));
    const pf = debaterResults(
      FORMATS["public-forum"],
      Object.fromEntries(pfSlots.map((s, i) => [s, `p${i}`])),
      {},
      {
        winner: FORMATS["public-forum"].teams[0].key,
        ranks: null,
        points: {},
        replyPoints: {},
      },
    );
    expect(pf.get("p0")).toMatchObject({ points: null, reply_points: null, result: "won" });
  });

  it("writes ordinals and scales as people read them", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual(["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]);
    expect(scaleText({ min: 60, max: 80, step: 0.5 })).toBe("60–80 by 0.5");
    expect(scaleText({ min: 50, max: 99, step: 1 })).toBe("50–99");
  });
});
