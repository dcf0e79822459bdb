// The offline reader of a module lesson's writing (POST /api/lesson-feedback without a model): it
// reads the response against the prompt. The score (0–100) rises for work that is on the prompt's
// topic, gives reasons and examples, and is long enough to develop them; it falls for empty, thin,
// off-topic work and for a response that only copies the prompt. Deterministic and I/O-free.
import { clamp, contentWords, exampleSignals, isCopy, lexicalDiversity, overlap, reasoningCount, unique, words } from "./text";

export interface LessonFeedbackResult {
  feedback: string;
  score: number;
}

/** Words at which length stops adding to the score. */
const FULL_LENGTH = 150;
const THIN = 40;

export function offlineLessonFeedback({ prompt, input }: { prompt: string; input: string }): LessonFeedbackResult {
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

  let score = 30 * relevance + 25 * length + 25 * reasoning + 10 * examples + 10 * variety;
  const offTopic = promptTerms.length > 0 && overlap(promptTerms, text) < 0.1;
  if (offTopic) score = Math.min(score, 25);
  if (count < THIN) score = Math.min(score, 20 + count);
  score = Math.round(clamp(score, 0, 100));

  const notes: string[] = [];
  if (offTopic)
    notes.push("Your response does not engage with the prompt's topic; answer the question that was asked, using its key terms.");
  else if (relevance >= 0.8) notes.push("You address the prompt directly.");
  else notes.push("You touch on the prompt; tie your answer more closely to its key terms.");
  if (count < THIN)
    notes.push(
      `At ${count} word${count === 1 ? "" : "s"} the response is too thin to develop an argument; aim for a full paragraph or more.`,
    );
  else if (count < FULL_LENGTH) notes.push("Develop your points further: each claim needs its explanation and its consequence.");
  if (reasons === 0) notes.push("Explain why your claims are true: use reasoning links such as 'because', 'which means' or 'as a result'.");
  else if (reasons >= 3) notes.push("Your reasoning is explicit and easy to follow.");
  if (examples === 0) notes.push("Add a concrete example, figure or case to support your analysis.");
  else if (examples >= 1) notes.push("Your examples make the argument concrete.");
  if (variety < 0.6) notes.push("Vary your wording; repeating the same words makes the argument feel thinner than it is.");
  const verdict =
    score >= 75
      ? "Strong work."
      : score >= 50
        ? "A solid start."
        : score >= 25
          ? "This needs more development."
          : "This response needs substantial work.";
  return { score, feedback: `${verdict} ${notes.join(" ")}` };
}
