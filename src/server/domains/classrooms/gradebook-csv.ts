// The gradebook as a CSV file: UTF-8 with a byte-order mark (so a spreadsheet on Windows reads
// "Zoë O'Brien-Núñez" as written), one row per student, then the class averages. Every figure is a
// plain number in its own column (a quiz's right answers and its percentage apart: "3/3" reads as a
// date), the average row in the same form. A live round's speaker points, reply points and each scale's
// top have columns of their own, beside the position, the team's result and the chair's reason. Every
// cell is quoted, and a cell a spreadsheet would read as a formula is defused.
import { GRADEBOOK_MESSAGES as G } from "#shared/messages/gradebook.ts";
import { FORMATS } from "#shared/debate/formats/index.ts";
import {
  counted,
  mean,
  quizPercent,
  type GradebookCell,
  type GradebookColumn,
  type GradebookResponse,
} from "#shared/classrooms/gradebook.ts";

/** Excel, LibreOffice and Numbers read a file that starts with it as UTF-8. */
export const BOM = "\uFEFF";

/**
 * One CSV cell: quoted, quotes doubled. A text starting with = + - @ (or a tab or carriage return,
 * which some spreadsheets skip before reading a formula) gets a leading apostrophe, so it stays text.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvLine = (cells: ReadonlyArray<string | number | null>) => cells.map(csvCell).join(",");

type Figure = { header: string; value: (c: GradebookCell) => string | number | null; average: (cells: GradebookCell[]) => number | null };

const status = (c: GradebookCell) => c.status_label + (c.late && c.status !== "late" ? " (late)" : "");
const whole = (pick: (c: GradebookCell) => number | null) => (cells: GradebookCell[]) => mean(cells.map(pick));
const none = () => null;

/** A lesson's columns: status, attempts, the graded one, the quiz (right, and %), writing, the automatic score, the grade, the figure counted. */
function lessonFigures(col: GradebookColumn, cells: GradebookCell[]): Figure[] {
  const totals = new Set(cells.flatMap((c) => (c.quiz_total === null ? [] : [c.quiz_total])));
  const of = totals.size === 1 ? ` (of ${[...totals][0]})` : "";
  const figures: Figure[] = [
    { header: "status", value: status, average: none },
    { header: "attempts", value: (c) => c.attempts, average: none },
    { header: "graded attempt", value: (c) => c.graded_attempt, average: none },
    {
      header: `quiz right${of}`,
      value: (c) => c.quiz_correct,
      average: (cs) =>
        mean(
          cs.map((c) => c.quiz_correct),
          1,
        ),
    },
    { header: "quiz %", value: quizPercent, average: whole(quizPercent) },
    { header: "writing", value: (c) => c.writing_score, average: whole((c) => c.writing_score) },
    { header: "overall (auto)", value: (c) => c.auto, average: whole((c) => c.auto) },
    { header: "teacher grade", value: (c) => c.grade, average: whole((c) => c.grade) },
    { header: "counted (teacher, else auto)", value: counted, average: whole(counted) },
  ];
  return figures.map((f) => ({ ...f, header: `${col.title}: ${f.header}` }));
}

/** A debate's columns, out of 30: status, the judge's total, the teacher's, the figure counted. */
function debateFigures(col: GradebookColumn): Figure[] {
  const figures: Figure[] = [
    { header: "status", value: status, average: none },
    { header: `judge (auto, of ${col.out_of})`, value: (c) => c.auto, average: whole((c) => c.auto) },
    { header: `teacher grade (of ${col.out_of})`, value: (c) => c.grade, average: whole((c) => c.grade) },
    { header: "counted (teacher, else auto)", value: counted, average: whole(counted) },
  ];
  return figures.map((f) => ({ ...f, header: `${G.debateColumn(col.title)}: ${f.header}` }));
}

/** A live round's columns: released or not, position, team, result (and BP rank), speaker points and the scale's top, the reply's, the chair's reason. */
function liveFigures(col: GradebookColumn): Figure[] {
  const live = col.live!;
  const points = live.points_scale;
  const reply = live.reply_scale;
  const of = (pick: (c: GradebookCell) => string | number | null) => (c: GradebookCell) => (c.live ? pick(c) : null);
  const figures: Figure[] = [
    { header: "released", value: () => (live.released ? "yes" : "no"), average: none },
    { header: "position", value: (c) => c.live?.speaker_label ?? G.liveAudience, average: none },
    { header: "team", value: of((c) => c.live!.team_label), average: none },
    { header: "result", value: of((c) => c.live!.result_label), average: none },
    ...(FORMATS[live.format].ballot.result === "ranks" ? [{ header: "team rank", value: of((c) => c.live!.rank), average: none }] : []),
    ...(points
      ? [
          {
            header: "speaker points",
            value: of((c) => c.live!.points),
            average: (cs: GradebookCell[]) =>
              mean(
                cs.map((c) => c.live?.points ?? null),
                1,
              ),
          },
          { header: "speaker points max", value: of(() => points.max), average: () => points.max },
        ]
      : []),
    ...(reply
      ? [
          { header: "reply points", value: of((c) => c.live!.reply_points), average: none },
          { header: "reply points max", value: of((c) => (c.live!.reply_points === null ? null : reply.max)), average: none },
        ]
      : []),
    { header: "chair's reason", value: of(() => live.reason), average: none },
  ];
  return figures.map((f) => ({ ...f, header: `${G.liveColumn(col.title, live.format_name, live.date.slice(0, 10))}: ${f.header}` }));
}

const figuresOf = (col: GradebookColumn, cells: GradebookCell[]) =>
  col.kind === "debate" ? debateFigures(col) : col.kind === "live_round" ? liveFigures(col) : lessonFigures(col, cells);

/** The file's text: the byte-order mark, a header, a row per student (in the page's order), the class averages. */
export function gradebookCsv(book: GradebookResponse): string {
  const perColumn = book.columns.map((col, i) => {
    const cells = book.rows.map((r) => r.cells[i]);
    return { cells, figures: figuresOf(col, cells) };
  });
  const header = ["Student", ...perColumn.flatMap((p) => p.figures.map((f) => f.header))];
  const rows = book.rows.map((r, ri) => [r.username, ...perColumn.flatMap((p) => p.figures.map((f) => f.value(p.cells[ri])))]);
  const averages = [G.csvAverageRow, ...perColumn.flatMap((p) => p.figures.map((f) => f.average(p.cells)))];
  return BOM + [header, ...rows, averages].map(csvLine).join("\r\n") + "\r\n";
}
