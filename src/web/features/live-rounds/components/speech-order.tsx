import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { formatClock } from "#shared/debate/formats/clock.ts";
import type { LiveRound } from "#shared/live-rounds/schemas.ts";
import { speakerNames, type RoundView } from "#web/features/live-rounds/round-view.ts";

/** The format's speeches in order, with who gives each, the current one marked and the POIs taken. */
export function SpeechOrder({ round, view }: { round: LiveRound; view: RoundView }) {
  const teams = new Map(view.format.teams.map((t) => [t.key, t.name]));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-title">
      <Title order={2} size="h5" id="order-title" mb="xs">
        {view.format.name}
      </Title>
      <Stack gap={4} component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {view.format.speeches.map((s, i) => {
          const current = round.phase === "speech" && round.speech_index === i;
          const done = round.phase === "finished" || (round.phase === "speech" && i < round.speech_index);
          const taken = round.poi_taken.filter((t) => t.speech_index === i).length;
          return (
            <Group
              key={s.key}
              component="li"
              justify="space-between"
              wrap="nowrap"
              aria-current={current ? "step" : undefined}
              data-testid="speech-row"
              data-done={done || undefined}
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={current ? 700 : 500} c={done ? "dimmed" : undefined}>
                  {s.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {s.teams.map((t) => teams.get(t)).join(" · ")} — {speakerNames(round, s) || "—"}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                {taken > 0 && <Badge size="xs" variant="light">{`POI ×${taken}`}</Badge>}
                <Text size="xs" c="dimmed">
                  {formatClock(s.seconds * 1000)}
                </Text>
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
