// Each construct of the lesson score moves it for the reason it names (issue 30, item 5): the prompt's
// task, relevance by meaning, language, development without padding, and one score for one task however
// it is worded.
import { describe, expect, it } from "vitest";
import { checkLessonWriting } from "#server/ai/engine/integrity/index.ts";
import { offlineLessonFeedback } from "./lesson-feedback";
import { grammarSlips } from "./grammar-signals";
import { readLanguage } from "./lesson-language";
import { misspellings } from "./spelling";

/** The score as the student sees it: through the lesson checks, then the offline reader. */
function seen(prompt: string, input: string) {
  const check = checkLessonWriting<{ prompt: string; input: string }, ReturnType<typeof offlineLessonFeedback>>({ prompt, input }, []);
  return { ...check.finish(offlineLessonFeedback(check.input)), findings: check.findings.map((f) => f.kind) };
}

const PHONES =
  "Schools should ban phones in class because notifications break students' attention, which means lessons take longer and weaker students fall behind. " +
  "Phones also make cheating in tests easier, since answers can be shared in seconds. " +
  "For example, after England's 2024 guidance, many schools reported calmer classrooms and fewer incidents of bullying online during the day. " +
  "Some say phones help with research, but a teacher can lend tablets for that, so the benefit does not need a phone in every pocket.";

describe("language", () => {
  it("spelling errors lower the language part and the score, and the feedback quotes one with its fix", () => {
    const prompt = "Should schools ban phones in class?";
    const misspelt = PHONES.replace("attention", "atention")
      .replace("cheating", "cheeting")
      .replace("research", "reserch")
      .replace("calmer", "calmmer");
    const clean = offlineLessonFeedback({ prompt, input: PHONES });
    const errors = offlineLessonFeedback({ prompt, input: misspelt });
    expect(readLanguage(misspelt).per100).toBeGreaterThan(readLanguage(PHONES).per100);
    expect(errors.score).toBeLessThan(clean.score);
    expect(errors.feedback).toMatch(/Language: 4 spelling or grammar errors/);
    expect(errors.feedback).toMatch(/"atention" should be 'attention'/);
    expect(clean.feedback).toContain("Your spelling and grammar are clean.");
  });

  it("grammar signals find agreement and verb-form errors and give the fix", () => {
    const slips = grammarSlips("The importance of have attitude is to achieved a successful life. He have friends and they was happy.");
    expect(slips).toEqual([
      { text: "of have", fix: "of having" },
      { text: "to achieved", fix: "to achieve" },
      { text: "He have", fix: "He has" },
      { text: "they was", fix: "they were" },
    ]);
    // Correct sentences of the same shapes are not flagged: among them, sentences of the briefs the first rules misread.
    expect(
      grammarSlips("One of the students is here. I look forward to seeing you. If it were legal, they would have been safer."),
    ).toEqual([]);
    for (const right of [
      "Respecting families' choices gives children schools that fit them.",
      "The cost of solar panels, wind turbines and batteries has fallen sharply.",
      "Renewables look cheap only until the cost of storage for calm, dark periods is added.",
      "School time spent on soon-outdated skills is lost.",
      "Would charges make people change?",
      "Offence can wound and exclude.",
      "Clinics that profit from it are poor gatekeepers.",
      "What matters is whether a being can be harmed.",
      "Most older voters had backed Leave.",
      "More donors means more patients treated on time.",
      "When a species is reduced to a few animals, it may not recover.",
      "Paying for outputs such as grades does not.",
      "The grant can be restricted to approved uses.",
      "Carers get a week of leave a year.",
    ])
      expect(grammarSlips(right), right).toEqual([]);
  });

  it("grammar signals find a singular subject with a plural verb, a past form after 'do' and a double comparative", () => {
    expect(
      grammarSlips("The policy are unfair. He didn't went home. Social media does not brings more harm than good. It is more better."),
    ).toEqual([
      { text: "policy are", fix: "policy is" },
      { text: "didn't went", fix: "didn't go" },
      { text: "does not brings", fix: "does not bring" },
      { text: "more better", fix: "better" },
    ]);
    // Two subjects, a group noun, a noun after "of" or "as", a question and a misspelt plural (a spelling error,
    // counted once) are not flagged.
    expect(
      grammarSlips(
        "The teacher and the student are tired. The government are divided. The effects of the policy are clear. Crimes as grave as treason have lasting effects. How long do the effects last? If peple are careless, they pay. What they did changed everything.",
      ),
    ).toEqual([]);
  });

  it("grammar signals find words written for others that sound or look alike", () => {
    expect(
      grammarSlips(
        "Their is no reason to wait. Its the best policy. We should of banned it. They want there own rules. There is many reasons. It helps a students. Much problems remain.",
      ),
    ).toEqual([
      { text: "Their is", fix: "There is" },
      { text: "Its the", fix: "It's the" },
      { text: "should of", fix: "should have" },
      { text: "there own", fix: "their own" },
      { text: "There is many", fix: "There are many" },
      { text: "a students", fix: "a student" },
      { text: "Much problems", fix: "Many problems" },
    ]);
    // The same words used rightly are not flagged.
    expect(
      grammarSlips(
        "We would of course agree. Its own rules apply. It is a centuries old custom in a children's home run by a citizens' assembly. There is more evidence now. Eating it too much leads to harm, however much parents explain. A series of tests shows how much pupils learn.",
      ),
    ).toEqual([]);
  });

  it("names, acronyms, debate terms, British spellings and the prompt's words are not spelling errors", () => {
    const text =
      "Sarah argued in London that the PAEL rebuttal about legalisation and wellbeing is the organisation's favourite; Zorbly agreed.";
    expect(misspellings(text, ["Zorbly"])).toEqual([]);
    expect(misspellings("The govermnent should recieve it.").map((m) => m.word)).toEqual(["govermnent", "recieve"]);
    // British spellings an American dictionary lacks, acronyms typed in lower case, hyphen prefixes and tails,
    // and the words of the app's own briefs are English too; a slip inside a compound is still a slip.
    const british =
      "In my judgement the maths of ageing is clear; a sceptical mum paid by cheque for her enrolment. We watch tv and take iq tests, ban mis-selling to 16-year-olds, and esports cut reoffending.";
    expect(misspellings(british)).toEqual([]);
    expect(misspellings("The three-stikes law is harsh.").map((m) => m.word)).toEqual(["stikes"]);
  });

  it("capitals a writer who uses them left out are language errors; a transcript in lower case has none to leave out", () => {
    const typed = readLanguage(
      "Homework is a burden. it takes the evening, and i think play matters more. Public vs. private schools differ.",
    );
    expect(typed.errors.map((e) => [e.text, e.fix])).toEqual([
      ["it", "It"],
      ["i", "I"],
    ]);
    expect(readLanguage("homework is a burden and it takes the evening and i think play matters more").errors).toEqual([]);
  });
});

