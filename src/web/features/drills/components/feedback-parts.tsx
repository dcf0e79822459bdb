import type { ReactNode } from "react";
import { Badge, Blockquote, Group, List, Stack, Text, Title } from "@mantine/core";
import { readRubric } from "#shared/settings/feedback-style.ts";
import { RubricTable } from "#web/ui/rubric-table.tsx";

/** A titled block of a result; renders nothing when the response left it empty. */
export function FeedbackSection({ title, children, show = true }: { title: string; children: ReactNode; show?: boolean }) {
  if (!show) return null;
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Feedback text: a rubric table when it is one (feedback_style 'rubric'), else its paragraphs. */
export function Paragraphs({ text }: { text: string | null | undefined }) {
  const rubric = readRubric(text);
  if (rubric) return <RubricTable rubric={rubric} />;
  const parts = (text ?? "")
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <>
      {parts.map((p, i) => (
        <Text key={i} size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {p}
        </Text>
      ))}
    </>
  );
}

export function TextSection({ title, text }: { title: string; text: string | null | undefined }) {
  return (
    <FeedbackSection title={title} show={!!text?.trim()}>
      <Paragraphs text={text} />
    </FeedbackSection>
  );
}

export function ListSection({ title, items }: { title: string; items: string[] | null | undefined }) {
  const xs = (items ?? []).filter((s) => s.trim());
  return (
    <FeedbackSection title={title} show={xs.length > 0}>
      <List size="sm" spacing={4}>
        {xs.map((s, i) => (
          <List.Item key={i}>{s}</List.Item>
        ))}
      </List>
    </FeedbackSection>
  );
}

export function LinesSection({ title, lines }: { title: string; lines: string[] | null | undefined }) {
  const xs = (lines ?? []).filter((s) => s.trim());
  return (
    <FeedbackSection title={title} show={xs.length > 0}>
      {xs.map((l, i) => (
        <Blockquote key={i} p="xs" fz="sm" color="indigo">
          {l}
        </Blockquote>
      ))}
    </FeedbackSection>
  );
}

export function MissedActors({ names }: { names: string[] | null | undefined }) {
  const xs = (names ?? []).filter((s) => s.trim());
  return (
    <FeedbackSection title="Missed key actors" show={xs.length > 0}>
      <Group gap={6}>
        {xs.map((n) => (
          <Badge key={n} variant="light" color="orange" c="var(--mantine-color-text)" tt="none">
            {n}
          </Badge>
        ))}
      </Group>
    </FeedbackSection>
  );
}
