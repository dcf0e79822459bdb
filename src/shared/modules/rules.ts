// Module rules shared by server and screens (zod-free): the levels' weights for a module's dominant
// level, the lesson score rule, unlock-code format and lifetime.
import { LEVELS, type Level } from "#shared/levels.ts";
import { readableCode } from "#shared/codes.ts";

/**
 * Each level's weight. A module's dominant level is the level nearest the mean weight of its lessons
 * (mean rounded half up), so two beginner lessons and one advanced give intermediate (mean 1.67 → 2).
 * The database keeps each module's dominant level with the same weights (trigger and generated column,
 * migration 0004); `tests/api/module-counts.test.ts` checks the two agree.
 */
export const LEVEL_WEIGHTS: Record<Level, number> = { beginner: 1, intermediate: 2, advanced: 3 };

/** The dominant level of a module from the levels of its lessons; null for a module without lessons. */
export function dominantLevel(levels: readonly Level[]): Level | null {
  if (levels.length === 0) return null;
  const mean = levels.reduce((s, l) => s + LEVEL_WEIGHTS[l], 0) / levels.length;
  const w = Math.round(mean);
  return LEVELS.find((l) => LEVEL_WEIGHTS[l] === w) ?? null;
}

/** A score rounded and clamped to 0–100; null when it is not a finite number. */
export function clampScore(value: unknown): number | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** A quiz's result: how many questions were answered right, of how many. */
export interface QuizTally {
  correct: number;
  total: number;
}

/** The parts of a lesson that are scored: the quiz (null without questions) and the writing (null when the lesson asks for none). */
export interface LessonParts {
  quiz: QuizTally | null;
  writing: number | null;
}

/**
 * The one rule that combines a lesson's scores (module and classroom lessons alike): the quiz
 * percentage and the writing score count half each; a lesson with only one of them takes that one;
 * a lesson with neither has no score (null). Rounded and clamped to 0–100. The teacher's grade is
 * never part of it: it is a separate figure.
 */
export function lessonScore({ quiz, writing }: LessonParts): number | null {
  const parts: number[] = [];
  if (quiz && quiz.total > 0) parts.push((quiz.correct / quiz.total) * 100);
  const w = clampScore(writing);
  if (w !== null) parts.push(w);
  if (parts.length === 0) return null;
  return clampScore(parts.reduce((a, b) => a + b, 0) / parts.length);
}

/**
 * The writing part of a lesson's score: null when the lesson asks for no writing; when it does, the
 * AI's score rounded and clamped, and 0 for a blank response (leaving it out would score better than trying).
 */
export function writingPart(lesson: { allowWriting: boolean }, aiScore: number | null): number | null {
  if (!lesson.allowWriting) return null;
  return clampScore(aiScore) ?? 0;
}

/** Whether submitting asks the AI for feedback: writing allowed and a non-empty response. */
export function wantsWritingFeedback(lesson: { allowWriting: boolean }, writingResponse: string): boolean {
  return lesson.allowWriting && writingResponse.trim().length > 0;
}

/**
 * A lesson that asks something (a quiz, writing or a case to build) is not handed in with nothing in
 * it: no question answered and every text empty. A reading-only lesson is submitted as it is.
 */
export function isBlankSubmission(s: { asks: boolean; answered: number; texts: string[] }): boolean {
  return s.asks && s.answered === 0 && s.texts.every((t) => t.trim() === "");
}

/**
 * Unlock codes: 6 readable characters (shared/codes.ts), valid for 24 hours. A code is still accepted
 * as any 6 capitals and digits, so one made before the alphabet lost its look-alikes works until it expires.
 */
export const UNLOCK_CODE_LENGTH = 6;
export const UNLOCK_CODE_TTL_MS = 86_400_000;
export const UNLOCK_CODE_PATTERN = /^[A-Z0-9]{6}$/;

/** A code as the student typed it, normalised (outer spaces dropped, upper case); null when it cannot be a code. */
export function normaliseUnlockCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return UNLOCK_CODE_PATTERN.test(code) ? code : null;
}

/** A new code from a source of random numbers in [0, 1). */
export function makeUnlockCode(random: () => number): string {
  return readableCode(UNLOCK_CODE_LENGTH, (n) => Math.min(n - 1, Math.floor(random() * n)));
}

export function unlockCodeExpiry(now: Date): Date {
  return new Date(now.getTime() + UNLOCK_CODE_TTL_MS);
}

/** Wrong unlock codes allowed per user in the window before further tries are refused. */
export const UNLOCK_MAX_WRONG = 5;
export const UNLOCK_WINDOW_MS = 15 * 60_000;

/** Catalogue paging: 9 cards a page. */
export const CATALOGUE_PAGE_SIZE = 9;
export const CATALOGUE_SORTS = ["recent", "title", "lessons"] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
export const ACCESS_STATUSES = ["unlocked", "public", "locked"] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];
export const WRITING_MAX = 20_000;
