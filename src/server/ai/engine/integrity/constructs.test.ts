// Each construct moves for the reason it names, and only for it.
import { describe, expect, it } from "vitest";
import { modelingFeedback } from "#server/ai/engine/offline/coach/index.ts";
import type { Part } from "./checks";
import { unreasoned, unreasonedFinding } from "./constructs";

const prose = (text: string, states = false): Part => ({ key: "x", text, prose: true, states });

const FACTS = [
  "The London Underground opened in 1863 and is the oldest underground railway in the world.",
  "Tallinn is the capital of Estonia and has about 450,000 people.",
  "Luxembourg has three official languages.",
  "The Routemaster bus entered service in London in 1956.",
];
// The same facts, each joined to the claim by a reason.
const REASONED = [
  "Tallinn made its buses free in 2013, so low-paid workers could reach jobs across the city.",
  "Because the fare was gone, trips by public transport rose by about 14 percent in a year.",
  "Luxembourg made all transport free in 2020, which means commuters from border towns left their cars at home.",
  "That is why free transport works: it takes cars off the road because the bus now costs nothing.",
];

describe("coherence: facts joined to a claim by a reason", () => {
  it("reads the share of sentences that give no reason", () => {
    expect(unreasoned(FACTS).share).toBe(1);
    expect(unreasoned(REASONED).share).toBe(0);
  });

  it("lowers a list of facts in proportion and says why, and leaves the reasoned answer alone", () => {
    const f = unreasonedFinding([prose(FACTS.join(" "))]);
    expect(f?.kind).toBe("unreasoned");
    expect(f?.cap).toBe(10);
    expect(f?.penalty).toBeGreaterThan(0);
    expect(f?.note).toMatch(/never give a reason/);
    expect(unreasonedFinding([prose(REASONED.join(" "))])).toBeNull();
    // One reasoned sentence among four plain ones lowers less than none at all.
    const some = unreasonedFinding([prose([...FACTS, REASONED[0]].join(" "))]);
    expect(some?.penalty ?? 0).toBeLessThan(f!.penalty);
  });

  it("does not read plans and definitions, nor short answers", () => {
    expect(unreasonedFinding([prose(FACTS.join(" "), true)])).toBeNull();
    expect(unreasonedFinding([prose(FACTS.slice(0, 2).join(" "))])).toBeNull();
  });
});

describe("a model states a change", () => {
  const motion = "This House would make public transport free at the point of use";
  const terms = [{ term: "Public transport", definition: "Buses, trams and local trains run or contracted by a city, not taxis." }];
  const examples = "Tallinn has run free transport for residents since 2013, paid from general taxes.";
  const score = (how: string) => modelingFeedback({ motion, terms, how, examples }).implementation_clarity;

  it("a how made of facts about the subject keeps less of its implementation score than the same facts as a plan", () => {
    const facts =
      "Buses in Leeds carry 300,000 passengers a day under contracts with the West Yorkshire Combined Authority, and fares pay a third of costs.";
    const plan =
      "From 2028 buses in Leeds will carry 300,000 passengers a day under contracts with the West Yorkshire Combined Authority, and fares will no longer pay a third of costs.";
    expect(score(plan)).toBeGreaterThan(score(facts) + 1);
  });

  it("examples illustrate a model: under a how that states no change they keep less of their score", () => {
    const helpful = (how: string) => modelingFeedback({ motion, terms, how, examples }).examples_helpfulness;
    const facts = "Buses in Leeds carry 300,000 passengers a day, and fares pay a third of the operators' costs.";
    const plan = "From 2028 buses in Leeds will carry passengers free, and the city will pay operators the third of costs that fares paid.";
    expect(helpful(plan)).toBeGreaterThan(helpful(facts) + 1);
  });
});
