import type { CSSProperties } from "react";
import { Link } from "react-router";
import { Anchor, Badge, Button, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { paths } from "#web/app/paths.ts";
import type { ManageResponse } from "#shared/classrooms/schemas.ts";
import { GRID_STATUS_LABELS, type GridStatus } from "#shared/classrooms/rules.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import { shortScores } from "#web/ui/work-scores.tsx";

type Cell = ManageResponse["grid"][number]["cells"][number];

export const STATUS_COLOR: Record<GridStatus, string> = {
  not_started: "gray",
  draft: "grape",
  submitted: "blue",
  late: "orange",
  returned: "cyan",
  resubmitted: "red",
  graded: "teal",
};

/** A cell's status in words; graded carries the teacher's grade (the lesson's own scores are shown apart). */
export function cellLabel(cell: Cell): string {
  if (cell.status === "graded" && cell.teacher_score !== null) return `Graded ${cell.teacher_score}`;
  return GRID_STATUS_LABELS[cell.status];
}

// The first column stays put while the lessons scroll sideways (a phone shows one or two lessons at a time).
const sticky: CSSProperties = {
  position: "sticky",
  left: 0,
  zIndex: 1,
  background: "var(--mantine-color-body)",
  boxShadow: "1px 0 0 var(--mantine-color-default-border)",
  minWidth: 140,
  maxWidth: 200,
};

/** Students × lessons (the gradebook): each cell's status and scores link to the review of that student's work. */
export function CompletionGrid({ data }: { data: ManageResponse }) {
  const { classroom, members, lessons, grid, averages } = data;
  const names = new Map(members.map((m) => [m.user_id, m.username]));
  const averageOf = new Map((averages ?? []).map((a) => [a.lesson_id, a.average]));

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="grid-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="grid-title">
            Gradebook
          </Title>
          <Button
            component="a"
            href={`/api/classrooms/${classroom.id}/gradebook.csv`}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            data-testid="gradebook-csv"
          >
            Download CSV
          </Button>
        </Group>
        <Text size="sm" c="dimmed" id="grid-hint">
          Each cell opens that student’s work on that lesson for review and grading. Q is the quiz (right of asked), W the writing out of
          100, then the overall score; the teacher’s grade is in the status. {C.scoreRule}
        </Text>
        {lessons.length === 0 || members.length === 0 ? (
          <Text c="dimmed">The grid fills in once the class has students and lessons.</Text>
        ) : (
          <Table.ScrollContainer minWidth={160 + lessons.length * 140} type="native">
            <Table
              withTableBorder
              withColumnBorders
              striped
              verticalSpacing="xs"
              aria-labelledby="grid-title"
              aria-describedby="grid-hint"
              data-testid="completion-grid"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" style={sticky}>
                    Student
                  </Table.Th>
                  {lessons.map((l) => (
                    <Table.Th scope="col" key={l.id} style={{ minWidth: 130 }}>
                      {l.title}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {grid.map((row) => {
                  const name = names.get(row.student_id) ?? "Student";
                  return (
                    <Table.Tr key={row.student_id} data-testid="grid-row">
                      <Table.Th scope="row" style={sticky}>
                        <Anchor component={Link} to={paths.studentProfile(row.student_id)} fw={600} style={{ overflowWrap: "anywhere" }}>
                          {name}
                        </Anchor>
                      </Table.Th>
                      {row.cells.map((cell, i) => {
                        const label = cellLabel(cell);
                        const lesson = lessons[i];
                        const scores = shortScores(cell);
                        const flag = cell.resubmitted_after_grading ? ` ${C.resubmittedAfterGrading}` : "";
                        return (
                          <Table.Td key={cell.lesson_id} data-testid="grid-cell" data-status={cell.status}>
                            <Anchor
                              component={Link}
                              to={paths.feedbackEditor(classroom.id, cell.lesson_id, row.student_id)}
                              aria-label={`${name}, ${lesson?.title ?? "lesson"}: ${label}${scores ? `, ${scores}` : ""}.${flag} Review`}
                              underline="never"
                            >
                              <Stack gap={2} align="flex-start">
                                <Badge
                                  variant="light"
                                  color={STATUS_COLOR[cell.status]}
                                  c="var(--mantine-color-text)"
                                  tt="none"
                                  style={{ cursor: "pointer" }}
                                >
                                  {label}
                                </Badge>
                                {scores && (
                                  <Text size="xs" c="var(--mantine-color-text)" data-testid="cell-scores">
                                    {scores}
                                  </Text>
                                )}
                                {cell.resubmitted_after_grading && (
                                  <Text size="xs" fw={700} c="red.9" data-testid="cell-after-grading">
                                    After grading
                                  </Text>
                                )}
                              </Stack>
                            </Anchor>
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
              {averages && (
                <Table.Tfoot>
                  <Table.Tr data-testid="averages-row">
                    <Table.Th scope="row" style={sticky}>
                      Class average
                    </Table.Th>
                    {lessons.map((l) => {
                      const avg = averageOf.get(l.id) ?? null;
                      return (
                        <Table.Td key={l.id} fw={600}>
                          {avg === null ? "—" : avg}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                </Table.Tfoot>
              )}
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
