// Which brief argument a student's sentence is answered as, and when a speech is on another motion: a
// sentence is paired with an argument only when it really concerns it (not because it shares a common
// word), and a speech about something else is told so instead of getting the brief's rebuttals.
import { describe, expect, it } from "vitest";
import { briefs, briefFor, type Brief } from "#content/briefs.ts";
import { offlineOpening, offlineReply, type DebateMessage } from "#server/ai/engine/offline/opponent.ts";
import { matchSentences, offMotion } from "#server/ai/engine/offline/opponent/brief/match.ts";
import { sideMaterial } from "#server/ai/engine/offline/opponent/brief/material.ts";
import { contentTokens, splitSentences, stem } from "#server/ai/engine/offline/text/index.ts";
import type { Side } from "#shared/sides.ts";

const HOMEWORK = "This House would ban homework in primary schools.";
const brief = briefFor(HOMEWORK)!;
const m = sideMaterial(brief, "Government");
const matchOf = (sentence: string) => matchSentences([sentence], m)[0]?.arg.title ?? null;

describe("pairing a sentence with a brief argument", () => {
  it.each([
    ["Regular practice at home helps children remember their times tables.", "Practice makes skills stick"],
    ["Spelling needs repetition, and ten minutes at home each evening gives it.", "Practice makes skills stick"],
    ["Children who never get homework struggle to organise deadlines at secondary school.", "Homework builds habits for secondary school"],
    ["Homework lets parents notice when their child is stuck.", "Homework keeps parents in touch with learning"],
    ["Kids need time to play and rest after school.", "Children need time to play and rest"],
    ["Poorer children have nobody at home to help them with homework.", "Homework widens the gap between homes"],
    ["Children dread homework and see learning as a chore.", "Homework turns children off learning"],
  ])("pairs %j with the argument it makes", (sentence, title) => {
    expect(matchOf(sentence)).toBe(title);
  });

  it.each([
    "My little brother is really bad at spelling.",
    "Spelling tests are unfair because some children are dyslexic.",
    "I got all my spellings right in the test today.",
    "Schools should teach children in class.",
    "Children learn at school.",
    "Teachers work hard every day.",
    "Parents are busy.",
  ])("does not pair %j, which only shares common words, with any argument", (sentence) => {
    expect(matchOf(sentence)).toBeNull();
  });

  it("meets an unpaired sentence with a true, general question rather than a rebuttal it does not fit", () => {
    const sentence = "My little brother is really bad at spelling, and his teacher says so every week.";
    const reply = play(HOMEWORK, "Government", [sentence]).at(-1)!;
    expect(reply).toContain(`"${sentence.replace(/\.$/, "")}"`);
    for (const a of brief.opposition.arguments) for (const s of splitSentences(a.rebuttal)) expect(reply).not.toContain(s);
  });
});

function play(motion: string, aiSide: Side, speeches: string[]): string[] {
  const setup = { motion, aiSide, difficulty: "intermediate" as const, press: null };
  const messages: DebateMessage[] = [{ role: "assistant", content: offlineOpening(setup) }];
  const replies: string[] = [];
  for (const content of speeches) {
    messages.push({ role: "user", content });
    replies.push(offlineReply({ ...setup, messages }));
    messages.push({ role: "assistant", content: replies.at(-1)! });
  }
  return replies;
}

const OFF_MOTION = /not about the motion|moved off the motion|not this debate/;

describe("a speech about another motion", () => {
  const football =
    "Football clubs should pay their players less because ticket prices are too high for fans. Supporters are being priced out of the game they love.";

  it("is told plainly that it is off the motion, and gets none of the brief's rebuttals", () => {
    for (const aiSide of ["Government", "Opposition"] as const) {
      const [reply] = play(HOMEWORK, aiSide, [football]);
      expect(reply).toMatch(OFF_MOTION);
      expect(reply).toContain(`"${brief.motion.replace(/\.$/, "")}"`);
      expect(reply).toContain("Football clubs should pay their players less");
      const material = [...brief.proposition.arguments, ...brief.opposition.arguments].flatMap((a) =>
        splitSentences(`${a.rebuttal} ${a.mechanism}`),
      );
      for (const s of material) expect(reply).not.toContain(s);
    }
  });

  it("is told so again, in other words, when the student stays off the motion", () => {
    const replies = play(HOMEWORK, "Opposition", [football, football, football]);
    for (const r of replies) expect(r).toMatch(OFF_MOTION);
    expect(new Set(replies).size).toBe(3);
  });

  it("is not confused with a speech on the motion that happens not to name it", () => {
    const speech =
      "Kids need time to play outside after a long day. Tired children cannot concentrate the next morning, so they learn less.";
    expect(offMotion(speech, m)).toBe(false);
    expect(play(HOMEWORK, "Opposition", [speech])[0]).not.toMatch(OFF_MOTION);
  });

  const all = [...briefs.values()];
  const motionWords = (b: Brief) => new Set(contentTokens(b.motion).map(stem));

  it("never calls a brief's own case off the motion, on any brief", () => {
    for (const b of all)
      for (const side of [b.proposition, b.opposition])
        for (const a of side.arguments) {
          const mine = sideMaterial(b, "Government");
          expect(offMotion(a.claim, mine), `${b.motion}: ${a.claim}`).toBe(false);
          expect(offMotion(a.impact, mine), `${b.motion}: ${a.impact}`).toBe(false);
        }
  });

  it("calls almost every speech from a brief on an unrelated motion off the motion", () => {
    let off = 0;
    let total = 0;
    all.forEach((b, i) => {
      const words = motionWords(b);
      for (let k = 1; k < all.length; k += 7) {
        const other = all[(i + k) % all.length];
        if ([...motionWords(other)].some((w) => words.has(w))) continue;
        for (const a of other.proposition.arguments) {
          total++;
          if (offMotion(`${a.claim} ${a.impact}`, sideMaterial(b, "Opposition"))) off++;
        }
      }
    });
    expect(total).toBeGreaterThan(2000);
    // About nine in ten today; some pairs of motions share a topic, and a short speech may share a phrase.
    expect(off / total).toBeGreaterThan(0.85);
  });
});
