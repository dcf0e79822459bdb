import { describe, expect, it } from "vitest";
import { FORMATS } from "#shared/debate/formats/index.ts";
import { ballotProblems, lowPointWin, teamTotals } from "./ballot";

const ws = FORMATS["world-schools"];
const bp = FORMATS["british-parliamentary"];
const pf = FORMATS["public-forum"];
const wsPoints = { "prop:1": 72, "prop:2": 71.5, "prop:3": 70, "opp:1": 70, "opp:2": 70, "opp:3": 70 };

describe("the teacher's ballot", () => {
  it("takes a World Schools ballot with points by halves and replies on their own scale", () => {
    const b = { winner: "prop", points: wsPoints, reply_points: { prop: 36, opp: 35.5 } };
    expect(ballotProblems(ws, b)).toEqual([]);
    expect(teamTotals(ws, b)).toEqual({ prop: 249.5, opp: 245.5 });
    expect(lowPointWin(ws, b)).toBe(false);
    expect(lowPointWin(ws, { ...b, winner: "opp" })).toBe(true);
  });

  it("refuses points off the scale or its steps, a missing speaker, a reply where none is scored", () => {
    const replies = { prop: 36, opp: 35 };
    expect(ballotProblems(ws, { winner: "prop", points: { ...wsPoints, "opp:3": 81 }, reply_points: replies })).toEqual(["points"]);
    expect(ballotProblems(ws, { winner: "prop", points: { ...wsPoints, "opp:3": 70.25 }, reply_points: replies })).toEqual(["points"]);
    const { ["opp:3"]: _, ...five } = wsPoints;
    expect(ballotProblems(ws, { winner: "prop", points: five, reply_points: replies })).toEqual(["points"]);
    expect(ballotProblems(ws, { winner: "prop", points: wsPoints, reply_points: { prop: 41, opp: 35 } })).toEqual(["replyPoints"]);
    expect(ballotProblems(ws, { winner: "gov", points: wsPoints, reply_points: replies })).toEqual(["result"]);
  });

  it("ranks the four British Parliamentary teams 1st to 4th, and spots a rank above more points", () => {
    const points = { "og:1": 75, "og:2": 75, "oo:1": 74, "oo:2": 74, "cg:1": 73, "cg:2": 73, "co:1": 72, "co:2": 72 };
    const ranks = { og: 1, oo: 2, cg: 3, co: 4 };
    expect(ballotProblems(bp, { ranks, points })).toEqual([]);
    expect(lowPointWin(bp, { ranks, points })).toBe(false);
    expect(lowPointWin(bp, { ranks: { og: 1, oo: 2, cg: 4, co: 3 }, points })).toBe(true);
    expect(ballotProblems(bp, { ranks: { og: 1, oo: 1, cg: 3, co: 4 }, points })).toEqual(["result"]);
    expect(ballotProblems(bp, { winner: "og", points })).toEqual(["result"]);
    expect(ballotProblems(bp, { ranks, points: { ...points, "co:2": 100 } })).toEqual(["points"]);
  });

  it("takes a winner alone where the format names no points scale", () => {
    expect(ballotProblems(pf, { winner: "con", points: {} })).toEqual([]);
    expect(ballotProblems(pf, { winner: "con", points: { "pro:1": 28 } })).toEqual(["points"]);
    expect(lowPointWin(pf, { winner: "con", points: {} })).toBe(false);
  });
});
