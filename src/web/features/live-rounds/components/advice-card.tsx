// The AI's advisory ballot beside the chair's own: labelled as advice, with its result, each speaker's
// points (or "not read"), the speeches it could not read and its reason. Loading, failure and retry are
// the page's one QueryState.
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconRefresh, IconRobot } from "@tabler/icons-react";
import { formatSlots, type DebateFormat } from "#shared/debate/formats/index.ts";
import type { Advice } from "#shared/live-rounds/advice.ts";
import type { LiveRound } from "#shared/live-rounds/schemas.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { QueryState } from "#web/ui/query-state.tsx";
import { useAdvice } from "#web/features/live-rounds/api/use-advice.ts";

export function AdviceCard({ round, format }: { round: LiveRound; format: DebateFormat }) {
  const q = useAdvice(round.id);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="advice-title"
      data-testid="advice-card"
      bg="var(--mantine-color-default-hover)"
    >
      <Stack gap="sm">
        <div>
          <Group gap="xs">
            <IconRobot size={20} aria-hidden />
            <Title order={2} size="h4" id="advice-title">
              {L.adviceTitle}
            </Title>
            <Badge color="grape" variant="light">
              {L.adviceBadge}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {L.adviceHint}
          </Text>
        </div>
        <QueryState
          query={q}
          texts={{ error: L.adviceFailed, forbidden: L.chairOnly }}
          testId="advice-error"
          loading={
            <Stack gap="xs" aria-busy="true" data-testid="advice-loading">
              <Text size="sm">{L.adviceLoading}</Text>
              <Skeleton h={16} />
              <Skeleton h={16} w="80%" />
              <Skeleton h={60} />
            </Stack>
          }
        >
          {({ advice }) => <AdviceBody advice={advice} round={round} format={format} />}
        </QueryState>
        {q.data && (
          <Group justify="flex-end">
            {/* The speakers may still correct their text after the round: the chair reads the advice again when she wants. */}
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => void q.refetch()}
              loading={q.isFetching}
            >
              {L.adviceReread}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function AdviceBody({ advice, round, format }: { advice: Advice; round: LiveRound; format: DebateFormat }) {
  const teamName = (key: string) => format.teams.find((t) => t.key === key)?.name ?? key;
  const total = advice.read + advice.unread.length;
  const pointsOf = (v: number | null | undefined) => (v === null || v === undefined ? L.adviceNoPoints : String(v));
  const order = advice.ranks ? [...format.teams].sort((a, b) => advice.ranks![a.key] - advice.ranks![b.key]) : format.teams;
  return (
    <Stack gap="sm" data-testid="advice-body">
      <Text size="xs" c="dimmed">
        {advice.engine === "offline" ? L.adviceOffline : L.adviceModel(advice.engine)} {L.adviceRead(advice.read, total)}
      </Text>
      {advice.fallback && (
        <Alert color="yellow" variant="light" p="xs">
          <Text size="sm">{L.adviceFallback}</Text>
        </Alert>
      )}
      {advice.read === 0 ? (
        <Text size="sm">{L.adviceNothingRead}</Text>
      ) : (
        <>
          <Text fw={700} data-testid="advice-result">
            {advice.winner
              ? `${L.winnerLabel}: ${teamName(advice.winner)}`
              : advice.ranks
                ? order.map((t) => `${advice.ranks![t.key]}. ${t.name}`).join(" · ")
                : L.adviceNoResult}
          </Text>
          {(format.ballot.speakerPoints || format.ballot.replyPoints) && (
            <Table.ScrollContainer minWidth={260}>
              <Table fz="sm" verticalSpacing={4}>
                <Table.Tbody>
                  {order.map((t) => (
                    <Table.Tr key={t.key}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {t.name}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {formatSlots(format)
                            .filter((s) => s.team === t.key)
                            .map((s) => `${round.positions[s.key]?.name ?? s.key} ${pointsOf(advice.points[s.key])}`)
                            .concat(t.key in advice.reply_points ? [`${L.replyShort} ${pointsOf(advice.reply_points[t.key])}`] : [])
                            .join(" · ")}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
      {advice.unread.length > 0 && (
        <div data-testid="advice-unread">
          <Text size="sm" fw={600}>
            {L.adviceUnreadTitle}
          </Text>
          <Text size="sm">{advice.unread.map((u) => (u.speaker ? `${u.name} (${u.speaker})` : u.name)).join(", ")}</Text>
        </div>
      )}
      {advice.read > 0 && (
        <div>
          <Text fw={600} size="sm">
            {L.reasonLabel}
          </Text>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }} data-testid="advice-reason">
            {advice.reason}
          </Text>
        </div>
      )}
    </Stack>
  );
}
