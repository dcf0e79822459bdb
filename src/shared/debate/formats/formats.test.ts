import { describe, expect, it } from "vitest";
import { FORMAT_IDS, FORMATS, formatProblems, formatSlots, parseFormat } from "./index";
import { WORLD_SCHOOLS } from "./world-schools";

const all = FORMAT_IDS.map((id) => FORMATS[id]);
const speechesOf = (id: (typeof FORMAT_IDS)[number], kind: string) => FORMATS[id].speeches.filter((s) => s.kind === kind);

describe("debate formats as data", () => {
  it("every format keeps the common rules", () => {
    for (const f of all) expect(formatProblems(f), f.id).toEqual([]);
  });

  it("no format has POIs in a reply or a crossfire, and every window lies inside its speech", () => {
    for (const f of all)
      for (const s of f.speeches) {
        if (s.kind !== "speech") expect(s.poi, `${f.id} ${s.key}`).toBeNull();
        if (s.poi) expect(s.poi.from < s.poi.to && s.poi.to <= s.seconds).toBe(true);
      }
  });

  it("World Schools: 3 v 3, 8:00 with POIs 1:00–7:00, 4:00 replies by a first or second speaker, Opposition first", () => {
    const f = FORMATS["world-schools"];
    expect(f.teams.map((t) => t.speakers)).toEqual([3, 3]);
    expect(speechesOf("world-schools", "speech").map((s) => [s.teams[0], s.speakers[0], s.seconds, s.poi])).toEqual(
      [1, 1, 2, 2, 3, 3].map((n, i) => [i % 2 ? "opp" : "prop", n, 480, { from: 60, to: 420 }]),
    );
    const replies = speechesOf("world-schools", "reply");
    expect(replies.map((r) => [r.teams[0], r.speakers, r.seconds])).toEqual([
      ["opp", [1, 2], 240],
      ["prop", [1, 2], 240],
    ]);
    expect(f.speeches.slice(-2)).toEqual(replies);
    expect(f.ballot).toEqual({
      result: "winner",
      speakerPoints: { min: 60, max: 80, step: 0.5 },
      replyPoints: { min: 30, max: 40, step: 0.5 },
    });
  });

  it("British Parliamentary: four teams of two on two benches, eight 7:00 speeches, POIs 1:00–6:00, ranks and 50–99", () => {
    const f = FORMATS["british-parliamentary"];
    expect(f.teams.map((t) => [t.key, t.speakers])).toEqual([
      ["og", 2],
      ["oo", 2],
      ["cg", 2],
      ["co", 2],
    ]);
    expect(new Set(f.teams.map((t) => t.bench)).size).toBe(2);
    expect(f.speeches.map((s) => s.key)).toEqual(["pm", "lo", "dpm", "dlo", "mg", "mo", "gw", "ow"]);
    expect(f.speeches.every((s) => s.seconds === 420 && s.poi?.from === 60 && s.poi.to === 360)).toBe(true);
    expect(f.ballot).toMatchObject({ result: "ranks", speakerPoints: { min: 50, max: 99 }, replyPoints: null });
    expect(formatSlots(f)).toHaveLength(8);
  });

  it("Asian Parliamentary: 3 v 3 with 7:00 speeches, 4:00 replies by a first or second speaker, points 69–81", () => {
    const f = FORMATS["asian-parliamentary"];
    expect(f.teams.map((t) => t.speakers)).toEqual([3, 3]);
    expect(speechesOf("asian-parliamentary", "speech").every((s) => s.seconds === 420)).toBe(true);
    expect(speechesOf("asian-parliamentary", "reply").map((r) => [r.teams[0], r.speakers, r.seconds])).toEqual([
      ["opp", [1, 2], 240],
      ["gov", [1, 2], 240],
    ]);
    expect(f.ballot.speakerPoints).toMatchObject({ min: 69, max: 81 });
  });

  it("Public Forum: 2 v 2, three crossfires, no POIs, 3:00 of prep per team taken between speeches", () => {
    const f = FORMATS["public-forum"];
    expect(f.teams.map((t) => t.speakers)).toEqual([2, 2]);
    expect(speechesOf("public-forum", "crossfire").map((s) => s.speakers)).toEqual([[1], [2], [1, 2]]);
    expect(f.speeches.every((s) => s.poi === null)).toBe(true);
    expect(f.prep).toEqual({ kind: "pool", secondsPerTeam: 180 });
    expect(f.speeches.map((s) => s.seconds).reduce((a, b) => a + b)).toBe(35 * 60);
  });

  it("the classroom format fits a 40-minute lesson with time to spare", () => {
    const f = FORMATS.classroom;
    const total = f.speeches.reduce((a, s) => a + s.seconds, 0) + (f.prep.kind === "before" ? f.prep.seconds : 0);
    expect(total).toBeLessThanOrEqual(30 * 60);
  });

  it("refuses a broken format at load, naming the problem", () => {
    const broken = structuredClone(WORLD_SCHOOLS);
    broken.speeches[6] = { ...broken.speeches[6], poi: { from: 10, to: 20 } } as never;
    expect(() => parseFormat(broken)).toThrow(/no POIs in a reply/);
    const oneBench = structuredClone(WORLD_SCHOOLS);
    oneBench.teams[1].bench = "proposition";
    expect(() => parseFormat(oneBench)).toThrow(/one bench/);
    const badScale = structuredClone(WORLD_SCHOOLS);
    badScale.ballot.speakerPoints.step = 3;
    expect(() => parseFormat(badScale)).toThrow(/whole steps/);
    const noSpeaker = structuredClone(WORLD_SCHOOLS);
    noSpeaker.speeches.splice(4, 1);
    expect(() => parseFormat(noSpeaker)).toThrow(/speaker 3 gives no speech/);
  });
});
