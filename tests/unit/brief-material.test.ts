// The drills' generated material on every briefed motion: each kind (argument, clash, characterization,
// framing) is taken from the motion's brief, argues the side it was asked for, stays on the motion's
// subject (the coach's own checks), reads as finished prose, and varies with the seed. A motion without a
// brief gets material only when it passes the same checks.
import { describe, expect, it } from "vitest";
import { briefs, type Brief } from "#content/briefs.ts";
import { characterizationExample, clashesExample, framingExample, generateArgument } from "#server/ai/engine/offline/coach/index.ts";
import {
  BRIEF_ON_MOTION,
  argumentPieces,
  characterizationPieces,
  clashPieces,
  framingPieces,
  materialPasses,
  type Piece,
} from "#server/ai/engine/offline/coach/material-check.ts";
import type { Side } from "#shared/sides.ts";

const SIDES = ["Government", "Opposition"] as const;
const SEEDS = [0, 1, 2, 7, 12, 31];

const all = [...briefs.values()];
// The checks over every brief run one topic at a time, so each test stays well inside its time limit.
const TOPICS = [...new Set(all.map((b) => b.topic))];
const ofTopic = (topic: string) => all.filter((b) => b.topic === topic);
const sideOf = (b: Brief, side: Side) => (side === "Government" ? b.proposition : b.opposition);
const strings = (x: unknown): string[] =>
  typeof x === "string" ? [x] : Array.isArray(x) ? x.flatMap(strings) : x && typeof x === "object" ? Object.values(x).flatMap(strings) : [];

