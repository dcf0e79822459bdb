import { Group, Paper, Text } from "@mantine/core";
import { formatClock } from "#shared/debate/formats/clock.ts";
import { prepLeftMs } from "#shared/debate/formats/prep.ts";
import type { LiveRound } from "#shared/live-rounds/schemas.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import type { RoundView } from "#web/features/live-rounds/round-view.ts";

/** Each team's prep left now: the team taking prep counts down as its clock runs. */
export function prepLeftNow(round: LiveRound, view: RoundView, team: string, elapsed: number): number {
  const left = prepLeftMs(view.format, round.prep_used_ms, team);
  return round.phase === "prep" && round.prep_team === team ? Math.max(0, left - elapsed) : left;
}

/** In a format with prep pools (Public Forum), what each team has left, for everyone in the round. */
export function PrepPools({ round, view, elapsed }: { round: LiveRound; view: RoundView; elapsed: number }) {
  if (view.format.prep.kind !== "pool" || round.phase === "waiting" || round.phase === "finished") return null;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={L.prepPools} data-testid="prep-pools">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {L.prepPools}
        </Text>
        {view.format.teams.map((t) => (
          <Text key={t.key} size="sm" fw={round.prep_team === t.key ? 700 : undefined} style={{ fontVariantNumeric: "tabular-nums" }}>
            {t.name} {formatClock(prepLeftNow(round, view, t.key, elapsed))}
          </Text>
        ))}
      </Group>
    </Paper>
  );
}
