// The learned argument-quality model (offline/scorer) reads the arguments in every drill whose dimension
// judges how convincing an argument is: PAEL's argument strength, refutation's analysis, the clash's two
// arguments and each characterized actor's linked argument. The same argument written carelessly (no
// capitals, shouting punctuation, slang spellings) says the same thing with the same connectives, and
// people find it less convincing; so must the dimension.
import { describe, expect, it } from "vitest";
import * as C from "#server/ai/engine/offline/coach/index.ts";
import * as S from "#shared/drills/schemas.ts";
import { DRILL_RUBRICS, rewardsOf } from "#shared/rubrics/index.ts";
import * as D from "./drill-samples";

const careless = (text: string | null | undefined) =>
  (text ?? "")
    .toLowerCase()
    .replace(/\byou\b/g, "u")
    .replace(/\bare\b/g, "r")
    .replace(/'/g, "")
    .replace(/\.(\s|$)/g, "!!!$1");

const dims = (kind: S.DrillKind, res: unknown) => S.dimensionsOf(kind, res) as Record<string, number>;

describe.each([0, 1])("sample %s", (i) => {
  it("refutation: a carelessly written analysis scores lower on analysis addressed", () => {
    const req = D.refutationSamples.graded[i].strong as S.RefutationFeedbackRequest;
    const run = (r: typeof req) => dims("refutation", C.refutationFeedback(S.refutationFeedbackRequestSchema.parse(r)));
    const worse = { ...req, refutation: { ...req.refutation, analysis: careless(req.refutation.analysis) } };
    expect(run(worse).analysis_address).toBeLessThan(run(req).analysis_address);
  });

  it("clashes: carelessly written arguments score lower on argument relevance", () => {
    const req = D.clashesSamples.graded[i].strong as S.ClashesFeedbackRequest;
    const run = (r: typeof req) => dims("clashes", C.clashesFeedback(S.clashesFeedbackRequestSchema.parse(r)));
    const clash = { ...req.clash, gov_argument: careless(req.clash.gov_argument), opp_argument: careless(req.clash.opp_argument) };
    expect(run({ ...req, clash }).argument_relevance).toBeLessThan(run(req).argument_relevance);
  });

  it("characterization: carelessly written linked arguments score lower on linkage", () => {
    const req = D.characterizationSamples.graded[i].strong as S.CharacterizationFeedbackRequest;
    const run = (r: typeof req) =>
      C.characterizationFeedback(S.characterizationFeedbackRequestSchema.parse(r)).actors.map((a) => a.linkage);
    const worse = { ...req, actors: req.actors.map((a) => ({ ...a, argument: careless(a.argument) })) };
    const [before, after] = [run(req), run(worse)];
    expect(after.reduce((s, x) => s + x, 0)).toBeLessThan(before.reduce((s, x) => s + x, 0));
  });
});

it("gives the learned model a share of exactly the dimensions that judge an argument", () => {
  const learned = Object.entries(DRILL_RUBRICS).flatMap(([kind, r]) =>
    r.dimensions.filter((d) => d.rewards && "learned" in d.rewards).map((d) => `${kind}.${d.key}`),
  );
  expect(learned.sort()).toEqual(
    ["argument.argument_strength", "characterization.linkage", "clashes.argument_relevance", "refutation.analysis_address"].sort(),
  );
  for (const key of learned) {
    const [kind, dim] = key.split(".") as [keyof typeof DRILL_RUBRICS, string];
    const w = rewardsOf(DRILL_RUBRICS[kind] as never, dim as never);
    expect(w("rules") + w("learned"), key).toBeCloseTo(1, 6);
  }
});
