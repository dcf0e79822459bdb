// What counts as talking about the motion: its field's words, a misspelt name, an abbreviation, a direct
// answer to its question; and what still does not: an answer about something else, whatever it opens with.
import { describe, expect, it } from "vitest";
import { inspect, type Part } from "./checks";

const prose = (text: string): Part => ({ key: "a", text, prose: true, side: null });
const kinds = (motion: string, text: string) => inspect([prose(text)], { motion, generated: [] }).findings.map((f) => f.kind);

const bees =
  "Honeybees are among the finest engineers in nature, because a colony builds hexagonal combs that store the most honey with the least wax. " +
  "In 1973 Karl von Frisch shared the Nobel Prize for decoding the waggle dance, after decades of patient work with glass-walled hives.";

describe("an answer on the motion in words the motion does not use", () => {
  it("counts the words of the motion's field", () => {
    const motion = "Christianity or atheism";
    expect(
      kinds(
        motion,
        "If God doesn't exist, how come there are loads of predictions written thousands of years before Jesus saying exactly what happened to him?",
      ),
    ).not.toContain("offtopic");
    expect(kinds(motion, bees)).toContain("offtopic");
  });

  it("counts a synonym of the motion's word in any of its forms", () => {
    const motion = "Should physical education be mandatory in schools";
    const answer =
      "It should be compulsory because it keeps us constantly fit and healthy, and if you dislike running you can quit when you are an adult.";
    expect(kinds(motion, answer)).not.toContain("offtopic");
  });

  it("counts the motion's words abbreviated in capitals, and its names misspelt by a letter", () => {
    expect(
      kinds(
        "Should physical education be mandatory in schools",
        "No. PE has been around for two hundred years and barely helps now, while kids stuff themselves with junk food.",
      ),
    ).not.toContain("offtopic");
    expect(
      kinds(
        "William Farquhar ought to be honoured as the rightful founder of Singapore",
        "Farquar weeded out the rat and centipede infestation within a few days, whereas Raffles did nothing about the problem at all.",
      ),
    ).not.toContain("offtopic");
  });

  it("counts an answer to the motion's question that goes on about its subject by pronoun", () => {
    const motion = "If your spouse committed murder and he or she confided in you would you turn them in";
    const loyal =
      "She was brave enough to tell me about it, which not many people would do, and I would stand by her whatever happened, " +
      "because loyalty to the person you love comes before anything the neighbours think, and our friends would understand my silence once they heard the whole story.";
    expect(kinds(motion, `Of course not! Absolutely not! ${loyal}`)).not.toContain("offtopic");
    expect(kinds(motion, loyal)).toContain("offtopic");
    // A yes in front of something else is not an answer to the motion.
    expect(kinds(motion, `Yes. ${bees}`)).toContain("offtopic");
    // Nor is a direct answer to a motion that asks nothing.
    expect(kinds("This House would tax sugary drinks", `No, they are wonderful. ${bees}`)).toContain("offtopic");
  });
});
