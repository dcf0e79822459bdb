import { useState } from "react";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconArrowsExchange, IconSparkles } from "@tabler/icons-react";
import { DrillShell, withRounds, type RoundProps } from "#web/features/drills/components/drill-shell.tsx";
import { useMotion } from "#web/features/drills/components/motion-card.tsx";
import { useDrillForm } from "#web/features/drills/components/use-drill-form.ts";
import { useExampleCall } from "#web/features/drills/components/example-call.ts";
import { AnswerField } from "#web/features/drills/components/answer-field.tsx";
import { ExamplePanel, LabelledText } from "#web/features/drills/components/example-panel.tsx";
import { SideBadge } from "#web/features/drills/components/side-badge.tsx";
import { ResultPanel } from "#web/features/drills/components/result-panel.tsx";
import { RefutationResult } from "#web/features/drills/components/results/refutation-result.tsx";
import { isSide, otherSide, randomSide, type Side } from "#shared/sides.ts";
import { UI_MESSAGES } from "#shared/messages/ui.ts";

type Field = "impact" | "analysis" | "examples" | "weighing";
const FIELDS: { key: Field; label: string; hint: string }[] = [
  { key: "impact", label: "Impact / link", hint: "Why their impact is smaller, unlikely, or does not follow from the motion." },
  { key: "analysis", label: "Analysis", hint: "Where their chain of reasoning breaks." },
  { key: "examples", label: "Examples", hint: "Why their example does not prove the general case, or a counter-example." },
  { key: "weighing", label: "Weighing", hint: "Even if some of it stands, why your side still wins." },
];

function RefutationRound(round: RoundProps) {
  const motion = useMotion();
  const [aiSide, setAiSide] = useState(randomSide);
  // The student argues against the AI; the button flips that when they want to try the other bench.
  const [mySide, setMySide] = useState<Side>(() => otherSide(aiSide));
  const aiArgument = useExampleCall("generate-argument", motion.motion);
  const argument = aiArgument.data?.pael ?? aiArgument.data?.argument ?? null;
  const form = useDrillForm("refutation-feedback", {
    draft: { setMotion: motion.setMotion, fresh: round.fresh },
    motion: motion.motion,
    initialValues: { refutation: { impact: "", analysis: "", examples: "", weighing: "" } as Record<Field, string> },
    request: ({ refutation }) => ({ motion: motion.motion, their_side: aiSide, our_side: mySide, argument, refutation }),
    // A reload brings back the same round: the sides as they were and the AI's argument being answered.
    extras: {
      value: { ai_side: aiSide, my_side: mySide, ai_argument: aiArgument.data ?? null },
      restore: (kept, forMotion) => {
        if (isSide(kept.ai_side)) setAiSide(kept.ai_side);
        if (isSide(kept.my_side)) setMySide(kept.my_side);
        if (kept.ai_argument) aiArgument.restore(kept.ai_argument, forMotion);
      },
    },
  });

  return (
    <DrillShell
      kind="refutation"
      motion={motion}
      round={round}
      onSubmit={form.submit}
      busy={form.busy}
      error={form.error}
      draftStatus={form.draftStatus}
      submitLabel="Get feedback"
      motionExtras={
        <Stack gap="xs">
          <Group gap="xs">
            <SideBadge label="AI side" side={aiSide} />
            <SideBadge label="Your side" side={mySide} />
            <Button
              size="xs"
              variant="default"
              leftSection={<IconArrowsExchange size={14} aria-hidden />}
              onClick={() => setMySide(otherSide)}
            >
              Set My Side Opposite
            </Button>
          </Group>
          {mySide === aiSide && (
            <Text size="sm" c="dimmed">
              {UI_MESSAGES.sameSideAsAi}
            </Text>
          )}
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconSparkles size={16} aria-hidden />}
              loading={aiArgument.busy}
              onClick={() => aiArgument.run({ side: aiSide })}
            >
              Generate AI argument
            </Button>
            {aiArgument.busy && (
              <Text size="sm" role="status">
                {UI_MESSAGES.writingAiArgument}
              </Text>
            )}
          </Group>
          {aiArgument.error && (
            <Alert color="red" role="alert">
              {aiArgument.error}
            </Alert>
          )}
        </Stack>
      }
      result={
        form.data && (
          <ResultPanel key={form.answeredAt} engine={form.data.engine} focusOnMount>
            <RefutationResult result={form.data} />
          </ResultPanel>
        )
      }
    >
      {argument && (
        <ExamplePanel title={`The AI's argument (${aiSide})`} engine={aiArgument.data?.engine}>
          <LabelledText label="Point" text={argument.point} />
          <LabelledText label="Analysis" text={argument.analysis} />
          <LabelledText label="Example" text={argument.example} />
          <LabelledText label="Link" text={argument.link} />
        </ExamplePanel>
      )}
      {FIELDS.map((f) => (
        <AnswerField
          key={f.key}
          label={f.label}
          description={f.hint}
          required={f.key === "impact" || f.key === "analysis"}
          {...form.form.getInputProps(`refutation.${f.key}`)}
          // The spec's one message covers both fields; it is shown once, below, and the boxes are marked.
          error={!!form.form.errors[`refutation.${f.key}`]}
        />
      ))}
    </DrillShell>
  );
}

export const RefutationDrillPage = withRounds(RefutationRound);
