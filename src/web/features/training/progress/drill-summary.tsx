import { Link } from "react-router";
import { Anchor, Paper, Stack, Table, Title } from "@mantine/core";
import { DRILL_KINDS } from "../../../../shared/drills/schemas";
import { paths } from "../../../app/paths";
import type { TrainingProgress } from "../api";
import { DRILLS } from "../drills";
import { fmtScore } from "./format";

export function DrillSummary({ progress }: { progress: TrainingProgress }) {
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="summary-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="summary-title">By drill</Title>
        <Table striped verticalSpacing="xs" horizontalSpacing="xs" fz="sm" data-testid="drill-summary">
          <Table.Thead>
            <Table.Tr><Table.Th>Drill</Table.Th><Table.Th ta="right">Tries</Table.Th><Table.Th ta="right">Latest</Table.Th><Table.Th ta="right">Best</Table.Th></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {DRILL_KINDS.map((k) => {
              const s = progress.drills[k];
              return (
                <Table.Tr key={k}>
                  <Table.Td><Anchor component={Link} to={paths.drill(k)} size="sm">{DRILLS[k].title}</Anchor></Table.Td>
                  <Table.Td ta="right">{s.count}</Table.Td>
                  <Table.Td ta="right">{fmtScore(s.latest)}</Table.Td>
                  <Table.Td ta="right">{fmtScore(s.best)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
