import { Stack } from "@mantine/core";
import { DRILL_DIMENSIONS } from "../../../../../shared/drills/rubric";
import type { FeedbackResponse } from "../../../../../shared/drills/schemas";
import { ScoreBars, itemsOf } from "../score-bars";
import { ListSection, TextSection } from "../feedback-parts";

export function ArgumentResult({ result }: { result: Partial<FeedbackResponse> }) {
  return (
    <Stack gap="md">
      <ScoreBars overall={result.scores?.overall} items={itemsOf(result.scores, DRILL_DIMENSIONS.argument)} />
      <TextSection title="Comments" text={result.comments} />
      <ListSection title="Improvements" items={result.improvements} />
      <TextSection title="Summary" text={result.feedback} />
    </Stack>
  );
}
