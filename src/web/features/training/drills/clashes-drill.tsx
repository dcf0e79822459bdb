import { useState } from "react";
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { addActor, firstCompleteClash, removeActor, validateClashes, type ClashDraft } from "../../../../shared/drills/validate";
import { DrillShell, withRounds, type RoundProps } from "../components/drill-shell";
import { useMotion } from "../components/motion-card";
import { useDrillForm } from "../components/use-drill-form";
import { useExampleCall } from "../components/example-call";
import { AnswerField } from "../components/answer-field";
import { ActorTags } from "../components/actor-tags";
import { ExampleButton, ExamplePanel, LabelledText } from "../components/example-panel";
import { ResultPanel } from "../components/result-panel";
import { ClashesResult } from "../components/results/clashes-result";
import { rowId } from "../drills";
import { SIDES } from "../../../../shared/sides";
import { UI_MESSAGES } from "../../../../shared/messages/ui";

type ClashRow = ClashDraft & { id: string; actor: string; clash_text: string; argument: string };
const emptyClash = (): ClashRow => ({ id: rowId(), actor: "", clash_text: "", side: "", argument: "" });

function ClashesRound(round: RoundProps) {
  const motion = useMotion();
  const [actors, setActors] = useState<string[]>([]);
  const [clashes, setClashes] = useState<ClashRow[]>(() => [emptyClash()]);
  const form = useDrillForm("clashes-feedback", motion.motion);
  const example = useExampleCall("clashes-example", motion.motion);
  const edit = (id: string, patch: Partial<ClashRow>) => setClashes((xs) => xs.map((c) => (c.id === id ? { ...c, ...patch } : c)));
  const remove = (name: string) => {
    const next = removeActor(actors, clashes, name);
    setActors(next.actors);
    setClashes(next.clashes);
  };

  const submit = () =>
    form.send(validateClashes({ motion: motion.motion, vulnerable_actors: actors, clashes }), () => ({
      motion: motion.motion,
      vulnerable_actors: actors,
      clash: firstCompleteClash(clashes),
    }));
  const exampleActor = clashes.find((c) => c.actor)?.actor ?? actors[0] ?? "";

  return (
    <DrillShell
      kind="clashes"
      motion={motion}
      round={round}
      onSubmit={submit}
      busy={form.busy}
      error={form.error}
      motionExtras={
        <ExampleButton
          onClick={() => example.run({ actor: exampleActor })}
          busy={example.busy}
          error={example.error}
          label="Show example clash"
        />
      }
      result={
        form.data && (
          <ResultPanel key={form.answeredAt} engine={form.data.engine} focusOnMount>
            <ClashesResult result={form.data} />
          </ResultPanel>
        )
      }
    >
      {example.data && (
        <ExamplePanel title="Example clash" engine={example.data.engine}>
          <LabelledText label="Actor" text={example.data.actor} />
          <LabelledText label="Clash" text={example.data.clash_text} />
          <LabelledText label="Government argument" text={example.data.gov_argument} />
          <LabelledText label="Opposition argument" text={example.data.opp_argument} />
          <LabelledText label="Notes" text={example.data.notes} />
        </ExamplePanel>
      )}
      <ActorTags actors={actors} onAdd={(n) => setActors((xs) => addActor(xs, n))} onRemove={remove} />
      <Text size="sm" c="dimmed">
        {UI_MESSAGES.firstClashScored}
      </Text>
      {clashes.map((c, i) => (
        <Fieldset key={c.id} legend={`Clash ${i + 1}`} radius="md">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Select
                label="Actor"
                placeholder={actors.length ? "Choose an actor" : "Add an actor first"}
                data={actors}
                value={c.actor || null}
                onChange={(v) => edit(c.id, { actor: v ?? "" })}
                clearable
                allowDeselect
              />
              <Select
                label="Side"
                placeholder="Choose a side"
                data={[...SIDES]}
                value={c.side || null}
                onChange={(v) => edit(c.id, { side: (v ?? "") as ClashRow["side"] })}
              />
            </SimpleGrid>
            <AnswerField
              label="Clash"
              description="The question both sides answer differently."
              value={c.clash_text}
              onChange={(v) => edit(c.id, { clash_text: v })}
            />
            <AnswerField
              label="Argument"
              description="Your side's argument on this clash."
              value={c.argument}
              onChange={(v) => edit(c.id, { argument: v })}
            />
            <Group justify="flex-end">
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setClashes((xs) => xs.filter((x) => x.id !== c.id))}
              >
                Remove clash {i + 1}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setClashes((xs) => [...xs, emptyClash()])}
        >
          Add clash
        </Button>
      </Group>
    </DrillShell>
  );
}

export const ClashesDrillPage = withRounds(ClashesRound);
