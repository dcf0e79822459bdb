// The gradebook as a CSV file the host downloads: one row per student, and per assigned lesson its
// status, quiz, writing, overall score and teacher's grade (kept apart, as on screen), then a row of
// class averages. Every cell is quoted, and a cell a spreadsheet would read as a formula is defused.
import type { ServiceCtx } from "#server/platform/context.ts";
import { requireUser } from "#server/auth/access.ts";
import { hostedClassroom } from "./access";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/index.ts";
import { GRID_STATUS_LABELS } from "#shared/classrooms/rules.ts";
import type { ManageResponse } from "#shared/classrooms/schemas.ts";
import { buildManage, gatherManage } from "./manage";

type Cell = ManageResponse["grid"][number]["cells"][number];

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

const quizText = (c: Cell) => (c.quiz_correct === null || c.quiz_total === null ? null : `${c.quiz_correct}/${c.quiz_total}`);

function mean(values: ReadonlyArray<number | null>): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? Math.round(known.reduce((a, b) => a + b, 0) / known.length) : null;
}

/** The file's text: a header, a row per student (in the page's order), the class averages. */
export function gradebookCsv(page: ManageResponse): string {
  const header = ["Student"];
  for (const l of page.lessons)
    header.push(`${l.title}: status`, `${l.title}: quiz`, `${l.title}: writing`, `${l.title}: overall`, `${l.title}: teacher grade`);
  const names = new Map(page.members.map((m) => [m.user_id, m.username]));
  const rows = page.grid.map((r) => [
    names.get(r.student_id) ?? "",
    ...r.cells.flatMap((c) => [
      GRID_STATUS_LABELS[c.status] + (c.late && c.status !== "late" ? " (late)" : ""),
      quizText(c),
      c.writing_score,
      c.score,
      c.teacher_score,
    ]),
  ]);
  const averages = [
    "Class average",
    ...page.lessons.flatMap((_l, i) => {
      const cells = page.grid.map((r) => r.cells[i]);
      const quiz = mean(cells.map((c) => (c.quiz_total ? Math.round(((c.quiz_correct ?? 0) / c.quiz_total) * 100) : null)));
      return [
        null,
        quiz === null ? null : `${quiz}%`,
        mean(cells.map((c) => c.writing_score)),
        mean(cells.map((c) => c.score)),
        mean(cells.map((c) => c.teacher_score)),
      ];
    }),
  ];
  return [header, ...rows, averages].map(csvLine).join("\r\n") + "\r\n";
}

/** GET /api/classrooms/{id}/gradebook.csv: the host only; the file name carries the class's name, made safe. */
export async function getGradebookCsv({ ctx, input }: { ctx: ServiceCtx; input: { classroomId: string } }) {
  const user = requireUser(ctx);
  const room = await hostedClassroom({ ctx, input: { user, classroomId: input.classroomId, denied: C.notHost } });
  const page = buildManage(room, await gatherManage({ ctx, input: { room } }), ctx.now());
  const slug =
    room.name
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "class";
  return { csv: gradebookCsv(page), filename: `gradebook-${slug}.csv` };
}
