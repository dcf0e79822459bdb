import { describe, expect, it } from "vitest";
import { porterStem } from "./porter";
import { stem, termMatch } from "./text";

describe("porterStem", () => {
  it("matches Porter's published examples", () => {
    const cases: Record<string, string> = {
      caresses: "caress",
      ponies: "poni",
      cats: "cat",
      agreed: "agre",
      plastered: "plaster",
      motoring: "motor",
      hopping: "hop",
      falling: "fall",
      filing: "file",
      happy: "happi",
      relational: "relat",
      conditional: "condit",
      digitizer: "digit",
      vietnamization: "vietnam",
      hopefulness: "hope",
      formalize: "formal",
      electrical: "electr",
      adjustment: "adjust",
      adoption: "adopt",
      generalization: "gener",
      controll: "control",
    };
    for (const [w, s] of Object.entries(cases)) expect(porterStem(w), w).toBe(s);
  });

  it("folds British -ise spellings but leaves rise and promise alone", () => {
    expect(porterStem("legalise")).toBe(porterStem("legalize"));
    expect(porterStem("organisation")).toBe(porterStem("organization"));
    expect(porterStem("rise")).toBe("rise");
    expect(porterStem("promise")).toBe("promis");
  });
});

describe("stem and termMatch", () => {
  it("joins inflections and irregular forms", () => {
    expect(stem("voting")).toBe(stem("vote"));
    expect(stem("children")).toBe(stem("kids"));
    expect(stem("grades")).toBe(stem("grade"));
  });

  it("does not join unrelated words that share a short prefix", () => {
    expect(termMatch(stem("turn"), stem("turnout"))).toBe(false);
    expect(termMatch(stem("letter"), stem("let"))).toBe(false);
    expect(termMatch(stem("car"), stem("career"))).toBe(false);
    expect(termMatch(stem("vote"), stem("voter"))).toBe(true);
  });
});
