import { TextInput } from "@mantine/core";
import { RepeatedRows } from "#web/ui/repeated-rows.tsx";
import { DrillShell, withRounds, type RoundProps } from "#web/features/drills/components/drill-shell.tsx";
import { useMotion } from "#web/features/drills/components/motion-card.tsx";
import { useDrillForm } from "#web/features/drills/components/use-drill-form.ts";
import { AnswerField } from "#web/features/drills/components/answer-field.tsx";
import { ResultPanel } from "#web/features/drills/components/result-panel.tsx";
import { ModelingResult } from "#web/features/drills/components/results/modeling-result.tsx";
import { rowId } from "#web/features/drills/drills.ts";

interface TermRow {
  id: string;
  term: string;
  definition: string;
}
const emptyTerm = (): TermRow => ({ id: rowId(), term: "", definition: "" });

function ModelingRound(round: RoundProps) {
  const motion = useMotion();
  const form = useDrillForm("modeling-feedback", {
    draft: { setMotion: motion.setMotion, fresh: round.fresh },
    motion: motion.motion,
    initialValues: { terms: [emptyTerm()], how: "", examples: "" },
    request: ({ terms, how, examples }) => ({
      motion: motion.motion,
      terms: terms.map((t) => ({ term: t.term.trim(), definition: t.definition.trim() })).filter((t) => t.term && t.definition),
      how,
      examples,
    }),
  });

  return (
    <DrillShell
      kind="modeling"
      motion={motion}
      round={round}
      onSubmit={form.submit}
      busy={form.busy}
      error={form.error}
      draftStatus={form.draftStatus}
      result={
        form.data && (
          <ResultPanel key={form.answeredAt} engine={form.data.engine} focusOnMount>
            <ModelingResult result={form.data} />
          </ResultPanel>
        )
      }
    >
      <RepeatedRows
        rows={form.form.values.terms}
        rowKey={(t) => t.id}
        noun="Term"
        onAdd={() => form.form.insertListItem("terms", emptyTerm())}
        onRemove={(i) => form.form.removeListItem("terms", i)}
      >
        {(_, i) => (
          <>
            <TextInput label="Term" placeholder="e.g. ban" {...form.form.getInputProps(`terms.${i}.term`)} />
            <AnswerField
              label="Definition"
              description="What counts and what does not: set a clear boundary."
              {...form.form.getInputProps(`terms.${i}.definition`)}
            />
          </>
        )}
      </RepeatedRows>
      <AnswerField
        label="How it works"
        description="Who carries it out, how it is enforced, and from when."
        {...form.form.getInputProps("how")}
        minRows={3}
      />
      <AnswerField
        label="Examples"
        description="Where something like it has been done, or a case it would cover."
        {...form.form.getInputProps("examples")}
      />
    </DrillShell>
  );
}

export const ModelingDrillPage = withRounds(ModelingRound);
