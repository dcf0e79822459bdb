import { Paper, Stack, Text, Title } from "@mantine/core";
import type { MyLiveResult } from "#shared/live-rounds/results.ts";
import { LiveResultList } from "#web/ui/live-results.tsx";

const SHOWN = 10;

/** The student's live class rounds, newest first: points and result from the chair's released ballot. */
export function LiveRoundsCard({ results }: { results: MyLiveResult[] }) {
  if (results.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="live-progress-title"
      data-testid="progress-live-rounds"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="live-progress-title">
          Live class rounds
        </Title>
        <Text size="sm" c="dimmed">
          Rounds you debated in class, with the points and the reason your teacher gave as chair, once she released the ballot.
        </Text>
        <LiveResultList results={results.slice(0, SHOWN)} showClass />
      </Stack>
    </Paper>
  );
}
