// The one quiz reader. A module lesson's quiz is stored in one of three shapes — an
// array of questions, an object with a `questions` array, or a JSON string of either — and a
// question's `correct` is either the right option's text or its index. Every reader of a stored quiz
// goes through `readQuiz`, which gives one normalised quiz or a `QuizReadError` with a clear reason.
// Zod-free, so screens can use it without pulling zod in.

/** One normalised question: `correct` is the index of the right option in `options`. */
export interface QuizQuestion {
  id: string;
  text: string;
  options: string[];
  correct: number;
}

export type Quiz = QuizQuestion[];

export const QUIZ_MIN_OPTIONS = 2;
export const QUIZ_MAX_OPTIONS = 5;

export class QuizReadError extends Error {
  constructor(reason: string) {
    super(`The quiz could not be read: ${reason}`);
    this.name = "QuizReadError";
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function firstString(q: Record<string, unknown>, keys: string[]): string | undefined {
  for (const k of keys) {
    const v = q[k];
    if (typeof v === "string" && v.trim()) return v.trim();
  }
  return undefined;
}

function readQuestion(raw: unknown, index: number): QuizQuestion {
  const where = `question ${index + 1}`;
  if (!isRecord(raw)) throw new QuizReadError(`${where} is not an object.`);
  const text = firstString(raw, ["text", "question", "prompt"]);
  if (!text) throw new QuizReadError(`${where} has no text.`);
  const rawOptions = raw.options ?? raw.choices;
  if (!Array.isArray(rawOptions)) throw new QuizReadError(`${where} has no list of options.`);
  const options = rawOptions.map((o) => (typeof o === "string" || typeof o === "number" ? String(o).trim() : ""));
  if (options.some((o) => !o)) throw new QuizReadError(`${where} has an empty or non-text option.`);
  if (options.length < QUIZ_MIN_OPTIONS || options.length > QUIZ_MAX_OPTIONS) {
    throw new QuizReadError(`${where} needs ${QUIZ_MIN_OPTIONS} to ${QUIZ_MAX_OPTIONS} options, not ${options.length}.`);
  }
  if (new Set(options).size !== options.length) throw new QuizReadError(`${where} has the same option twice.`);
  const correct = correctIndex(raw.correct ?? raw.answer ?? raw.correctAnswer ?? raw.correct_answer, options);
  if (correct === null) throw new QuizReadError(`${where}'s correct answer matches none of its options.`);
  const id = typeof raw.id === "string" || typeof raw.id === "number" ? String(raw.id) : String(index);
  return { id, text, options, correct };
}

/** The option's text (exact, then ignoring case and outer spaces) wins; else a whole number is an index. */
function correctIndex(value: unknown, options: string[]): number | null {
  if (typeof value === "string") {
    const t = value.trim();
    const exact = options.indexOf(t);
    if (exact >= 0) return exact;
    const folded = options.findIndex((o) => o.toLowerCase() === t.toLowerCase());
    if (folded >= 0) return folded;
    return null;
  }
  if (typeof value === "number" && Number.isInteger(value) && value >= 0 && value < options.length) return value;
  return null;
}

/** Reads a stored quiz in any of its three shapes. Throws `QuizReadError` (never anything else) when it cannot. */
export function readQuiz(stored: unknown): Quiz {
  let value = stored;
  if (value === null || value === undefined) return [];
  if (typeof value === "string") {
    if (!value.trim()) return [];
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      throw new QuizReadError("the text is not valid JSON.");
    }
    if (typeof value === "string") throw new QuizReadError("the text holds a string, not questions.");
  }
  const list = isRecord(value) ? value.questions : value;
  if (!Array.isArray(list)) throw new QuizReadError("expected a list of questions or an object with `questions`.");
  const quiz = list.map(readQuestion);
  const ids = new Set<string>();
  // Ids must tell questions apart; when stored ids repeat, fall back to positions.
  for (const q of quiz) ids.add(q.id);
  return ids.size === quiz.length ? quiz : quiz.map((q, i) => ({ ...q, id: String(i) }));
}

/** Like `readQuiz`, but answers instead of throwing. */
export function tryReadQuiz(stored: unknown): { ok: true; quiz: Quiz } | { ok: false; error: string } {
  try {
    return { ok: true, quiz: readQuiz(stored) };
  } catch (err) {
    if (err instanceof QuizReadError) return { ok: false, error: err.message };
    throw err;
  }
}

/** A learner's answers, keyed by question index ("0", "1", …): the chosen option's text, or its index. */
export type QuizAnswers = Record<string, string | number>;

/** Whether the learner chose the right option of question `index`. */
export function isAnswerCorrect(quiz: Quiz, answers: QuizAnswers, index: number): boolean {
  const q = quiz[index];
  const a = answers[String(index)];
  if (!q || a === undefined) return false;
  return correctIndex(a, q.options) === q.correct;
}

/** How many questions the learner answered right, of how many. */
export function quizTally(quiz: Quiz, answers: QuizAnswers): { correct: number; total: number } {
  const correct = quiz.reduce((n, _q, i) => n + (isAnswerCorrect(quiz, answers, i) ? 1 : 0), 0);
  return { correct, total: quiz.length };
}

/** Rounded percent of correct answers; a quiz without questions gives 0. */
export function quizPercent(quiz: Quiz, answers: QuizAnswers): number {
  const { correct, total } = quizTally(quiz, answers);
  return total === 0 ? 0 : Math.round((correct / total) * 100);
}
