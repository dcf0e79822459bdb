import { Stack } from "@mantine/core";
import { DRILL_DIMENSIONS } from "../../../../../shared/drills/rubric";
import type { RefutationFeedbackResponse } from "../../../../../shared/drills/schemas";
import { ScoreBars, itemsOf } from "../score-bars";
import { TextSection } from "../feedback-parts";

export function RefutationResult({ result }: { result: Partial<RefutationFeedbackResponse> }) {
  return (
    <Stack gap="md">
      <ScoreBars overall={result.scores?.overall} items={itemsOf(result.scores, DRILL_DIMENSIONS.refutation)} />
      <TextSection title="Comments" text={result.comments} />
      <TextSection title="Tips" text={result.tips} />
    </Stack>
  );
}
