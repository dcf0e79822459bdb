import { Button, Card, Group, Text } from "@mantine/core";
import { IconPlayerPause, IconPlayerPlay, IconRotate } from "@tabler/icons-react";
import type { FormatSpeech } from "#shared/debate/formats/index.ts";
import { formatClock, type Countdown } from "./use-countdown";
import { poiText } from "./speech-order";

/** Where the speech is against its POI window, from the time run so far (a display: nobody offers POIs to a typed speech). */
function poiState(speech: Pick<FormatSpeech, "poi">, run: number): string {
  if (!speech.poi) return "No points of information in this speech.";
  if (run < speech.poi.from) return `Protected time: POIs open at ${formatClock(speech.poi.from)}.`;
  if (run < speech.poi.to) return `POIs may be offered until ${formatClock(speech.poi.to)}.`;
  return "Protected time: no more POIs.";
}

/**
 * A speech timer; it turns red at zero. Its length is the settings' timer_seconds, or in a format round
 * the current speech's own time from the format, with the speech's POI window shown beside it.
 */
export function SpeechTimer({ t, speech }: { t: Countdown; speech?: Pick<FormatSpeech, "name" | "poi" | "seconds"> | null }) {
  const over = t.left === 0;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="timer-title">
      <Text id="timer-title" fw={700}>
        Speech timer
      </Text>
      {speech && (
        <Text size="xs" c="dimmed" data-testid="timer-speech">
          {speech.name}: {formatClock(speech.seconds)}, {poiText(speech)}
        </Text>
      )}
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
      {speech && (
        <Text size="xs" mt={4} data-testid="poi-state">
          {poiState(speech, t.total - t.left)}
        </Text>
      )}
    </Card>
  );
}
