// The gradebook: one table of the class's assigned lessons, debate assignments and live rounds with the
// chair's ballot, a row per student, and the class averages (of the teacher's grade where given, else the
// automatic score; of the debaters' speaker points for a live round). The screen and the CSV file both
// read it. The host only: she sees a live round's ballot before she releases it, marked as unreleased.
import type { ServiceCtx } from "#server/platform/context.ts";
import { requireUser } from "#server/auth/access.ts";
import { classDebatesForGradebook, type ClassDebates } from "#server/domains/debate-assignments/index.ts";
import { classLiveRoundsForGradebook, type GradedLiveRound } from "#server/domains/live-rounds/index.ts";
import { CLASSROOM_MESSAGES as C, DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/index.ts";
import { GRADEBOOK_MESSAGES as G } from "#shared/messages/gradebook.ts";
import { GRID_STATUS_LABELS } from "#shared/classrooms/rules.ts";
import type { ManageResponse } from "#shared/classrooms/schemas.ts";
import { counted, mean, type GradebookCell, type GradebookColumn, type GradebookResponse } from "#shared/classrooms/gradebook.ts";
import type { WorkSummary } from "#shared/debate-assignments/schemas.ts";
import { hostedClassroom, type ClassroomRow } from "./access";
import { buildManage, gatherManage } from "./manage";
import { gradedAttempts, type GradedAttempt } from "./graded-attempts";
import { gradebookCsv } from "./gradebook-csv";

type LessonCell = ManageResponse["grid"][number]["cells"][number];
const LESSON_OUT_OF = 100;
/** The ballot's three categories, 0-10 each. */
const DEBATE_OUT_OF = 30;

function lessonCell(c: LessonCell, graded: GradedAttempt | undefined): GradebookCell {
  const isGraded = c.teacher_score !== null;
  // Without the kept attempts (older work), the grade is on the latest attempt unless one came after it.
  const fallback = isGraded && !c.resubmitted_after_grading && c.attempts > 0;
  return {
    column_id: c.lesson_id,
    status: c.status,
    status_label: GRID_STATUS_LABELS[c.status],
    late: c.late,
    auto: c.score,
    grade: c.teacher_score,
    graded_attempt: isGraded ? (graded?.attempt ?? (fallback ? c.attempts : null)) : null,
    graded_auto: isGraded ? (graded ? graded.score : fallback ? c.score : null) : null,
    attempts: c.attempts,
    after_grading: c.resubmitted_after_grading,
    quiz_correct: c.quiz_correct,
    quiz_total: c.quiz_total,
    writing_score: c.writing_score,
  };
}

function debateCell(columnId: string, dueAt: string | null, w: WorkSummary, now: Date): GradebookCell {
  const auto = w.judge?.total ?? null;
  const grade = w.teacher?.total ?? null;
  const open = w.status === "not_started" || w.status === "in_progress";
  return {
    column_id: columnId,
    status: w.status,
    status_label: D.statusLabels[w.status],
    late: w.status === "late" || (open && !!dueAt && now.getTime() > Date.parse(dueAt)),
    auto,
    grade,
    // One round per student: the grade is on it.
    graded_attempt: grade === null ? null : 1,
    graded_auto: grade === null ? null : auto,
    attempts: auto === null ? 0 : 1,
    after_grading: false,
    quiz_correct: null,
    quiz_total: null,
    writing_score: null,
  };
}

function liveColumn(g: GradedLiveRound): GradebookColumn {
  const scale = g.meta.points_scale;
  return {
    id: g.meta.round_id,
    kind: "live_round",
    title: g.meta.motion,
    due_at: null,
    out_of: scale?.max ?? null,
    live: { ...g.meta, released: g.released, average_of: scale ? G.liveAverageOf(scale) : G.liveNoPoints },
  };
}

/** A student's part in a live round: their position, points and team result; "Audience" when they did not speak. */
function liveCell(g: GradedLiveRound, studentId: string): GradebookCell {
  const result = g.results.get(studentId) ?? null;
  return {
    column_id: g.meta.round_id,
    status: result ? "debated" : "audience",
    status_label: result ? result.result_label : G.liveAudience,
    late: false,
    // The chair's points are on their own scale (and by halves in World Schools): in `live`, not in the 0-100 figures.
    auto: null,
    grade: null,
    graded_attempt: null,
    graded_auto: null,
    attempts: 0,
    after_grading: false,
    quiz_correct: null,
    quiz_total: null,
    writing_score: null,
    live: result,
  };
}

/** A column's class average: of the figure counted, or of a live round's speaker points (to one decimal, saying so). */
function averageOf(col: GradebookColumn, cells: GradebookCell[]) {
  if (col.kind !== "live_round") return { column_id: col.id, average: mean(cells.map(counted)) };
  return {
    column_id: col.id,
    average: mean(
      cells.map((c) => c.live?.points ?? null),
      1,
    ),
    basis: col.live?.average_of,
  };
}

/** The one table from the manage page's grid, the graded attempts, the class's debates and its live rounds. */
export function buildGradebook(
  page: ManageResponse,
  graded: Map<string, GradedAttempt>,
  debates: Pick<ClassDebates, "assignments" | "work" | "notStarted">,
  now: Date,
  live: GradedLiveRound[] = [],
): GradebookResponse {
  const columns: GradebookColumn[] = [
    ...page.lessons.map((l) => ({ id: l.id, kind: l.kind, title: l.title, due_at: l.due_at, out_of: LESSON_OUT_OF })),
    ...debates.assignments.map((a) => ({ id: a.id, kind: "debate" as const, title: a.motion, due_at: a.due_at, out_of: DEBATE_OUT_OF })),
    ...live.map(liveColumn),
  ];
  const names = new Map(page.members.map((m) => [m.user_id, m.username]));
  const rows = page.grid.map((r) => ({
    student_id: r.student_id,
    username: names.get(r.student_id) ?? "",
    cells: [
      ...r.cells.map((c) => lessonCell(c, graded.get(`${r.student_id}|${c.lesson_id}`))),
      ...debates.assignments.map((a) =>
        debateCell(a.id, a.due_at, debates.work.get(`${a.id}:${r.student_id}`) ?? debates.notStarted.get(a.id)!, now),
      ),
      ...live.map((g) => liveCell(g, r.student_id)),
    ],
  }));
  return {
    classroom: { id: page.classroom.id, name: page.classroom.name },
    columns,
    rows,
    // The host's show_class_averages setting: the manage page leaves its averages out when it is off.
    averages:
      page.averages === null
        ? null
        : columns.map((col, i) =>
            averageOf(
              col,
              rows.map((r) => r.cells[i]),
            ),
          ),
  };
}

async function gradebookOf(ctx: ServiceCtx, room: ClassroomRow): Promise<GradebookResponse> {
  const [gathered, graded, debates, live] = [
    await gatherManage({ ctx, input: { room } }),
    await gradedAttempts({ ctx, input: { classroomId: room.id } }),
    await classDebatesForGradebook({ ctx, input: { classroomId: room.id } }),
    await classLiveRoundsForGradebook({ ctx, input: { classroomId: room.id } }),
  ];
  return buildGradebook(buildManage(room, gathered, ctx.now()), graded, debates, ctx.now(), live);
}

async function hosted(ctx: ServiceCtx, classroomId: string) {
  const user = requireUser(ctx);
  return hostedClassroom({ ctx, input: { user, classroomId, denied: C.notHost } });
}

/** GET /api/classrooms/{id}/gradebook: the host only. */
export async function getGradebook({ ctx, input }: { ctx: ServiceCtx; input: { classroomId: string } }): Promise<GradebookResponse> {
  const room = await hosted(ctx, input.classroomId);
  return gradebookOf(ctx, room);
}

/** GET /api/classrooms/{id}/gradebook.csv: the host only; the file name carries the class's name, made safe. */
export async function getGradebookCsv({ ctx, input }: { ctx: ServiceCtx; input: { classroomId: string } }) {
  const room = await hosted(ctx, input.classroomId);
  const slug =
    room.name
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "class";
  return { csv: gradebookCsv(await gradebookOf(ctx, room)), filename: `gradebook-${slug}.csv` };
}
