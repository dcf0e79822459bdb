import { ActionIcon, Badge, Group, List, Paper, Stack, Text } from "@mantine/core";
import { IconCheck, IconPencil, IconTrash } from "@tabler/icons-react";
import type { QuestionDraft } from "#shared/quiz/draft.ts";

/** The questions a lesson builder has so far, the right answer marked, each with Edit and Remove. */
export function QuestionList({
  questions,
  onEdit,
  onRemove,
}: {
  questions: QuestionDraft[];
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  return questions.length === 0 ? (
    <Text c="dimmed" size="sm">
      No questions yet.
    </Text>
  ) : (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-label="Questions" data-testid="question-list">
      {questions.map((q, i) => (
        <Paper component="li" key={i} withBorder p="sm" radius="md" data-testid="question-item">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                {i + 1}. {q.text}
              </Text>
              <List size="sm" spacing={2} listStyleType="none">
                {q.options.map((o) => (
                  <List.Item key={o} style={{ overflowWrap: "anywhere" }}>
                    {o === q.correct ? (
                      <Group gap={6} wrap="nowrap">
                        <IconCheck size={14} aria-hidden color="var(--mantine-color-teal-9)" />
                        <span>{o}</span>
                        <Badge size="xs" color="teal" variant="light" c="var(--mantine-color-text)">
                          correct
                        </Badge>
                      </Group>
                    ) : (
                      <Text span size="sm" pl={20}>
                        {o}
                      </Text>
                    )}
                  </List.Item>
                ))}
              </List>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={`Edit question ${i + 1}`} onClick={() => onEdit(i)}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" aria-label={`Remove question ${i + 1}`} onClick={() => onRemove(i)}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
