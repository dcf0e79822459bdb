import { describe, expect, it } from "vitest";
import { analyseMotion } from "./coach/motion";
import { readStance, wrongSideNote } from "./coach/stance";

const lean = (motion: string, text: string) => readStance(text, analyseMotion(motion)).lean;

describe("readStance", () => {
  it("reads explicit declarations for every motion type", () => {
    expect(lean("This House would ban zoos", "We should not ban zoos, because they fund conservation.")).toBe("Opposition");
    expect(lean("This House would ban zoos", "We should ban zoos, because animals suffer in captivity.")).toBe("Government");
    expect(lean("This House regrets the rise of fast fashion", "We do not regret the rise of fast fashion.")).toBe("Opposition");
    expect(lean("This House regrets the rise of fast fashion", "We regret the rise of fast fashion.")).toBe("Government");
    expect(lean("This House supports nuclear power", "We oppose nuclear power because waste lasts millennia.")).toBe("Opposition");
    expect(lean("This House believes that social media does more harm than good", "Social media does more good than harm.")).toBe(
      "Opposition",
    );
    expect(lean("This House would make voting compulsory", "We would keep voting voluntary and open polls at weekends.")).toBe(
      "Opposition",
    );
  });

  it("reads negated motion verbs and bad outcomes of the policy", () => {
    expect(
      lean("This House would impose a tax on meat", "A meat tax would punish poor families. Instead of a tax, we should subsidise beans."),
    ).toBe("Opposition");
  });

  it("reads a negation of a negation as a yes, 'too useful to ban' as a no, and 'it is not true that' as denying what follows", () => {
    const homework = "This House would ban homework in primary schools";
    for (const yes of [
      "There is no reason not to ban homework in primary schools, because children learn more through play.",
      "We cannot afford not to ban homework in primary schools, since tired children learn less.",
      "It is not true that we should not ban homework; children need rest after school.",
    ])
      expect(lean(homework, yes), yes).toBe("Government");
    for (const no of [
      "It is not true that we should ban homework; practice at home builds reading.",
      "We cannot and should not ban homework in primary schools, because practice at home builds reading.",
      "Homework is far too useful to ban. Practice at home is too valuable to ban, because reading needs it.",
    ])
      expect(lean(homework, no), no).toBe("Opposition");
  });

  it("skips quotations and sentences that report the other side", () => {
    expect(lean("This House would ban zoos", 'They claim we should not ban zoos. "We should not ban zoos" is their line.')).toBeNull();
    // A discourse marker and its comma before the report: still the other side's words, not the speaker's.
    expect(
      lean("This House would ban zoos", "Now, some argue that zoos should not be banned. Of course, critics say a ban would fail."),
    ).toBeNull();
    expect(lean("This House would ban zoos", "Now, zoos should not be banned.")).toBe("Opposition");
    for (const report of [
      "Supporters of zoos argue that zoos should not be banned.",
      "Those who oppose this claim that zoos should not be banned.",
      "Those on the other bench would say that we should not ban zoos.",
      "They would have you believe that zoos should not be banned.",
    ])
      expect(lean("This House would ban zoos", report)).toBeNull();
    expect(
      lean(
        "This House would ban zoos",
        "The real question is not whether we should not ban zoos, but whether animals suffer. We should ban zoos.",
      ),
    ).toBe("Government");
  });

  it("reads actor motions without the actor clause", () => {
    const motion = "This House, as a parent, would ban smartphones for children under twelve.";
    expect(analyseMotion(motion).body).toBe("ban smartphones for children under twelve");
    expect(lean(motion, "As a parent, we should not ban smartphones; children need them to stay safe.")).toBe("Opposition");
  });

  it("stays silent when the text takes no side", () => {
    expect(lean("This House would ban zoos", "Zoos keep animals in enclosures and sell tickets.")).toBeNull();
  });

  it("names the side and quotes the sentence in the wrong-side note", () => {
    const note = wrongSideNote(
      "We should not ban zoos, because they fund conservation.",
      analyseMotion("This House would ban zoos"),
      "Government",
    );
    expect(note).toMatch(
      /^You argued the other side: .*Opposition \(against the motion\).*"We should not ban zoos.*assigned Government\.$/,
    );
  });
});
