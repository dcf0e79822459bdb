// Comments that quote and never contradict: for each drill, a field that has the
// thing must never be told it is missing, and gaps point at the words that triggered them.
import { describe, expect, it } from "vitest";
import {
  argumentFeedback,
  characterizationFeedback,
  clashesFeedback,
  framingFeedback,
  modelingFeedback,
  refutationFeedback,
} from "#server/ai/engine/offline/coach/index.ts";
import * as S from "#shared/drills/schemas.ts";

const GRADES = "This House would replace letter grades with written reports";
const CARS = "This House would ban private cars from city centres";
const SPACE = "This House regrets the commercialisation of space exploration";
const TOBACCO = "This House would ban tobacco advertising";

const pael = (motion: string, point: string, analysis: string, example: string, link: string, side = "Government") =>
  argumentFeedback(S.feedbackRequestSchema.parse({ motion, side, pael: { point, analysis, example, link } }));

describe("argument comments", () => {
  it("accepts the real ways people chain reasons (', so', 'means', 'leading to')", () => {
    const r = pael(
      CARS,
      "We should ban private cars from city centres because traffic fumes poison the air residents breathe.",
      "Cars idle in narrow streets, so nitrogen dioxide builds up where children walk to school. Cleaner air means fewer asthma attacks, leading to fewer missed school days.",
      "Oslo removed most private traffic from its centre between 2017 and 2019 and no pedestrian died in traffic in 2019.",
      "That is why we should ban private cars from city centres.",
    );
    expect(r.comments).not.toMatch(/never explains why/);
  });

  it("counts a named case as an example and quotes what it calls generic", () => {
    const r = pael(
      TOBACCO,
      "We should ban tobacco advertising because it recruits young smokers.",
      "Adverts make smoking look glamorous, so teenagers start earlier, which means more lifelong addiction.",
      "The 1998 Master Settlement Agreement in the United States followed tobacco lawsuits that exposed how firms targeted teenagers.",
      "That is why we should ban tobacco advertising.",
    );
    expect(r.comments).not.toMatch(/No concrete example/);
    const g = pael(
      TOBACCO,
      "Ban tobacco adverts because they harm people.",
      "They make people smoke, so people get ill.",
      "Adverts are everywhere.",
      "So ban them.",
    );
    expect(g.comments).toMatch(/No concrete example: "Adverts are everywhere"/);
  });

  it("names the filler it found", () => {
    const r = pael(
      TOBACCO,
      "Tobacco advertising is very important to ban because a lot of people smoke.",
      "Smoking is bad for society, so it is a big problem.",
      "Many people smoke.",
      "So ban it.",
    );
    expect(r.comments).toMatch(/Filler phrases \('very important'/);
  });
});

describe("refutation comments", () => {
  it("quotes the impact response it says does not push back", () => {
    const r = refutationFeedback(
      S.refutationFeedbackRequestSchema.parse({
        motion: CARS,
        their_side: "Government",
        argument: { point: "We should ban private cars.", analysis: "Cars pollute.", example: "Oslo.", link: "So ban them." },
        refutation: {
          impact: "Cars are used by many drivers every day in the city.",
          analysis: "Drivers need cars for work, so they drive into the centre.",
          examples: "",
          weighing: "",
        },
      }),
    );
    expect(r.comments).toMatch(/"Cars are used by many drivers/);
  });
});

describe("clashes comments", () => {
  it("never names journalists, offenders or a placeholder as a missed actor on unrelated motions", () => {
    for (const motion of [
      GRADES,
      "This House believes that true-crime entertainment does more harm than good",
      "This House would require supermarkets to donate unsold food to charities",
    ]) {
      const r = clashesFeedback(
        S.clashesFeedbackRequestSchema.parse({
          motion,
          vulnerable_actors: ["Teachers"],
          clash: {
            actor: "Teachers",
            clash_text: "Whether it helps or harms.",
            gov_argument: "",
            opp_argument: "It harms teachers because of workload.",
          },
        }),
      );
      const text = JSON.stringify(r);
      expect(text).not.toMatch(/people who engage with|those who profit from/);
      if (!/true-crime/.test(motion)) expect(text).not.toMatch(/journalists/);
      expect(text).not.toMatch(/offenders/);
    }
  });
});

describe("modeling comments", () => {
  it("asks a regret motion for the comparison, not an enforcing body and a penalty", () => {
    const r = modelingFeedback(
      S.modelingFeedbackRequestSchema.parse({
        motion: SPACE,
        terms: [{ term: "Commercialisation", definition: "Private firms selling launches." }],
        how: "Companies like SpaceX do it now.",
        examples: "SpaceX.",
      }),
    );
    expect(r.comments + r.improvement).not.toMatch(/enforcing body|penalty and a timeline/);
    expect(r.comments).toMatch(/comparison/);
  });

  it("does not call an example that names a place generic without saying so", () => {
    const r = modelingFeedback(
      S.modelingFeedbackRequestSchema.parse({
        motion: "This House would make voting compulsory",
        terms: [{ term: "Compulsory voting", definition: "When everyone has to vote by law." }],
        how: "People who do not vote would get a fine.",
        examples: "Like in Australia.",
      }),
    );
    expect(r.comments).not.toMatch(/no named place/);
  });
});

describe("framing comments", () => {
  const base = {
    motion: GRADES,
    goal: "Persuade parents that written reports help their children learn",
    audience: "Parents",
    my_frame: "Written reports tell pupils what to do next, while a letter only ranks them.",
    why_it_matters: "Pupils who know what to practise improve faster, so reports raise learning.",
    opponent_frame: "They will say grades are clear and comparable.",
    opponent_evidence: "Universities use grades to compare applicants.",
    limitations: "Their frame ignores that a grade does not say what to improve.",
    new_frame: "The real question is not how to rank pupils but how to help them learn.",
    language: "next step, learning, every pupil",
    metaphor: "A grade is like a thermometer that says you are ill but not what medicine to take.",
    story: "Amira, eight, in Bradford gets a C in maths every term and has decided she is bad at numbers.",
    values: "Fairness, equality of opportunity, transparency",
  };
  it("does not say the frame names no value when the Values field lists them", () => {
    const r = framingFeedback(S.framingFeedbackRequestSchema.parse(base));
    expect(r.comments).not.toMatch(/names no value/);
  });
  it("does not say a story about a named child has no concrete person", () => {
    const r = framingFeedback(S.framingFeedbackRequestSchema.parse(base));
    expect(r.comments).not.toMatch(/no (concrete|named) person/);
  });
});

describe("characterization comments", () => {
  it("does not turn 'reports' into journalists on a school-grades motion", () => {
    const r = characterizationFeedback(
      S.characterizationFeedbackRequestSchema.parse({
        motion: GRADES,
        actors: [
          {
            name: "Pupils",
            characterization: "Pupils want to know how to improve and fear being labelled by a low grade.",
            argument: "Because pupils fear labels, written reports keep them motivated, so the motion helps them learn.",
          },
        ],
      }),
    );
    expect(JSON.stringify(r)).not.toMatch(/journalists|reporter/);
  });
});
