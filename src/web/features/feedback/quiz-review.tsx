import { Badge, Group, List, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import type { QuizReviewItem } from "#shared/feedback/schemas.ts";

/**
 * Each question with the student's answer marked right or wrong, and the right option beside a wrong
 * one; while the assignment's rule keeps the answers back (right is null), only the answers given.
 */
export function QuizReview({ items }: { items: QuizReviewItem[] }) {
  if (items.length === 0) return <Text c="dimmed">No quiz answers.</Text>;
  if (items.some((i) => i.right === null))
    return (
      <List spacing="xs" listStyleType="none" ml={0} pl={0} data-testid="quiz-review">
        {items.map((item, i) => (
          <List.Item key={i} data-testid="quiz-review-item">
            <Text fw={600}>
              {i + 1}. {item.question}
            </Text>
            <Text size="sm">Answer: {item.chosen ?? <em>not answered</em>}</Text>
          </List.Item>
        ))}
      </List>
    );
  const right = items.filter((i) => i.right).length;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" data-testid="quiz-review-summary">
        {right} of {items.length} correct
      </Text>
      <List spacing="md" listStyleType="none" ml={0} pl={0} data-testid="quiz-review">
        {items.map((item, i) => (
          <List.Item
            key={i}
            data-testid="quiz-review-item"
            data-right={item.right}
            icon={
              <ThemeIcon color={item.right ? "green" : "red"} size={24} radius="xl" aria-hidden>
                {item.right ? <IconCheck size={16} /> : <IconX size={16} />}
              </ThemeIcon>
            }
          >
            <Text fw={600}>
              {i + 1}. {item.question}
            </Text>
            <Group gap="xs" mt={4} wrap="wrap">
              {/* Filled and dark enough for white text to pass contrast at badge size. */}
              <Badge color={item.right ? "#1e6b30" : "red.9"} variant="filled">
                {item.right ? "Right" : "Wrong"}
              </Badge>
              <Text size="sm">Answer: {item.chosen ?? <em>not answered</em>}</Text>
              {!item.right && <Text size="sm">Correct: {item.correct}</Text>}
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
