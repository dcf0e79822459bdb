// The opponent of a round under a debate assignment with the teacher's own brief argues from that brief:
// it says so, runs her arguments and answers the student with her rebuttals; a part she left out is
// skipped, never filled with words of its own.
import { describe, expect, it } from "vitest";
import { TEACHER_BRIEF, TYPED_MOTION } from "#tests/support/teacher-brief.ts";
import { briefs } from "#content/briefs.ts";
import { offlineOpening, offlineReply, TEACHER_BRIEF_NOTE, type DebateMessage, type Side } from "./opponent";
import type { TeacherBrief } from "#shared/debate-assignments/brief.ts";
import { splitSentences } from "./text";
import { SAYS_NO_BRIEF } from "./opponent/opening";

function round(aiSide: Side, speeches: string[], brief: TeacherBrief = TEACHER_BRIEF, motion = TYPED_MOTION) {
  const setup = { motion, aiSide, difficulty: "intermediate" as const, press: null, brief };
  const messages: DebateMessage[] = [{ role: "assistant", content: offlineOpening(setup) }];
  for (const s of speeches) {
    messages.push({ role: "user", content: s });
    messages.push({ role: "assistant", content: offlineReply({ ...setup, messages }) });
  }
  return messages.filter((m) => m.role === "assistant").map((m) => m.content);
}

describe("the opponent with a teacher's brief", () => {
  it("opens on her brief: says so, her clash, her definitions, her arguments in full", () => {
    const [opening] = round("Government", []);
    expect(opening.startsWith(TEACHER_BRIEF_NOTE)).toBe(true);
    // Her clash and definitions open sentences of the opening's own, so their first letter may be lower case.
    expect(opening).toContain(TEACHER_BRIEF.clashes[0].slice(1));
    expect(opening).toContain(TEACHER_BRIEF.definitions!.slice(1));
    const first = TEACHER_BRIEF.proposition.arguments[0];
    for (const part of [first.claim, first.mechanism!, first.example!.text]) expect(opening).toContain(part);
    expect(opening).toContain(TEACHER_BRIEF.proposition.arguments[1].claim);
    expect(opening).not.toMatch(SAYS_NO_BRIEF);
  });

  it("answers the student's point with her rebuttal, quoting the student", () => {
    const speech = "At fourteen, pupils drop subjects for the wrong reasons and close doors they will later want open.";
    const [, reply] = round("Government", [speech]);
    expect(reply).toContain(TEACHER_BRIEF.opposition.arguments[0].rebuttal!.slice(1));
    expect(reply).toContain(`"${speech.replace(/\.$/, "")}`);
  });

  it("takes her brief over the bank's brief for the same motion", () => {
    const bank = [...briefs.values()][0];
    const [opening] = round("Opposition", [], TEACHER_BRIEF, bank.motion);
    expect(opening).toContain(TEACHER_BRIEF.opposition.arguments[0].claim);
    expect(opening).not.toContain(bank.opposition.arguments[0].claim);
  });

  it("argues a brief of one claim a side without inventing the parts she left out", () => {
    const small: TeacherBrief = {
      proposition: { arguments: [{ claim: "Pupils work harder at subjects they have chosen for themselves." }] },
      opposition: { arguments: [{ claim: "Fourteen is too young to close doors to later study and work." }] },
      clashes: [],
      actors: [],
    };
    const speeches = [
      "Pupils work harder when they choose, because choice gives them ownership of their learning.",
      "Schools could fix bad teaching instead, and that would help every pupil.",
      "On balance, motivation matters more than keeping every door open.",
    ];
    const texts = round("Opposition", speeches, small);
    if (process.env.SHOW) console.log(texts.join("\n-----\n"));
    expect(texts[0]).toContain(small.opposition.arguments[0].claim);
    for (const t of texts) {
      expect(t).not.toMatch(/This matters: *$|Take a real case: *\.|turns on one question\. *$|weigh the round\. *$|undefined/m);
      for (const s of splitSentences(t)) expect(s.length).toBeGreaterThan(3);
    }
  });
});
