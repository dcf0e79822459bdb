// The opponent never calls one of its arguments unanswered when the student's speeches answered it (by
// name, in this speech or an earlier one), and still says so when nobody touched it.
import { describe, expect, it } from "vitest";
import { briefs } from "#content/briefs.ts";
import { offlineOpening, offlineReply, type DebateMessage } from "#server/ai/engine/offline/opponent.ts";
import { sideMaterial } from "#server/ai/engine/offline/opponent/brief/material.ts";
import type { Side } from "#shared/sides.ts";

const UNANSWERED = /did not answer|went unanswered|still unanswered|stood unanswered/i;
// Every fourth brief, so the test stays quick while covering every topic.
const SAMPLE = [...briefs.values()].filter((_, i) => i % 4 === 0);

function answerTo(title: string, keywords: string[]): string {
  return `Your argument that ${title.toLowerCase()} fails: talk of ${keywords[0]} and ${keywords[1]} does not show it, because the people affected would simply adapt in other ways.`;
}

describe("the opponent's account of what went unanswered", () => {
  it.each(SAMPLE.map((b) => [b.motion] as const))("is true on %j", (motion) => {
    const brief = briefs.get(motion.toLowerCase().replace(/[.!?]+$/, ""))!;
    for (const aiSide of ["Government", "Opposition"] as Side[]) {
      const setup = { motion, aiSide, difficulty: "intermediate" as const, press: null };
      const m = sideMaterial(brief, aiSide);
      const opening = offlineOpening(setup);
      const made = m.ours.filter((a) => opening.includes(a.claim));
      // The student answers every argument the AI made, each by its own words, over two speeches.
      const messages: DebateMessage[] = [
        { role: "assistant", content: opening },
        { role: "user", content: answerTo(made[0].title, made[0].keywords) },
      ];
      const reply1 = offlineReply({ ...setup, messages });
      messages.push({ role: "assistant", content: reply1 });
      // The second speech answers the rest, including an argument the AI brought in with its reply.
      const rest = m.ours.filter((a) => a !== made[0] && `${opening}\n${reply1}`.includes(a.claim));
      messages.push({ role: "user", content: rest.map((a) => answerTo(a.title, a.keywords)).join(" ") || "We stand by our case." });
      const reply = offlineReply({ ...setup, messages });
      const falseClaims = reply.split(/(?<=[.!?])\s+/).filter((s) => UNANSWERED.test(s));
      expect(falseClaims, `${aiSide}: ${reply}`).toEqual([]);
    }
  });

  it("still names an argument nobody touched", () => {
    const [brief] = SAMPLE;
    const setup = { motion: brief.motion, aiSide: "Opposition" as Side, difficulty: "intermediate" as const, press: null };
    const messages: DebateMessage[] = [
      { role: "assistant", content: offlineOpening(setup) },
      { role: "user", content: brief.proposition.arguments[0].claim },
    ];
    expect(offlineReply({ ...setup, messages })).toMatch(UNANSWERED);
  });
});
