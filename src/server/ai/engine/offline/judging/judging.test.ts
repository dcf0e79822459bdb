// Each construct of the judge's reading moves for the reason it names: a transcript reads as the typed
// speech, a repeated unit adds nothing, a further good argument adds less than the one before, developed
// content adds with diminishing returns, padding off the subject counts half, and one conceding clause
// never makes a speech "the other side".
import { describe, expect, it } from "vitest";
import { analyseMotion } from "#server/ai/engine/offline/coach/motion.ts";
import { readArguments } from "./arguments";
import { sureSide } from "./side";
import { heardUnits, heardWords } from "./spoken";
import { speechFeatures } from "#server/ai/engine/offline/judge.ts";

const MOTION = "This House would ban private cars from city centres";
const info = analyseMotion(MOTION);
const TYPED =
  "Private cars fill city centres with fumes, and children who walk to school breathe them every day. " +
  "In London the ultra low emission zone cut roadside nitrogen dioxide by almost half within two years. " +
  "Buses move faster once cars are gone, so nurses and cleaners on early shifts get to work on time. " +
  "Shops gain too, because people on foot stop and browse where drivers only pass through.";
const SPOKEN =
  "so like private cars fill city centres with fumes and children who walk to school breathe them every day and you know " +
  "in london the ultra low emission zone cut roadside nitrogen dioxide by almost half within two years and i mean " +
  "buses move faster once cars are gone so nurses and cleaners on early shifts get to work on time and basically " +
  "shops gain too because people on foot stop and browse where drivers only pass through";

describe("a speech as heard (spoken.ts)", () => {
  it("drops fillers but keeps the verb and the preposition 'like'", () => {
    expect(heardWords("so like we think that um you know it works")).toEqual(["so", "we", "think", "that", "it", "works"]);
    expect(heardWords("Students like homework. Cities like Paris ban cars.")).toContain("like");
    expect(heardWords("Cities like Paris ban cars").join(" ")).toBe("cities like paris ban cars");
    // Before a verb of saying it is a filler, so the report of the other side is still heard as one.
    expect(heardWords("they will like tell you that we should adopt it").join(" ")).toBe("they will tell you that we should adopt it");
  });

  it("cuts a dictated run-on into the clauses the typed speech has", () => {
    expect(heardUnits(SPOKEN)).toHaveLength(heardUnits(TYPED).length);
    expect(heardUnits(SPOKEN).map((u) => u.toLowerCase())).toEqual(heardUnits(TYPED).map((u) => u.toLowerCase()));
  });

  it("counts the reasons in a dictated run-on as in the same words typed, not one for the whole run", () => {
    const typed =
      "Fares keep low-paid workers from jobs across town, because the bus eats an hour of their pay. " +
      "Tallinn made its trams free in 2013, which means more trips by tram and fewer by car. " +
      "Councils can pay for buses from general taxes, because roads are already paid for that way.";
    const spoken =
      "so fares keep low-paid workers from jobs across town because the bus eats an hour of their pay and like " +
      "tallinn made its trams free in 2013 which means more trips by tram and fewer by car and you know " +
      "councils can pay for buses from general taxes because roads are already paid for that way";
    const motion = "This House would make public transport free";
    const [t, s] = [speechFeatures(typed, motion, null), speechFeatures(spoken, motion, null)];
    expect(t.reasons).toBe(3);
    expect(s.reasons).toBe(t.reasons);
  });

  it("does not cut at 'so that' (a purpose, not a new clause)", () => {
    expect(heardUnits("the city should close the centre to cars so that the buses can run on time every single day")).toHaveLength(1);
  });
});

describe("the speech's arguments (arguments.ts)", () => {
  it("reads a transcript as the typed speech: quality, breadth and development barely move", () => {
    const [typed, spoken] = [readArguments(TYPED, info.related), readArguments(SPOKEN, info.related)];
    expect(Math.abs(typed.quality - spoken.quality)).toBeLessThan(0.03);
    expect(Math.abs(typed.breadth - spoken.breadth)).toBeLessThan(0.03);
    expect(Math.abs(typed.development - spoken.development)).toBeLessThan(0.03);
  });

  it("pays nothing for saying the same thing again", () => {
    const once = readArguments(TYPED, info.related);
    const twice = readArguments(`${TYPED} ${TYPED}`, info.related);
    expect(twice.repeated).toBeGreaterThan(0.4);
    expect(twice.development).toBeCloseTo(once.development, 6);
    expect(twice.breadth).toBeCloseTo(once.breadth, 6);
  });

  it("counts further arguments with diminishing returns", () => {
    const sentences = TYPED.split(/(?<=\.) /);
    const gains = [1, 2, 3, 4].map((n) => readArguments(sentences.slice(0, n).join(" "), info.related).breadth);
    expect(gains[3]).toBeGreaterThan(gains[0]);
    // Each further argument of similar size adds less than the first did.
    expect(gains[3] - gains[2]).toBeLessThan(gains[0]);
  });

  it("pays developed content with diminishing returns, so more on the subject helps and never doubles", () => {
    const more =
      "Delivery vans would keep their loading hours at dawn, so shops are still supplied. " +
      "Disabled drivers keep permits, and taxis stay, so no one who needs a car is cut off.";
    const base = readArguments(TYPED, info.related).development;
    const grown = readArguments(`${TYPED} ${more}`, info.related).development;
    expect(grown).toBeGreaterThan(base);
    expect(grown).toBeLessThan(2 * base);
  });

  it("counts padding that would fit any motion at half", () => {
    const padding =
      "It is worth thinking about this question from many different angles before reaching a view. " +
      "History has shown us time and again that questions like this one are never entirely simple.";
    const padded = readArguments(`${TYPED} ${padding}`, info.related);
    const developed = readArguments(
      `${TYPED} Delivery vans would keep their loading hours at dawn, so shops in the centre are still supplied. Disabled drivers keep permits for cars in the centre, so no one who needs a car is cut off.`,
      info.related,
    );
    expect(padded.development).toBeLessThan(developed.development);
  });
});

describe("the side, only when sure (side.ts)", () => {
  it("does not read one conceding clause as the other side", () => {
    const conceding = `${TYPED} Some say we should not ban cars because trades need vans, but permits answer that.`;
    expect(sureSide(conceding, info, "Government")).toBeNull();
  });

  it("reads a speech whose claims as a whole argue the other side", () => {
    const against =
      "We should not ban private cars from city centres. A ban on cars would hurt the shops that depend on drivers. " +
      "Banning cars from the centre would cut off disabled people and carers. We oppose the motion: keep cars in city centres.";
    expect(sureSide(against, info, "Government")?.lean).toBe("Opposition");
    expect(sureSide(against, info, "Opposition")).toBeNull();
  });
});
