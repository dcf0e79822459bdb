import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconTrophy } from "@tabler/icons-react";
import { FeedbackText } from "#web/ui/feedback-text.tsx";
import { WorkScoreLine, type WorkScores } from "#web/ui/work-scores.tsx";

/**
 * The score of a submitted lesson out of 100, with the coach's feedback when there is some; with
 * `scores`, the quiz and the writing are shown apart beside the rule that combines them.
 */
export function LessonResult({
  score,
  feedback,
  scores,
  note,
}: {
  /** Null when the overall is not given (a class holds the quiz's answers back): the heading says it was submitted. */
  score: number | null;
  feedback: string | null;
  scores?: WorkScores;
  /** Why part of the result is not shown. */
  note?: string;
}) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="lesson-result" aria-live="polite">
      <Stack gap="sm">
        <Group gap="sm">
          <IconTrophy size={22} aria-hidden />
          <Title order={2} size="h3">
            {score === null ? (
              "Submitted"
            ) : (
              <>
                Your score: <span data-testid="lesson-score">{score}</span>/100
              </>
            )}
          </Title>
        </Group>
        {scores && <WorkScoreLine scores={scores} withGrade={false} />}
        {note && (
          <Text size="sm" c="dimmed" data-testid="lesson-result-note">
            {note}
          </Text>
        )}
        {feedback && (
          <Stack gap={4}>
            <Text fw={600}>Feedback</Text>
            <FeedbackText text={feedback} testId="lesson-feedback" />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
