// The form feedback takes under the user's feedback_style. 'rubric' feedback is a
// table of criteria with scores; it travels as text, one criterion a line — "Reasoning (7/10): comment" —
// so every feedback field (drills' comments, a lesson's feedback) carries it without a new contract, and
// the screen turns those lines back into a table.

export type FeedbackStyle = "brief" | "detailed" | "rubric";

export interface RubricRow {
  criterion: string;
  score: number;
  outOf: number;
  comment: string;
}

const LINE = /^\s*([^\n()]{2,60}?)\s*\((\d{1,3}(?:\.\d{1,2})?)\s*\/\s*(10|100)\)\s*:\s*(.*)$/;

/** One criterion line, as the coach and the model write it. */
export function rubricLine(row: RubricRow): string {
  return `${row.criterion} (${row.score}/${row.outOf}): ${row.comment}`;
}

export interface Rubric {
  /** What comes before the table: a line that outweighs every criterion (e.g. "You argued the other side …"). */
  lead: string;
  rows: RubricRow[];
}

/**
 * The rubric in a feedback text, or null when it is not one: at least two criterion lines, all at the end,
 * with at most one line of prose before them.
 */
export function readRubric(text: string | null | undefined): Rubric | null {
  const lines = (text ?? "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const parsed = lines.map((line) => LINE.exec(line));
  const first = parsed.findIndex(Boolean);
  if (first < 0 || first > 1 || lines.length - first < 2 || parsed.slice(first).some((m) => !m)) return null;
  const rows = parsed
    .slice(first)
    .map((m) => ({ criterion: m![1]!.trim(), score: Number(m![2]), outOf: Number(m![3]), comment: m![4]!.trim() }));
  return { lead: lines.slice(0, first).join(" "), rows };
}

/** The instruction a model gets for each style (the offline coach writes the same forms). */
export const STYLE_INSTRUCTIONS: Record<FeedbackStyle, string> = {
  brief: "Keep comments to one or two sentences and give at most two improvements.",
  detailed: "Give full comments: what works, what is missing, and how to fix it.",
  rubric:
    "Write the comments as a rubric: one line per criterion, exactly in the form 'Criterion (score/10): comment', " +
    "and a last line 'Overall (score/10): summary'. No other text in the comments.",
};