describe("relevance by meaning", () => {
  const prompt = "Should schools ban phones in class?";
  it("an essay on the subject in other words (synonyms, the field) is not capped", () => {
    const synonyms =
      "Smartphones distract pupils during lessons because every notification pulls their attention away from the teacher. " +
      "A mobile in the pocket tempts a child to check messages, which means homework instructions are missed. " +
      "For example, teachers in France reported that pupils concentrated better after mobiles were locked away during the day.";
    const r = seen(prompt, synonyms);
    expect(r.findings).not.toContain("offtopic");
    expect(r.score).toBeGreaterThan(40);
  });

  it("a response about another subject entirely is capped, and says why", () => {
    const elsewhere =
      "Football clubs should lower ticket prices because loyal fans are being priced out of their own stadiums. " +
      "Cheaper seats would fill empty stands, which means louder atmospheres and more merchandise sold. " +
      "For example, Bundesliga clubs keep standing tickets cheap and their grounds are full every weekend.";
    const r = seen(prompt, elsewhere);
    expect(r.score).toBeLessThanOrEqual(15);
    expect(r.feedback).toMatch(/does not (engage with|talk about)/);
  });
});

describe("the prompt's task", () => {
  const prompt =
    "Write the opening of a speech for the motion 'This house would ban homework in primary schools': an introduction of two or three sentences, a one-sentence roadmap, and the titles of your two arguments.";
  const intro =
    "Every evening, seven-year-olds sit at kitchen tables in tears over worksheets. Homework in primary schools steals time from play, family and sleep, and research shows it barely helps young children learn. ";
  it("doing what the prompt asks (a roadmap, two titles) scores higher than leaving it out, and the note names what is missing", () => {
    const done = `${intro}First, I will show that homework harms children's wellbeing; second, that it widens the gap between rich and poor families. Argument one: childhood needs play. Argument two: homework rewards home advantage.`;
    const without = `${intro}Children deserve their evenings, and parents deserve calm homes rather than arguments over spelling lists and sums.`;
    const a = offlineLessonFeedback({ prompt, input: done });
    const b = offlineLessonFeedback({ prompt, input: without });
    expect(a.score).toBeGreaterThan(b.score);
    expect(b.feedback).toMatch(/The prompt asks for a roadmap/);
    expect(a.feedback).not.toMatch(/The prompt asks for a roadmap/);
  });

  it("a terse and a full wording of the same task give the same score", () => {
    const motion = "Schools should ban phones in class";
    const wordings = [
      `${motion}: agree or disagree?`,
      `Write a persuasive essay on the motion "${motion}". Take one side, give your reasons and a concrete example for each, and explain why your points matter more than the other side's.`,
      "Should schools ban phones in class?",
    ];
    const scores = wordings.map((p) => seen(p, PHONES).score);
    expect(Math.max(...scores) - Math.min(...scores)).toBeLessThanOrEqual(3);
  });
});

