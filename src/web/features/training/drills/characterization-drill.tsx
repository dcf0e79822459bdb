import { useState } from "react";
import { Button, Fieldset, Group, Stack, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { completeActors, validateCharacterization } from "../../../../shared/drills/validate";
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
  const [actors, setActors] = useState<ActorRow[]>(() => [emptyActor()]);
  const form = useDrillForm("characterization-feedback", motion.motion);
  const example = useExampleCall("characterization-example", motion.motion);
  const edit = (id: string, patch: Partial<ActorRow>) => setActors((xs) => xs.map((a) => (a.id === id ? { ...a, ...patch } : a)));

  const submit = () =>
    form.send(validateCharacterization({ motion: motion.motion, actors }), () => ({
      motion: motion.motion,
      actors: completeActors(actors),
    }));

  return (
    <DrillShell
      kind="characterization"
      motion={motion}
      round={round}
      onSubmit={submit}
      busy={form.busy}
      error={form.error}
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
      {actors.map((a, i) => (
        <Fieldset key={a.id} legend={`Actor ${i + 1}`} radius="md">
          <Stack gap="sm">
            <TextInput
              label="Name"
              placeholder="e.g. Low-income parents"
              value={a.name}
              onChange={(e) => edit(a.id, { name: e.currentTarget.value })}
            />
            <AnswerField
              label="Characterization"
              description="Who they are, what they want, what constrains them."
              value={a.characterization}
              onChange={(v) => edit(a.id, { characterization: v })}
            />
            <AnswerField
              label="Linked argument"
              description="How their traits lead to your side's conclusion."
              value={a.argument}
              onChange={(v) => edit(a.id, { argument: v })}
            />
            <Group justify="flex-end">
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setActors((xs) => xs.filter((x) => x.id !== a.id))}
              >
                Remove actor {i + 1}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      ))}
      <Group>
        <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setActors((xs) => [...xs, emptyActor()])}>
          Add actor
        </Button>
      </Group>
    </DrillShell>
  );
}

export const CharacterizationDrillPage = withRounds(CharacterizationRound);
