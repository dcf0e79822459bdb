import { describe, expect, it } from "vitest";
import { ballotPoints, SPEAKER_SCALE, speakerPoints } from "#shared/debate/ballot.ts";
import { checkedQuote, isVerbatim, withoutInventedQuotes } from "./quotes";
import { finishBallot } from "./finish";
import { decideRound } from "./decision";
import { namedCases } from "#server/ai/engine/offline/text/named-cases.ts";
import { namingStudent, teacherCopy } from "#shared/debate/teacher-copy.ts";
import type { Verdict } from "#shared/debate/schemas.ts";

const cat = (matter: number, manner: number, method: number) => ({ matter, manner, method, total: matter + manner + method });

describe("speaker points", () => {
  it("puts average work at 70 and keeps every speech between 60 and 80", () => {
    expect(speakerPoints(cat(5, 5, 5))).toBe(SPEAKER_SCALE.average);
    expect(speakerPoints(cat(0, 0, 0))).toBe(60);
    expect(speakerPoints(cat(10, 10, 10))).toBe(80);
    // Scores a judge should never give still land on the scale.
    expect(speakerPoints(cat(-3, 14, 12))).toBeGreaterThanOrEqual(60);
    expect(speakerPoints(cat(-3, 14, 12))).toBeLessThanOrEqual(80);
    for (let m = 0; m <= 10; m += 0.7)
      for (const n of [0, 3.3, 6.1, 10]) {
        const p = speakerPoints(cat(m, n, 10 - m));
        expect(p).toBeGreaterThanOrEqual(60);
        expect(p).toBeLessThanOrEqual(80);
        expect(p * 2).toBe(Math.round(p * 2));
      }
  });

  it("weighs matter and manner twice as much as method", () => {
    // Five more in matter or manner is 2 on the weighted score, five more in method 1.
    expect(speakerPoints(cat(10, 5, 5))).toBe(speakerPoints(cat(7, 7, 7)));
    expect(speakerPoints(cat(5, 10, 5))).toBe(speakerPoints(cat(7, 7, 7)));
    expect(speakerPoints(cat(5, 5, 10))).toBe(speakerPoints(cat(6, 6, 6)));
  });

  it("spreads as a panel's points do: most speeches 65-76, 60 and 80 only at the ends", () => {
    expect(speakerPoints(cat(3, 3, 3))).toBe(65);
    expect(speakerPoints(cat(7, 7, 7))).toBe(75);
    expect(speakerPoints(cat(4, 4, 4))).toBeLessThan(70);
    expect(speakerPoints(cat(6, 6, 6))).toBeGreaterThan(71);
    expect(speakerPoints(cat(1.5, 1.5, 1.5))).toBeLessThan(63);
    expect(speakerPoints(cat(8.5, 8.5, 8.5))).toBeGreaterThan(77.5);
    // Steady: a better speech never gets fewer points.
    let last = 0;
    for (let w = 0; w <= 10; w += 0.25) {
      const p = speakerPoints(cat(w, w, w));
      expect(p).toBeGreaterThanOrEqual(last);
      last = p;
    }
  });

  it("never gives the loser more points than the winner", () => {
    expect(ballotPoints(72, 70)).toEqual({ winner: 72, loser: 70 });
    expect(ballotPoints(70, 71.5)).toEqual({ winner: 72, loser: 71.5 });
    expect(ballotPoints(70, 70)).toEqual({ winner: 70.5, loser: 70 });
    expect(ballotPoints(79, 80)).toEqual({ winner: 80, loser: 79.5 });
  });
});

const STUDENT =
  "Homework  helps pupils because practice at home makes lessons stick. For example, children who read every evening improve faster.";
const AI = "Homework widens the gap, because richer families can help at home and poorer ones cannot. Rest matters more than drills.";

