import { Button, Fieldset, Stack } from "@mantine/core";
import type { FramingExampleResponse, FramingFeedbackRequest } from "#shared/drills/schemas.ts";
import { DrillShell, withRounds, type RoundProps } from "#web/features/drills/components/drill-shell.tsx";
import { useMotion } from "#web/features/drills/components/motion-card.tsx";
import { useDrillForm } from "#web/features/drills/components/use-drill-form.ts";
import { useExampleCall } from "#web/features/drills/components/example-call.ts";
import { AnswerField } from "#web/features/drills/components/answer-field.tsx";
import { ExampleButton, ExamplePanel, LabelledText } from "#web/features/drills/components/example-panel.tsx";
import { LinesSection } from "#web/features/drills/components/feedback-parts.tsx";
import { ResultPanel } from "#web/features/drills/components/result-panel.tsx";
import { FramingResult } from "#web/features/drills/components/results/framing-result.tsx";

type Field = Exclude<keyof FramingFeedbackRequest, "motion">;
const GROUPS: { legend: string; fields: { key: Field; label: string; hint: string }[] }[] = [
  {
    legend: "Goal and audience",
    fields: [
      { key: "goal", label: "Goal", hint: "What the judges should believe by the end." },
      { key: "audience", label: "Audience", hint: "Who you are persuading and what they care about." },
    ],
  },
  {
    legend: "Your frame",
    fields: [
      { key: "my_frame", label: "My frame", hint: "One sentence: what this debate is really about." },
      { key: "why_it_matters", label: "Why it matters", hint: "Why that lens is the right one." },
    ],
  },
  {
    legend: "The opponent's frame",
    fields: [
      { key: "opponent_frame", label: "Opponent's frame", hint: "How the other side will define the debate." },
      { key: "opponent_evidence", label: "Opponent's evidence", hint: "What they will point to." },
      { key: "limitations", label: "Limitations", hint: "What their frame leaves out or gets wrong." },
    ],
  },
  {
    legend: "The shift",
    fields: [
      { key: "new_frame", label: "New frame", hint: "The frame you move the debate onto." },
      { key: "language", label: "Language", hint: "Words and phrases that carry your frame." },
      { key: "metaphor", label: "Metaphor", hint: "An image that makes the frame stick." },
      { key: "story", label: "Story", hint: "A short human story that shows it." },
      { key: "values", label: "Values", hint: "The values your frame puts first." },
    ],
  },
];
const REQUIRED = new Set<Field>(["my_frame", "opponent_frame", "new_frame"]);
const FIELDS = GROUPS.flatMap((g) => g.fields.map((f) => f.key));
const LABEL = Object.fromEntries(GROUPS.flatMap((g) => g.fields.map((f) => [f.key, f.label]))) as Record<Field, string>;
const EXAMPLE_FIELDS = ["opponent_frame", "my_frame", "limitations", "new_frame", "language", "metaphor", "story", "values"] as const;
const empty = () => Object.fromEntries(FIELDS.map((f) => [f, ""])) as Record<Field, string>;

function FramingRound(round: RoundProps) {
  const motion = useMotion();
  const form = useDrillForm("framing-feedback", {
    draft: { setMotion: motion.setMotion, fresh: round.fresh },
    motion: motion.motion,
    initialValues: empty(),
    request: (answer) => ({ motion: motion.motion, ...answer }),
  });
  const example = useExampleCall("framing-example", motion.motion);
  // Filling only blank boxes: an example must never overwrite what the student wrote.
  const fillBlanks = (ex: FramingExampleResponse) => {
    const a = form.form.getValues();
    form.form.setValues(Object.fromEntries(EXAMPLE_FIELDS.filter((f) => !a[f].trim()).map((f) => [f, ex[f]])));
  };

  return (
    <DrillShell
      kind="framing"
      motion={motion}
      round={round}
      onSubmit={form.submit}
      busy={form.busy}
      error={form.error}
      draftStatus={form.draftStatus}
      motionExtras={<ExampleButton onClick={() => example.run({ side: "Unspecified" })} busy={example.busy} error={example.error} />}
      result={
        form.data && (
          <ResultPanel key={form.answeredAt} engine={form.data.engine} focusOnMount>
            <FramingResult result={form.data} />
          </ResultPanel>
        )
      }
    >
      {example.data && (
        <ExamplePanel
          engine={example.data.engine}
          actions={
            <Button variant="light" onClick={() => fillBlanks(example.data!)}>
              Fill empty fields with the example
            </Button>
          }
        >
          {EXAMPLE_FIELDS.map((f) => (
            <LabelledText key={f} label={LABEL[f]} text={example.data![f]} />
          ))}
          <LinesSection title="Suggested lines" lines={example.data.suggested_lines} />
          <LabelledText label="Notes" text={example.data.notes} />
        </ExamplePanel>
      )}
      {GROUPS.map((g) => (
        <Fieldset key={g.legend} legend={g.legend} radius="md">
          <Stack gap="sm">
            {g.fields.map((f) => (
              <AnswerField
                key={f.key}
                label={f.label}
                description={f.hint}
                required={REQUIRED.has(f.key)}
                {...form.form.getInputProps(f.key)}
              />
            ))}
          </Stack>
        </Fieldset>
      ))}
    </DrillShell>
  );
}

export const FramingDrillPage = withRounds(FramingRound);
