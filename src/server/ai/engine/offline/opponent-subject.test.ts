// The offline opponent engages the motion's own subject, answers a direct question, and
// does not attach a stock rebuttal that does not fit the claim.
import { describe, expect, it } from "vitest";
import { offlineOpening, offlineReply, type DebateMessage, type Side } from "./opponent";
import { context } from "./opponent/opening";
import { splitSentences } from "./text";
import { OFF_TOPIC } from "./opponent/frames";
import { MORE_OFF_TOPIC } from "./opponent/typed/more-frames";
import { COMPOSED_OFF_TOPIC } from "./opponent/typed/composed";

/** Whether a reply calls the speech off the motion, in any wording the typed reply has for it. */
const OFF_SIGS = [...OFF_TOPIC, ...MORE_OFF_TOPIC, ...COMPOSED_OFF_TOPIC].map((v) => v.sig);
const callsOffTopic = (reply: string) => OFF_SIGS.some((sig) => reply.includes(sig));

const FOOD = "This House would require supermarkets to donate unsold food to charities.";

function reply(user: string, motion = FOOD, aiSide: Side = "Government"): string {
  const messages: DebateMessage[] = [
    { role: "assistant", content: offlineOpening({ difficulty: "intermediate", press: null, motion, aiSide }) },
    { role: "user", content: user },
  ];
  return offlineReply({ difficulty: "intermediate", press: null, motion, aiSide, messages });
}

