import { NumberInput, Radio, SegmentedControl, Stack, Switch, Text } from "@mantine/core";
import { type UserSettings } from "#shared/settings/schemas.ts";
import { useGroupForm } from "./use-group-form";
import { TabFrame } from "./tab-frame";
import { Field } from "./field";
import { minutesText } from "./minutes-text";
import { LEVEL_LABEL } from "#web/ui/level-label.ts";
import { LEVELS } from "#shared/levels.ts";

/** Preferences: how motions are chosen, how the debater starts, and how feedback and quizzes answer you. */
export function PreferencesTab({ saved }: { saved: UserSettings["preferences"] }) {
  const { form, onSubmit, status, saving } = useGroupForm("preferences", saved);
  const v = form.values;
  const timer = typeof v.timer_seconds === "number" ? minutesText(v.timer_seconds) : "";
  return (
    <TabFrame
      title="Preferences"
      description="How Rostrum picks your motions, starts your rounds and answers your work."
      onSubmit={onSubmit}
      status={status}
      saving={saving}
    >
      <Field label="Difficulty" id="pref-difficulty" hint="The level of the motions generated for you in the debater and the drills.">
        <SegmentedControl
          id="pref-difficulty"
          fullWidth
          data={LEVELS.map((l) => ({ value: l, label: LEVEL_LABEL[l] }))}
          {...form.getInputProps("difficulty")}
        />
      </Field>
      <Switch
        label="Avoid repeated motions"
        description="A new motion is never one you were given within the cooldown below."
        {...form.getInputProps("avoid_repeats", { type: "checkbox" })}
      />
      <NumberInput
        maw={360}
        label="Cooldown (days)"
        description="How many days a motion you were given stays out of your new motions (0 or more)."
        min={0}
        max={3650}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        disabled={!v.avoid_repeats}
        {...form.getInputProps("cooldown_days")}
      />
      <Field
        label="Default side"
        id="pref-side"
        hint="The side the AI debater gives you when a round starts; Random picks one for each round."
      >
        <SegmentedControl
          id="pref-side"
          fullWidth
          data={[
            { value: "gov", label: "Government" },
            { value: "opp", label: "Opposition" },
            { value: "random", label: "Random" },
          ]}
          {...form.getInputProps("default_side")}
        />
      </Field>
      <NumberInput
        maw={360}
        label="Speech timer (seconds)"
        description={
          <>
            The debater&apos;s speech timer, at least 60 seconds.{" "}
            {timer && (
              <Text span size="xs" fw={600} c="var(--mantine-color-text)" data-testid="timer-minutes" style={{ whiteSpace: "nowrap" }}>
                = {timer}
              </Text>
            )}
          </>
        }
        min={60}
        max={3600}
        step={30}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        {...form.getInputProps("timer_seconds")}
      />
      <Radio.Group
        label="Feedback style"
        description="The form feedback on your drills and lesson writing takes, from the AI model or the offline coach alike."
        {...form.getInputProps("feedback_style")}
      >
        <Stack gap={6} mt="xs">
          <Radio value="brief" label="Brief" description="A sentence or two and at most two things to improve." />
          <Radio value="detailed" label="Detailed" description="What works, what is missing and how to fix it." />
          <Radio value="rubric" label="Rubric" description="A table of criteria, each with its score and a comment." />
        </Stack>
      </Radio.Group>
      <Radio.Group
        label="Quiz answers"
        description="When lesson quizzes show you the correct answers."
        {...form.getInputProps("quiz_reveal")}
      >
        <Stack gap={6} mt="xs">
          <Radio value="after_submit" label="After I submit the quiz" />
          <Radio value="immediate" label="Straight away" />
        </Stack>
      </Radio.Group>
    </TabFrame>
  );
}
