import { Stack, TextInput } from "@mantine/core";
import { completeActors } from "../../../../shared/drills/answers";
import { RepeatedRows } from "../../../ui/repeated-rows";
import { DrillShell, withRounds, type RoundProps } from "../components/drill-shell";
import { useMotion } from "../components/motion-card";
import { useDrillForm } from "../components/use-drill-form";
import { useExampleCall } from "../components/example-call";
import { AnswerField } from "../components/answer-field";
import { ExampleButton, ExamplePanel, LabelledText } from "../components/example-panel";
import { ResultPanel } from "../components/result-panel";
import { CharacterizationResult } from "../components/results/characterization-result";
import { rowId } from "../drills";

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
