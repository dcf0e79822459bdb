import { describe, expect, it } from "vitest";
import { adjustScore, inspect, type Part } from "./checks";
import { checkDebate } from "./debate";
import { checkLessonWriting } from "./lesson";
import { prependNotes } from "./drills";
import { readRubric } from "#shared/settings/feedback-style.ts";

const motion = "This House would introduce a four-day school week";
const prose = (text: string, key = "a"): Part => ({ key, text, prose: true, side: "Government" });
const kinds = (parts: Part[], generated: string[] = [], prompt?: string) =>
  inspect(parts, { motion, generated, prompt }).findings.map((f) => f.kind);

const honest =
  "We should introduce a four-day school week because tired pupils learn less, and a long weekend lets them rest, read and see family. " +
  "Teachers would use the fifth day to plan lessons together, which means better teaching on the four days that remain. " +
  "In 2019 some rural districts in Colorado moved to four days and kept their test results while saving on buses and heating.";

const generated =
  "A four-day school week gives exhausted teenagers a recovery day, so attendance and concentration rise across the remaining days. " +
  "Schools save on transport, catering and heating for one day in five, which frees money for tutors and smaller classes. " +
  "Districts in Missouri that switched reported easier teacher recruitment because staff valued the extra day for planning and rest.";

describe("integrity checks", () => {
  it("finds nothing in an honest answer", () => {
    expect(kinds([prose(honest)], [generated])).toEqual([]);
  });

  it("recognises generated text copied back, also with its sentences reordered and small words changed", () => {
    expect(kinds([prose(generated)], [generated])).toContain("copied");
    const reworded = generated
      .split(/(?<=\.)\s+/)
      .reverse()
      .join(" ")
      .replace(/\bso\b/g, "and therefore")
      .replace(/\bwhich\b/g, "and this");
    expect(kinds([prose(reworded)], [generated])).toContain("copied");
    // Without the generated material to compare, the same text is just an answer.
    expect(kinds([prose(generated)], [])).toEqual([]);
  });

  it("counts a repeated sentence once and filler as nothing", () => {
    const filler = "This is a very important point. It matters a lot in today's world. Everyone knows this is a big deal.";
    const r = inspect([prose(`${honest} ${filler} ${honest}`)], { motion, generated: [] });
    expect(r.findings.map((f) => f.kind)).toEqual(["padded"]);
    expect(r.parts[0].text).toBe(honest);
  });

  it("names a list of keywords, another language and vocabulary without content", () => {
    expect(
      kinds([
        prose("Impact, harm, mechanism, stakeholders, incentives, weighing, evidence, precedent, statistics, burden, clash, magnitude."),
      ]),
    ).toEqual(["keywords"]);
    expect(
      kinds([
        prose(
          "Nous devons introduire la semaine de quatre jours parce que les élèves fatigués apprennent moins et que le long week-end leur permet de se reposer.",
        ),
      ]),
    ).toContain("language");
    expect(
      kinds([
        prose(
          "The impact here is significant and the harm is clear, so the consequences are serious. The evidence shows the outcome matters for society, and ultimately it outweighs everything in the long term.",
        ),
      ]),
    ).toContain("vocab");
  });

  it("counts an answer to the AI's argument as on topic even when it never names the motion's words", () => {
    const argument = "Exhausted teenagers recover on the free day, so attendance and concentration rise.";
    const rebuttal =
      "Attendance does not rise when teenagers lose a day of supervision: many spend it alone, and concentration falls after longer days of lessons. " +
      "Exhausted pupils need earlier bedtimes and less homework, not a missing day.";
    expect(inspect([prose(rebuttal)], { motion, generated: [], topic: [] }).findings.map((f) => f.kind)).toEqual([]);
    const unrelated =
      "Attendance rises when pupils recover; concentration follows rest, and exhausted teenagers need sleep more than anything else.";
    expect(
      inspect([prose(unrelated)], { motion: "This House would tax sugary drinks", generated: [] }).findings.map((f) => f.kind),
    ).toEqual(["offtopic"]);
    expect(
      inspect([prose(unrelated)], { motion: "This House would tax sugary drinks", generated: [], topic: [argument] }).findings,
    ).toEqual([]);
  });

  it("reads the side from what an answer argues, not from what it declares", () => {
    const against =
      "I support the motion. We should not introduce a four-day school week, because working parents would have to pay for childcare on the fifth day. " +
      "The longer four days would exhaust younger pupils, so a four-day week would harm learning.";
    expect(kinds([prose(against)])[0]).toBe("wrongside");
  });

  it("finds an answer that argues both sides as its own, not one that reports the other side and answers it", () => {
    const both =
      "We should introduce a four-day school week, because tired pupils learn less and a long weekend lets them rest. " +
      "We should not introduce a four-day school week, because working parents would have to pay for childcare on the fifth day. " +
      "Teachers would plan together on the fifth day.";
    const found = inspect([prose(both)], { motion, generated: [] }).findings;
    expect(found.map((f) => f.kind)).toEqual(["bothsides"]);
    expect(adjustScore(9.5, found)).toBe(2.5);
    const answered =
      "They will say we should not introduce a four-day school week, because parents would pay for childcare. " +
      "We should introduce a four-day school week, because tired pupils learn less, and schools can run a club on the fifth day for the few who need it. " +
      honest;
    expect(kinds([prose(answered)])).toEqual([]);
  });

  it("reads a dictated report of the other side as theirs until it is answered, and only for a short run", () => {
    const cars = "This House would ban private cars from city centres";
    const sideOf = (text: string) => inspect([prose(text)], { motion: cars, generated: [] }).findings.map((f) => f.kind);
    // A Government speech that puts the Opposition's case in their words, run on, then answers it.
    const engaged =
      "banning private cars from city centres cuts the fumes children breathe and buses get faster so nurses get to work on time " +
      "and shops gain because people on foot stop and browse and you know the other side will tell you that shops need drivers " +
      "and private cars should not be banned from city centres and we should not ban them because trade would fall " +
      "but that misses the point because footfall rises when streets are calmer and people on foot spend more";
    expect(sideOf(engaged)).not.toContain("wrongside");
    // The same words as the speaker's own, with no report: the other side's case, and the check says so.
    expect(sideOf(engaged.replace("the other side will tell you that ", "").replace(/^banning.*?browse and you know /, ""))).toContain(
      "wrongside",
    );
    // A frame at the start does not make a whole speech for the other side a report: it runs on for thirty words.
    const framed =
      "they will tell you that we should not ban private cars and private cars should not be banned from city centres " +
      "and we should not ban private cars because shops need drivers and private cars should not be banned because trade would fall " +
      "and we should not ban them because people need to drive to work and private cars should not be banned because buses are slow";
    expect(sideOf(framed)).toContain("wrongside");
  });

  it("reads a dictated run-on as its clauses: a concession it opens with does not make it the other side", () => {
    const dictated =
      "so like some people say we should not ban private cars from city centres because shops need drivers and you know that sounds fair " +
      "but actually banning private cars from city centres cuts the fumes that children breathe on the way to school and buses get faster " +
      "so nurses get to work on time and shops gain too because people on foot stop and browse";
    const r = inspect([prose(dictated)], { motion: "This House would ban private cars from city centres", generated: [] });
    expect(r.findings.map((f) => f.kind)).not.toContain("wrongside");
  });

  it("caps a long speech for the other side only when it is sure, not for two costs it grants", () => {
    const cars = "This House would ban private cars from city centres";
    const sideOf = (text: string) => inspect([prose(text)], { motion: cars, generated: [] }).findings.map((f) => f.kind);
    // Sixteen sentences for the ban, a speech's length; two grant its costs, and they are the only ones whose side the reader can tell.
    const grants =
      "Banning private cars from city centres cuts the fumes children breathe. It is fair to say a ban would hurt shops that depend on drivers. " +
      "A ban would also hurt disabled people who cannot walk far. But buses get faster when the roads are clear, so nurses reach work on time. " +
      "Streets without through traffic are quieter and safer to cross. People on foot stop and browse, and they spend more over a month. " +
      "Delivery vans can keep early-morning slots. Blue badge holders can keep access. " +
      "Cleaner air means fewer asthma attacks in children. Quieter streets let pupils walk to school. " +
      "Cafés can put tables where cars were parked. Cyclists stop fearing the junctions. " +
      "Residents sleep better when the traffic stops at night. Visitors come back to a centre they can enjoy. " +
      "So the gains outweigh the costs.";
    expect(sideOf(grants)).not.toContain("wrongside");
    // As long, and for the other side throughout: still capped.
    const against =
      "We should not ban private cars from city centres. A ban would hurt shops that depend on drivers. " +
      "A ban would also hurt disabled people who cannot walk far. Private cars should not be banned, because buses are slow and crowded. " +
      "Banning cars would punish nurses on night shifts, who have no bus home. A ban would empty the high street. " +
      "Delivery vans would be stuck in the same rules. Carers who visit the elderly need their cars. " +
      "Taxis would fill the streets the cars left. Market traders need vans at dawn. " +
      "Families with young children would stay away. Night workers would lose their only way home. " +
      "Towns nearby would take the shoppers. Parking revenue that pays for roads would vanish. " +
      "We oppose banning private cars. So the costs outweigh the gains.";
    expect(sideOf(against)).toContain("wrongside");
  });

  it("caps and lowers scores on any scale, and clamps them to it", () => {
    const r = inspect([prose(generated)], { motion, generated: [generated] });
    expect(adjustScore(9.5, r.findings)).toBeLessThanOrEqual(1);
    expect(adjustScore(95, r.findings, 100)).toBeLessThanOrEqual(10);
    expect(adjustScore(12, [])).toBe(10);
    expect(adjustScore(-1, [])).toBe(0);
  });

  it("keeps rubric-style comments a rubric: the note leads, each criterion's score is adjusted", () => {
    const r = inspect([prose(generated)], { motion, generated: [generated] });
    const out = readRubric(prependNotes("Reasoning (8/10): Clear.\nExamples (9/10): Concrete.\nOverall (8.5/10): Strong.", r.findings));
    expect(out?.lead).toMatch(/^Most of this answer is copied/);
    expect(out?.rows.map((x) => x.score)).toEqual([1, 1, 1]);
  });

  it("marks a lesson response that only rearranges the prompt low, and leaves a real one alone", () => {
    const prompt = "Should schools replace homework with extra reading time? Take a position and defend it.";
    const check = checkLessonWriting<{ prompt: string; input: string }, { feedback: string; score: number }>(
      {
        prompt,
        input:
          "Schools should replace homework with extra reading time. Reading time should replace homework in schools, I take this position.",
      },
      [],
    );
    expect(check.findings.map((f) => f.kind)).toContain("pasted");
    expect(check.finish({ feedback: "Good.", score: 80 })).toEqual({
      feedback: expect.stringMatching(/^This answer mostly repeats the prompt/),
      score: 10,
    });
    const real = checkLessonWriting<{ prompt: string; input: string }, { feedback: string; score: number }>(
      {
        prompt,
        input:
          "Yes: twenty minutes of reading a book they chose builds vocabulary faster than worksheets, and pupils without help at home are not left behind by tasks they cannot finish alone.",
      },
      [],
    );
    expect(real.findings).toEqual([]);
  });

  it("does not call the student's own sentence copied when the opponent quotes it back later", () => {
    const speech = "Parents who work weekends could spend a weekday at the zoo with their children.";
    const input = {
      motion,
      userSide: "Government" as const,
      messages: [
        { role: "assistant" as const, content: "We oppose the motion." },
        { role: "user" as const, content: `${honest} ${speech}` },
        {
          role: "assistant" as const,
          content: `Let's stay on the motion: "${speech}" may be true, but the judge needs to know what it means for teachers, exam results, council budgets, bus timetables, school dinners, cleaners, caretakers and inspectors across the whole country this year.`,
        },
      ],
    };
    expect(checkDebate(input, []).findings).toEqual([]);
  });
});
