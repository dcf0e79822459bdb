// The offline drafter of a teacher's feedback (AI Suggest without a model). The score and the overall
// reading come from the lesson-feedback reader, so a suggestion and the student's own AI feedback never
// disagree; what is added here is the teacher's rubric: with a rubric template, the feedback has one
// line per criterion, each judged from the signal in the response that criterion is about.
import { offlineLessonFeedback } from "./lesson-feedback";
import { strongestLine, unreasonedLine } from "./writing-quotes";
import { contentWords, exampleSignals, lexicalDiversity, overlap, reasoningCount, sentences, unique, words } from "./text";

export interface FeedbackSuggestInput {
  prompt: string;
  response: string;
  /** The host's rubric_template: free text, one criterion a line (may be empty). */
  rubric: string;
}

type Level = "strong" | "adequate" | "weak";
const LABEL: Record<Level, string> = { strong: "Strong", adequate: "Developing", weak: "Needs work" };

/** The signals a criterion can be judged by, read once from the response. */
interface Signals {
  relevance: number;
  reasons: number;
  examples: number;
  wordCount: number;
  sentenceCount: number;
  variety: number;
  score: number;
}

type Judge = (s: Signals) => [Level, string];

const level = (value: number, strong: number, adequate: number): Level =>
  value >= strong ? "strong" : value >= adequate ? "adequate" : "weak";

const JUDGES: Array<{ about: RegExp; judge: Judge }> = [
  {
    about: /relevan|prompt|question|topic|focus|thesis|position|stance|respon|task/i,
    judge: (s) => {
      const l = level(s.relevance, 0.28, 0.1);
      const pct = Math.round(s.relevance * 100);
      return [
        l,
        l === "weak"
          ? "the response drifts from the prompt; answer the question asked, using its key terms."
          : `the response takes up ${pct}% of the prompt's key terms.`,
      ];
    },
  },
  {
    about: /evidence|example|support|source|data|illustrat|case stud|proof/i,
    judge: (s) => {
      const l = level(s.examples, 2, 1);
      return [
        l,
        l === "weak"
          ? "add a concrete example, figure or case to support the analysis."
          : l === "adequate"
            ? "one concrete example supports the argument; add another, or a figure, to back the main claim."
            : "concrete examples and evidence (cases, figures, studies) back the claims.",
      ];
    },
  },
  {
    about: /reason|analy|logic|argument|explain|mechanism|link|impact|weigh|critical/i,
    judge: (s) => {
      const l = level(s.reasons, 3, 1);
      return [
        l,
        l === "weak"
          ? "claims are stated but not explained; show why they hold ('because', 'which means')."
          : `${s.reasons} explicit reasoning link${s.reasons === 1 ? "" : "s"} connect claims to consequences.`,
      ];
    },
  },
  {
    about: /structur|organi[sz]|develop|depth|length|paragraph|flow|coheren|clarity|clear|detail/i,
    judge: (s) => {
      const l = level(s.wordCount, 150, 40);
      const size = `${s.wordCount} word${s.wordCount === 1 ? "" : "s"} in ${s.sentenceCount} sentence${s.sentenceCount === 1 ? "" : "s"}`;
      return [
        l,
        l === "weak"
          ? `${size} is too thin to develop an argument; aim for a full paragraph.`
          : l === "adequate"
            ? `${size}; develop each point with its explanation and consequence.`
            : `${size}, with room to develop each point.`,
      ];
    },
  },
  {
    about: /language|style|word|vocab|express|grammar|spelling|tone|fluen|persua/i,
    judge: (s) => {
      const l = level(s.variety, 0.6, 0.45);
      return [
        l,
        l === "strong"
          ? "varied, precise wording."
          : "vary the wording; repeating the same words makes the argument feel thinner than it is.",
      ];
    },
  },
];

const overall: Judge = (s) => [level(s.score, 75, 50), `${s.score}/100 on the reading of the whole response.`];

/** A rubric template's criteria: its non-empty lines, without bullets or numbering (at most 20). */
export function rubricCriteria(rubric: string): string[] {
  return rubric
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "").trim())
    .filter(Boolean)
    .slice(0, 20);
}

/**
 * The teacher's own note: the student has already read the lesson reader's feedback, so this says
 * something else. It names the line that carries the answer, asks the one question that would move
 * it on, and sets the next piece of work, each about this response and quoting it.
 */
function teacherNote(prompt: string, text: string, s: Signals): string {
  const best = strongestLine(text, prompt);
  const bare = unreasonedLine([text]);
  const parts: string[] = [];
  if (s.relevance < 0.1) parts.push("This does not answer the prompt yet: start from the question asked.");
  if (best) parts.push(`"${best}" is the line that carries your answer.`);
  else if (bare) parts.push(`You open a real point with "${bare}".`);
  if (bare && bare !== best) parts.push(`Where you write "${bare}", what makes that true, and what follows from it?`);
  else if (s.examples === 0 && best) parts.push("Which real case, place or figure shows that happening?");
  else parts.push("What is the strongest objection to your view, and why does your answer survive it?");
  if (s.wordCount < 150) parts.push("Next time, take one point further rather than adding a new one: say who it affects and how much.");
  else parts.push("Next time, start with your best point and weigh it against the other side's in your last paragraph.");
  return parts.join(" ");
}

export function offlineFeedbackSuggest({ prompt, response, rubric }: FeedbackSuggestInput): { feedback: string; score: number } {
  const base = offlineLessonFeedback({ prompt, input: response });
  const text = response.trim();
  const terms = unique(contentWords(prompt));
  const signals: Signals = {
    relevance: terms.length ? overlap(terms, text) : 1,
    reasons: reasoningCount(text),
    examples: exampleSignals(text),
    wordCount: words(text).length,
    sentenceCount: sentences(text).length,
    variety: lexicalDiversity(text),
    score: base.score,
  };
  // An empty or copied response gets the reader's answer: there is nothing of the student's to quote.
  const note = base.score <= 5 ? base.feedback : teacherNote(prompt, text, signals);
  const criteria = rubricCriteria(rubric);
  if (criteria.length === 0) return { score: base.score, feedback: note };
  const lines = criteria.map((criterion) => {
    // The criterion's name, without a trailing description or weight ("Evidence (30%): uses examples").
    const name = criterion.replace(/\s*[:–—-]\s.*$/, "").trim() || criterion;
    const judge = JUDGES.find((j) => j.about.test(criterion))?.judge ?? overall;
    const [l, why] = judge(signals);
    return `${name} — ${LABEL[l]}: ${why}`;
  });
  return { score: base.score, feedback: [...lines, "", `Overall: ${base.score}/100. ${note}`].join("\n") };
}
