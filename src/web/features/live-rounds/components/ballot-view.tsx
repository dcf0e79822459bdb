import { useId } from "react";
import { Badge, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { LiveBallot, LiveRound } from "#shared/live-rounds/schemas.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import type { DebateFormat } from "#shared/debate/formats/index.ts";

/** A released ballot as the class reads it: the result, each team's and speaker's points, the reason. */
export function BallotView({
  ballot,
  round,
  format,
  title = L.ballotTitle,
}: {
  ballot: LiveBallot;
  round: LiveRound;
  format: DebateFormat;
  title?: string;
}) {
  const id = useId();
  const teamName = (key: string) => format.teams.find((t) => t.key === key)?.name ?? key;
  const order = ballot.ranks ? [...format.teams].sort((a, b) => ballot.ranks![a.key] - ballot.ranks![b.key]) : format.teams;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id} data-testid="ballot-view">
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      <Stack gap="sm">
        {ballot.winner && (
          <Text fw={700} data-testid="ballot-winner">
            {L.winnerLabel}: {teamName(ballot.winner)}
          </Text>
        )}
        <Table.ScrollContainer minWidth={280}>
          <Table>
            <Table.Tbody>
              {order.map((t) => (
                <Table.Tr key={t.key}>
                  <Table.Td>
                    <Group gap="xs">
                      {ballot.ranks && <Badge color="dark">{ballot.ranks[t.key]}</Badge>}
                      <Text fw={600}>{teamName(t.key)}</Text>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {Object.entries(round.positions)
                        .filter(([slot]) => slot.startsWith(`${t.key}:`))
                        .map(([slot, p]) => (slot in ballot.points ? `${p.name} ${ballot.points[slot]}` : p.name))
                        .concat(t.key in ballot.reply_points ? [`${L.replyShort} ${ballot.reply_points[t.key]}`] : [])
                        .join(" · ")}
                    </Text>
                  </Table.Td>
                  {Object.keys(ballot.points).length > 0 && <Table.Td ta="right">{ballot.totals[t.key]}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <div>
          <Text fw={600} size="sm">
            {L.reasonLabel}
          </Text>
          <Text style={{ whiteSpace: "pre-wrap" }}>{ballot.reason}</Text>
        </div>
      </Stack>
    </Paper>
  );
}
