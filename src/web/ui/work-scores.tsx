import { Group, Stack, Text } from "@mantine/core";
import type { z } from "zod";
import type { workScoresSchema } from "#shared/classrooms/schemas.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";

export type WorkScores = z.infer<typeof workScoresSchema>;

/** The scores kept apart, as words: the quiz, the writing and the overall figure (empty before any). */
export function scoreParts(s: WorkScores): Array<{ key: string; text: string }> {
  const out: Array<{ key: string; text: string }> = [];
  if (s.quiz_correct !== null && s.quiz_total !== null)
    out.push({ key: "quiz", text: `Quiz: ${s.quiz_correct} of ${s.quiz_total} correct` });
  if (s.writing_score !== null) out.push({ key: "writing", text: `Writing: ${s.writing_score}/100` });
  if (s.score !== null) out.push({ key: "overall", text: `Overall: ${s.score}/100` });
  return out;
}

/** The short form a gradebook cell has room for: "Q 2/3 · W 98 · 82". */
export function shortScores(s: WorkScores): string {
  const parts: string[] = [];
  if (s.quiz_correct !== null && s.quiz_total !== null) parts.push(`Q ${s.quiz_correct}/${s.quiz_total}`);
  if (s.writing_score !== null) parts.push(`W ${s.writing_score}`);
  if (s.score !== null) parts.push(String(s.score));
  return parts.join(" · ");
}

/**
 * A piece of work's scores, each on its own, with the rule that makes the overall figure; the
 * teacher's grade is shown as a separate figure, never folded into the overall.
 */
export function WorkScoreLine({ scores, withGrade = true }: { scores: WorkScores; withGrade?: boolean }) {
  const parts = scoreParts(scores);
  if (parts.length === 0 && (!withGrade || scores.teacher_score === null)) return null;
  return (
    <Stack gap={2} data-testid="work-scores">
      <Group gap="md" wrap="wrap">
        {parts.map((p) => (
          <Text key={p.key} size="sm" fw={p.key === "overall" ? 700 : 500} data-testid={`score-${p.key}`}>
            {p.text}
          </Text>
        ))}
        {withGrade && scores.teacher_score !== null && (
          <Text size="sm" fw={700} data-testid="score-grade">
            Teacher’s grade: {scores.teacher_score}/100
          </Text>
        )}
      </Group>
      {scores.score !== null && (
        <Text size="xs" c="dimmed" data-testid="score-rule">
          {C.scoreRule}
        </Text>
      )}
    </Stack>
  );
}
