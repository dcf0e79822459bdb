import { Link } from "react-router";
import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { BALLOT_RUBRIC } from "#shared/rubrics/ballot.ts";
import { UI_MESSAGES } from "#shared/messages/ui.ts";
import type { RoundSummary } from "#shared/drills/progress.ts";
import { paths } from "#web/app/paths.ts";
import { fmtScore, formatWhen } from "./format";

const SHOWN = 10;

/** The judged debate rounds that count towards the skills, newest first, each linking to the whole round. */
export function RoundsCard({ rounds }: { rounds: RoundSummary[] }) {
  if (rounds.length === 0) return null;
  const newest = [...rounds].reverse().slice(0, SHOWN);
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="rounds-progress-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="rounds-progress-title">
          Debate rounds
        </Title>
        <Text size="sm" c="dimmed">
          {UI_MESSAGES.judgedRoundsIntro}
        </Text>
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {newest.map((r) => (
            <Paper key={r.id} component="li" withBorder radius="sm" p="sm" data-testid="round-row">
              <Anchor component={Link} to={paths.pastRound(r.id)} size="sm" fw={600} lineClamp={2}>
                {r.motion}
              </Anchor>
              <Group gap="md" mt={4}>
                <Text size="xs" c="dimmed">
                  {formatWhen(r.finishedAt)}
                </Text>
                {BALLOT_RUBRIC.dimensions.map((d) => (
                  <Text key={d.key} size="xs">
                    {d.label} <b>{fmtScore(r.dimensions[d.key])}</b>
                  </Text>
                ))}
              </Group>
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
