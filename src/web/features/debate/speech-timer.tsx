import { Button, Card, Group, Text } from "@mantine/core";
import { IconPlayerPause, IconPlayerPlay, IconRotate } from "@tabler/icons-react";
import { formatClock, type Countdown } from "./use-countdown";

/** A speech timer (its length from settings' timer_seconds); it turns red at zero. */
export function SpeechTimer({ t }: { t: Countdown }) {
  const over = t.left === 0;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="timer-title">
      <Text id="timer-title" fw={700}>
        Speech timer
      </Text>
      {/* Wraps, so the buttons move under the clock when large text leaves no room beside it. */}
      <Group justify="space-between" wrap="wrap" gap="xs" mt={4}>
        <div>
          <Text
            fz={34}
            fw={700}
            lh={1.1}
            ff="monospace"
            c={over ? "red.8" : undefined}
            data-testid="timer"
            role="timer"
            aria-live="off"
            aria-label={`${formatClock(t.left)} left${over ? ", time is up" : ""}`}
            data-over={over}
          >
            {formatClock(t.left)}
          </Text>
          {over && (
            <Text size="xs" c="red.8" fw={600}>
              Time is up
            </Text>
          )}
        </div>
        <Group gap={6} wrap="wrap">
          {t.running ? (
            <Button size="xs" variant="default" onClick={t.pause} leftSection={<IconPlayerPause size={14} aria-hidden />}>
              Pause
            </Button>
          ) : (
            <Button size="xs" variant="default" onClick={t.start} disabled={over} leftSection={<IconPlayerPlay size={14} aria-hidden />}>
              Start timer
            </Button>
          )}
          <Button size="xs" variant="subtle" onClick={t.reset} aria-label="Reset timer">
            <IconRotate size={16} aria-hidden />
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
