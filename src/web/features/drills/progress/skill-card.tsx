import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { DIMENSION_SKILL, SKILLS, type Skill } from "#shared/drills/skill.ts";
import { dimensionLabel } from "#shared/drills/rubric.ts";
import { ScoreBar } from "#web/features/drills/components/score-bars.tsx";
import type { TrainingProgress } from "#shared/drills/progress.ts";

const SKILL_LABEL: Record<Skill, string> = { analysis: "Analysis", impact: "Impact", examples: "Examples", clarity: "Clarity" };
const measuredBy = (s: Skill) =>
  Object.keys(DIMENSION_SKILL)
    .filter((k) => DIMENSION_SKILL[k] === s)
    .map(dimensionLabel);

export function SkillCard({ progress }: { progress: TrainingProgress }) {
  const { skill, weights, skillWindow } = progress;
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="skill-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="skill-title">
          Weighted skill score
        </Title>
        <ScoreBar label="Skill score" value={skill.score} size="xl" strong />
        <Text size="sm" data-testid="skill-explainer">
          Each skill is the average of the rubric scores that measure it over your last {skillWindow} drill attempts and your last{" "}
          {skillWindow} judged debate rounds ({skill.attemptsUsed} counted now). Your skill score is those four skills weighted by your
          Settings weights: analysis {weights.analysis}, impact {weights.impact}, examples {weights.examples}, clarity {weights.clarity}. A
          skill with no scores yet is left out and the other weights are scaled up.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {SKILLS.map((s) => (
            <div key={s}>
              <ScoreBar label={`${SKILL_LABEL[s]} (weight ${weights[s]})`} value={skill.bySkill[s]} />
              <Text size="xs" c="dimmed" mt={4}>
                Measured by: {measuredBy(s).join(", ")}.
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
