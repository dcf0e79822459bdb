import { describe, expect, it } from "vitest";
import { FORMATS } from "#shared/debate/formats/index.ts";
import { adviceResult, clampToScale, toScale } from "./advice";
import { onScale } from "./ballot";

const ws = FORMATS["world-schools"];
const bp = FORMATS["british-parliamentary"];
const pf = FORMATS["public-forum"];
const ap = FORMATS["asian-parliamentary"];
const classroom = FORMATS.classroom;

describe("the advisory ballot's scale", () => {
  it("maps the judge's reading linearly onto each format's scale, its middle on the scale's middle", () => {
    expect(toScale(ws.ballot.speakerPoints!, 0)).toBe(60);
    expect(toScale(ws.ballot.speakerPoints!, 0.5)).toBe(70);
    expect(toScale(ws.ballot.speakerPoints!, 1)).toBe(80);
    expect(toScale(ws.ballot.replyPoints!, 0.5)).toBe(35);
    expect(toScale(bp.ballot.speakerPoints!, 0.5)).toBe(75);
    expect(toScale(ap.ballot.speakerPoints!, 0.5)).toBe(75);
    expect(toScale(classroom.ballot.speakerPoints!, 0.5)).toBe(6);
    // Out of range readings stay on the scale.
    expect(toScale(ws.ballot.speakerPoints!, -3)).toBe(60);
    expect(toScale(ws.ballot.speakerPoints!, 7)).toBe(80);
  });

  it("puts every value on the scale's steps, without floating-point dust", () => {
    for (const format of [ws, bp, ap, classroom])
      for (let r = 0; r <= 1; r += 0.013) {
        const scale = format.ballot.speakerPoints!;
        expect(onScale(scale, toScale(scale, r)), `${format.id} ${r}`).toBe(true);
      }
    expect(clampToScale(ws.ballot.speakerPoints!, 70.3)).toBe(70.5);
    expect(clampToScale(ws.ballot.speakerPoints!, 70.2)).toBe(70);
    expect(clampToScale(ws.ballot.speakerPoints!, 85)).toBe(80);
    expect(clampToScale(ws.ballot.replyPoints!, 29)).toBe(30);
    expect(clampToScale(bp.ballot.speakerPoints!, 74.6)).toBe(75);
  });
});

describe("the advisory result", () => {
  it("places teams by their mean reading, gives points only to speakers read, and replies on their own scale", () => {
    // Prop 1 and Opp 1 read, Opp's reply read (index 6); the rest had no text.
    const r = adviceResult(ws, [
      { index: 0, reading: 0.6 },
      { index: 1, reading: 0.4 },
      { index: 6, reading: 0.5 },
    ]);
    expect(r.winner).toBe("prop");
    expect(r.ranks).toBeNull();
    expect(r.points).toEqual({ "prop:1": 72, "prop:2": null, "prop:3": null, "opp:1": 68, "opp:2": null, "opp:3": null });
    expect(r.reply_points).toEqual({ opp: 35, prop: null });
  });

  it("gives no result when a team could not be read at all", () => {
    const r = adviceResult(ws, [{ index: 0, reading: 0.9 }]);
    expect(r.winner).toBeNull();
    expect(r.points["prop:1"]).toBe(78);
  });

  it("ranks every British Parliamentary team once, and names only a winner where the format has no points", () => {
    const readings = [0.3, 0.5, 0.7, 0.4, 0.6, 0.2, 0.65, 0.35].map((reading, index) => ({ index, reading }));
    const bpResult = adviceResult(bp, readings);
    // og: pm 0.3 + dpm 0.7 = 0.5; oo: 0.5 + 0.4 = 0.45; cg: 0.6 + 0.65 = 0.625; co: 0.2 + 0.35 = 0.275.
    expect(bpResult.ranks).toEqual({ cg: 1, og: 2, oo: 3, co: 4 });
    expect(bpResult.winner).toBeNull();
    expect(Object.values(bpResult.points).every((p) => p !== null && onScale(bp.ballot.speakerPoints!, p))).toBe(true);

    const pfResult = adviceResult(pf, [
      { index: 0, reading: 0.4 },
      { index: 1, reading: 0.6 },
    ]);
    expect(pfResult).toEqual({ winner: "con", ranks: null, points: {}, reply_points: {} });
  });
});
