import { Select, SimpleGrid, Text } from "@mantine/core";
import { addActor, firstCompleteClash, removeActor, type ClashDraft } from "#shared/drills/answers.ts";
import { RepeatedRows } from "#web/ui/repeated-rows.tsx";
import { DrillShell, withRounds, type RoundProps } from "#web/features/drills/components/drill-shell.tsx";
import { useMotion } from "#web/features/drills/components/motion-card.tsx";
import { useDrillForm } from "#web/features/drills/components/use-drill-form.ts";
import { useExampleCall } from "#web/features/drills/components/example-call.ts";
import { AnswerField } from "#web/features/drills/components/answer-field.tsx";
import { ActorTags } from "#web/features/drills/components/actor-tags.tsx";
import { ExampleButton, ExamplePanel, LabelledText } from "#web/features/drills/components/example-panel.tsx";
import { ResultPanel } from "#web/features/drills/components/result-panel.tsx";
import { ClashesResult } from "#web/features/drills/components/results/clashes-result.tsx";
import { rowId } from "#web/features/drills/drills.ts";
import { SIDES } from "#shared/sides.ts";
import { UI_MESSAGES } from "#shared/messages/ui.ts";

type ClashRow = ClashDraft & { id: string; actor: string; clash_text: string; argument: string };
const emptyClash = (): ClashRow => ({ id: rowId(), actor: "", clash_text: "", side: "", argument: "" });

function ClashesRound(round: RoundProps) {
  const motion = useMotion();
  const form = useDrillForm("clashes-feedback", {
    draft: { setMotion: motion.setMotion, fresh: round.fresh },
    motion: motion.motion,
    initialValues: { actors: [] as string[], clashes: [emptyClash()] },
    request: ({ actors, clashes }) => ({ motion: motion.motion, vulnerable_actors: actors, clash: firstCompleteClash(clashes) }),
  });
  const { actors, clashes } = form.form.values;
  const example = useExampleCall("clashes-example", motion.motion);
  const remove = (name: string) => form.form.setValues(removeActor(actors, clashes, name));
  const exampleActor = clashes.find((c) => c.actor)?.actor ?? actors[0] ?? "";

  return (
    <DrillShell
      kind="clashes"
      motion={motion}
      round={round}
      onSubmit={form.submit}
      busy={form.busy}
      error={form.error}
      draftStatus={form.draftStatus}
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
      <ActorTags actors={actors} onAdd={(n) => form.form.setFieldValue("actors", addActor(actors, n))} onRemove={remove} />
      <Text size="sm" c="dimmed">
        {UI_MESSAGES.firstClashScored}
      </Text>
      <RepeatedRows
        rows={clashes}
        rowKey={(c) => c.id}
        noun="Clash"
        onAdd={() => form.form.insertListItem("clashes", emptyClash())}
        onRemove={(i) => form.form.removeListItem("clashes", i)}
      >
        {(c, i) => (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Select
                label="Actor"
                placeholder={actors.length ? "Choose an actor" : "Add an actor first"}
                data={actors}
                value={c.actor || null}
                onChange={(v) => form.form.setFieldValue(`clashes.${i}.actor`, v ?? "")}
                clearable
                allowDeselect
              />
              <Select
                label="Side"
                placeholder="Choose a side"
                data={[...SIDES]}
                value={c.side || null}
                onChange={(v) => form.form.setFieldValue(`clashes.${i}.side`, (v ?? "") as ClashRow["side"])}
              />
            </SimpleGrid>
            <AnswerField
              label="Clash"
              description="The question both sides answer differently."
              {...form.form.getInputProps(`clashes.${i}.clash_text`)}
            />
            <AnswerField
              label="Argument"
              description="Your side's argument on this clash."
              {...form.form.getInputProps(`clashes.${i}.argument`)}
            />
          </>
        )}
      </RepeatedRows>
    </DrillShell>
  );
}

export const ClashesDrillPage = withRounds(ClashesRound);
