import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { argumentQuality, argumentQualityModel, parseArgumentQualityModel, speechQuality } from ".";
import { MODEL_FILE } from "./model";

// Small fixtures of our own: the scorer must not need the training data to be tested.
const REASONED =
  "Banning bottled water would cost jobs. In 2019 the bottling industry employed about 40,000 people in the United States, " +
  "and most of those plants are in small towns where few other employers exist. If sales were banned, those workers would " +
  "lose their income, so the towns would lose the spending that keeps their shops open.";
const THIN = "bottled water is bad and i hate it!!! BAN IT";

const shipped = () => JSON.parse(readFileSync(MODEL_FILE, "utf8"));

describe("the argument-quality model file", () => {
  it("loads the shipped weights and names its source", () => {
    expect(argumentQualityModel().credit).toMatch(/UKPConvArg1.*CC-BY 4\.0/);
  });

  it.each([
    ["a missing credit", (m: any) => void delete m.credit, /credit/],
    ["a weight that is not a number", (m: any) => void (m.weights[0] = "0.5"), /weights/],
    ["a feature list the code does not compute", (m: any) => void (m.features = m.features.slice(1)), /coach:train/],
    ["too few weights", (m: any) => void m.weights.pop(), /one number per feature/],
    ["a zero scale", (m: any) => void (m.scale[3] = 0), /scale/],
  ])("rejects %s", (_name, damage, message) => {
    const m = shipped();
    damage(m);
    expect(() => parseArgumentQualityModel(m)).toThrow(message);
  });
});

describe("argumentQuality", () => {
  it("scores a reasoned argument with evidence above a thin one", () => {
    expect(argumentQuality(REASONED)).toBeGreaterThan(argumentQuality(THIN) + 0.2);
  });

  it("is deterministic and on a 0-1 scale", () => {
    const first = argumentQuality(REASONED);
    expect(argumentQuality(THIN)).toBeGreaterThan(0);
    expect(argumentQuality(REASONED)).toBe(first);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(1);
  });

  it("scores an empty text lowest", () => {
    expect(argumentQuality("")).toBe(0);
    expect(argumentQuality("  <br/> ")).toBe(0);
    expect(argumentQuality("")).toBeLessThan(argumentQuality("No."));
    expect(speechQuality("")).toBe(0);
  });

  it("does not let a longer speech win on length alone", () => {
    // The same passage three times reads as the same quality: the judge weighs length separately.
    const once = speechQuality(REASONED);
    expect(speechQuality([REASONED, REASONED, REASONED].join(" "))).toBeCloseTo(once, 1);
  });
});
