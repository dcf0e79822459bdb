import { Paper, Stack, Text } from "@mantine/core";
import { DRILL_DIMENSIONS } from "#shared/drills/rubric.ts";
import type { ClashesFeedbackResponse } from "#shared/drills/schemas.ts";
import { ScoreBar, ScoreBars, itemsOf } from "#web/features/drills/components/score-bars.tsx";
import { FeedbackSection, MissedActors, TextSection } from "#web/features/drills/components/feedback-parts.tsx";

export function ClashesResult({ result }: { result: Partial<ClashesFeedbackResponse> }) {
  const evaluation = result.clash_evaluation;
  const actors = result.actors_feedback ?? [];
  return (
    <Stack gap="md">
      <ScoreBars overall={evaluation?.scores?.overall} items={itemsOf(evaluation?.scores, DRILL_DIMENSIONS.clashes)} />
      <TextSection title="Comments" text={evaluation?.comments} />
      <TextSection title="Suggestions" text={evaluation?.suggestions} />
      <FeedbackSection title="Actor feedback" show={actors.length > 0}>
        {actors.map((a, i) => {
          const name = a.name || a.actor || `Actor ${i + 1}`;
          return (
            <Paper key={`${name}-${i}`} withBorder p="sm" radius="md" component="article" aria-label={name}>
              <Stack gap={6}>
                <ScoreBar label={`${name} — relevance`} value={a.relevance} size="sm" />
                {a.comments && <Text size="sm">{a.comments}</Text>}
              </Stack>
            </Paper>
          );
        })}
      </FeedbackSection>
      <MissedActors names={result.missed_key_actors} />
    </Stack>
  );
}
