import { useState } from "react";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { AttemptSummary } from "#shared/drills/progress.ts";
import { DRILLS } from "#web/features/drills/drills.ts";
import { scoreColor } from "#web/features/drills/components/score-bars.tsx";
import { fmtScore, formatWhen } from "./format";

const PAGE = 10;

/** Newest first; each attempt can be reopened to see what was sent and what came back. */
export function AttemptList({ attempts, onOpen }: { attempts: AttemptSummary[]; onOpen: (id: string) => void }) {
  const [shown, setShown] = useState(PAGE);
  const newest = [...attempts].reverse();
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="attempts-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="attempts-title">
          Latest attempts
        </Title>
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {newest.slice(0, shown).map((a) => {
            const title = DRILLS[a.drill]?.title ?? a.drill;
            return (
              <Paper key={a.id} component="li" withBorder radius="sm" p="sm" data-testid="attempt-row">
                <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
                  <div style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600} size="sm">
                        {title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatWhen(a.createdAt)}
                      </Text>
                    </Group>
                    <Text size="sm" lineClamp={2}>
                      {a.motion}
                    </Text>
                  </div>
                  <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                    <Badge
                      variant="light"
                      color={scoreColor(a.overall)}
                      c="var(--mantine-color-text)"
                      size="lg"
                      aria-label={`Overall ${fmtScore(a.overall)} out of 10`}
                    >
                      {fmtScore(a.overall)}
                    </Badge>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => onOpen(a.id)}
                      aria-label={`Open ${title} attempt from ${formatWhen(a.createdAt)}`}
                    >
                      Open
                    </Button>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
        {newest.length > shown && (
          <Group>
            <Button variant="subtle" onClick={() => setShown((n) => n + PAGE)}>
              Show more ({newest.length - shown} left)
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
