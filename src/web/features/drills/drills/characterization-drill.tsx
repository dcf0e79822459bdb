import { Stack, TextInput } from "@mantine/core";
import { completeActors } from "#shared/drills/answers.ts";
import { RepeatedRows } from "#web/ui/repeated-rows.tsx";
import { DrillShell, withRounds, type RoundProps } from "#web/features/drills/components/drill-shell.tsx";
import { useMotion } from "#web/features/drills/components/motion-card.tsx";
import { useDrillForm } from "#web/features/drills/components/use-drill-form.ts";
import { useExampleCall } from "#web/features/drills/components/example-call.ts";
import { AnswerField } from "#web/features/drills/components/answer-field.tsx";
import { ExampleButton, ExamplePanel, LabelledText } from "#web/features/drills/components/example-panel.tsx";
import { ResultPanel } from "#web/features/drills/components/result-panel.tsx";
import { CharacterizationResult } from "#web/features/drills/components/results/characterization-result.tsx";
import { rowId } from "#web/features/drills/drills.ts";

interface ActorRow {
  id: string;
  name: string;
  characterization: string;
  argument: string;
}
const emptyActor = (): ActorRow => ({ id: rowId(), name: "", characterization: "", argument: "" });

function CharacterizationRound(round: RoundProps) {
  const motion = useMotion();
  const form = useDrillForm("characterization-feedback", {
    draft: { setMotion: motion.setMotion, fresh: round.fresh },
    motion: motion.motion,
    initialValues: { actors: [emptyActor()] },
    request: ({ actors }) => ({ motion: motion.motion, actors: completeActors(actors) }),
  });
  const example = useExampleCall("characterization-example", motion.motion);
  const field = (i: number, name: keyof ActorRow) => form.form.getInputProps(`actors.${i}.${name}`);

  return (
    <DrillShell
      kind="characterization"
      motion={motion}
      round={round}
      onSubmit={form.submit}
      busy={form.busy}
      error={form.error}
      draftStatus={form.draftStatus}
      motionExtras={<ExampleButton onClick={() => example.run()} busy={example.busy} error={example.error} />}
      result={
        form.data && (
          <ResultPanel key={form.answeredAt} engine={form.data.engine} focusOnMount>
            <CharacterizationResult result={form.data} />
          </ResultPanel>
        )
      }
    >
      {example.data && (
        <ExamplePanel engine={example.data.engine}>
          {example.data.actors.map((a, i) => (
            <Stack key={i} gap={4}>
              <LabelledText label={a.name} text={a.characterization} />
              <LabelledText label="Argument" text={a.argument} />
            </Stack>
          ))}
          <LabelledText label="Notes" text={example.data.notes} />
        </ExamplePanel>
      )}
      <RepeatedRows
        rows={form.form.values.actors}
        rowKey={(a) => a.id}
        noun="Actor"
        onAdd={() => form.form.insertListItem("actors", emptyActor())}
        onRemove={(i) => form.form.removeListItem("actors", i)}
      >
        {(_, i) => (
          <>
            <TextInput label="Name" placeholder="e.g. Low-income parents" {...field(i, "name")} />
            <AnswerField
              label="Characterization"
              description="Who they are, what they want, what constrains them."
              {...field(i, "characterization")}
            />
            <AnswerField label="Linked argument" description="How their traits lead to your side's conclusion." {...field(i, "argument")} />
          </>
        )}
      </RepeatedRows>
    </DrillShell>
  );
}

export const CharacterizationDrillPage = withRounds(CharacterizationRound);
