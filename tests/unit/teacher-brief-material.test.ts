// The drills' material from a teacher's brief, which may be one claim a side: each kind of material is built
// from her brief only when it has the parts that kind needs (an argument: a full argument for the side; a
// frame: that, and the rebuttal to the other side's; a clash and the actors: her clashes), and otherwise from
// the motion as before; no seed and no side breaks on a brief with fewer than three arguments.
import { describe, expect, it } from "vitest";
import { drillMaterial } from "#server/ai/engine/index.ts";
import type { TeacherBrief } from "#shared/debate-assignments/brief.ts";
import { TEACHER_BRIEF, TYPED_MOTION } from "#tests/support/teacher-brief.ts";

const FROM_TEACHER = "your teacher's brief";
const SEEDS = [0, 1, 2, 3, 5, 8, 13];
const SIDES = ["Government", "Opposition"] as const;

const CLAIMS: TeacherBrief = {
  proposition: { arguments: [{ claim: "Pupils who drop the subject they dread work harder at the ones they keep." }] },
  opposition: {
    arguments: [{ claim: "At fourteen, pupils drop subjects for the wrong reasons and close doors they will later want open." }],
  },
  clashes: [],
  actors: [],
};
const WITH_CLASH: TeacherBrief = { ...CLAIMS, clashes: TEACHER_BRIEF.clashes, actors: ["pupils", "parents"] };

const all = (brief: TeacherBrief, seed: number, side: (typeof SIDES)[number]) => ({
  argument: drillMaterial("generate-argument", { motion: TYPED_MOTION, side }, { seed, brief }),
  clash: drillMaterial("clashes-example", { motion: TYPED_MOTION, actor: "" }, { seed, brief }),
  actors: drillMaterial("characterization-example", { motion: TYPED_MOTION }, { seed, brief }),
  framing: drillMaterial("framing-example", { motion: TYPED_MOTION, side }, { seed, brief }),
});
const text = (x: unknown) => JSON.stringify(x ?? "");

describe("drill material from a teacher's brief", () => {
  it("never breaks and never speaks from a brief of bare claims", () => {
    for (const seed of SEEDS)
      for (const side of SIDES) {
        const m = all(CLAIMS, seed, side);
        for (const piece of Object.values(m)) expect(text(piece)).not.toContain(FROM_TEACHER);
        expect(text(m.argument)).not.toContain(CLAIMS.proposition.arguments[0].claim);
      }
  });

  it("takes a clash and the actors from her clashes, with her claims on each side", () => {
    for (const seed of SEEDS) {
      const m = all(WITH_CLASH, seed, "Government");
      expect(m.clash?.clash_text).toBe(WITH_CLASH.clashes[0]);
      expect(m.clash?.gov_argument).toContain(CLAIMS.proposition.arguments[0].claim);
      expect(m.clash?.opp_argument).toContain(CLAIMS.opposition.arguments[0].claim);
      expect(m.actors?.notes).toContain(FROM_TEACHER);
      expect(m.actors?.actors.map((a) => a.name.toLowerCase())).toEqual(expect.arrayContaining(["pupils", "parents"]));
      for (const a of m.actors?.actors ?? []) expect(a.argument).not.toMatch(/:\s*$/);
      // An argument needs a full one; claims alone are not spoken as if they were.
      expect(text(m.argument)).not.toContain(CLAIMS.proposition.arguments[0].claim);
    }
  });

  it("speaks a side's full argument, and frames it against the rebuttal she gave", () => {
    for (const seed of SEEDS) {
      const gov = all(TEACHER_BRIEF, seed, "Government");
      const full = TEACHER_BRIEF.proposition.arguments[0];
      expect(gov.argument?.pael.analysis).toContain(full.mechanism);
      expect(gov.argument?.pael.example).toBe(full.example?.text);
      expect(gov.framing?.notes).toContain(FROM_TEACHER);
      expect(gov.framing?.limitations).toContain(TEACHER_BRIEF.opposition.arguments[0].rebuttal);
      // Her Opposition gives no example, so its argument is built as if she had written none.
      const opp = all(TEACHER_BRIEF, seed, "Opposition");
      expect(text(opp.argument)).not.toContain(TEACHER_BRIEF.opposition.arguments[0].claim);
    }
  });
});
