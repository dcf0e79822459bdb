// Typed motions (not in the bank, so without a brief): the opponent names what the motion is about as a
// noun phrase (the object of "would", "regrets", "believes that" …), never a verb from the student's
// claim, and states its position the way a debater would say it.
import { describe, expect, it } from "vitest";
import { briefOf } from "#server/ai/engine/offline/brief-lookup.ts";
import { offlineOpening, offlineReply, type DebateMessage } from "#server/ai/engine/offline/opponent.ts";
import { context } from "#server/ai/engine/offline/opponent/opening.ts";
import { position } from "#server/ai/engine/offline/opponent/position.ts";
import type { Side } from "#shared/sides.ts";

const RESIDUE = /\{[^}]*\}|\b(undefined|null|NaN)\b|\[object| {2,}|\.\.|\b(\w+) \2\b/i;
const outsideQuotes = (t: string) => t.replace(/"[^"]*"/g, "");

// Each motion, the noun phrase it is about, and a student speech whose claims open with a verb-like word.
const MOTIONS: [string, string, string][] = [
  [
    "This House would ban fireworks at public celebrations.",
    "fireworks",
    "Fireworks frighten pets and wildlife because the noise is sudden and loud. Drones could replace them at celebrations.",
  ],
  [
    "This House regrets the rise of reality television.",
    "reality television",
    "Reality shows humiliate ordinary people because producers edit them to look foolish. Viewers copy the cruelty they watch.",
  ],
  [
    "This House believes that chess should be taught in every school.",
    "chess",
    "Pupils learn patience from chess because a single careless move loses the game. Teachers report calmer classrooms.",
  ],
  [
    "This House supports a four-day working week for nurses.",
    "a four-day working week",
    "Workers rest more because a long weekend lets them recover. Firms keep staff who would otherwise quit.",
  ],
  [
    "This House opposes the use of facial recognition by shops.",
    "facial recognition",
    "Cameras misidentify innocent shoppers because the software makes mistakes. Shops share their lists with each other.",
  ],
  [
    "This House prefers trains to planes for journeys in Europe.",
    "trains",
    "Travellers save time on trains because stations are in city centres. Flights pollute far more per passenger.",
  ],
  [
    "This House, as a parent, would not buy a smartphone for a ten-year-old.",
    "a smartphone",
    "Children need phones because parents want to reach them after school. Friends exclude those who are not in the group chat.",
  ],
  [
    "THW make cycling helmets compulsory",
    "cycling helmets",
    "Helmets protect riders because they absorb the force of a fall. Cities with rules see fewer head injuries.",
  ],
  [
    "Zoos do more harm than good",
    "zoos",
    "Animals suffer in cages because they cannot roam as they would in the wild. Breeding programmes rarely release animals.",
  ],
  [
    "This House would pay students to donate blood.",
    "blood",
    "Payments attract donors because money is a strong motive. Hospitals run short every winter.",
  ],
];

function round(motion: string, aiSide: Side, speech: string): string[] {
  const setup = { motion, aiSide, difficulty: "advanced" as const, press: null };
  const messages: DebateMessage[] = [{ role: "assistant", content: offlineOpening(setup) }];
  const replies: string[] = [];
  const reversed = speech
    .split(/(?<=\.)\s+/)
    .reverse()
    .join(" ");
  const speeches = [speech, `${speech} Why should the judge believe you?`, reversed, speech];
  for (const content of speeches) {
    messages.push({ role: "user", content });
    replies.push(offlineReply({ ...setup, messages }));
    messages.push({ role: "assistant", content: replies.at(-1)! });
  }
  return [messages[0].content, ...replies];
}

describe.each(MOTIONS)("the typed motion %j", (motion, topic, speech) => {
  it("has no brief, nor a bank motion it is the same debate as", () => expect(briefOf(motion)).toBeUndefined());

  it(`is about ${topic}`, () => {
    for (const side of ["Government", "Opposition"] as const) expect(context(motion, side).focus).toBe(topic);
  });

  it("names the motion's topic, not a verb of the student's, in its own words", () => {
    // The words that open each of the student's clauses after the subject, such as "frighten" or "humiliate".
    const verbs = speech.split(/\.\s*/).flatMap((s) =>
      s
        .split(/\s+/)
        .slice(1, 2)
        .map((w) => w.toLowerCase()),
    );
    for (const aiSide of ["Government", "Opposition"] as const) {
      for (const text of round(motion, aiSide, speech)) {
        expect(text).not.toMatch(RESIDUE);
        const own = outsideQuotes(text).toLowerCase();
        for (const v of verbs) expect(own, `${aiSide}: ${text}`).not.toMatch(new RegExp(`\\b(about|on|around|in|of|should) ${v}\\b`));
        for (const m of own.matchAll(/why should your case on (.+?) outweigh/g)) expect(m[1]).toBe(topic.toLowerCase());
      }
    }
  });
});

describe("the opponent's position, as a debater says it", () => {
  it.each([
    [
      "This House regrets the rise of reality television.",
      "we regret the rise of reality television",
      "we do not regret the rise of reality television",
    ],
    [
      "This House believes that chess should be taught in every school.",
      "we believe that chess should be taught in every school",
      "we do not accept that chess should be taught in every school",
    ],
    ["This House supports a four-day working week.", "we support a four-day working week", "we oppose a four-day working week"],
    [
      "This House opposes the use of facial recognition by shops.",
      "we oppose the use of facial recognition by shops",
      "we support the use of facial recognition by shops",
    ],
    ["Zoos do more harm than good", "we believe that Zoos do more harm than good", "we do not accept that Zoos do more harm than good"],
    [
      "This House, as a parent, would not buy a smartphone for a ten-year-old.",
      "we should not buy a smartphone for a ten-year-old",
      "we should buy a smartphone for a ten-year-old",
    ],
  ])("%s", (motion, gov, opp) => {
    expect(position(motion, "Government")).toBe(gov);
    expect(position(motion, "Opposition")).toBe(opp);
  });

  it("answers a question on a regret motion without a tacked-on verdict", () => {
    const motion = "This House regrets the rise of reality television.";
    const messages: DebateMessage[] = [{ role: "user", content: "Why should anyone agree with you about reality television?" }];
    const reply = offlineReply({ motion, aiSide: "Opposition", difficulty: "intermediate", press: null, messages });
    expect(reply).toMatch(/Our answer: we do not regret the rise of reality television, because /);
    expect(reply).not.toMatch(/on balance it has been good/);
  });
});
