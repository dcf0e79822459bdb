// The gradebook's table from the manage page's grid, the graded attempts and the class's debates: which
// attempt a grade is on when the attempts were not kept, lateness of a debate, and the averages.
import { describe, expect, it } from "vitest";
import { buildGradebook } from "#server/domains/classrooms/gradebook.ts";
import type { ManageResponse } from "#shared/classrooms/schemas.ts";
import type { WorkSummary } from "#shared/debate-assignments/schemas.ts";
import { liveRefresh, LIVE_REFRESH_MS } from "#web/features/classrooms/api/live-refresh.ts";

type Cell = ManageResponse["grid"][number]["cells"][number];
const cell = (p: Partial<Cell>): Cell => ({
  lesson_id: "l1",
  status: "graded",
  late: false,
  resubmitted_after_grading: false,
  attempts: 1,
  quiz_correct: 1,
  quiz_total: 2,
  writing_score: null,
  score: 50,
  teacher_score: 70,
  ...p,
});
const member = (user_id: string, username: string) => ({
  user_id,
  username,
  role: "student" as const,
  joined_at: "",
  avatar_url: "",
  school: "",
  bio: "",
  password_resettable: true,
});

function page(cells: Cell[][], averages: ManageResponse["averages"] = []): ManageResponse {
  return {
    classroom: { id: "c", name: "C", code: "ABCDEF", created_at: "" },
    members: cells.map((_, i) => member(`s${i}`, `Student ${i}`)),
    lessons: [
      {
        id: "l1",
        kind: "lesson",
        title: "L",
        level: "beginner",
        due_at: null,
        rules: { reveal_answers: "never", max_attempts: "2", lock_on_grade: false },
      },
    ],
    library: [],
    grid: cells.map((c, i) => ({ student_id: `s${i}`, cells: c })),
    averages,
  };
}
const notStarted: WorkSummary = {
  status: "not_started",
  side: "Government",
  finished_at: null,
  judge: null,
  teacher: null,
  return_comment: null,
  extra_attempt_open: false,
};
const debates = (due_at: string | null, work = new Map<string, WorkSummary>()) => ({
  assignments: [
    { id: "d1", motion: "M", side: "Government" as const, due_at, drill: null, created_at: "", has_brief: false, brief_practice: false },
  ],
  work,
  notStarted: new Map([["d1", notStarted]]),
});
const now = new Date("2030-01-02T00:00:00Z");

describe("the gradebook's table", () => {
  it("reads the graded attempt from the kept attempts, else the latest when nothing came after the grade", () => {
    const book = buildGradebook(
      page([[cell({})], [cell({ status: "resubmitted", resubmitted_after_grading: true, attempts: 2 })], [cell({ attempts: 2 })]]),
      new Map([["s2|l1", { attempt: 1, score: 40 }]]),
      debates(null),
      now,
    );
    expect(book.rows.map((r) => [r.cells[0].graded_attempt, r.cells[0].graded_auto])).toEqual([
      [1, 50],
      [null, null],
      [1, 40],
    ]);
  });

  it("puts the debates after the lessons, late once the due date passes unstarted, and averages the grade where given", () => {
    const work = new Map<string, WorkSummary>([
      [
        "d1:s0",
        {
          status: "graded",
          side: "Government",
          finished_at: "",
          judge: { total: 18, speakerPoints: 70 },
          teacher: { total: 24, speakerPoints: 76 },
          return_comment: null,
          extra_attempt_open: false,
        },
      ],
    ]);
    const book = buildGradebook(
      page([[cell({})], [cell({ teacher_score: null, status: "submitted" })]]),
      new Map(),
      debates("2030-01-01T00:00:00Z", work),
      now,
    );
    expect(book.columns.map((c) => [c.kind, c.out_of])).toEqual([
      ["lesson", 100],
      ["debate", 30],
    ]);
    expect(book.rows[0].cells[1]).toMatchObject({ status: "graded", auto: 18, grade: 24, graded_attempt: 1, attempts: 1, late: false });
    expect(book.rows[1].cells[1]).toMatchObject({ status: "not_started", auto: null, grade: null, attempts: 0, late: true });
    // Lesson: 70 (grade) and 50 (auto, ungraded) → 60; debate: 24 alone.
    expect(book.averages).toEqual([
      { column_id: "l1", average: 60 },
      { column_id: "d1", average: 24 },
    ]);
    expect(buildGradebook(page([[cell({})]], null), new Map(), debates(null), now).averages).toBeNull();
  });
});

describe("the gradebook's refresh", () => {
  it("refetches on focus and every 30 s while it loads, and stops polling once refused", () => {
    expect(liveRefresh.refetchOnWindowFocus).toBe(true);
    expect(liveRefresh.refetchIntervalInBackground).toBe(false);
    expect(liveRefresh.refetchInterval({ state: { status: "success" } })).toBe(LIVE_REFRESH_MS);
    expect(LIVE_REFRESH_MS).toBe(30_000);
    expect(liveRefresh.refetchInterval({ state: { status: "error" } })).toBe(false);
  });
});
