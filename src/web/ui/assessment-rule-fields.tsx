import { Group, Select, Stack, Switch, Text } from "@mantine/core";
import {
  ATTEMPT_LABELS,
  ATTEMPT_LIMITS,
  REVEAL_LABELS,
  REVEAL_RULES,
  answersWaitForLastAttempt,
  type AttemptLimit,
  type RevealRule,
} from "#shared/classrooms/rules.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";

const revealData = REVEAL_RULES.map((value) => ({ value, label: REVEAL_LABELS[value] }));
const attemptData = ATTEMPT_LIMITS.map((value) => ({ value, label: ATTEMPT_LABELS[value] }));

/**
 * The three assessment rules as fields, for the teacher's defaults (Settings → Teacher) and for one
 * assignment (the manage page): when answers show, how many attempts, whether grading locks the work.
 * Where answers could show while an attempt is left, it says they wait (the server holds them back).
 */
export function AssessmentRuleFields({
  idPrefix,
  reveal,
  attempts,
  lock,
  onReveal,
  onAttempts,
  onLock,
  disabled,
  compact,
}: {
  idPrefix: string;
  reveal: RevealRule;
  attempts: AttemptLimit;
  lock: boolean;
  onReveal: (v: RevealRule) => void;
  onAttempts: (v: AttemptLimit) => void;
  onLock: (v: boolean) => void;
  disabled?: boolean;
  compact?: boolean;
}) {
  const size = compact ? "xs" : "sm";
  const waits = answersWaitForLastAttempt({ reveal_answers: reveal, max_attempts: attempts, lock_on_grade: lock });
  const noteId = `${idPrefix}-answers-wait`;
  return (
    <Stack gap={4}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          id={`${idPrefix}-reveal`}
          size={size}
          w={compact ? 170 : 220}
          label="Show answers"
          description={compact ? undefined : "When students see the quiz's right answers"}
          data={revealData}
          value={reveal}
          allowDeselect={false}
          disabled={disabled}
          onChange={(v) => v && onReveal(v as RevealRule)}
        />
        <Select
          id={`${idPrefix}-attempts`}
          size={size}
          w={compact ? 130 : 180}
          label="Attempts"
          description={compact ? undefined : "How many times a student may turn it in"}
          data={attemptData}
          value={attempts}
          allowDeselect={false}
          disabled={disabled}
          onChange={(v) => v && onAttempts(v as AttemptLimit)}
        />
        <Switch
          id={`${idPrefix}-lock`}
          size={size}
          label="Grading locks the work"
          checked={lock}
          disabled={disabled}
          onChange={(e) => onLock(e.currentTarget.checked)}
          mb={compact ? 4 : 8}
        />
      </Group>
      {waits && (
        <Text id={noteId} size="xs" c="dimmed" maw={520} data-testid="answers-wait-note">
          {C.answersWaitForLastAttempt}
        </Text>
      )}
    </Stack>
  );
}
