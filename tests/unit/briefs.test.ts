// Every motion brief (src/content/briefs/*.json) is complete, of the right length, free of half-written
// residue, and names a motion of the bank at its topic and level; a broken brief is reported by file and path.
import { describe, expect, it } from "vitest";
import { briefFile, briefFor, briefs, topicBriefsSchema } from "#content/briefs.ts";
import { parseContent } from "#content/load.ts";
import { motionBank } from "#content/motions.ts";
import { LEVELS } from "#shared/levels.ts";

const first = [...briefs.values()][0];

describe("motion briefs", () => {
  it("load, each naming a bank motion of its topic and level", () => {
    for (const b of briefs.values()) {
      const topic = motionBank.find((t) => t.topic === b.topic)!;
      expect(topic[b.level]).toContain(b.motion);
    }
  });

  it("brief every motion of the bank", () => {
    const missing = motionBank.flatMap((t) => LEVELS.flatMap((level) => t[level].filter((m) => !briefFor(m))));
    expect(missing).toEqual([]);
  });

  it("name a source for every case, and an illustration is worded as one", () => {
    for (const b of briefs.values())
      for (const side of [b.proposition, b.opposition])
        for (const a of side.arguments)
          expect(a.example.kind === "illustration" || !!a.example.source, `${b.motion}: ${a.title}`).toBe(true);
  });

  it("share no sentence of six words or more between two briefs (no boilerplate)", () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const b of briefs.values()) {
      const own = new Set<string>();
      const texts = [
        ...b.clashes,
        b.definitions ?? "",
        ...[b.proposition, b.opposition].flatMap((side) => [
          side.weighing,
          ...side.arguments.flatMap((a) => [a.claim, a.mechanism, a.impact, a.rebuttal, a.example.text]),
        ]),
      ];
      for (const t of texts)
        for (const sentence of t.split(/(?<=[.!?])\s+/)) {
          const key = sentence.trim().toLowerCase();
          if (key.split(/\s+/).length >= 6) own.add(key);
        }
      for (const key of own) {
        const other = seen.get(key);
        if (other) shared.push(`${b.motion} / ${other}: ${key}`);
        else seen.set(key, b.motion);
      }
    }
    expect(shared).toEqual([]);
  });

  it("cover at least 80 motions, with every topic and level of the bank briefed", () => {
    expect(briefs.size).toBeGreaterThanOrEqual(80);
    for (const t of motionBank)
      for (const level of LEVELS)
        expect(
          [...briefs.values()].filter((b) => b.topic === t.topic && b.level === level).length,
          `${t.topic} ${level}`,
        ).toBeGreaterThanOrEqual(1);
  });

  it("give each side three distinct arguments, each with its own keywords", () => {
    for (const b of briefs.values())
      for (const side of [b.proposition, b.opposition]) {
        expect(new Set(side.arguments.map((a) => a.title)).size).toBe(3);
        expect(new Set(side.arguments.map((a) => a.claim)).size).toBe(3);
      }
  });

  it.runIf(first)("report a missing field, residue, a statistic and a wrong motion by file and path", () => {
    const file = briefFile(first.topic);
    const { topic: _t, ...brief } = first;
    const broken = structuredClone(brief) as Record<string, any>;
    delete broken.clashes;
    broken.proposition.arguments[0].claim = "TODO write the claim here, it is not finished yet";
    broken.proposition.arguments[1].example = {
      kind: "case",
      text: "In one town, 73% of parents said the rule worked, which is a figure.",
    };
    broken.opposition.arguments[2].example = {
      kind: "illustration",
      text: "A pupil who forgets their homework every week is told off in front of the class.",
    };
    const wrong = { ...structuredClone(brief), motion: "This House would ban the moon." };
    const problems = (list: unknown[]) => {
      try {
        parseContent(file, topicBriefsSchema(first.topic), list);
        return "";
      } catch (e) {
        return String(e);
      }
    };
    const msg = problems([broken]) + problems([brief, wrong]);
    expect(msg).toContain(`${file}: 0.clashes:`);
    expect(msg).toContain(`${file}: 0.proposition.arguments.0.claim: has placeholder residue`);
    expect(msg).toContain(`${file}: 0.proposition.arguments.1.example.text: an example carries no figures or statistics`);
    expect(msg).toContain(`${file}: 0.opposition.arguments.2.example.text: an illustration opens with`);
    expect(msg).toContain(`${file}: 1.motion: "This House would ban the moon." is not a`);
  });
});
