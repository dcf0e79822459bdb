// The speller is never asked about what cannot be a word, and suggests fixes only for the few the feedback quotes:
// a 100,000-letter string once drove its suggestions past the server's memory.
import { describe, expect, it } from "vitest";
import { misspellings } from "./spelling";

describe("misspellings", () => {
  it("skips a string far longer than any word", () => {
    expect(misspellings(`The ${"x".repeat(100_000)} policy helps poeple.`).map((m) => m.word)).toEqual(["poeple"]);
  });

  it("counts every misspelling but suggests a fix for the first three only", () => {
    const found = misspellings(Array.from({ length: 40 }, () => "Teh goverment shuold act.").join(" "));
    expect(found.length).toBeGreaterThan(40);
    expect(found.filter((m) => m.fix !== null).length).toBeLessThanOrEqual(3);
    expect(found[0].fix).not.toBeNull();
  });
});
