import { describe, expect, it } from "vitest";
import { contentStems, splitSentences, stem, tokenCount } from "./text";
import { MOTION_BANK } from "./motion-bank";
import { briefOf } from "./brief-lookup";
import { offlineOpening, offlineReply, type DebateMessage, type Side } from "./opponent";
import { genericOpening, SAYS_NO_BRIEF } from "./opponent/opening";

// Motions a student typed (not in the bank, so never briefed): the opponent argues from the motion's words.
const UNIFORMS = "This House would make school uniforms compulsory.";
const ZOOS = "This House would close every zoo.";
const BULLYING =
  "Uniforms reduce bullying because children cannot be singled out for their clothes. They also save parents money, which means poorer families are not pressured to buy brands. For example, most schools in Japan use uniforms.";
const COST =
  "Uniforms are expensive for poor families because they must buy specific items from one supplier. Forcing pupils to dress the same will crush their self-expression, so they learn obedience instead of confidence.";

function reply(user: string, aiSide: Side = "Opposition", motion = UNIFORMS, before: DebateMessage[] = []): string {
  const messages: DebateMessage[] = [
    { role: "assistant", content: offlineOpening({ difficulty: "intermediate", press: null, motion, aiSide }) },
    ...before,
    { role: "user", content: user },
  ];
  return offlineReply({ difficulty: "intermediate", press: null, motion, aiSide, messages });
}

const sentencesOf = (text: string) => splitSentences(text).map((s) => s.toLowerCase());

it("plays motions that have no brief", () => {
  for (const motion of [UNIFORMS, ZOOS, "This House would outlaw boxing."]) expect(briefOf(motion)).toBeUndefined();
});

