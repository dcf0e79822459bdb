import { Stack } from "@mantine/core";
import { DRILL_DIMENSIONS } from "#shared/drills/rubric.ts";
import type { ModelingFeedbackResponse } from "#shared/drills/schemas.ts";
import { ScoreBars, itemsOf } from "#web/features/drills/components/score-bars.tsx";
import { TextSection } from "#web/features/drills/components/feedback-parts.tsx";

export function ModelingResult({ result }: { result: Partial<ModelingFeedbackResponse> }) {
  return (
    <Stack gap="md">
      <ScoreBars overall={result.overall} items={itemsOf(result, DRILL_DIMENSIONS.modeling)} />
      <TextSection title="Comments" text={result.comments} />
      <TextSection title="How to improve" text={result.improvement} />
    </Stack>
  );
}
