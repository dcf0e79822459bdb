// Language as a named part of a lesson's score: spelling and capitals (./spelling, nspell over dictionary-en) and grammar
// signals (./grammar-signals), counted as errors per 100 words, as a teacher marking a learner's essay
// counts them. The reading keeps the student's own errors with their fixes, so the feedback can quote them.
import { LESSON_FEEDBACK_RUBRIC, rewardsOf } from "#shared/rubrics/index.ts";
import { grammarSlips } from "./grammar-signals";
import { capitalSlips, misspellings } from "./spelling";
import { words } from "./text";

export interface LanguageError {
  kind: "spelling" | "grammar";
  text: string;
  fix: string | null;
}

export interface LanguageReading {
  errors: LanguageError[];
  /** Errors per 100 words. */
  per100: number;
  /** 1 with no errors, falling to 0 at the rubric's errors-per-100 floor. */
  measure: number;
}

const R = rewardsOf(LESSON_FEEDBACK_RUBRIC, "language");

/** The writing's spelling and grammar; `allowed` are words never counted as misspelt (the prompt's own). */
export function readLanguage(text: string, allowed: Iterable<string> = []): LanguageReading {
  const count = words(text).length;
  const errors: LanguageError[] = [
    ...[...misspellings(text, allowed), ...capitalSlips(text)].map((m) => ({ kind: "spelling" as const, text: m.word, fix: m.fix })),
    ...grammarSlips(text).map((g) => ({ kind: "grammar" as const, text: g.text, fix: g.fix })),
  ];
  const per100 = count ? (100 * errors.length) / count : 0;
  return { errors, per100, measure: Math.max(0, Math.min(1, 1 - per100 / R("floor.per100"))) };
}

/** The note: the rate named, and one or two of the student's own errors quoted with the fix. */
export function languageNote(reading: LanguageReading): string {
  if (reading.errors.length === 0) return "Your spelling and grammar are clean.";
  // Grammar first when there is any: it is what changes the meaning; then a spelling.
  const shown = [reading.errors.find((e) => e.kind === "grammar"), reading.errors.find((e) => e.kind === "spelling")]
    .filter((e): e is LanguageError => !!e)
    .slice(0, 2);
  const fixes = shown.map((e) => (e.fix ? `"${e.text}" should be '${e.fix}'` : `check the spelling of "${e.text}"`));
  const rate = reading.per100 >= 1 ? ` (about ${Math.round(reading.per100)} in every 100 words)` : "";
  const n = reading.errors.length;
  return `Language: ${n} spelling or grammar error${n === 1 ? "" : "s"}${rate}; for example, ${fixes.join(", and ")}.`;
}