describe("quotes on a ballot", () => {
  it("accepts a quote that stands in the transcript, whatever its spacing, quotation marks or case", () => {
    expect(isVerbatim("practice at home makes lessons stick", [STUDENT])).toBe(true);
    expect(checkedQuote("“Homework helps pupils because practice at home…”", [STUDENT])).toBe(
      "Homework helps pupils because practice at home",
    );
    expect(checkedQuote("children who READ every   evening", [STUDENT])).toBe("children who READ every evening");
  });

  it("removes an invented quote and a quote of two words", () => {
    expect(checkedQuote("homework is a human right that no school may deny", [STUDENT])).toBeNull();
    expect(checkedQuote("Homework helps", [STUDENT])).toBeNull();
    // Said, but by the other speaker.
    expect(checkedQuote("Rest matters more than drills", [STUDENT])).toBeNull();
  });

  it("repairs a near-copy to the speaker's own sentence", () => {
    expect(checkedQuote("children that read every evening improve faster", [STUDENT])).toBe(
      "For example, children who read every evening improve faster.",
    );
  });

  it("drops the sentences of prose that put words in a speaker's mouth", () => {
    const prose =
      'Government argued "practice at home makes lessons stick". Opposition claimed "homework causes illness in every child". Government wins.';
    const out = withoutInventedQuotes(prose, [STUDENT, AI]);
    expect(out.removed).toBe(1);
    expect(out.text).toBe('Government argued "practice at home makes lessons stick". Government wins.');
  });
});

describe("finishBallot", () => {
  const messages = [
    { role: "assistant" as const, content: AI },
    { role: "user" as const, content: STUDENT },
  ];
  const base = {
    motion: "This House would ban homework in primary schools.",
    userSide: "Opposition" as const,
    messages,
    winner: "user" as const,
    scores: { user: cat(6, 6, 6), ai: cat(5, 5, 5) },
    reason: "The student won.",
  };

  it("keeps a model's clash whose quotes check out and drops one with an invented quote", () => {
    const b = finishBallot({
      ...base,
      clashes: [
        {
          topic: "practice",
          studentQuote: "practice at home makes lessons stick",
          aiQuote: "richer families can help at home",
          winner: "user",
          why: "A mechanism.",
        },
        {
          topic: "rights",
          studentQuote: "homework is a human right that no school may deny",
          aiQuote: "Rest matters more than drills",
          winner: "ai",
          why: "x",
        },
      ],
    });
    expect(b.clashes).toEqual([
      {
        topic: "practice",
        opposition: "practice at home makes lessons stick",
        government: "richer families can help at home",
        winner: "Opposition",
        why: "A mechanism.",
      },
    ]);
    expect(b.speakerPoints).toEqual({ user: speakerPoints(base.scores.user), ai: 70 });
  });

  it("checks quotes against the speech the judge read: without markup or hidden characters", () => {
    const marked =
      "**Homework** helps pupils because _prac\u200btice_ at home makes lessons stick. For example, children who read every evening improve faster.";
    const b = finishBallot({
      ...base,
      messages: [messages[0], { role: "user", content: marked }],
      clashes: [
        {
          topic: "practice",
          studentQuote: "Homework helps pupils because practice at home makes lessons stick",
          aiQuote: "richer families can help at home",
          winner: "user",
          why: "A mechanism.",
        },
      ],
    });
    expect(b.clashes.map((c) => [c.topic, c.opposition])).toEqual([
      ["practice", "Homework helps pupils because practice at home makes lessons stick"],
    ]);
  });

  it("gives a ballot whose clashes all fail the coach's clashes, quoted from the transcript", () => {
    const b = finishBallot({
      ...base,
      clashes: [{ topic: "x", studentQuote: "we never said this at all", aiQuote: "nor did they say this", winner: "user", why: "y" }],
    });
    expect(b.clashes.length).toBeGreaterThan(0);
    for (const c of b.clashes) {
      expect(isVerbatim(c.opposition, [STUDENT])).toBe(true);
      expect(isVerbatim(c.government, [AI])).toBe(true);
    }
  });

  it("names a next step with its drill, from the model or from the weakest category", () => {
    const given = finishBallot({ ...base, nextSteps: [{ skill: "weighing", advice: "Compare the two impacts." }] });
    expect(given.nextSteps).toEqual([{ skill: "weighing", advice: "Compare the two impacts.", drill: "clashes" }]);
    const derived = finishBallot({ ...base, scores: { user: cat(7, 7, 2), ai: cat(5, 5, 5) } });
    expect(derived.nextSteps).toEqual([expect.objectContaining({ skill: "rebuttal", drill: "refutation" })]);
  });
});

