import { Group, NumberInput, Progress, SimpleGrid, Stack, Text } from "@mantine/core";
import { DIMENSION_SKILL, SKILLS, type Skill } from "#shared/drills/skill.ts";
import { dimensionLabel } from "#shared/drills/rubric.ts";
import { normaliseWeights } from "#shared/settings/rules.ts";
import type { UserSettings, Weights } from "#shared/settings/schemas.ts";
import { useGroupForm } from "./use-group-form";
import { TabFrame } from "./tab-frame";

const SKILL_LABEL: Record<Skill, string> = { analysis: "Analysis", impact: "Impact", examples: "Examples", clarity: "Clarity" };

/** The drills' rubric criteria each skill is the mean of, read from the same table the progress page uses. */
function criteriaOf(skill: Skill): string {
  const names = Object.entries(DIMENSION_SKILL)
    .filter(([, s]) => s === skill)
    .map(([key]) => dimensionLabel(key).toLowerCase());
  return [...new Set(names)].join(", ");
}

/** What will be saved: the shared normalisation, or null while a field is empty or out of range. */
function preview(v: Weights): Weights | null {
  const ok = SKILLS.every((s) => typeof v[s] === "number" && v[s] >= 0 && v[s] <= 100);
  return ok ? normaliseWeights(v) : null;
}

/** Weights: how much each skill counts in the weighted skill score on the Progress page. */
export function WeightsTab({ saved }: { saved: UserSettings["weights"] }) {
  const { form, onSubmit, status, saving } = useGroupForm("weights", saved);
  const normalised = preview(form.values);
  return (
    <TabFrame
      title="Weights"
      description="Your skill score on the Progress page is the weighted mean of four skills, each the average of your recent drill scores on the criteria listed. Give each a weight from 0 to 100; on saving they are scaled to total 100."
      onSubmit={onSubmit}
      status={status}
      saving={saving}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {SKILLS.map((s) => (
          <NumberInput
            key={s}
            label={SKILL_LABEL[s]}
            description={`Covers ${criteriaOf(s)}.`}
            min={0}
            max={100}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps(s)}
          />
        ))}
      </SimpleGrid>
      <Stack gap={6} aria-labelledby="weights-saved-as" role="group">
        <Text id="weights-saved-as" fw={600} size="sm">
          Saved as (total 100)
        </Text>
        {normalised ? (
          <>
            <Progress.Root size="lg" aria-hidden>
              {SKILLS.map((s, i) => (
                <Progress.Section key={s} value={normalised[s]} color={["indigo", "teal", "grape", "orange"][i]} />
              ))}
            </Progress.Root>
            <Group gap="lg" data-testid="weights-normalised">
              {SKILLS.map((s) => (
                <Text key={s} size="sm">
                  {SKILL_LABEL[s]} <strong>{normalised[s]}</strong>
                </Text>
              ))}
            </Group>
            {SKILLS.every((s) => form.values[s] === 0) && (
              <Text size="sm" c="dimmed">
                All four at 0 count as no choice: the default weights are saved.
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Give every weight a number from 0 to 100 to see what will be saved.
          </Text>
        )}
      </Stack>
    </TabFrame>
  );
}