/** What reads as unfinished: template residue, a doubled word, a doubled stop or space, an empty quotation. */
function unfinished(text: string): string | null {
  if (/\bundefined\b|\bnull\b|\bNaN\b|\$\{|\{\w*\}|\[object|\.\.|…|\s{2}|""|\(\s*\)/.test(text)) return "residue";
  const doubled = [...text.matchAll(/\b(\w+)\s+\1\b/gi)].map((m) => m[0]).filter((d) => !/^(that that|had had)$/i.test(d));
  if (doubled.length) return `doubled "${doubled[0]}"`;
  if (text.split(" ").length >= 8 && !/[.!?"]$/.test(text.trim())) return "no closing stop";
  return null;
}

function check(bad: string[], where: string, material: unknown, pieces: Piece[], motion: string) {
  if (!material) return bad.push(`${where}: no material`);
  for (const t of strings(material)) {
    const why = unfinished(t);
    if (why) bad.push(`${where}: ${why} in "${t.slice(0, 100)}"`);
  }
  if (!materialPasses(motion, pieces, BRIEF_ON_MOTION)) bad.push(`${where}: fails the coach's side or relevance checks`);
}

describe("generated material from the motion briefs", () => {
  it("covers every briefed motion", () => expect(all.length).toBeGreaterThanOrEqual(80));

  it.each(TOPICS)("argues each side with one of that side's arguments, worded as a speech (%s)", (topic) => {
    const bad: string[] = [];
    for (const b of ofTopic(topic))
      for (const side of SIDES)
        for (const seed of SEEDS) {
          const where = `${b.motion} (${side}, seed ${seed}) argument`;
          const pael = generateArgument({ motion: b.motion, side }, { seed })?.pael;
          check(bad, where, pael, pael ? argumentPieces(pael, side) : [], b.motion);
          if (!pael) continue;
          const arg = sideOf(b, side).arguments.find((a) => pael.point.endsWith(a.claim));
          if (!arg) bad.push(`${where}: the point is not one of the side's claims`);
          else if (!pael.analysis.endsWith(arg.mechanism) || !pael.example.endsWith(arg.example.text) || !pael.link.startsWith(arg.impact))
            bad.push(`${where}: analysis, example and link are not the same argument's`);
        }
    expect(bad).toEqual([]);
  });

  it("varies with the seed: repeated requests give different arguments", () => {
    for (const b of all.slice(0, 20))
      for (const side of SIDES) {
        const points = new Set(SEEDS.map((seed) => generateArgument({ motion: b.motion, side }, { seed })!.pael.point));
        expect(points.size, b.motion).toBeGreaterThanOrEqual(3);
      }
  });

  it.each(TOPICS)("builds a clash from the brief's clashes, with each side's position from its own case (%s)", (topic) => {
    const bad: string[] = [];
    for (const b of ofTopic(topic))
      for (const seed of SEEDS.slice(0, 3)) {
        const c = clashesExample({ motion: b.motion, actor: "" }, { seed });
        const where = `${b.motion} (seed ${seed}) clash`;
        check(bad, where, c, c ? clashPieces(c) : [], b.motion);
        if (!c) continue;
        if (!b.clashes.includes(c.clash_text)) bad.push(`${where}: not one of the brief's clashes`);
        if (!b.actors.some((a) => a.toLowerCase() === c.actor.toLowerCase())) bad.push(`${where}: actor "${c.actor}" is not the brief's`);
        if (!b.proposition.arguments.some((a) => c.gov_argument.includes(a.claim)))
          bad.push(`${where}: Government position not from its case`);
        if (!b.opposition.arguments.some((a) => c.opp_argument.includes(a.claim)))
          bad.push(`${where}: Opposition position not from its case`);
        if (b.definitions && !c.notes.includes(b.definitions)) bad.push(`${where}: the model is not given`);
      }
    expect(bad).toEqual([]);
  });

  it.each(TOPICS)("characterizes the brief's actors from what its arguments say about them (%s)", (topic) => {
    const bad: string[] = [];
    for (const b of ofTopic(topic))
      for (const seed of SEEDS.slice(0, 2)) {
        const r = characterizationExample({ motion: b.motion }, { seed });
        const where = `${b.motion} (seed ${seed}) characterization`;
        check(bad, where, r, r ? characterizationPieces(r) : [], b.motion);
        if (!r) continue;
        if (r.actors.length < 3) bad.push(`${where}: fewer than three actors`);
        const said = [...b.clashes, ...SIDES.flatMap((s) => sideOf(b, s).arguments.flatMap((a) => [a.claim, a.mechanism, a.impact]))].join(
          " ",
        );
        for (const a of r.actors) {
          if (!b.actors.some((x) => x.toLowerCase() === a.name.toLowerCase())) bad.push(`${where}: "${a.name}" is not the brief's actor`);
          const quoted = a.characterization.replace(/^The round's central question reaches [^:]+: /, "");
          if (!said.includes(quoted)) bad.push(`${where}: "${a.name}" is not characterized from the brief`);
          const side = a.argument.match(/^This helps the (Government|Opposition) /)?.[1] as Side | undefined;
          if (!side || !sideOf(b, side).arguments.some((x) => a.argument.endsWith(x.claim) || a.argument.endsWith(x.impact)))
            bad.push(`${where}: "${a.name}" is not linked to an argument of the side named`);
        }
      }
    expect(bad).toEqual([]);
  });

  it.each(TOPICS)("frames each side with its own case against the other side's (%s)", (topic) => {
    const bad: string[] = [];
    for (const b of ofTopic(topic))
      for (const side of SIDES) {
        const f = framingExample({ motion: b.motion, side }, { seed: b.motion.length });
        const where = `${b.motion} (${side}) framing`;
        check(bad, where, f, f ? framingPieces(f, side) : [], b.motion);
        if (!f) continue;
        const mine = sideOf(b, side).arguments.find((a) => f.my_frame.endsWith(a.claim));
        if (!mine) bad.push(`${where}: my frame is not the side's claim`);
        else if (!f.story.endsWith(mine.example.text) || f.values !== mine.impact)
          bad.push(`${where}: story and values are not the same argument's`);
        const other = side === "Government" ? "Opposition" : "Government";
        if (!sideOf(b, other).arguments.some((a) => f.opponent_frame.endsWith(a.claim))) bad.push(`${where}: opponent frame is not theirs`);
        if (!b.clashes.some((c) => f.new_frame.endsWith(c))) bad.push(`${where}: new frame is not a clash of the brief`);
      }
    expect(bad).toEqual([]);
  });

  it("finds a brief for a motion typed without its full stop or in other case", () => {
    const b = all[0];
    const typed = b.motion.replace(/\.$/, "").toUpperCase();
    expect(generateArgument({ motion: typed, side: "Government" }, { seed: 0 })?.pael.point).toContain(b.proposition.arguments[0].claim);
  });
});

describe("generated material for a motion without a brief", () => {
  const MOTION = "This House would ban junk food advertising to children";

  it("is given when it passes the coach's own checks", () => {
    expect(briefs.size).toBeGreaterThan(0);
    const pael = generateArgument({ motion: MOTION, side: "Opposition" })!.pael;
    expect(materialPasses(MOTION, argumentPieces(pael, "Opposition"))).toBe(true);
    expect(clashesExample({ motion: MOTION, actor: "" })).not.toBeNull();
    expect(framingExample({ motion: MOTION, side: "Government" })).not.toBeNull();
    expect(characterizationExample({ motion: MOTION })).not.toBeNull();
  });

  it("is refused when what the coach can build from the motion's words fails its checks", () => {
    // A motion whose direction the coach's stance reading cannot hold apart: what it writes reads as the other side.
    const motion = "This House opposes support for the opposition.";
    expect(generateArgument({ motion, side: "Government" })).toBeNull();
    expect(framingExample({ motion, side: "Government" })).toBeNull();
  });

  it("the checks refuse text on the wrong side or off the motion", () => {
    const pael = generateArgument({ motion: MOTION, side: "Government" })!.pael;
    expect(materialPasses(MOTION, argumentPieces(pael, "Opposition"))).toBe(false);
    const offTopic =
      "Museums should be free because art and history belong to everyone, and tickets keep poorer families away from culture.";
    expect(materialPasses(MOTION, [{ text: offTopic, side: "Government" }])).toBe(false);
  });
});
