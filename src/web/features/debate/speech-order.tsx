import { Badge, Box, Card, Group, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import type { DebateFormat, FormatSpeech } from "#shared/debate/formats/index.ts";
import { aiTeamOf, practiceSpeeches, speechTime, type PracticeSpeech } from "#shared/debate/formats/practice.ts";

// A format practice round on screen: what the student gives (every speech of their team), the order of
// the speeches with the one the round is at, and each speech's own time and POI window, all read from
// the format's data.

const teamName = (format: DebateFormat, key: string) => format.teams.find((t) => t.key === key)?.name ?? key;

/** "points of information 1:00–7:00", or "no points of information". */
export function poiText(speech: Pick<FormatSpeech, "poi">): string {
  return speech.poi ? `points of information ${speechTime(speech.poi.from)}–${speechTime(speech.poi.to)}` : "no points of information";
}

/** Under the setup: who gives which speeches, and what a crossfire becomes. */
export function FormatNote({ format, team }: { format: DebateFormat; team: string }) {
  const order = practiceSpeeches(format, team);
  const mine = order.filter((s) => s.by === "user").map((s) => s.speech.name);
  const crossfires = format.speeches.filter((s) => s.kind === "crossfire").map((s) => s.name);
  return (
    <Text size="sm" role="note" data-testid="format-note">
      Practice round in {format.name}: you give every speech of {teamName(format, team)} ({mine.join(", ")}); the AI gives every speech of{" "}
      {aiTeamOf(format, team).name}, in the format&apos;s order, replies included.
      {crossfires.length > 0 &&
        ` Crossfires (${crossfires.join(", ")}) are questions asked aloud between both teams, which typed speeches cannot hold, so they are skipped.`}
    </Text>
  );
}

function Row({ speech, n, state, by }: { speech: FormatSpeech; n: number; state: "done" | "now" | "next" | "skipped"; by: string }) {
  const now = state === "now";
  return (
    <Box
      component="li"
      aria-current={now ? "step" : undefined}
      data-state={state}
      px="xs"
      py={4}
      style={{
        borderRadius: "var(--mantine-radius-sm)",
        background: now ? "var(--mantine-primary-color-light)" : undefined,
        listStyle: "none",
      }}
    >
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" w={18} ta="right">
            {n}.
          </Text>
          <Text
            size="sm"
            fw={now ? 700 : 400}
            td={state === "skipped" ? "line-through" : undefined}
            c={state === "skipped" ? "dimmed" : undefined}
            truncate
          >
            {speech.name}
          </Text>
          {state === "done" && <IconCheck size={14} aria-label="given" color="var(--mantine-color-teal-7)" />}
        </Group>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" c="dimmed">
            {speechTime(speech.seconds)}
          </Text>
          <Badge size="xs" variant={now ? "filled" : "light"} color={by === "You" ? "indigo" : "gray"} w={58}>
            {state === "skipped" ? "skipped" : by}
          </Badge>
        </Group>
      </Group>
    </Box>
  );
}

/** The speech order with the current speech and whose turn it is. */
export function SpeechOrder({
  format,
  team,
  given,
  current,
}: {
  format: DebateFormat;
  team: string;
  given: number;
  current: PracticeSpeech | null;
}) {
  const order = practiceSpeeches(format, team);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="order-title" data-testid="speech-order">
      <Text id="order-title" fw={700}>
        Speech order · {format.name}
      </Text>
      <Text size="sm" mt={4} mb="xs" aria-live="polite" data-testid="current-speech">
        {current
          ? `Now: ${current.speech.name}, ${current.by === "user" ? "your speech" : "the AI's speech"} (${speechTime(current.speech.seconds)}, ${poiText(current.speech)}).`
          : "Every speech has been given: end the round for the verdict."}
      </Text>
      <Box component="ol" p={0} m={0}>
        {format.speeches.map((speech, index) => {
          const at = order.findIndex((o) => o.index === index);
          const state = at < 0 ? "skipped" : at < given ? "done" : at === given ? "now" : "next";
          const by = at < 0 ? "" : order[at].by === "user" ? "You" : "AI";
          return <Row key={speech.key} speech={speech} n={index + 1} state={state} by={by} />;
        })}
      </Box>
    </Card>
  );
}
