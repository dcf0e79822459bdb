import { Link } from "react-router";
import { Anchor, Badge, Blockquote, Group, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { BALLOT_SKILLS, SPEAKER_SCALE } from "#shared/debate/ballot.ts";
import { DRILL_NAMES } from "#shared/drills/rubric.ts";
import type { Clash, FormatBallot, NextStep, Side, Verdict } from "#shared/debate/schemas.ts";
import { paths } from "#web/app/paths.ts";

// The parts of the verdict a debater knows from a ballot: speaker points, the reason for decision with
// both speakers quoted, and what to practise next.

const { min, max, average, weights } = SPEAKER_SCALE;
export const SCALE_NOTE =
  `Speaker points run from ${min} to ${max}; ${average} is an average speech. ` +
  `Matter counts ${weights.matter} %, manner ${weights.manner} %, method ${weights.method} %.`;

/** A format round's points, speech by speech, on the format's own scale (or its note when it has none). */
export function FormatPoints({ ballot }: { ballot: FormatBallot }) {
  const teams = [
    { by: "user" as const, who: `You · ${ballot.teamName}` },
    { by: "ai" as const, who: `AI · ${ballot.aiTeamName}` },
  ];
  return (
    <Stack gap={6} data-testid="format-points">
      <Text size="sm" fw={600}>
        Speaker points · {ballot.name}
      </Text>
      {ballot.scale && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          {teams.map((t) => (
            <Paper key={t.by} withBorder radius="md" p="xs" data-testid={`format-points-${t.by}`}>
              <Group justify="space-between" gap={6}>
                <Text size="xs" c="dimmed">
                  {t.who}
                </Text>
                <Text size="sm" fw={700}>
                  {ballot.totals[t.by]}
                </Text>
              </Group>
              <Stack gap={2} mt={4}>
                {ballot.speeches
                  .filter((s) => s.by === t.by)
                  .map((s) => (
                    <Group key={s.key} justify="space-between" gap={6} wrap="nowrap">
                      <Text size="sm">{s.name}</Text>
                      <Text size="sm" fw={600} c={s.points === null ? "dimmed" : undefined}>
                        {s.points ?? "—"}
                      </Text>
                    </Group>
                  ))}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed">
        {ballot.note}
      </Text>
    </Stack>
  );
}

export function SpeakerPoints({ verdict }: { verdict: Verdict }) {
  const sides = [
    { who: "You", side: verdict.userSide, points: verdict.speakerPoints.user, won: verdict.winner === "user" },
    { who: "AI", side: verdict.aiSide, points: verdict.speakerPoints.ai, won: verdict.winner === "ai" },
  ];
  return (
    <Stack gap={6}>
      <SimpleGrid cols={2} spacing="xs">
        {sides.map((s) => (
          <Paper key={s.who} withBorder radius="md" p="xs" data-testid={`points-${s.who === "You" ? "user" : "ai"}`}>
            <Text size="xs" c="dimmed">
              {s.who} · {s.side}
            </Text>
            <Group gap={6} align="baseline">
              <Text fz={28} fw={700} lh={1.1} c={s.won ? "teal.8" : undefined}>
                {s.points}
              </Text>
              <Text size="xs" c="dimmed">
                speaker points
              </Text>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {SCALE_NOTE}
      </Text>
    </Stack>
  );
}

function whoSaid(side: Side, verdict: Verdict): string {
  return `${side} (${side === verdict.userSide ? "you" : "AI"})`;
}

function ClashItem({ clash, index, verdict }: { clash: Clash; index: number; verdict: Verdict }) {
  const quotes: [Side, string][] = [
    ["Government", clash.government],
    ["Opposition", clash.opposition],
  ];
  return (
    <Stack gap={6} data-testid="clash">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          Clash {index + 1}: {clash.topic}
        </Text>
        <Badge
          size="sm"
          // Outline: small teal text on the light teal fill falls short of 4.5:1.
          variant="outline"
          color={clash.winner === verdict.userSide ? "teal.9" : "gray.7"}
          tt="none"
        >
          {clash.winner === verdict.userSide ? "You won it" : "The AI won it"}
        </Badge>
      </Group>
      {quotes.map(([side, text]) => (
        <Blockquote
          key={side}
          p="xs"
          fz="sm"
          radius="sm"
          color={side === verdict.userSide ? "indigo" : "gray"}
          cite={`— ${whoSaid(side, verdict)}`}
          // The default cite colour is too faint on the tinted quote for small text.
          styles={{ cite: { fontSize: "var(--mantine-font-size-xs)", marginTop: 4, color: "var(--mantine-color-text)" } }}
        >
          “{text}”
        </Blockquote>
      ))}
      <Text size="sm">{clash.why}</Text>
    </Stack>
  );
}

export function ReasonForDecision({ verdict }: { verdict: Verdict }) {
  if (verdict.clashes.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="rfd-title">
      <Title order={3} size="h5" id="rfd-title">
        Reason for decision: the deciding clashes
      </Title>
      {verdict.clashes.map((c, i) => (
        <ClashItem key={i} clash={c} index={i} verdict={verdict} />
      ))}
    </Stack>
  );
}

export function NextSteps({ steps, motion }: { steps: NextStep[]; motion?: string }) {
  if (steps.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-labelledby="next-title">
      <Title order={3} size="h5" id="next-title">
        What to do next
      </Title>
      <List size="sm" spacing={6} type="ordered" data-testid="next-steps">
        {steps.map((s) => (
          <List.Item key={s.skill}>
            <b>{BALLOT_SKILLS[s.skill].label}.</b> {s.advice}{" "}
            <Anchor component={Link} to={paths.drill(s.drill, motion)} size="sm" fw={600}>
              Practise: {DRILL_NAMES[s.drill]} drill
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
