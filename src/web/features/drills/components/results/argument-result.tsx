import { Stack } from "@mantine/core";
import { DRILL_DIMENSIONS } from "#shared/drills/rubric.ts";
import type { FeedbackResponse } from "#shared/drills/schemas.ts";
import { ScoreBars, itemsOf } from "#web/features/drills/components/score-bars.tsx";
import { ListSection, TextSection } from "#web/features/drills/components/feedback-parts.tsx";

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
