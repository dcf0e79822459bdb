import { Box, Text } from "@mantine/core";
import { readRubric } from "#shared/settings/feedback-style.ts";
import { RubricTable } from "./rubric-table";

/** A coach's feedback text: a table when it is a rubric (feedback_style 'rubric'), else the text as written. */
export function FeedbackText({ text, testId }: { text: string; testId?: string }) {
  const rubric = readRubric(text);
  if (rubric)
    return (
      <Box data-testid={testId}>
        <RubricTable rubric={rubric} />
      </Box>
    );
  return (
    <Text size="sm" style={{ whiteSpace: "pre-wrap" }} data-testid={testId}>
      {text}
    </Text>
  );
}
