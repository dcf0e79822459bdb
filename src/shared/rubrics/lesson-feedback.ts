// Feedback on a lesson's written answer: a score out of 100 made of these shares, read as a teacher reads
// the writing: did it do what the prompt asked, about the prompt's subject, developed, reasoned, with
// examples, in correct English, convincingly. The rewards are the offline reader's thresholds.
import { defineRubric } from "./types";

export const LESSON_FEEDBACK_RUBRIC = defineRubric({
  dimensions: [
    {
      key: "task",
      label: "Task",
      description: "does the answer do what the prompt asks",
      skill: "clarity",
      weight: 0.1,
      evidence: "each thing the prompt asks for (a position, a roadmap, titles, named parts, questions, a word limit) done",
    },
    {
      key: "relevance",
      label: "Relevance",
      description: "is the answer about the prompt's subject",
      skill: "impact",
      weight: 0.1,
      evidence: "sentences about the prompt's subject: its terms, their synonyms, its field and its actors",
      // Fully on the subject when this share of the sentences talk about it (the rest develop those).
      rewards: { "full.share": 0.5 },
    },
    {
      key: "development",
      label: "Development",
      description: "are the points developed in depth",
      skill: "analysis",
      weight: 0.3,
      evidence: "distinct ideas and words, not length: a point said twice adds nothing",
      // Distinct content words at which development is full (about 450 words of varied writing). The measure grows
      // as the square root of the share, so the first ideas count most and a 600-word essay still reads as more
      // developed than a 180-word one (both were full at 70, about 150 words).
      rewards: { "full.distinct": 140 },
    },
    {
      key: "reasoning",
      label: "Reasoning",
      description: "are the claims explained",
      skill: "analysis",
      weight: 0.05,
      evidence: "reasoning links ('because', 'which means', 'as a result')",
      rewards: { "full.links": 3 },
    },
    {
      key: "examples",
      label: "Examples",
      description: "are the claims supported by cases",
      skill: "examples",
      weight: 0.05,
      evidence: "a concrete example, figure or named case",
      rewards: { "full.signals": 2 },
    },
    {
      key: "language",
      label: "Language",
      description: "spelling and grammar",
      skill: "clarity",
      weight: 0.15,
      evidence: "spelling and grammar errors per 100 words (a spell checker and grammar signals), the student's own quoted",
      // Language reaches 0 at this many errors per 100 words.
      rewards: { "floor.per100": 10 },
    },
    {
      key: "persuasiveness",
      label: "Persuasiveness",
      description: "how convincing the writing reads",
      skill: "impact",
      weight: 0.25,
      evidence: "the learned reading of each argument in the answer (the judge's, fitted on people's ratings of arguments)",
      // The learned reading's usual span on honest writing (10th to 90th percentile on the dev motions: 0.35–0.65), stretched to 0–1.
      rewards: { "span.low": 0.3, "span.high": 0.7 },
    },
  ],
  overallNote:
    "the score out of 100 is the weighted sum; an answer surely about another subject, or very short, is capped; a partly relevant one loses in proportion",
});
