// The offline opponent on every briefed motion: a scripted student round (a genuine case for the
// student's side, a direct question, a weak rebuttal) at each level, and the press of each skill.
import { describe, expect, it } from "vitest";
import { briefs, type Brief } from "#content/briefs.ts";
import { offlineOpening, offlineReply, type DebateMessage, type OpponentSetup } from "#server/ai/engine/offline/opponent.ts";
import { SAYS_NO_BRIEF } from "#server/ai/engine/offline/opponent/opening.ts";
import { ROUND_SPEECHES } from "#shared/debate/rules.ts";
import { BALLOT_SKILL_KEYS } from "#shared/debate/ballot.ts";
import { contentTokens, splitSentences, stem } from "#server/ai/engine/offline/text/index.ts";
import type { Side } from "#shared/sides.ts";
import { LEVELS, type Level } from "#shared/levels.ts";

const RESIDUE = /\{[^}]*\}|\b(undefined|null|NaN)\b|\[object| {2,}|\.\.|\b(\w+) \2\b/i;
const sideOf = (b: Brief, s: Side) => (s === "Government" ? b.proposition : b.opposition);
const otherOf = (s: Side): Side => (s === "Government" ? "Opposition" : "Government");
const outsideQuotes = (t: string) => t.replace(/"[^"]*"/g, "");
const quotes = (t: string) => [...t.matchAll(/"([^"]+)"/g)].map((m) => m[1]);

/** The student's speeches: their side's case in their own words, a question to the opponent, a weak rebuttal. */
function script(b: Brief, studentSide: Side): string[] {
  const mine = sideOf(b, studentSide).arguments;
  return [
    `${mine[0].claim} ${mine[0].mechanism.split(". ")[0]}. ${mine[1].claim}`,
    `${mine[2].claim} Why should anyone accept your case when you have given no reason to believe it? What would you do instead?`,
    "I think you are just wrong about all of this and my side is right.",
    `${mine[1].claim} Overall we win.`,
  ];
}

function play(b: Brief, aiSide: Side, difficulty: Level, press: OpponentSetup["press"] = null) {
  const setup = { motion: b.motion, aiSide, difficulty, press };
  const messages: DebateMessage[] = [{ role: "assistant", content: offlineOpening(setup) }];
  const replies: string[] = [];
  for (const speech of script(b, otherOf(aiSide)).slice(0, ROUND_SPEECHES)) {
    messages.push({ role: "user", content: speech });
    const reply = offlineReply({ ...setup, messages });
    replies.push(reply);
    messages.push({ role: "assistant", content: reply });
  }
  return { opening: messages[0].content, replies, messages };
}

const briefed = [...briefs.values()];

describe.each(briefed.map((b) => [b.motion, b] as const))("the offline opponent on %s", (_motion, b) => {
  const subject = new Set(contentTokens(`${b.motion} ${b.actors.join(" ")} ${b.clashes.join(" ")}`).map(stem));

  for (const aiSide of ["Government", "Opposition"] as const) {
    const theirClaims = sideOf(b, otherOf(aiSide)).arguments.flatMap((a) => [a.claim, a.impact]);

    it.each(LEVELS)(`as ${aiSide}, at %s level, engages the student on the motion and its own side`, (level) => {
      const { opening, replies, messages } = play(b, aiSide, level);
      const said = new Set<string>();
      for (const text of [opening, ...replies]) {
        expect(text).not.toMatch(RESIDUE);
        // On its side: the other side's claims never appear as its own words.
        for (const claim of theirClaims) expect(outsideQuotes(text)).not.toContain(claim);
        // On the motion's subject.
        expect(contentTokens(outsideQuotes(text)).some((w) => subject.has(stem(w)))).toBe(true);
        for (const s of splitSentences(text)) {
          expect(said.has(s.toLowerCase()), s).toBe(false);
          said.add(s.toLowerCase());
        }
      }
      replies.forEach((reply, i) => {
        const speech = messages[2 * i + 1].content;
        // Each reply names something the student said, verbatim.
        const qs = quotes(reply);
        expect(qs.length, reply).toBeGreaterThan(0);
        for (const q of qs) expect(speech.includes(q.replace(/\?$/, "")), q).toBe(true);
      });
      // Both questions in the second speech are quoted and answered.
      expect(replies[1]).toMatch(/You asked: "Why should anyone accept your case[^"]*" Our answer: \w+/);
      expect(replies[1]).toMatch(/You also asked: "What would you do instead\?" Our answer: \w+/);
      // The last speech of the round ends with the side's weighing.
      expect(replies.at(-1)!.trim().endsWith(sideOf(b, aiSide).weighing)).toBe(true);
    });

    it(`as ${aiSide}, makes more arguments the higher the level`, () => {
      const counts = LEVELS.map((level) => {
        const { opening, replies } = play(b, aiSide, level);
        const args = sideOf(b, aiSide).arguments;
        return [args.filter((a) => opening.includes(a.claim)).length, (replies[0].match(/You said|On "|Take your claim/g) ?? []).length];
      });
      expect(counts.map((c) => c[0])).toEqual([1, 2, 3]);
      expect(counts[0][1]).toBeLessThan(counts[2][1]);
    });
  }

  it("presses each skill it is given, in words aimed at the speech", () => {
    const expected: Record<string, RegExp> = {
      weighing: /matter(s)? more|outweigh|weighed|above our/,
      evidence: /evidence|example|a case where/,
      rebuttal: /standing|unanswered|touches our/,
      reasoning: /follow|missing link|steps behind|gap|each step/,
      relevance: /not about|drifted|back to|on the motion|bears on/,
    };
    for (const [skill, pattern] of Object.entries(expected)) {
      const pressed = play(b, "Opposition", "intermediate", skill as OpponentSetup["press"]).replies;
      const plain = play(b, "Opposition", "intermediate", null).replies;
      pressed.forEach((reply, i) => {
        expect(reply, `${skill}: ${reply}`).toMatch(pattern);
        expect(reply).not.toBe(plain[i]);
      });
    }
    expect(BALLOT_SKILL_KEYS).toEqual(expect.arrayContaining(Object.keys(expected)));
  });

  it("concedes a fair point to a beginner, and only to a beginner", () => {
    const beginner = play(b, "Opposition", "beginner").replies[0];
    const advanced = play(b, "Opposition", "advanced").replies[0];
    expect(beginner).toMatch(/fair point|grant you part/);
    expect(advanced).not.toMatch(/fair point|grant you part/);
  });
});

describe("the offline opponent on a motion with no brief", () => {
  const motion = "This House would ban fireworks at public celebrations.";
  it("says honestly that it has no prepared material and argues only from the motion's words", () => {
    expect(briefs.has(motion)).toBe(false);
    for (const aiSide of ["Government", "Opposition"] as const) {
      const opening = offlineOpening({ motion, aiSide, difficulty: "intermediate", press: null });
      expect(opening).toMatch(SAYS_NO_BRIEF);
      // Never advice a student in an assignment cannot follow, nor a claim about the bank that may be false.
      expect(opening).not.toMatch(/Generate|not in the motion bank/);
      expect(opening).toContain("fireworks");
      // No topic nouns dropped in from elsewhere.
      expect(opening).not.toMatch(/students|patients|a good education|public health|workers|voters/);
      expect(opening).not.toMatch(RESIDUE);
    }
  });

  it("presses the skill it is given there too", () => {
    const speech = "Fireworks frighten pets and wildlife because the noise is sudden and loud. Drones could replace them at celebrations.";
    const messages: DebateMessage[] = [{ role: "user", content: speech }];
    const reply = offlineReply({ motion, aiSide: "Opposition", difficulty: "beginner", press: "evidence", messages });
    expect(reply).toMatch(/evidence|example/);
    expect(reply).not.toMatch(RESIDUE);
  });
});
