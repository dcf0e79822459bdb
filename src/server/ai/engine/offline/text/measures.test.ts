// Varied vocabulary (the judge's manner, the drill coach's style) is read in windows, so a longer speech is
// not read as more repetitive only because it is longer, while words said again and again still lower it.
import { describe, expect, it } from "vitest";
import { lexicalDiversity, movingDiversity } from "./measures";
import { contentWords } from "./index";

const PARAGRAPHS = [
  "Free buses let a cleaner on the minimum wage take a job across town, because the fare no longer eats an hour of her pay.",
  "Tallinn made its trams free for residents in 2013, and trips by public transport rose within a year while car journeys fell.",
  "Drivers switch when the bus costs nothing, so the roads clear and the buses that remain run faster and keep to their timetable.",
  "The lost fares are paid from general taxes, which spreads a small cost over everyone and gives the largest gain to the poorest riders.",
  "Councils already subsidise parking and roads for drivers, so paying for the bus is a fairer use of the same public money.",
  "Older people and teenagers, who drive least, would reach clinics, colleges and shops without asking anyone for a lift.",
];

describe("movingDiversity", () => {
  it("reads a text shorter than a window whole, as the plain type-token ratio", () => {
    expect(movingDiversity(["a", "b", "a", "c"])).toBeCloseTo(3 / 4);
    expect(movingDiversity([])).toBe(0);
  });

  it("does not fall as an honest speech grows longer", () => {
    const short = lexicalDiversity(PARAGRAPHS.slice(0, 2).join(" "));
    const long = lexicalDiversity(PARAGRAPHS.join(" "));
    expect(long).toBeGreaterThanOrEqual(short - 0.05);
    // The plain ratio over the whole text does fall: that is what the windows correct.
    const words = contentWords(PARAGRAPHS.join(" "));
    expect(new Set(words).size / words.length).toBeLessThan(long);
  });

  it("falls when the same words come back again and again", () => {
    const varied = lexicalDiversity(PARAGRAPHS.join(" "));
    const repetitive = lexicalDiversity(Array(6).fill(PARAGRAPHS[0]).join(" "));
    expect(repetitive).toBeLessThan(varied - 0.3);
  });
});
