import { Stack } from "@mantine/core";
import { DRILL_DIMENSIONS } from "#shared/drills/rubric.ts";
import type { FramingFeedbackResponse } from "#shared/drills/schemas.ts";
import { ScoreBars, itemsOf } from "#web/features/drills/components/score-bars.tsx";
import { LinesSection, TextSection } from "#web/features/drills/components/feedback-parts.tsx";

export function FramingResult({ result }: { result: Partial<FramingFeedbackResponse> }) {
  return (
    <Stack gap="md">
      <ScoreBars overall={result.scores?.overall} items={itemsOf(result.scores, DRILL_DIMENSIONS.framing)} />
      <TextSection title="Comments" text={result.comments} />
      <LinesSection title="Suggested lines" lines={result.suggested_lines} />
      <TextSection title="Tips" text={result.tips} />
    </Stack>
  );
}
