// The offline opponent over long rounds: a round has no cap on speeches, so on every brief, both sides and
// typed motions it must answer every speech (repeated, new, empty, very short, very long) with something
// that meets what the student just said, never with an empty reply, and without repeating itself while it
// still has fresh words.
import { describe, expect, it } from "vitest";
import { briefs, type Brief } from "#content/briefs.ts";
import { offlineOpening, offlineReply, type DebateMessage } from "#server/ai/engine/offline/opponent.ts";
import { splitSentences } from "#server/ai/engine/offline/text/index.ts";
import { SPEECH_MAX } from "#shared/limits.ts";
import type { Side } from "#shared/sides.ts";
import type { Level } from "#shared/levels.ts";

const SPEECHES = 40;
const otherOf = (s: Side): Side => (s === "Government" ? "Opposition" : "Government");
const quotes = (t: string) => [...t.matchAll(/"([^"]+)"/g)].map((m) => m[1].replace(/[?…]$/, ""));

/** The student's speeches in turn: their case, a question, a verdict, silence, one word, a wall of text, repeats. */
function studentSpeeches(b: Brief, side: Side): string[] {
  const mine = (side === "Government" ? b.proposition : b.opposition).arguments;
  const long = mine.map((a) => `${a.claim} ${a.mechanism} ${a.impact}`).join(" ");
  return [
    `${mine[0].claim} ${splitSentences(mine[0].mechanism)[0]}`,
    `${mine[1].claim} Why should anyone accept your case?`,
    "I think you are just wrong about all of this and my side is right.",
    "",
    "No.",
    long.repeat(Math.ceil(SPEECH_MAX / long.length)).slice(0, SPEECH_MAX),
    `${mine[2].claim} ${mine[2].impact}`,
    `${mine[0].claim} ${splitSentences(mine[0].mechanism)[0]}`,
  ];
}

function play(motion: string, aiSide: Side, speeches: string[], difficulty: Level = "intermediate") {
  const setup = { motion, aiSide, difficulty, press: null };
  const messages: DebateMessage[] = [{ role: "assistant", content: offlineOpening(setup) }];
  const said = new Set(splitSentences(messages[0].content).map((s) => s.toLowerCase()));
  const repeated: string[] = [];
  for (let i = 0; i < SPEECHES; i++) {
    const speech = speeches[i % speeches.length];
    messages.push({ role: "user", content: speech });
    const reply = offlineReply({ ...setup, messages });
    messages.push({ role: "assistant", content: reply });
    expect(reply.trim(), `${motion} ${aiSide}, speech ${i + 1}`).not.toBe("");
    // It meets the speech: a quote of it, or (for silence) a word on the empty turn.
    if (speech.trim())
      expect(
        quotes(reply).some((q) => speech.includes(q)),
        `${aiSide} ${i + 1}: ${reply}`,
      ).toBe(true);
    else expect(reply).toMatch(/no speech|empty|nothing came through|did not hear/i);
    // Every quote is the student's or the motion's ("because" is the word a reason needs, not a quote).
    for (const q of quotes(reply).filter((x) => x !== "because")) expect(speech.includes(q) || motion.includes(q), q).toBe(true);
    for (const s of splitSentences(reply).map((x) => x.toLowerCase())) {
      if (said.has(s)) repeated.push(s);
      said.add(s);
    }
  }
  return repeated;
}

describe("the offline opponent over a long round on a bank motion", () => {
  it.each([...briefs.values()].map((b) => [b.motion, b] as const))("%s", (_motion, b) => {
    for (const aiSide of ["Government", "Opposition"] as const) {
      const repeated = play(b.motion, aiSide, studentSpeeches(b, otherOf(aiSide)));
      expect(repeated, aiSide).toEqual([]);
    }
  });

  it("holds at every level", () => {
    const b = [...briefs.values()][0];
    for (const level of ["beginner", "advanced"] as const)
      expect(play(b.motion, "Opposition", studentSpeeches(b, "Government"), level)).toEqual([]);
  });
});

const TYPED = [
  "This House would ban fireworks at public celebrations.",
  "This House regrets the rise of reality television.",
  "This House believes that chess should be taught in every school.",
  "This House supports a four-day working week for nurses.",
  "This House opposes the use of facial recognition by shops.",
  "This House prefers trains to planes for journeys in Europe.",
  "This House, as a parent, would not buy a smartphone for a ten-year-old.",
  "THW make cycling helmets compulsory",
  "Zoos do more harm than good",
  "This House would pay people to donate blood.",
];

describe("the offline opponent over a long round on a typed motion", () => {
  it.each(TYPED)("%s", (motion) => {
    const speeches = [
      "This matters because the people affected have no say, and the harm lasts for years. For example, neighbours complain every year.",
      "You have not shown any evidence. Why should the judge believe you?",
      "I disagree.",
      "",
      "On balance our side wins because the benefits reach more people than the costs.",
    ];
    for (const aiSide of ["Government", "Opposition"] as const) {
      const repeated = play(motion, aiSide, speeches);
      // A typed motion has far less material than a brief: a few repeats are tolerated in a 40-speech round.
      expect(repeated.length, repeated.join("\n")).toBeLessThanOrEqual(SPEECHES / 2);
    }
  });
});
