import { Stack, Table, Text } from "@mantine/core";
import type { Rubric } from "#shared/settings/feedback-style.ts";

/** Feedback in the 'rubric' style: a table of criteria, each with its score and comment. */
export function RubricTable({ rubric }: { rubric: Rubric }) {
  return (
    <Stack gap={6}>
      {rubric.lead && (
        <Text size="sm" fw={600}>
          {rubric.lead}
        </Text>
      )}
      <Table withTableBorder withColumnBorders verticalSpacing={6} fz="sm" data-testid="rubric-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Criterion</Table.Th>
            <Table.Th scope="col" ta="right">
              Score
            </Table.Th>
            <Table.Th scope="col">Comment</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rubric.rows.map((r, i) => (
            <Table.Tr key={i}>
              <Table.Th scope="row" fw={600}>
                {r.criterion}
              </Table.Th>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                <Text span fw={600} size="sm">
                  {r.score}
                </Text>
                <Text span c="dimmed" size="sm">
                  /{r.outOf}
                </Text>
              </Table.Td>
              <Table.Td>{r.comment}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
