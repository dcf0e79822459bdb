import { useState } from "react";
import { Button, Fieldset, Group, Stack, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { validateModeling } from "../../../../shared/drills/validate";
import { DrillShell, withRounds, type RoundProps } from "../components/drill-shell";
import { useMotion } from "../components/motion-card";
import { useDrillForm } from "../components/use-drill-form";
import { AnswerField } from "../components/answer-field";
import { ResultPanel } from "../components/result-panel";
import { ModelingResult } from "../components/results/modeling-result";
import { rowId } from "../drills";

interface TermRow {
  id: string;
  term: string;
  definition: string;
}
const emptyTerm = (): TermRow => ({ id: rowId(), term: "", definition: "" });

function ModelingRound(round: RoundProps) {
  const motion = useMotion();
  const [terms, setTerms] = useState<TermRow[]>(() => [emptyTerm()]);
  const [how, setHow] = useState("");
  const [examples, setExamples] = useState("");
  const form = useDrillForm("modeling-feedback", motion.motion);
  const edit = (id: string, patch: Partial<TermRow>) => setTerms((xs) => xs.map((t) => (t.id === id ? { ...t, ...patch } : t)));

  const submit = () =>
    form.send(validateModeling({ motion: motion.motion, terms }), () => ({
      motion: motion.motion,
      terms: terms.map((t) => ({ term: t.term.trim(), definition: t.definition.trim() })).filter((t) => t.term && t.definition),
      how,
      examples,
    }));

  return (
    <DrillShell
      kind="modeling"
      motion={motion}
      round={round}
      onSubmit={submit}
      busy={form.busy}
      error={form.error}
      result={
        form.data && (
          <ResultPanel key={form.answeredAt} engine={form.data.engine} focusOnMount>
            <ModelingResult result={form.data} />
          </ResultPanel>
        )
      }
    >
      {terms.map((t, i) => (
        <Fieldset key={t.id} legend={`Term ${i + 1}`} radius="md">
          <Stack gap="sm">
            <TextInput label="Term" placeholder="e.g. ban" value={t.term} onChange={(e) => edit(t.id, { term: e.currentTarget.value })} />
            <AnswerField
              label="Definition"
              description="What counts and what does not: set a clear boundary."
              value={t.definition}
              onChange={(v) => edit(t.id, { definition: v })}
            />
            <Group justify="flex-end">
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setTerms((xs) => xs.filter((x) => x.id !== t.id))}
              >
                Remove term {i + 1}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      ))}
      <Group>
        <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setTerms((xs) => [...xs, emptyTerm()])}>
          Add term
        </Button>
      </Group>
      <AnswerField
        label="How it works"
        description="Who carries it out, how it is enforced, and from when."
        value={how}
        onChange={setHow}
        minRows={3}
      />
      <AnswerField
        label="Examples"
        description="Where something like it has been done, or a case it would cover."
        value={examples}
        onChange={setExamples}
      />
    </DrillShell>
  );
}

export const ModelingDrillPage = withRounds(ModelingRound);
