import { Stack } from "@mantine/core";
import { DRILL_DIMENSIONS } from "../../../../../shared/drills/rubric";
import type { ModelingFeedbackResponse } from "../../../../../shared/drills/schemas";
import { ScoreBars, itemsOf } from "../score-bars";
import { TextSection } from "../feedback-parts";

export function ModelingResult({ result }: { result: Partial<ModelingFeedbackResponse> }) {
  return (
    <Stack gap="md">
      <ScoreBars overall={result.overall} items={itemsOf(result, DRILL_DIMENSIONS.modeling)} />
      <TextSection title="Comments" text={result.comments} />
      <TextSection title="How to improve" text={result.improvement} />
    </Stack>
  );
}
