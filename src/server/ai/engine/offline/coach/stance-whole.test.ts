// The side is read from the answer's claims as a whole (issue 30): a concession, a hypothetical or the
// word "government" meaning the state never turns an answer to the other side.
import { describe, expect, it } from "vitest";
import { analyseMotion } from "./motion";
import { readStance } from "./stance";
import { mainClause } from "./stance-clauses";

const lean = (motion: string, text: string) => readStance(text, analyseMotion(motion)).lean;

describe("the main clause of a sentence", () => {
  it("drops concessive and conditional clauses, and sentences that only concede", () => {
    expect(mainClause("Although most do not stop because of the law, the ban saves lives.")).toBe("the ban saves lives.");
    expect(mainClause("If the Opposition wins, families will pay more.")).toBe("families will pay more.");
    expect(mainClause("We should ban it even if it costs money.")).toBe("We should ban it");
    expect(mainClause("Admittedly, the tax is unpopular.")).toBe("");
    expect(mainClause("We should ban zoos.")).toBe("We should ban zoos.");
  });
});

describe("the side of the answer as a whole", () => {
  const motion = "This House would ban smoking in public parks";
  it("a concessive clause does not turn a Government answer", () => {
    const text =
      "Smokers who light up beside a playground expose children to smoke. Even though most smokers do not stop because of the law, we should not let that excuse inaction. A ban protects children in parks.";
    expect(lean(motion, text)).not.toBe("Opposition");
    // Without the concession's subordinator the same clause would be read as a claim of its own.
    expect(lean(motion, "Most smokers do not stop because of the ban.")).toBe(null);
  });

  it("a conditional that imagines the other side winning is not a declaration", () => {
    expect(lean(motion, "If the Opposition wins, children keep breathing smoke on the swings.")).toBe(null);
    expect(lean(motion, "As Opposition, we say the ban fails.")).toBe("Opposition");
  });

  it("one sentence of many does not decide the side; two agreeing ones do", () => {
    const text = "Parks are for children. Smoke lingers near benches. Cleaner air helps everyone. Banning smoking in parks would backfire.";
    expect(lean(motion, text)).toBe(null);
    expect(lean(motion, `${text} A ban on smoking would push smokers onto the pavements.`)).toBe("Opposition");
    expect(lean(motion, `${text} We should not ban smoking in public parks.`)).toBe("Opposition");
  });

  it("'government' meaning the state is not the Government side", () => {
    expect(
      lean(
        "We should ban targeted killing",
        "targeted killing should not be banned as the government has the intelligence to find threats.",
      ),
    ).toBe("Opposition");
    expect(lean("We should adopt libertarianism", "people who rely on government help would need to look elsewhere")).toBe(null);
  });

  it("reads motions written without the House, and doubts stated before the action", () => {
    expect(lean("Payday loans should be banned", "they should not be banned because people need the money.")).toBe("Opposition");
    expect(lean("We should abolish the Olympic Games", "we shouldnt abolish the olympic games, they bring countries together")).toBe(
      "Opposition",
    );
    expect(lean("We should prohibit school prayer", "i do not think it should be prohibited, it harms nobody")).toBe("Opposition");
    expect(
      lean("Social media brings more harm than good", "social media doesn't bring more harm than good, it keeps families in touch"),
    ).toBe("Opposition");
    expect(lean("We should legalize cannabis", "dependence on cannabis will increase with legalization")).toBe(null);
  });
});

describe("what the speaker denies, and the policy named as a harm", () => {
  const motion = "This House would ban junk food advertising to children";
  const read = (text: string) => readStance(text, analyseMotion(motion));
  it("reads 'I disagree that the ban would help' against the motion, and a denied harm for it", () => {
    expect(read("I disagree that the ban would help children because kids can still get junk food anyway.").con).toBeGreaterThan(0);
    expect(read("I disagree that the ban would hurt small broadcasters.").pro).toBeGreaterThan(0);
  });

  it("reads 'the harm of a blunt ban' against the motion", () => {
    expect(read("The harm of a blunt ban is more certain: it cuts funding for children's TV.").con).toBeGreaterThan(0);
  });

  it("never reads an Opposition refutation that weighs 'even if' as Government", () => {
    const text =
      "I disagree that the ban would help children because kids can still get junk food anyway. Children will still see junk food in shops and on the internet so the ban will not really work. Even if the ban removes some adverts, the harm of a blunt ban is more certain: it cuts funding for children's TV and pushes marketing into less visible online spaces.";
    expect(read(text).lean).not.toBe("Government");
  });
});