describe("the decision", () => {
  const judged = (winner: "user" | "ai", user: number[], ai: number[]) => ({
    winner,
    reason: "Government (you): weighed its points.",
    scores: { user: { matter: user[0], manner: user[1], method: user[2] }, ai: { matter: ai[0], manner: ai[1], method: ai[2] } },
  });

  it("is stated from the final scores: a judge's call the penalties overturned is not what the ballot says", () => {
    // The judge called it for the student at 25-17; the integrity penalties left the student 9.
    const d = decideRound(judged("user", [3, 3, 3], [6, 6, 5]), "Government");
    expect(d.winner).toBe("ai");
    expect(d.scores.user.total).toBe(9);
    expect(d.reason).toBe("Opposition (the AI) wins on points, 17 to 9. Government (you): weighed its points.");
  });

  it("leaves a tie to the judge and says how close it was", () => {
    const d = decideRound(judged("ai", [5, 5, 5.2], [5, 5.2, 5]), "Opposition");
    expect(d.winner).toBe("ai");
    expect(d.reason).toMatch(/^Government \(the AI\) wins on points by less than one, 15 each out of 30\./);
  });
});

describe("named cases", () => {
  it("finds places, people, bodies and figures, not cue words, role names or ordinals", () => {
    expect(namedCases("Dylan Wiliam's 1988 study found that pupils in Finland improved by 40%.")).toEqual(
      expect.arrayContaining(["Dylan Wiliam", "1988", "Finland", "40%"]),
    );
    expect(namedCases("Second, the weight of evidence: research and data show the Government is wrong, as the Opposition says.")).toEqual(
      [],
    );
    expect(namedCases("When you weigh the clash, weigh probability and reach. For example, studies show harm.")).toEqual([]);
    expect(namedCases("we think that like the NHS cut waiting times")).toEqual(["NHS"]);
  });

  it("finds the names a transcript writes in lower case, each once, and not the motion's own", () => {
    const dictated = namedCases("so in britain like the nhs cut waiting lists and germany's system and the oecd found finland does well");
    expect(dictated).toHaveLength(5);
    expect(dictated).toEqual(expect.arrayContaining(["Britain", "the NHS", "Germany", "the OECD", "Finland"]));
    // A list dictated without commas is several names, not one.
    expect(namedCases("sweden japan and kenya all tried it").sort()).toEqual(["Japan", "Kenya", "Sweden"]);
    // Ordinary words that are also names elsewhere stay words; the motion's own names are not evidence.
    expect(namedCases("we should not talk turkey or read for us and who knows")).toEqual([]);
    expect(namedCases("we should leave the eu because the eu is slow", ["EU"])).toEqual([]);
  });
});

describe("the teacher's copy", () => {
  it("names the student where the ballot says you, and leaves quotes as they were said", () => {
    expect(
      namingStudent(
        'Government (you) wins on points, 20 to 16. You argued the other side: your speeches argue "you pay for it", but you were Government.',
        "Sam",
      ),
    ).toBe(
      'Government (Sam) wins on points, 20 to 16. Sam argued the other side: Sam\'s speeches argue "you pay for it", but Sam was Government.',
    );
    const v = {
      reason: "Opposition (you) wins.",
      nextSteps: [{ skill: "weighing", advice: "Your speeches ran long.", drill: "clashes" }],
    } as Verdict;
    expect(teacherCopy(v, "Sam")).toMatchObject({ reason: "Opposition (Sam) wins.", nextSteps: [{ advice: "Sam's speeches ran long." }] });
  });
});
