import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { overallOf } from "#shared/drills/rubric.ts";
import type { CharacterizationFeedbackResponse } from "#shared/drills/schemas.ts";
import { ScoreBars } from "#web/features/drills/components/score-bars.tsx";
import { FeedbackSection, MissedActors, TextSection } from "#web/features/drills/components/feedback-parts.tsx";

export function CharacterizationResult({ result }: { result: Partial<CharacterizationFeedbackResponse> }) {
  const actors = result.actors ?? [];
  return (
    <Stack gap="md">
      <ScoreBars overall={overallOf("characterization", result)} items={[]} />
      <FeedbackSection title="Actor feedback" show={actors.length > 0}>
        <SimpleGrid cols={{ base: 1, sm: actors.length > 1 ? 2 : 1 }} spacing="sm">
          {actors.map((a, i) => (
            <Paper key={`${a.name}-${i}`} withBorder p="sm" radius="md" component="article" aria-label={a.name}>
              <Stack gap="xs">
                <Title order={4} size="h6">
                  {a.name}
                </Title>
                <ScoreBars
                  overall={a.score}
                  overallLabel="Actor score"
                  items={[
                    { key: "relevance", value: a.relevance },
                    { key: "characterization_score", label: "Characterization", value: a.characterization_score },
                    { key: "linkage", value: a.linkage },
                  ]}
                />
                {a.comments && <Text size="sm">{a.comments}</Text>}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </FeedbackSection>
      <MissedActors names={result.missed_key_actors} />
      <TextSection title="Overall comments" text={result.overall_comments} />
    </Stack>
  );
}
