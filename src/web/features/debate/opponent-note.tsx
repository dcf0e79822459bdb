import { Badge, Group, Text } from "@mantine/core";
import { IconTarget } from "@tabler/icons-react";
import { BALLOT_SKILLS } from "#shared/debate/ballot.ts";
import { UI_MESSAGES } from "#shared/messages/ui.ts";
import { LEVEL_LABEL } from "#web/ui/level-label.ts";
import type { RoundSetup } from "./use-debate";
import type { Level } from "#shared/levels.ts";

/**
 * What the opponent is set to: the difficulty and, once a round has started, the skill of the student's
 * it presses, so the student sees the round is built on their own record.
 */
export function OpponentNote({ round, preferred }: { round: RoundSetup | null; preferred: Level | undefined }) {
  const difficulty = round?.difficulty ?? preferred;
  if (!difficulty) return null;
  const note = !round
    ? UI_MESSAGES.difficultyFromSettings
    : round.press
      ? UI_MESSAGES.pressNote(BALLOT_SKILLS[round.press].noun)
      : UI_MESSAGES.pressNone;
  return (
    <Group gap="xs" align="center" data-testid="opponent-note" role="note">
      <Badge variant="light" color={round?.press ? "orange" : "gray"} c="var(--mantine-color-text)" tt="none" style={{ flexShrink: 0 }}>
        {UI_MESSAGES.opponentDifficulty(LEVEL_LABEL[difficulty])}
      </Badge>
      <Text size="sm" c={round?.press ? undefined : "dimmed"} fw={round?.press ? 600 : undefined}>
        {round?.press && <IconTarget size={14} aria-hidden style={{ verticalAlign: "-2px", marginRight: 4 }} />}
        {note}
      </Text>
    </Group>
  );
}
