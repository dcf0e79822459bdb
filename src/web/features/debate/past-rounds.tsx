import { Link } from "react-router";
import { Accordion, Anchor, Badge, Card, Group, Loader, Text } from "@mantine/core";
import { paths } from "#web/app/paths.ts";
import { AI_MESSAGES as M, UI_MESSAGES } from "#shared/messages/index.ts";
import { usePastRounds } from "./api/use-past-rounds";
import { formatMoment } from "#web/ui/dates.ts";
import { QueryState } from "#web/ui/query-state.tsx";
import { FORMATS } from "#shared/debate/formats/index.ts";

/** The student's judged rounds, newest first, each opening to the judge's reason and a link to the whole round. */
export function PastRounds() {
  const q = usePastRounds();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="rounds-title">
      <Text id="rounds-title" fw={700} mb="xs">
        Past rounds
      </Text>
      <QueryState
        query={q}
        texts={{ error: M.roundsLoadFailed }}
        loading={<Loader size="sm" aria-label="Loading past rounds" />}
        isEmpty={(d) => d.rounds.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {UI_MESSAGES.noRounds}
          </Text>
        }
      >
        {({ rounds }) => (
          // Opens at once, with no height animation: while a panel grows it clips its content, and a link
          // scrolled into view inside it (by keyboard focus or a test's click) jumps when the clip is
          // released, so a click aimed at "Read the whole round" landed on the reason above it.
          <Accordion variant="separated" chevronPosition="right" transitionDuration={0} data-testid="past-rounds">
            {rounds.map((r) => (
              <Accordion.Item key={r.id} value={r.id}>
                <Accordion.Control>
                  <Text size="sm" fw={600} lineClamp={2}>
                    {r.motion}
                  </Text>
                  <Group gap={6} mt={4}>
                    <Badge size="xs" variant="light" color={r.winner === "user" ? "teal" : "gray"}>
                      {r.winner === "user" ? "Won" : "Lost"}
                    </Badge>
                    {r.format && (
                      <Badge size="xs" variant="outline" color="gray" tt="none" data-testid="round-format">
                        {FORMATS[r.format].name}
                      </Badge>
                    )}
                    <Text size="xs" c="dimmed">
                      {r.side} · you {r.totals.user}, AI {r.totals.ai}
                      {r.speakerPoints ? ` · speaker points ${r.speakerPoints.user} to ${r.speakerPoints.ai}` : ""} ·{" "}
                      {formatMoment(r.finishedAt)}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm">{r.reason}</Text>
                  <Anchor component={Link} to={paths.pastRound(r.id)} size="sm" fw={600} mt={6} display="inline-block">
                    Read the whole round
                  </Anchor>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </QueryState>
    </Card>
  );
}
