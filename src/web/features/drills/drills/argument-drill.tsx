import { useState } from "react";
import { Group, Text } from "@mantine/core";
import { PAEL_FIELDS, PAEL_LABELS, composePael, type PaelField } from "#shared/drills/answers.ts";
import { DrillShell, withRounds, type RoundProps } from "#web/features/drills/components/drill-shell.tsx";
import { useMotion } from "#web/features/drills/components/motion-card.tsx";
import { useDrillForm } from "#web/features/drills/components/use-drill-form.ts";
import { AnswerField } from "#web/features/drills/components/answer-field.tsx";
import { SideBadge } from "#web/features/drills/components/side-badge.tsx";
import { ResultPanel } from "#web/features/drills/components/result-panel.tsx";
import { ArgumentResult } from "#web/features/drills/components/results/argument-result.tsx";
import { randomSide } from "#shared/sides.ts";
import { wordCount } from "#shared/text.ts";

const HINTS: Record<PaelField, string> = {
  point: "Your claim in one sentence.",
  analysis: "Why it is true: the chain of reasons, step by step.",
  example: "A real case, figure or study that shows it happening.",
  link: "Tie it back to the motion: why this wins the debate for your side.",
};
const EMPTY: Record<PaelField, string> = { point: "", analysis: "", example: "", link: "" };

function ArgumentRound(round: RoundProps) {
  const motion = useMotion();
  const [side] = useState(randomSide);
  const form = useDrillForm("feedback", {
    draft: { setMotion: motion.setMotion, fresh: round.fresh },
    motion: motion.motion,
    initialValues: { pael: EMPTY },
    request: ({ pael }) => ({ motion: motion.motion, side, pael, argument: composePael(pael) }),
    // '{Field} is required.' shows as soon as the student leaves a blank section.
    validateInputOnBlur: true,
  });
  const pael = form.form.values.pael;
  const total = PAEL_FIELDS.reduce((n, f) => n + wordCount(pael[f]), 0);

  return (
    <DrillShell
      kind="argument"
      motion={motion}
      round={round}
      onSubmit={form.submit}
      busy={form.busy}
      error={form.error}
      draftStatus={form.draftStatus}
      motionExtras={
        <Group gap="xs">
          <SideBadge label="Your side" side={side} />
        </Group>
      }
      result={
        form.data && (
          <ResultPanel key={form.answeredAt} engine={form.data.engine} focusOnMount>
            <ArgumentResult result={form.data} />
          </ResultPanel>
        )
      }
    >
      {PAEL_FIELDS.map((f) => (
        <AnswerField
          key={f}
          label={PAEL_LABELS[f]}
          description={HINTS[f]}
          required
          {...form.form.getInputProps(`pael.${f}`)}
          minRows={f === "analysis" ? 4 : 2}
        />
      ))}
      <Text size="sm" c="dimmed" data-testid="total-words">
        Total: {total} {total === 1 ? "word" : "words"}
      </Text>
    </DrillShell>
  );
}

export const ArgumentDrillPage = withRounds(ArgumentRound);
