import { Stack } from "@mantine/core";
import { DRILL_DIMENSIONS } from "#shared/drills/rubric.ts";
import type { RefutationFeedbackResponse } from "#shared/drills/schemas.ts";
import { ScoreBars, itemsOf } from "#web/features/drills/components/score-bars.tsx";
import { TextSection } from "#web/features/drills/components/feedback-parts.tsx";

export function RefutationResult({ result }: { result: Partial<RefutationFeedbackResponse> }) {
  return (
    <Stack gap="md">
      <ScoreBars overall={result.scores?.overall} items={itemsOf(result.scores, DRILL_DIMENSIONS.refutation)} />
      <TextSection title="Comments" text={result.comments} />
      <TextSection title="Tips" text={result.tips} />
    </Stack>
  );
}
