// A student judge's practice ballot: her own form until the chair releases hers, then both side by side.
import { Grid, Paper, Stack, Text, Title } from "@mantine/core";
import type { DebateFormat } from "#shared/debate/formats/index.ts";
import type { LiveRound } from "#shared/live-rounds/schemas.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { usePracticeBallot } from "#web/features/live-rounds/api/use-practice-ballot.ts";
import { BallotForm } from "./ballot-form";
import { BallotView } from "./ballot-view";

export function PracticeBallot({ round, format }: { round: LiveRound; format: DebateFormat }) {
  const q = usePracticeBallot(round.id, round.version);
  if (!q.isSuccess) return null;
  const { ballot, teacher } = q.data;
  if (!teacher)
    return (
      <Stack gap="xs">
        <BallotForm key={ballot?.updated_at ?? "new"} round={round} format={format} saved={ballot} practice />
        <Text size="sm" c="dimmed">
          {L.practiceWaiting}
        </Text>
      </Stack>
    );
  const same =
    ballot &&
    (format.ballot.result === "ranks" ? JSON.stringify(ballot.ranks) === JSON.stringify(teacher.ranks) : ballot.winner === teacher.winner);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="compare-title" data-testid="practice-compare">
      <Stack gap="sm">
        <Title order={2} size="h4" id="compare-title">
          {L.practiceCompareTitle}
        </Title>
        {ballot && (
          <Text size="sm" fw={600}>
            {same ? L.practiceAgree : L.practiceDiffer}
          </Text>
        )}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }} data-testid="practice-yours">
            {ballot ? (
              <BallotView ballot={{ ...ballot, released: false }} round={round} format={format} title={L.practiceYours} />
            ) : (
              <Text c="dimmed">{L.practiceNotFilled}</Text>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }} data-testid="practice-teacher">
            <BallotView ballot={teacher} round={round} format={format} title={L.practiceTeacher} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Paper>
  );
}
