import { describe, expect, it } from "vitest";
import { offlineVerdict } from "./judge";
import { offlineOpening, offlineReply, type DebateMessage } from "./opponent";

const MOTION = "This House would require all pupils to wear school uniforms.";

const STRONG = [
  "Firstly, uniforms reduce bullying because children cannot be singled out for wearing cheap or unfashionable clothes. For example, a 2019 survey of schools in Manchester found that clothing-related bullying fell by a third after uniforms were introduced. Secondly, uniforms save families money, which means poorer parents are not pressured into buying expensive brands every term. The Opposition says people will find workarounds, but a uniform is easy to check at the school gate, so enforcement costs almost nothing. Finally, even if some students lose a little self-expression, the harm of daily bullying is far greater than that, and it falls on the most vulnerable children. That is why protecting them matters more than fashion.",
  "The Opposition claims there will be a backlash, but that ignores the evidence. In Japan and Singapore, uniforms are universal and widely supported by parents. Students focus on learning because the daily competition over clothes disappears. Their point about autonomy is weaker than ours: children still express themselves through clubs, art and sport, so the loss is small, while the gain in safety is large and lasts for years. In conclusion, the probability and scale of our benefits clearly outweigh their speculative costs.",
];

/** Plays a round against the offline opponent so the AI's side is scored on its real speeches. */
function play(userSpeeches: string[]): DebateMessage[] {
  const messages: DebateMessage[] = [
    { role: "assistant", content: offlineOpening({ difficulty: "intermediate", press: null, motion: MOTION, aiSide: "Opposition" }) },
  ];
  for (const content of userSpeeches) {
    messages.push({ role: "user", content });
    messages.push({
      role: "assistant",
      content: offlineReply({ difficulty: "intermediate", press: null, motion: MOTION, aiSide: "Opposition", messages }),
    });
  }
  return messages;
}

const inRange = (s: { matter: number; manner: number; method: number; total: number }) => {
  for (const k of ["matter", "manner", "method"] as const) {
    expect(s[k]).toBeGreaterThanOrEqual(0);
    expect(s[k]).toBeLessThanOrEqual(10);
  }
  expect(s.total).toBeCloseTo(s.matter + s.manner + s.method, 1);
};

