// The offline reader of a module lesson's writing (POST /api/lesson-feedback without a model): it
// reads the response against the prompt. The score (0–100) rises for work that is on the prompt's
// topic, gives reasons and examples, reads as convincing to the learned argument-quality model
// (./scorer), and is long enough to develop them; it falls for empty, thin,
// off-topic work and for a response that only copies the prompt. Deterministic and I/O-free.
import { LESSON_FEEDBACK_RUBRIC, weightsOf } from "#shared/rubrics/index.ts";
import { rubricLine, type FeedbackStyle } from "#shared/settings/feedback-style.ts";
import { speechQuality } from "./scorer";
import { strongestLine, unreasonedLine } from "./writing-quotes";
import { clamp, contentWords, exampleSignals, isCopy, lexicalDiversity, overlap, reasoningCount, unique, words } from "./text";

const labelOf = (key: string) => LESSON_FEEDBACK_RUBRIC.dimensions.find((d) => d.key === key)!.label;

export interface LessonFeedbackResult {
  feedback: string;
  score: number;
}

/** Words at which length stops adding to the score. */
const FULL_LENGTH = 150;
const THIN = 40;

/** Feedback on the writing in the user's feedback style: brief (verdict and the first fix), detailed, or a rubric table. */
export function offlineLessonFeedback(
  { prompt, input }: { prompt: string; input: string },
  style: FeedbackStyle = "detailed",
): LessonFeedbackResult {
  const text = input.trim();
  const count = words(text).length;
  if (count === 0) {
    return { score: 0, feedback: "There is no response to read yet. Write your answer to the prompt, then submit it for feedback." };
  }
  const promptTerms = unique(contentWords(prompt));
  if (
    isCopy(prompt, text) ||
    (promptTerms.length > 0 && overlap(contentWords(text), promptTerms) >= 0.9 && count <= words(prompt).length + 5)
  ) {
    return {
      score: 5,
      feedback:
        "Your response repeats the prompt instead of answering it. Take a position on the question, explain why it holds, and support it with an example.",
    };
  }

  // On topic: the share of the prompt's content words the response takes up (a third is already close engagement).
  const relevance = promptTerms.length ? clamp(overlap(promptTerms, text) / 0.35, 0, 1) : 1;
  const length = clamp(count / FULL_LENGTH, 0, 1);
  const reasons = reasoningCount(text);
  const reasoning = clamp(reasons / 3, 0, 1);
  const examples = clamp(exampleSignals(text) / 2, 0, 1);
  const variety = clamp(lexicalDiversity(text) / 0.6, 0, 1);

  // The learned model's reading of how convincing the writing is, beside the signs the notes can name.
  const quality = speechQuality(text);
  const W = weightsOf(LESSON_FEEDBACK_RUBRIC);
  const measured = { relevance, development: length, reasoning, examples, clarity: variety, persuasiveness: quality };
  let score = LESSON_FEEDBACK_RUBRIC.dimensions.reduce((sum, d) => sum + Math.round(100 * W[d.key]) * measured[d.key], 0);
  const offTopic = promptTerms.length > 0 && overlap(promptTerms, text) < 0.1;
  if (offTopic) score = Math.min(score, 25);
  if (count < THIN) score = Math.min(score, 20 + count);
  score = Math.round(clamp(score, 0, 100));

  const relevanceNote = offTopic
    ? "Your response does not engage with the prompt's topic; answer the question that was asked, using its key terms."
    : relevance >= 0.8
      ? "You address the prompt directly."
      : "You touch on the prompt; tie your answer more closely to its key terms.";
  const lengthNote =
    count < THIN
      ? `At ${count} word${count === 1 ? "" : "s"} the response is too thin to develop an argument; aim for a full paragraph or more.`
      : count < FULL_LENGTH
        ? "Develop your points further: each claim needs its explanation and its consequence."
        : "";
  // The notes quote the writing itself, so they are about this answer and change when it does.
  const best = strongestLine(text, prompt);
  const bare = unreasonedLine([text]);
  const reasonNote =
    reasons === 0
      ? bare
        ? `You write "${bare}" without saying why it is true: add the reason ('because', 'which means', 'as a result').`
        : "Explain why your claims are true: use reasoning links such as 'because', 'which means' or 'as a result'."
      : reasons >= 3
        ? "Your reasoning is explicit and easy to follow."
        : bare
          ? `Give "${bare}" its reason too, as you do elsewhere.`
          : "";
  const bestNote = best && !offTopic ? `Your strongest line is "${best}": bring the rest of the answer up to it.` : "";
  const exampleNote =
    examples === 0
      ? "Add a concrete example, figure or case to support your analysis."
      : examples >= 1
        ? "Your examples make the argument concrete."
        : "";
  const varietyNote = variety < 0.6 ? "Vary your wording; repeating the same words makes the argument feel thinner than it is." : "";
  const verdict =
    score >= 75
      ? "Strong work."
      : score >= 50
        ? "A solid start."
        : score >= 25
          ? "This needs more development."
          : "This response needs substantial work.";
  const notes = [relevanceNote, bestNote, lengthNote, reasonNote, exampleNote, varietyNote].filter(Boolean);
  if (style === "brief") {
    const firstFix = [
      offTopic || relevance < 0.8 ? relevanceNote : "",
      lengthNote,
      reasons === 0 ? reasonNote : "",
      examples === 0 ? exampleNote : "",
      varietyNote,
    ].find(Boolean);
    // Brief is still about this answer: the line it quotes comes with the fix, whichever it is.
    const quoted = [firstFix ?? relevanceNote, firstFix?.includes('"') ? "" : bestNote || (reasonNote.includes('"') ? reasonNote : "")];
    return { score, feedback: [verdict, ...new Set(quoted)].filter(Boolean).join(" ") };
  }
  if (style === "rubric") {
    const ten = (v: number) => Math.round(v * 100) / 10;
    const rows = [
      { criterion: labelOf("relevance"), score: ten(offTopic ? Math.min(relevance, 0.2) : relevance), outOf: 10, comment: relevanceNote },
      {
        criterion: labelOf("reasoning"),
        score: ten(reasoning),
        outOf: 10,
        comment: reasonNote || "Some reasoning; link each claim to its consequence.",
      },
      {
        criterion: labelOf("examples"),
        score: ten(examples),
        outOf: 10,
        comment: exampleNote || "One example; a second, named case would help.",
      },
      { criterion: labelOf("development"), score: ten(length), outOf: 10, comment: lengthNote || "Developed at full length." },
      { criterion: labelOf("clarity"), score: ten(variety), outOf: 10, comment: varietyNote || "Varied, readable wording." },
      { criterion: "Overall", score, outOf: 100, comment: [verdict, bestNote].filter(Boolean).join(" ") },
    ];
    return { score, feedback: rows.map(rubricLine).join("\n") };
  }
  return { score, feedback: `${verdict} ${notes.join(" ")}` };
}
