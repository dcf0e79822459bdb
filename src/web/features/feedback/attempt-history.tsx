import { Group, Stack, Table, Text } from "@mantine/core";
import type { Attempt } from "#shared/feedback/schemas.ts";
import { formatMoment } from "#web/ui/dates.ts";
import { shortScores } from "#web/ui/work-scores.tsx";

/** Every time the work was turned in, oldest first: when, the scores, and what changed after a return or a grade. */
export function AttemptHistory({ attempts, quiz }: { attempts: Attempt[]; quiz: Array<{ id: string; text: string }> }) {
  if (attempts.length === 0) return <Text c="dimmed">Turned in once, before attempts were kept.</Text>;
  return (
    <Table.ScrollContainer minWidth={520} type="native">
      <Table withTableBorder verticalSpacing="xs" data-testid="attempt-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Attempt</Table.Th>
            <Table.Th scope="col">Turned in</Table.Th>
            <Table.Th scope="col">Scores</Table.Th>
            <Table.Th scope="col">Answers and writing</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {attempts.map((a) => (
            <Table.Tr key={a.number} data-testid="attempt-row">
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Text fw={600}>{a.number}</Text>
                  {(a.after_grading || a.after_return) && (
                    <Text size="xs" fw={700} c={a.after_grading ? "red.9" : "cyan.9"} style={{ whiteSpace: "nowrap" }}>
                      {a.after_grading ? "After grading" : "After return"}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>{formatMoment(a.submitted_at)}</Table.Td>
              <Table.Td>{shortScores({ ...a, teacher_score: null }) || "—"}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {quiz.map((q, i) => (
                    <Text key={q.id} size="sm">
                      {i + 1}. {a.answers[q.id] ?? "—"}
                    </Text>
                  ))}
                  {a.writing_response.trim() && (
                    <Group gap={4}>
                      <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} lineClamp={4}>
                        {a.writing_response}
                      </Text>
                    </Group>
                  )}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