describe("offlineVerdict", () => {
  it("scores a strong, reasoned speech with examples and weighing above a one-liner", () => {
    const strong = offlineVerdict({ motion: MOTION, userSide: "Government", messages: play(STRONG) });
    const weak = offlineVerdict({ motion: MOTION, userSide: "Government", messages: play(["Uniforms are good."]) });
    expect(strong.scores.user.total).toBeGreaterThan(weak.scores.user.total + 10);
    for (const k of ["matter", "manner", "method"] as const) expect(strong.scores.user[k]).toBeGreaterThan(weak.scores.user[k]);
    expect(strong.winner).toBe("user");
    expect(weak.winner).toBe("ai");
  });

  it("scores the same case made with evidence above one made of bare assertions of the same length", () => {
    // Same connectives, same length, same motion words: only the specifics behind them differ.
    const evidenced =
      "Uniforms reduce bullying because pupils cannot be singled out for cheap clothes. In 2019 a survey of 40 schools in Manchester found that clothing-related bullying fell by a third after uniforms came in. Uniforms also save families money, so parents are not pushed into buying expensive brands. A Department for Education report in 2015 put the average saving at 60 pounds a year for each child.";
    const asserted =
      "Uniforms reduce bullying because pupils cannot be singled out for cheap clothes. i think everyone knows that bullying is really bad and uniforms would obviously stop it and make everything better for all the kids. Uniforms also save families money, so parents are not pushed into buying expensive brands. honestly it is just common sense and anyone who disagrees is wrong about this whole thing.";
    const user = (speech: string) =>
      offlineVerdict({ motion: MOTION, userSide: "Government", messages: [{ role: "user", content: speech }] }).scores.user;
    expect(user(evidenced).matter).toBeGreaterThan(user(asserted).matter + 1);
    expect(user(evidenced).total).toBeGreaterThan(user(asserted).total + 1);
  });

  it("scores a careful, evidenced case above the same case written carelessly or as personal opinion", () => {
    // The same reasons, figures and connectives, so the counts barely differ; people find the careless and
    // the first-person versions less convincing (the learned model), and so must the judge.
    const careful =
      "Uniforms reduce bullying because pupils cannot be singled out for cheap clothes. In 2019 a survey of 40 schools in Manchester found that clothing-related bullying fell by a third after uniforms came in. Uniforms also save families money, so parents are not pushed into buying expensive brands every term.";
    const careless =
      "Uniforms reduce bulying becuase pupils cant be singled out for cheap cloths!!! In 2019 a survay of 40 schools in manchester found that clothing related bulying fell by a third after uniforms came in!!! Uniforms also save familys money, so parents are not pushed into buying expensiv brands every term!!!";
    const opinion =
      "I think uniforms reduce bullying because I believe pupils cannot be singled out for cheap clothes. In my school, which I went to in 2019, I felt that clothing-related bullying fell after uniforms came in. I also think uniforms save my family money, so my parents are not pushed into buying expensive brands every term.";
    const total = (speech: string) =>
      offlineVerdict({ motion: MOTION, userSide: "Government", messages: [{ role: "user", content: speech }] }).scores.user.total;
    // A full point and more (1.3 since matter leans on the learned reading of the words as heard, where "!!!" and
    // capitals are not heard; the misspellings still cost their reasons and the words' learned weight).
    expect(total(careful)).toBeGreaterThan(total(careless) + 1);
    expect(total(careful)).toBeGreaterThan(total(opinion) + 1);
  });

  it("keeps every category on the 0-10 scale and totals them", () => {
    for (const speeches of [STRONG, ["Uniforms are good."], ["x ".repeat(2000)]]) {
      const v = offlineVerdict({ motion: MOTION, userSide: "Government", messages: play(speeches) });
      inRange(v.scores.user);
      inRange(v.scores.ai);
    }
  });

  it("names concrete strengths and weaknesses of the user's speeches", () => {
    const strong = offlineVerdict({ motion: MOTION, userSide: "Government", messages: play(STRONG) });
    expect(strong.reason).toMatch(/reasons/);
    // The cases it names, as it named them: a reader can check each one.
    expect(strong.reason).toMatch(/Government \(you\): [^.]*checkable cases and figures \((?=[^)]*2019)(?=[^)]*Manchester)[^)]*\)/);
    const weak = offlineVerdict({ motion: MOTION, userSide: "Government", messages: play(["Uniforms are good."]) });
    expect(weak.reason).toMatch(/because/);
    expect(weak.reason).toMatch(/short/);
    expect(weak.reason).toMatch(/weigh/);
  });

  it("quotes a side's reasoning about the motion, never what it said about the round", () => {
    // On a motion with no brief the AI opens with its side, its answer and that it has no brief ("…, so every step
    // below is reasoning"): sentences with a "so" or "because" that argue nothing about the motion.
    const motion = "This House would ban fireworks at public celebrations.";
    const messages: DebateMessage[] = [
      { role: "assistant", content: offlineOpening({ difficulty: "intermediate", press: null, motion, aiSide: "Opposition" }) },
    ];
    for (const content of [
      "Fireworks frighten pets and wildlife because the noise is sudden and loud, so a quieter celebration is kinder.",
    ]) {
      messages.push({ role: "user", content });
      messages.push({
        role: "assistant",
        content: offlineReply({ difficulty: "intermediate", press: null, motion, aiSide: "Opposition", messages }),
      });
    }
    const v = offlineVerdict({ motion, userSide: "Government", messages });
    const ai = v.reason.split("Opposition (the AI):")[1] ?? "";
    const quoted = /as in "([^"]+)"/.exec(ai)?.[1];
    expect(quoted).toBeDefined();
    expect(quoted).not.toMatch(/brief|the judge|the round|our answer|\b(yes|no)\b/i);
  });

  it("credits concrete examples only to a side that named a checkable case or figure, never to cue words or role names", () => {
    const templated =
      "As Opposition, we say the weight of evidence is against this motion, because research and data show that uniforms do not change behaviour. " +
      "Second, the evidence from studies is clear: when you weigh the clash, weigh probability and reach. For example, schools report problems.";
    const v = offlineVerdict({ motion: MOTION, userSide: "Government", messages: play([templated, templated]) });
    const mine = v.reason.split("Opposition (the AI)")[0];
    expect(mine).not.toMatch(/checkable cases/);
    expect(mine).toMatch(/no concrete examples, figures or named cases/);
    const real = offlineVerdict({ motion: MOTION, userSide: "Government", messages: play(STRONG) });
    expect(real.reason).toMatch(/Government \(you\): [^.]*checkable cases/);
  });

  it("never advises what the speeches already do: a long, developed speech is not told to reach 150 words", () => {
    const v = offlineVerdict({ motion: MOTION, userSide: "Government", messages: play([STRONG.join(" "), STRONG.join(" ")]) });
    expect(v.nextSteps.length).toBeGreaterThan(0);
    expect(v.nextSteps.map((s) => s.advice).join(" ")).not.toMatch(/Aim for 150/);
    expect(v.nextSteps.some((s) => s.skill === "development")).toBe(false);
    const short = offlineVerdict({ motion: MOTION, userSide: "Government", messages: play(["Uniforms are good because they are fair."]) });
    // The weakest skill first: a one-liner's first fix is not its language.
    expect(short.nextSteps[0].skill).not.toBe("language");
  });

  it("leaves who won to the decision, stated once from the final scores", () => {
    const v = offlineVerdict({ motion: MOTION, userSide: "Government", messages: play(STRONG) });
    expect(v.reason).not.toMatch(/wins/);
  });

  it("gives the round to the AI when the user never spoke", () => {
    const messages: DebateMessage[] = [
      { role: "assistant", content: offlineOpening({ difficulty: "intermediate", press: null, motion: MOTION, aiSide: "Government" }) },
      { role: "user", content: "   " },
    ];
    const v = offlineVerdict({ motion: MOTION, userSide: "Opposition", messages });
    expect(v.winner).toBe("ai");
    expect(v.aiSide).toBe("Government");
    expect(v.scores.user).toEqual({ matter: 0, manner: 0, method: 0, total: 0 });
    expect(v.reason).toMatch(/did not speak/);
    expect(offlineVerdict({ motion: MOTION, userSide: "Opposition", messages: [] }).winner).toBe("ai");
  });

  it("explains its rubric and the 0-10 scale", () => {
    const v = offlineVerdict({ motion: MOTION, userSide: "Government", messages: play(STRONG) });
    expect(v.rubric).toMatch(/0-10/);
    for (const word of ["Matter", "Manner", "Method", "tie"]) expect(v.rubric).toContain(word);
  });

  it("scores both sides with the same function", () => {
    // Swapping who said what swaps the scores: no home advantage for the AI.
    const speech = STRONG[0];
    const other = "Uniforms are fine I suppose.";
    const a = offlineVerdict({
      motion: MOTION,
      userSide: "Government",
      messages: [
        { role: "assistant", content: other },
        { role: "user", content: speech },
      ],
    });
    const b = offlineVerdict({
      motion: MOTION,
      userSide: "Government",
      messages: [
        { role: "user", content: other },
        { role: "assistant", content: speech },
      ],
    });
    expect(a.scores.user.matter).toBe(b.scores.ai.matter);
    expect(a.scores.user.manner).toBe(b.scores.ai.manner);
  });

  it("is deterministic", () => {
    const messages = play(STRONG);
    expect(offlineVerdict({ motion: MOTION, userSide: "Government", messages })).toEqual(
      offlineVerdict({ motion: MOTION, userSide: "Government", messages }),
    );
  });
});

describe("a dictated speech on the ballot", () => {
  const motion = "This House would make public transport free";
  const speech =
    "so we think free buses help the poorest workers because fares eat their wages and like in tallinn the city made buses free " +
    "and trips went up and you know in britain the nhs staff on night shifts cannot get home because the buses stop so free and " +
    "frequent buses would mean nurses get to work and that matters more than the cost because the cost is spread across everyone";
  const verdict = offlineVerdict({
    motion,
    userSide: "Government",
    messages: [
      { role: "assistant", content: "We oppose: fares fund the service." },
      { role: "user", content: speech },
    ],
  });
  const government = verdict.reason.split(" Opposition (the AI):")[0];

  it("quotes one of its reasons as a clause, not a run of forty words cut off at 'and'", () => {
    const quoted = /as in "([^"]+)"/.exec(government)?.[1] ?? "";
    expect(quoted).toMatch(/because/);
    expect(quoted.split(" ").length).toBeLessThanOrEqual(20);
    expect(quoted).not.toMatch(/\band$/);
  });

  it("names the places and bodies it named in lower case as its evidence", () => {
    expect(government).toMatch(/checkable cases and figures \(Tallinn, Britain, the NHS\)/);
    expect(government).not.toMatch(/no concrete examples/);
  });
});
