import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconArrowBarToDown, IconReplace, IconX } from "@tabler/icons-react";

export interface Suggestion {
  feedback: string;
  score: number | null;
}

interface Props {
  suggestion: Suggestion;
  /** Put the suggestion below what the teacher typed. */
  onInsert: () => void;
  onReplace: () => void;
  onDismiss: () => void;
}

/**
 * An AI suggestion offered beside feedback the teacher already wrote: it never replaces their words
 * by itself; the teacher adds it below, replaces with it, or lets it go.
 */
export function SuggestionPanel({ suggestion, onInsert, onReplace, onDismiss }: Props) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid="ai-suggestion" aria-label="AI suggestion">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          AI suggestion{suggestion.score !== null ? ` (grade ${suggestion.score})` : ""}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {suggestion.feedback}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="light" leftSection={<IconArrowBarToDown size={16} aria-hidden />} onClick={onInsert}>
            Add below my text
          </Button>
          <Button size="xs" variant="default" leftSection={<IconReplace size={16} aria-hidden />} onClick={onReplace}>
            Replace my text
          </Button>
          <Button size="xs" variant="subtle" color="gray" leftSection={<IconX size={16} aria-hidden />} onClick={onDismiss}>
            Dismiss
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
