import { useEffect, useRef } from "react";
import { Badge, Button, Card, Collapse, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconChevronDown, IconChevronUp, IconTrophy } from "@tabler/icons-react";
import { engineName } from "#shared/debate/rules.ts";
import type { Verdict } from "#shared/debate/schemas.ts";
import { wholeScores } from "#shared/debate/whole-scores.ts";
import { FormatPoints, NextSteps, ReasonForDecision, SpeakerPoints } from "./ballot-parts";

const CATEGORIES = [
  { key: "matter", label: "Matter", hint: "content: reasons, examples, relevance" },
  { key: "manner", label: "Manner", hint: "clarity and persuasive language" },
  { key: "method", label: "Method", hint: "structure, rebuttal and weighing" },
] as const;

function Bar({ who, value, color }: { who: string; value: number; color: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="xs" w={54}>
        {who}
      </Text>
      <Progress value={value * 10} color={color} size="lg" radius="xl" style={{ flex: 1 }} aria-label={`${who}: ${value} out of 10`} />
      <Text size="xs" fw={600} w={30} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/**
 * The judge's verdict as a ballot: who won and why, speaker points, the deciding clashes with both
 * speakers quoted, what to practise next, the three categories for both sides, and the rubric.
 */
export function VerdictCard({
  verdict,
  motion,
  scrollIntoView = true,
}: {
  verdict: Verdict;
  /** The round's motion, so a next step's drill opens on it. */
  motion?: string;
  scrollIntoView?: boolean;
}) {
  const won = verdict.winner === "user";
  const engine = engineName(verdict.engine);
  const card = useRef<HTMLDivElement>(null);
  const [rubricShown, rubric] = useDisclosure(false);
  const scores = { user: wholeScores(verdict.scores.user), ai: wholeScores(verdict.scores.ai) };
  // A verdict just given appears below the speech box: bring it into view (it is off-screen on a phone).
  useEffect(() => {
    if (scrollIntoView) card.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [verdict, scrollIntoView]);
  return (
    <Card ref={card} withBorder radius="md" padding="lg" component="section" aria-labelledby="verdict-title" data-testid="verdict">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconTrophy size={22} color={won ? "var(--mantine-color-teal-7)" : "var(--mantine-color-gray-6)"} aria-hidden />
            <Title order={2} size="h4" id="verdict-title">
              {won
                ? `You win (${verdict.format?.teamName ?? verdict.userSide})`
                : `The AI wins (${verdict.format?.aiTeamName ?? verdict.aiSide})`}
            </Title>
          </Group>
          <Badge variant="light" color={engine.offline ? "gray" : "grape"} tt="none">
            Judged by {engine.offline ? "the offline coach" : engine.label}
          </Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {verdict.reason}
        </Text>
        {/* A format round's points are the format's own, speech by speech; the round as it always was keeps its two. */}
        {verdict.format ? <FormatPoints ballot={verdict.format} /> : <SpeakerPoints verdict={verdict} />}
        <ReasonForDecision verdict={verdict} />
        <NextSteps steps={verdict.nextSteps} motion={motion} />
        <Text size="sm" fw={600} data-testid="verdict-totals">
          Total: you {scores.user.total} / 30, AI {scores.ai.total} / 30
        </Text>
        {CATEGORIES.map((c) => (
          <Stack key={c.key} gap={4}>
            <Text size="sm">
              <b>{c.label}</b>{" "}
              <Text span c="dimmed" size="xs">
                ({c.hint})
              </Text>
            </Text>
            <Bar who="You" value={scores.user[c.key]} color="indigo" />
            <Bar who="AI" value={scores.ai[c.key]} color="gray" />
          </Stack>
        ))}
        {/* All of the rubric or none of it: a peek at its first lines cut a line in half. */}
        <div>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              How this was scored
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={rubric.toggle}
              aria-expanded={rubricShown}
              aria-controls="verdict-rubric"
              rightSection={rubricShown ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
            >
              {rubricShown ? "Hide the rubric" : "Show the rubric"}
            </Button>
          </Group>
          <Collapse expanded={rubricShown} id="verdict-rubric">
            <Text size="xs" c="dimmed" mt={4} style={{ whiteSpace: "pre-wrap" }}>
              {verdict.rubric}
            </Text>
          </Collapse>
        </div>
      </Stack>
    </Card>
  );
}
