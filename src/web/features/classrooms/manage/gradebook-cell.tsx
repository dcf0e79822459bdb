import { Link } from "react-router";
import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import type { GradebookCell, GradebookColumn } from "#shared/classrooms/gradebook.ts";
import { counted } from "#shared/classrooms/gradebook.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import { GRADEBOOK_MESSAGES as G } from "#shared/messages/gradebook.ts";
import { paths } from "#web/app/paths.ts";

export const STATUS_COLOR: Record<GradebookCell["status"], string> = {
  not_started: "gray",
  draft: "grape",
  submitted: "blue",
  in_progress: "blue",
  finished: "indigo",
  late: "orange",
  returned: "cyan",
  resubmitted: "red",
  graded: "teal",
  debated: "indigo",
  audience: "gray",
};

/** A cell's status in words, with lateness when the status does not say it already. */
export function cellLabel(cell: GradebookCell): string {
  return cell.late && cell.status !== "late" ? `${cell.status_label} (late)` : cell.status_label;
}

/** The figure a cell counts with, and the automatic score beside it when a grade differs from it: "62 · auto 87". */
export function cellFigure(cell: GradebookCell): { main: string; auto: string | null } | null {
  const main = counted(cell);
  if (main === null) return null;
  const differs = cell.grade !== null && cell.auto !== null && cell.auto !== cell.grade;
  return { main: String(main), auto: differs ? G.auto(cell.auto!) : null };
}

/** Which attempt the grade is on ("Graded attempt 1 of 2"), else how many were turned in; nothing before the first. */
export function cellAttempt(cell: GradebookCell): string | null {
  if (cell.graded_attempt !== null) return G.gradedAttempt(cell.graded_attempt, Math.max(cell.attempts, cell.graded_attempt));
  if (cell.grade !== null) return null;
  return cell.attempts > 0 ? G.attempts(cell.attempts) : null;
}

/** A lesson's quiz and writing, short: "Q 2/3 · W 98" (debates have neither). */
export function cellParts(cell: GradebookCell): string {
  const parts: string[] = [];
  if (cell.quiz_correct !== null && cell.quiz_total !== null) parts.push(`Q ${cell.quiz_correct}/${cell.quiz_total}`);
  if (cell.writing_score !== null) parts.push(`W ${cell.writing_score}`);
  return parts.join(" · ");
}

function reviewPath(classroomId: string, column: GradebookColumn, cell: GradebookCell, studentId: string): string | null {
  if (column.kind !== "debate") return paths.feedbackEditor(classroomId, column.id, studentId);
  return cell.status === "not_started" ? null : paths.debateWork(classroomId, column.id, studentId);
}

/** One student's work on one lesson or debate: status, the figure counted (and the automatic one where a grade differs), the graded attempt. */
export function GradebookCellView({
  classroomId,
  column,
  cell,
  studentId,
  studentName,
}: {
  classroomId: string;
  column: GradebookColumn;
  cell: GradebookCell;
  studentId: string;
  studentName: string;
}) {
  const label = cellLabel(cell);
  const figure = cellFigure(cell);
  // A debate is one round: only its grade's attempt is worth a line.
  const attempt = column.kind === "debate" && cell.grade === null ? null : cellAttempt(cell);
  const parts = cellParts(cell);
  const words = [label, figure && `${figure.main}${column.kind === "debate" ? ` of ${column.out_of}` : ""}`, figure?.auto, attempt, parts]
    .filter(Boolean)
    .join(", ");
  const flag = cell.after_grading ? ` ${C.resubmittedAfterGrading}` : "";
  const body = (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={STATUS_COLOR[cell.status]} c="var(--mantine-color-text)" tt="none" miw="max-content">
        {label}
      </Badge>
      {figure && (
        <Group gap={6} wrap="nowrap" data-testid="cell-figure">
          <Text fw={700} c="var(--mantine-color-text)">
            {figure.main}
          </Text>
          {figure.auto && (
            <Text size="xs" c="var(--mantine-color-text)" data-testid="cell-auto">
              {figure.auto}
            </Text>
          )}
        </Group>
      )}
      {attempt && (
        <Text size="xs" c="var(--mantine-color-text)" data-testid="cell-attempt">
          {attempt}
        </Text>
      )}
      {parts && (
        <Text size="xs" c="var(--mantine-color-text)" data-testid="cell-scores">
          {parts}
        </Text>
      )}
      {cell.after_grading && (
        <Text size="xs" fw={700} c="red.9" data-testid="cell-after-grading">
          After grading
        </Text>
      )}
    </Stack>
  );
  const to = reviewPath(classroomId, column, cell, studentId);
  return to ? (
    <Anchor component={Link} to={to} aria-label={`${studentName}, ${column.title}: ${words}.${flag} Review`} underline="never">
      {body}
    </Anchor>
  ) : (
    body
  );
}
