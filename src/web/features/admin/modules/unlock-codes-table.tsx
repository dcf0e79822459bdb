import { Badge, Code, Table, Text } from "@mantine/core";
import type { UnlockCode } from "#shared/modules/admin.ts";
import { formatMoment as when } from "#web/ui/dates.ts";

const STATE = {
  unused: { label: "Unused", color: "blue" },
  used: { label: "Used", color: "teal" },
  expired: { label: "Expired", color: "gray" },
} as const;

/** The module's unlock codes, newest first: for whom, and whether each is still open, used or expired. */
export function UnlockCodesTable({ codes }: { codes: UnlockCode[] }) {
  if (codes.length === 0) return <Text c="dimmed">No unlock codes yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped verticalSpacing="xs" data-testid="codes-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Code</Table.Th>
            <Table.Th scope="col">Student</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">Expires</Table.Th>
            <Table.Th scope="col">Used</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {codes.map((c) => (
            <Table.Tr key={c.code} data-testid="code-row">
              <Table.Td>
                <Code>{c.code}</Code>
              </Table.Td>
              <Table.Td>{c.student.username}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATE[c.state].color} c="var(--mantine-color-text)">
                  {STATE[c.state].label}
                </Badge>
              </Table.Td>
              <Table.Td>
                <time dateTime={c.expires_at}>{when(c.expires_at)}</time>
              </Table.Td>
              <Table.Td>{c.used_at ? <time dateTime={c.used_at}>{when(c.used_at)}</time> : "—"}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
