// The offline reader of a module lesson's writing (POST /api/lesson-feedback without a model), read as a
// teacher reads it (issue 30): did the response do what the prompt asks (./lesson-task), is it about the
// prompt's subject by meaning (./lesson-subject), is it developed in depth rather than padded, reasoned,
// supported by examples, in correct English (./lesson-language) and convincing to the learned
// reading of each argument (./judging/arguments). Each part is named in the feedback; a response surely about another
// subject, or one that only copies the prompt, is capped. Deterministic; the spelling dictionary is read
// from disk once, on the first call.
import { LESSON_FEEDBACK_RUBRIC, rewardsOf, weightsOf } from "#shared/rubrics/index.ts";
import { rubricLine, type FeedbackStyle } from "#shared/settings/feedback-style.ts";
import { readArguments } from "./judging/arguments";
import { strongestLine, unreasonedLine } from "./writing-quotes";
import { readAsks, taskMeasure } from "./lesson-task";
import { languageNote, readLanguage } from "./lesson-language";
import { readSubject } from "./lesson-subject";
import { clamp, contentWords, exampleSignals, isCopy, overlap, reasoningCount, unique, words } from "./text";

const labelOf = (key: string) => LESSON_FEEDBACK_RUBRIC.dimensions.find((d) => d.key === key)!.label;

export interface LessonFeedbackResult {
  feedback: string;
  score: number;
}

/** Below these many words a response is too thin to develop anything. */
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

  // Read as a teacher reads it: what the prompt asks, its subject by meaning, depth, reasons, examples, language.
  const asks = readAsks(prompt, text);
  const task = taskMeasure(asks);
  const subject = readSubject(prompt, text);
  const relevance = subject.measure;
  const distinct = unique(contentWords(text)).length;
  const development = Math.sqrt(clamp(distinct / rewardsOf(LESSON_FEEDBACK_RUBRIC, "development")("full.distinct"), 0, 1));
  const reasons = reasoningCount(text);
  const reasoning = clamp(reasons / rewardsOf(LESSON_FEEDBACK_RUBRIC, "reasoning")("full.links"), 0, 1);
  const examples = clamp(exampleSignals(text) / rewardsOf(LESSON_FEEDBACK_RUBRIC, "examples")("full.signals"), 0, 1);
  // The prompt's own words are never spelling errors.
  const language = readLanguage(
    text,
    words(prompt).map((w) => w.replace(/[^A-Za-z'-]/g, "")),
  );

  // The learned reading of how convincing the writing is, beside the signs the notes can name: the judge's
  // reading of each argument (judging/arguments.ts, fitted on people's ratings of arguments, alike typed or dictated).
  const span = rewardsOf(LESSON_FEEDBACK_RUBRIC, "persuasiveness");
  const learned = readArguments(text, promptTerms).quality;
  const quality = clamp((learned - span("span.low")) / (span("span.high") - span("span.low")), 0, 1);
  const W = weightsOf(LESSON_FEEDBACK_RUBRIC);
  const measured = { task, relevance, development, reasoning, examples, language: language.measure, persuasiveness: quality };
  let score = LESSON_FEEDBACK_RUBRIC.dimensions.reduce((sum, d) => sum + 100 * W[d.key] * measured[d.key], 0);
  // Capped only when sure: no sentence touches the subject in any way. A partly relevant answer loses in proportion (above).
  const offTopic = subject.elsewhere;
  if (offTopic) score = Math.min(score, 15);
  // Too thin to develop anything: scaled down in proportion (half at nothing, whole at THIN words), not cut
  // at a cliff, so a few more words (a filler in a transcript) move the score by a little, not by ten.
  if (count < THIN) score *= 0.5 + count / (2 * THIN);
  score = Math.round(clamp(score, 0, 100));

  const relevanceNote = offTopic
    ? "Your response does not engage with the prompt's subject; answer the question that was asked."
    : relevance >= 0.8
      ? "You address the prompt directly."
      : `Only ${subject.onSubject} of your ${subject.sentences} sentences talk about the prompt's subject, so relevance counted for less: tie each point back to it.`;
  const missing = asks.filter((a) => !a.done);
  const taskNote = missing.length
    ? `The prompt asks for ${missing.map((a) => a.what).join(" and ")}: ${missing.map((a) => a.how).join("; ")}.`
    : asks.length > 1
      ? "You do everything the prompt asks."
      : "";
  const languageLine = languageNote(language);
  const lengthNote =
    count < THIN
      ? `At ${count} word${count === 1 ? "" : "s"} the response is too thin to develop an argument; aim for a full paragraph or more.`
      : development < 1
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
  const verdict =
    score >= 75
      ? "Strong work."
      : score >= 50
        ? "A solid start."
        : score >= 25
          ? "This needs more development."
          : "This response needs substantial work.";
  const notes = [taskNote, relevanceNote, bestNote, lengthNote, reasonNote, exampleNote, languageLine].filter(Boolean);
  if (style === "brief") {
    const firstFix = [
      offTopic ? relevanceNote : "",
      missing.length ? taskNote : "",
      relevance < 0.8 ? relevanceNote : "",
      lengthNote,
      language.measure < 0.6 ? languageLine : "",
      reasons === 0 ? reasonNote : "",
      examples === 0 ? exampleNote : "",
    ].find(Boolean);
    // Brief is still about this answer: the line it quotes comes with the fix, whichever it is.
    const quoted = [firstFix ?? relevanceNote, firstFix?.includes('"') ? "" : bestNote || (reasonNote.includes('"') ? reasonNote : "")];
    return { score, feedback: [verdict, ...new Set(quoted)].filter(Boolean).join(" ") };
  }
  if (style === "rubric") {
    const ten = (v: number) => Math.round(v * 100) / 10;
    const rows = [
      { criterion: labelOf("task"), score: ten(task), outOf: 10, comment: taskNote || "You do what the prompt asks." },
      { criterion: labelOf("relevance"), score: ten(relevance), outOf: 10, comment: relevanceNote },
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
      { criterion: labelOf("development"), score: ten(development), outOf: 10, comment: lengthNote || "Developed in depth." },
      { criterion: labelOf("language"), score: ten(language.measure), outOf: 10, comment: languageLine },
      {
        criterion: labelOf("persuasiveness"),
        score: ten(quality),
        outOf: 10,
        comment: "The learned reading of how convincing the whole answer is.",
      },
      { criterion: "Overall", score, outOf: 100, comment: [verdict, bestNote].filter(Boolean).join(" ") },
    ];
    return { score, feedback: rows.map(rubricLine).join("\n") };
  }
  return { score, feedback: `${verdict} ${notes.join(" ")}` };
}