describe("offlineOpening", () => {
  it("argues the AI's side in the motion's own terms, with two signposted arguments and an invitation", () => {
    const text = offlineOpening({ difficulty: "intermediate", press: null, motion: UNIFORMS, aiSide: "Opposition" });
    // The side and its answer, in one of several wordings chosen by the motion.
    expect(text).toMatch(/Opposition\b.*\b(no|resists)\b/);
    expect(text).toContain("school uniforms");
    // Signposted in one of several wordings, chosen by the motion.
    expect(text).toMatch(/\bfirst\b/i);
    expect(text).toMatch(/\bsecond\b/i);
    expect(text).toMatch(SAYS_NO_BRIEF);
    expect(text.trim().endsWith("?") || /your turn|over to you|look forward/i.test(text)).toBe(true);
    expect(tokenCount(text)).toBeGreaterThanOrEqual(110);
    expect(tokenCount(text)).toBeLessThanOrEqual(210);
  });

  it("differs between motions and between sides, and is deterministic", () => {
    const a = offlineOpening({ difficulty: "intermediate", press: null, motion: UNIFORMS, aiSide: "Government" });
    const b = offlineOpening({ difficulty: "intermediate", press: null, motion: "This House would outlaw boxing.", aiSide: "Government" });
    const c = offlineOpening({ difficulty: "intermediate", press: null, motion: UNIFORMS, aiSide: "Opposition" });
    expect(a).not.toBe(b);
    expect(a).not.toBe(c);
    expect(b).toContain("boxing");
    expect(a).toBe(offlineOpening({ difficulty: "intermediate", press: null, motion: UNIFORMS, aiSide: "Government" }));
  });

  it("produces a clean opening with no brief for every motion in the bank, on both sides, no two alike", () => {
    // Every bank motion has a brief, so the path a typed motion takes is run on the bank's wordings directly.
    const openings = new Map<string, string[]>();
    for (const { text: motion } of MOTION_BANK) {
      const both: string[] = [];
      for (const aiSide of ["Government", "Opposition"] as const) {
        const text = genericOpening({ difficulty: "intermediate", press: null, motion, aiSide });
        expect(text, motion).not.toMatch(/\bundefined\b|\bnull\b|\bNaN\b|\.\.|\s{3,}|\[object|\b(\w+) \1\b/i);
        expect(text, motion).toMatch(SAYS_NO_BRIEF);
        const n = tokenCount(text);
        expect(n, motion).toBeGreaterThanOrEqual(100);
        expect(n, motion).toBeLessThanOrEqual(220);
        both.push(text);
      }
      openings.set(motion, both);
    }
    expect(new Set([...openings.values()].flat()).size).toBe(MOTION_BANK.length * 2);
    // Taken five motions at a time, the share of an opening's word triples (the motion's own words removed) that
    // another opening of its five also says: 39 % before the wordings were widened, 24 % after.
    const triples = (motion: string, text: string) => {
      const own = new Set(contentStems(motion));
      const words = (text.toLowerCase().match(/[a-z']+/g) ?? []).map(stem).filter((w) => !own.has(w));
      return words.slice(2).map((w, i) => `${words[i]} ${words[i + 1]} ${w}`);
    };
    const motions = [...openings.keys()];
    let shared = 0;
    let all = 0;
    for (let i = 0; i < motions.length; i += 5) {
      const five = motions.slice(i, i + 5);
      for (const m of five) {
        const others = new Set(five.filter((o) => o !== m).flatMap((o) => openings.get(o)!.flatMap((t) => triples(o, t))));
        const mine = openings.get(m)!.flatMap((t) => triples(m, t));
        all += mine.length;
        shared += mine.filter((t) => others.has(t)).length;
      }
    }
    expect(shared / all).toBeLessThan(0.28);
  });

  it("argues a motion to build something as a project (its cost and upkeep), not as a benefit handed out", () => {
    const motion = "As a coastal city, this House would build a sea wall.";
    const gov = genericOpening({ difficulty: "intermediate", press: null, motion, aiSide: "Government" });
    const opp = genericOpening({ difficulty: "intermediate", press: null, motion, aiSide: "Opposition" });
    for (const text of [gov, opp]) expect(text).not.toMatch(/means test|a right that cannot be|universal offer|who needed it/);
    expect(`${gov} ${opp}`).toMatch(
      /decades|once it is spent|upkeep|disruption|on time or on budget|doing nothing|plan for the long term|built|next generation|prevent/,
    );
  });

  it("names who a motion is about from its words, not from its frame", () => {
    // "supports" is no "supporter": a motion about nurses names health workers, never fans.
    const text = genericOpening({
      difficulty: "intermediate",
      press: null,
      motion: "This House supports a four-day working week for nurses.",
      aiSide: "Government",
    });
    expect(text).not.toMatch(/\bfans\b/);
  });

  it("accepts abbreviated and free-form motions", () => {
    expect(offlineOpening({ difficulty: "intermediate", press: null, motion: "THW ban homework", aiSide: "Government" })).toMatch(
      /whether (we should|to|it is wise to|we ought to) ban homework\b/,
    );
    expect(
      offlineOpening({ difficulty: "intermediate", press: null, motion: "Homework does more harm than good", aiSide: "Opposition" }),
    ).toMatch(/homework does more harm than good/i);
  });
});

describe("offlineReply", () => {
  it("quotes and answers the user's actual claims", () => {
    const text = reply(BULLYING);
    expect(text).toMatch(/bullying/i);
    expect(text).toContain("Uniforms reduce bullying because children cannot be singled out");
    expect(text).toMatch(/save parents money|poorer families/);
    expect(text).toContain("school uniforms"); // rebuilds in the motion's terms
  });

  it("gives clearly different replies to different speeches", () => {
    const a = sentencesOf(reply(BULLYING));
    const b = sentencesOf(reply(COST));
    expect(a.join(" ")).not.toBe(b.join(" "));
    const shared = a.filter((s) => b.includes(s));
    expect(shared.length).toBeLessThanOrEqual(2);
    expect(b.join(" ")).toMatch(/expensive|self-expression/);
  });

  it("does not repeat sentences across consecutive turns", () => {
    const speeches = [
      BULLYING,
      "You said people find workarounds, but a uniform is easy to check at the school gate. Uniforms also build belonging, so students focus on learning.",
      COST.replace("Uniforms are expensive", "Second-hand uniforms are cheap"),
      "On balance the safety of pupils outweighs fashion because bullying scars children for years, while style can be expressed outside school.",
    ];
    const messages: DebateMessage[] = [
      { role: "assistant", content: offlineOpening({ difficulty: "intermediate", press: null, motion: UNIFORMS, aiSide: "Opposition" }) },
    ];
    const seen = new Set<string>();
    for (const content of speeches) {
      messages.push({ role: "user", content });
      const text = offlineReply({ difficulty: "intermediate", press: null, motion: UNIFORMS, aiSide: "Opposition", messages });
      for (const s of sentencesOf(text)) {
        expect(seen.has(s), s).toBe(false);
        seen.add(s);
      }
      messages.push({ role: "assistant", content: text });
    }
  });

  it("ends with a question or a weighing line", () => {
    for (const user of [BULLYING, COST]) {
      for (const aiSide of ["Government", "Opposition"] as const) {
        const last = splitSentences(reply(user, aiSide)).at(-1) ?? "";
        expect(last.endsWith("?") || /weigh|outweigh|on balance|biggest issue|should win/i.test(last), last).toBe(true);
      }
    }
  });

  it("is deterministic for the same input", () => {
    expect(reply(BULLYING)).toBe(reply(BULLYING));
  });

  it("handles an empty speech politely and presses on the motion", () => {
    const text = reply("   ");
    expect(text).toMatch(/did not hear a speech|Nothing came through/);
    expect(text).toContain("school uniforms");
    expect(offlineReply({ difficulty: "intermediate", press: null, motion: UNIFORMS, aiSide: "Opposition", messages: [] })).toMatch(
      /did not hear a speech|Nothing came through/,
    );
  });

  it("asks for more after a one-liner and quotes it", () => {
    const text = reply("Uniforms are bad.");
    expect(text).toContain("Uniforms are bad");
    expect(text).toMatch(
      /brief|start, not a speech|Say more|a heading|Grow "|too thin|nothing under it|one line|opens a case|cannot carry a round|on trust/,
    );
  });

  it("points out an off-topic speech and brings it back to the motion", () => {
    const text = reply(
      "My favourite football team won yesterday and the weather was lovely, the match was great fun to watch with friends.",
    );
    expect(text).toMatch(/connects to the motion|drifted away|stay on the motion/);
    expect(text).toContain("school uniforms");
  });

  it("names unreasoned assertions as assertions", () => {
    const text = reply("Uniforms are good. Students look smart in them. Schools look more professional with uniforms.");
    expect(text).toMatch(/not why|without a reason|not yet an argument/);
  });

  it("argues the Government side against an Opposition speaker", () => {
    const text = reply(
      "Banning zoos would help animals because they suffer in small cages, and conservation can happen in the wild instead.",
      "Government",
      ZOOS,
    );
    expect(text).toMatch(/cages|suffer|conservation/);
    expect(text).toMatch(/zoos/);
  });

  it("stays clean and never repeats a sentence over six turns, across the bank", () => {
    const speeches = [
      "This policy will help young people because it gives them a fair start. For example, in Finland similar schemes cut dropout rates by 20%.",
      "You said it causes a backlash, but people adapt quickly. The status quo leaves the poorest behind, so change is needed now.",
      "The real issue is trust. If the government acts, then citizens will follow, which means the benefits spread faster.",
      "I disagree with everything you said.",
      "Freedom matters. Nobody should be told what to do. It is wrong to force people.",
      "On balance, the long-term gains outweigh the short-term pain because each generation builds on the last.",
    ];
    for (const { text: motion } of MOTION_BANK.filter((_, i) => i % 12 === 0)) {
      for (const aiSide of ["Government", "Opposition"] as const) {
        const messages: DebateMessage[] = [
          { role: "assistant", content: offlineOpening({ difficulty: "intermediate", press: null, motion, aiSide }) },
        ];
        const seen = new Set<string>();
        for (const content of speeches) {
          messages.push({ role: "user", content });
          const text = offlineReply({ difficulty: "intermediate", press: null, motion, aiSide, messages });
          expect(text, motion).not.toMatch(/\bundefined\b|\bnull\b|\bNaN\b|\s{3,}|\[object/);
          for (const s of sentencesOf(text)) {
            expect(seen.has(s), `${motion}: ${s}`).toBe(false);
            seen.add(s);
          }
          messages.push({ role: "assistant", content: text });
        }
      }
    }
  });
});