describe("offline opponent and the motion's subject", () => {
  it("cites each claim of a speech in its own words", () => {
    const speech =
      "Garment workers are paid very little, which means families stay poor. Cheap clothes are thrown away after a few wears, " +
      "so landfills fill up. We regret it because the costs fall on people who never see the profits.";
    for (const motion of [
      "This House regrets the rise of fast fashion.",
      "This House would give every citizen a free bus pass.",
      "This House supports the return of wolves to the Scottish Highlands.",
    ])
      for (const aiSide of ["Government", "Opposition"] as const) {
        const r = reply(speech, motion, aiSide);
        const citing = splitSentences(r.replace(/"[^"]*"/g, "Q"))
          .filter((x) => x.includes("Q"))
          .map((x) => x.split(/\s+/).slice(0, 2).join(" "));
        expect(new Set(citing).size, r).toBe(citing.length);
      }
  });

  it("quotes a one-line speech once, and refers back to it after", () => {
    const speech = "On balance our side wins because the benefits reach more people than the costs.";
    for (const aiSide of ["Government", "Opposition"] as const) {
      const r = reply(speech, "This House would tax second homes.", aiSide);
      expect(r.split("On balance our side wins").length - 1, r).toBe(1);
    }
  });

  it("opens on the food-donation motion with food, waste or charities", () => {
    for (const aiSide of ["Government", "Opposition"] as const) {
      const text = offlineOpening({ difficulty: "intermediate", press: null, motion: FOOD, aiSide }).toLowerCase();
      const body = text.replace(/"[^"]*"/g, "");
      expect(body).toMatch(/food|waste|charit|hungry/);
    }
  });

  it("answers a direct question before anything else", () => {
    const r = reply(
      "Charities cannot store all this food, so a duty just moves the waste. What would you do about food banks that have only one fridge?",
    );
    expect(r).toMatch(/^[A-Z][^":]*: "What would you do about food banks/);
    expect(r).toMatch(/(Our answer|Here is our answer|The answer|Plainly put|Straight answer): we should require supermarkets/);
  });

  it("does not answer a statistic with 'correlation is not causation'", () => {
    for (let i = 0; i < 6; i++) {
      const r = reply(
        `In France donations to food banks rose by ${20 + i}% within a year of the 2016 law, so a legal duty works. Around 250,000 tonnes of food are wasted each year by UK retail, which means families go hungry for no reason.`,
      );
      expect(r).not.toMatch(/correlation is not causation/);
    }
  });

  it("never makes debate vocabulary the subject of a question", () => {
    const r = reply(
      "We weigh fairness more because the impact outweighs their weighing, so fairness matters more than anything else here.",
    );
    expect(r).not.toMatch(/\bwhy should weigh\b|\bweigh outweigh\b/);
  });

  it("opens on an unfamiliar motion with its own subject, not a neighbouring topic's", () => {
    const motion = "This House would introduce an opt-out system for organ donation.";
    for (const aiSide of ["Government", "Opposition"] as const) {
      const body = offlineOpening({ difficulty: "intermediate", press: null, motion, aiSide }).replace(/"[^"]*"/g, "");
      expect(body).toMatch(/opt-out system/);
      expect(body).not.toMatch(/surplus|supermarket|food/);
    }
  });

  it("quotes every direct question whole and answers each, then does not call them assertions", () => {
    const r = reply("Why should a supermarket pay to store food it cannot sell? And what would you do about small charities?");
    expect(r).toMatch(
      /^[A-Z][^":]*: "Why should a supermarket pay to store food it cannot sell\?" [A-Z][^":]*: we should require supermarkets/,
    );
    expect(r).toMatch(/[A-Z][^":]*: "And what would you do about small charities\?" [A-Z][^":]*: /);
    expect(r).not.toMatch(/is a claim, not yet an argument|but not why|a conclusion without a reason/);
  });

  it("does not treat a question about someone else as one put to it", () => {
    const r = reply(
      "Charities already collect most surplus food in France. I wonder whether that is enough? It is, because the 2016 law made donation routine.",
    );
    expect(r).not.toContain('"I wonder whether that is enough?"');
  });

  const TV = "This House regrets the rise of reality television.";
  const FIRST =
    "Reality television humiliates ordinary people for entertainment, because producers edit footage to create villains and conflict. Contestants on shows like Love Island have spoken about the pressure afterwards.";

  it("weighs an example as evidence, never as a conclusion without a reason", () => {
    const r = reply(FIRST, TV, "Opposition");
    // The example is quoted and answered as an example: how typical, what it proves.
    expect(r).toMatch(/"Contestants on shows like Love Island[^"]*"/);
    expect(r).toMatch(/one case|can happen|that case show|went the other way|as evidence/);
    expect(r).not.toMatch(/a conclusion without a reason|stated, not argued|skips a step/);
  });

  it("answers a verdict motion without a counter-mechanism about rules changing", () => {
    for (const aiSide of ["Government", "Opposition"] as const) {
      const r = reply(FIRST, TV, aiSide);
      expect(r).not.toMatch(/counter-mechanism|when the rules on|those with money adjust|find workarounds/);
    }
  });

  it("reads a speech that carries on the student's own case as on the motion, though it names none of its words", () => {
    const messages: DebateMessage[] = [
      { role: "assistant", content: offlineOpening({ difficulty: "intermediate", press: null, motion: TV, aiSide: "Opposition" }) },
      { role: "user", content: FIRST },
    ];
    messages.push({
      role: "assistant",
      content: offlineReply({ difficulty: "intermediate", press: null, motion: TV, aiSide: "Opposition", messages }),
    });
    const second =
      "A contract signed for a chance at fame is not a free choice when the producers hold all the power. Contestants are left alone after the show ends.";
    messages.push({ role: "user", content: second });
    const r = offlineReply({ difficulty: "intermediate", press: null, motion: TV, aiSide: "Opposition", messages });
    expect(callsOffTopic(r)).toBe(false);
    // The same speech with nothing before it is off the motion: carrying on a case is earned, not assumed.
    expect(callsOffTopic(reply(second, TV, "Opposition"))).toBe(true);
  });

  it("does not rebuild, in the same reply, the point it has just called dropped", () => {
    const motion = "This House would tax private jets.";
    const c = context(motion, "Opposition");
    const messages: DebateMessage[] = [
      { role: "assistant", content: offlineOpening({ difficulty: "intermediate", press: null, motion, aiSide: "Opposition" }) },
    ];
    const speeches = [
      "Private jets burn far more fuel per passenger than airliners, because a handful of people fly in a plane built for twenty. A tax makes the richest travellers pay for the pollution they cause, and the money could fund cleaner rail. France has debated exactly this kind of levy.",
      "You say a tax will only change who can take part, but the people who fly private are the richest in society, so fairness is on our side. Even if some still fly, the revenue pays for the damage. What is your alternative?",
      "In the end this debate is about who pays for pollution. Our side makes the polluter pay; their side leaves the bill with everyone else. That outweighs their worry about a few business travellers.",
    ];
    for (const content of speeches) {
      messages.push({ role: "user", content });
      const r = offlineReply({ difficulty: "intermediate", press: null, motion, aiSide: "Opposition", messages });
      messages.push({ role: "assistant", content: r });
      const called = c.args.filter((a) =>
        splitSentences(r.replace(a.core(c), "")).some(
          (s) => s.includes(a.label) && /unanswered|untouched|not engaged|no reply|yet to hear|counts for us|conceded/.test(s),
        ),
      );
      for (const a of called) expect(r, a.label).not.toContain(a.core(c));
    }
  });
});