describe("the curriculum's own tasks", () => {
  it("a PAEL prompt asks for its four labelled parts; the same task worded tersely scores the same", () => {
    const full =
      "Write one full PAEL argument for the motion 'This house would make voting compulsory'. Label each part: Point, Analysis, Example, Link.";
    const terse = "PAEL argument on 'This house would make voting compulsory' (label parts: Point, Analysis, Example, Link).";
    const labelled =
      "Point: compulsory voting makes governments answer to everyone, not only to the groups that turn out. " +
      "Analysis: when young and poor citizens vote at the same rate as the old and wealthy, parties must offer them policies, because their votes now decide elections. " +
      "Example: in Australia, where voting has been compulsory since 1924, turnout is above 90 percent and campaigns court every age group. " +
      "Link: so making voting compulsory gives every citizen an equal say, which is why the motion should pass.";
    const unlabelled = labelled.replace(/\b(?:Point|Analysis|Example|Link): /g, "");
    expect(offlineLessonFeedback({ prompt: full, input: labelled }).score).toBeGreaterThan(
      offlineLessonFeedback({ prompt: full, input: unlabelled }).score,
    );
    expect(offlineLessonFeedback({ prompt: full, input: unlabelled }).feedback).toMatch(/missing: Point, Analysis, Example, Link/);
    const [a, b] = [full, terse].map((p) => seen(p, labelled).score);
    expect(Math.abs(a - b)).toBeLessThanOrEqual(3);
  });

  it("clash questions asked neutrally do the task; leading ones are quoted and not counted", () => {
    const prompt =
      "For the motion 'This house would ban zoos', write the two main clashes as neutral questions, and explain in two or three sentences which side you think wins each and why.";
    const reasons =
      " The proposition wins the first, because breeding programmes rarely release animals into the wild. The opposition wins the second, since school visits teach children to care about wildlife.";
    const neutral = offlineLessonFeedback({
      prompt,
      input: `Do zoos protect endangered species better than the wild can? Does seeing animals up close teach people more than films do?${reasons}`,
    });
    const leading = offlineLessonFeedback({
      prompt,
      input: `Isn't it cruel to keep animals in cages? Why should animals suffer so that people can stare at them?${reasons}`,
    });
    expect(neutral.score).toBeGreaterThan(leading.score);
    expect(leading.feedback).toMatch(/"Isn't it cruel to keep animals in cages\?" leads to one answer/);
    expect(neutral.feedback).not.toMatch(/leads to one answer/);
  });

  it("one sentence with two grammar slips is not 'Strong work'", () => {
    const r = offlineLessonFeedback({
      prompt: "Is a positive attitude the key to success? Agree or disagree.",
      input: "The importance of have attitude is to achieved a successful life.",
    });
    expect(r.score).toBeLessThan(50);
    expect(r.feedback).not.toMatch(/Strong work/);
  });
});

describe("development", () => {
  const prompt = "Should schools ban phones in class?";
  it("pays for depth (a further distinct point), not for padding (the same points again)", () => {
    const base = offlineLessonFeedback({ prompt, input: PHONES }).score;
    const padded = offlineLessonFeedback({ prompt, input: `${PHONES} ${PHONES}` }).score;
    const deeper = offlineLessonFeedback({
      prompt,
      input: `${PHONES} Beyond grades, a ban protects sleep and friendships: pupils who cannot scroll at break talk to each other, and counsellors in Norway linked fewer screens at school with less anxiety.`,
    }).score;
    expect(padded).toBeLessThanOrEqual(base);
    expect(deeper).toBeGreaterThan(base);
  });

  it("reads a 340-word essay of distinct points as more developed than a 180-word one, not as the same (90 and 91 before)", () => {
    const points = [
      PHONES,
      "Beyond grades, a ban protects friendships: pupils who cannot scroll at break talk to each other instead.",
      "Consider also the teacher's side of the bargain. Every minute spent confiscating devices or checking whether a screen is hidden under a desk is a minute taken from teaching, " +
        "so a clear rule saves time that staff can spend explaining difficult topics to the pupils who struggle most.",
      "Fairness matters too. Families with money buy the newest handsets, and pupils without them feel left out, " +
        "which turns the classroom into a place where status is displayed rather than earned through effort and kindness.",
      "Parents sometimes worry about emergencies, yet every school office has a telephone, " +
        "and a message passed through reception reaches a child within minutes, so safety does not depend on a device in each pocket.",
      "Habits formed young tend to last. A pupil who learns to concentrate for an hour without checking notifications carries that discipline into exams, " +
        "apprenticeships and jobs, whereas constant interruption trains the mind to expect novelty every few seconds.",
      "Sleep suffers as well when the phone never leaves a child's side. Messages arrive late into the night, tired pupils arrive at registration unable to focus, " +
        "and a school rule that separates learning hours from screen hours helps families set the same boundary at home.",
      "Opponents will say that a ban treats pupils as untrustworthy. But rules about uniforms, punctuality and homework already shape the day, " +
        "and nobody calls those insults; a phone rule is simply another agreement about what a classroom is for.",
    ];
    const short = points.slice(0, 4).join(" ");
    const long = points.join(" ");
    const a = offlineLessonFeedback({ prompt, input: short }).score;
    const b = offlineLessonFeedback({ prompt, input: long }).score;
    expect(b - a, `${a} -> ${b}`).toBeGreaterThanOrEqual(5);
  });
});
