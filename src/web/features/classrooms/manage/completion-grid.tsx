import type { CSSProperties } from "react";
import { Link } from "react-router";
import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { paths } from "#web/app/paths.ts";
import type { GradebookColumn, GradebookResponse } from "#shared/classrooms/gradebook.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import { GRADEBOOK_MESSAGES as G } from "#shared/messages/gradebook.ts";
import { QueryState } from "#web/ui/query-state.tsx";
import { useGradebook } from "#web/features/classrooms/api/use-gradebook.ts";
import { GradebookCellView } from "./gradebook-cell";
import { LiveRoundCell } from "./live-round-cell";
import { formatDay } from "#web/ui/dates.ts";

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

const kindText = (col: GradebookColumn) =>
  col.live ? G.liveKind(col.live.format_name, col.out_of) : G.columnKind(col.kind === "debate", col.out_of ?? 0);

/** The gradebook on the manage page: students × (lessons, then debates), kept fresh as work arrives. */
export function CompletionGrid({ classroomId }: { classroomId: string }) {
  const q = useGradebook(classroomId);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="grid-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="grid-title">
            {G.title}
          </Title>
          <Button
            component="a"
            href={`/api/classrooms/${classroomId}/gradebook.csv`}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            data-testid="gradebook-csv"
          >
            {G.download}
          </Button>
        </Group>
        <Stack gap={2} id="grid-hint">
          <Text size="sm" c="dimmed">
            {G.hint}
          </Text>
          <Text size="sm" c="dimmed">
            {G.lessonScores} {C.scoreRule} {G.debateScores} {G.liveScores}
          </Text>
        </Stack>
        <QueryState
          query={q}
          texts={{ error: G.failedToLoad, notFound: C.classroomNotFound, forbidden: C.notHost }}
          loading={<Skeleton h={160} radius="md" aria-label="Loading the gradebook" />}
        >
          {(book) => <GradebookTable book={book} />}
        </QueryState>
        <Text size="xs" c="dimmed" data-testid="gradebook-refresh">
          {G.refreshHint}
        </Text>
      </Stack>
    </Card>
  );
}

function GradebookTable({ book }: { book: GradebookResponse }) {
  const { classroom, columns, rows, averages } = book;
  if (columns.length === 0 || rows.length === 0) return <Text c="dimmed">{G.empty}</Text>;
  const averageOf = new Map((averages ?? []).map((a) => [a.column_id, a]));
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={160 + columns.length * 150} type="native">
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
              {columns.map((col) => (
                <Table.Th
                  scope="col"
                  key={col.id}
                  style={{ minWidth: 140, verticalAlign: "top" }}
                  data-testid="grid-column"
                  data-kind={col.kind}
                >
                  <Text fw={700} size="sm" lineClamp={3} title={col.title}>
                    {col.title}
                  </Text>
                  <Text size="xs" c="dimmed" fw={400}>
                    {kindText(col)}
                  </Text>
                  {col.live && (
                    <Group gap={4} mt={2}>
                      <Text size="xs" c="dimmed" fw={400}>
                        {formatDay(col.live.date)}
                      </Text>
                      {!col.live.released && (
                        <Badge
                          size="xs"
                          color="orange"
                          variant="light"
                          c="var(--mantine-color-text)"
                          tt="none"
                          data-testid="live-unreleased"
                        >
                          {G.liveUnreleased}
                        </Badge>
                      )}
                    </Group>
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.student_id} data-testid="grid-row">
                <Table.Th scope="row" style={sticky}>
                  <Anchor component={Link} to={paths.studentProfile(row.student_id)} fw={600} style={{ overflowWrap: "anywhere" }}>
                    {row.username}
                  </Anchor>
                </Table.Th>
                {row.cells.map((cell, i) => (
                  <Table.Td key={cell.column_id} data-testid="grid-cell" data-status={cell.status} style={{ verticalAlign: "top" }}>
                    {columns[i].live ? (
                      <LiveRoundCell classroomId={classroom.id} column={columns[i]} cell={cell} studentName={row.username} />
                    ) : (
                      <GradebookCellView
                        classroomId={classroom.id}
                        column={columns[i]}
                        cell={cell}
                        studentId={row.student_id}
                        studentName={row.username}
                      />
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {averages && (
            <Table.Tfoot>
              <Table.Tr data-testid="averages-row">
                <Table.Th scope="row" style={sticky}>
                  {G.averageRow}
                  <Text size="xs" c="dimmed" fw={400}>
                    {G.averageRowNote}
                  </Text>
                </Table.Th>
                {columns.map((col) => {
                  const avg = averageOf.get(col.id);
                  return (
                    <Table.Td key={col.id} fw={600} data-testid="column-average">
                      {avg?.average ?? "—"}
                      {avg?.basis && (
                        <Text size="xs" c="dimmed" fw={400} data-testid="average-of">
                          {avg.basis}
                        </Text>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed" data-testid="average-basis">
        {averages ? G.averageBasis : G.averagesOff}
      </Text>
    </Stack>
  );
}
