import { Alert, Button, Card, Group, Select, Stack, Text, Textarea } from "@mantine/core";
import { IconLock, IconSparkles } from "@tabler/icons-react";
import { MOTION_MAX, SIDES } from "#shared/debate/rules.ts";
import { UI_MESSAGES } from "#shared/messages/ui.ts";
import { DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/debate-assignments.ts";
import type { DebateState } from "./use-debate";
import { OpponentNote } from "./opponent-note";
import type { Level } from "#shared/levels.ts";

/**
 * Motion, Generate, Start and the side select; the side (and motion) lock while a round runs. Below
 * them, what the opponent is set to (`preferred` is the difficulty in Settings, for a round not yet begun).
 * `onReopen` opens the round the server holds, when a start was refused because an assignment's round is open.
 */
export function SetupCard({ d, preferred, onReopen }: { d: DebateState; preferred: Level | undefined; onReopen: () => void }) {
  const locked = d.started || d.finished;
  const { setup } = d;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="setup-title">
      <Stack gap="sm">
        <Text id="setup-title" fw={700}>
          Round setup
        </Text>
        <Textarea
          label="Motion"
          placeholder="This House would…"
          autosize
          minRows={1}
          maxRows={4}
          maxLength={MOTION_MAX}
          readOnly={locked}
          {...setup.getInputProps("motion")}
        />
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select label="Your side" data={[...SIDES]} allowDeselect={false} disabled={locked} w={170} {...setup.getInputProps("side")} />
          <Button
            variant="default"
            leftSection={<IconSparkles size={16} aria-hidden />}
            onClick={d.generate}
            loading={d.busy === "generating"}
            disabled={locked || (!!d.busy && d.busy !== "generating")}
          >
            Generate
          </Button>
          <Button
            onClick={() => void d.start()}
            loading={d.busy === "starting"}
            disabled={locked || !setup.values.motion.trim() || (!!d.busy && d.busy !== "starting")}
          >
            Start
          </Button>
        </Group>
        {locked && (
          <Text size="sm" c="dimmed" role="note">
            <IconLock size={14} aria-hidden style={{ verticalAlign: "-2px", marginRight: 4 }} />
            {UI_MESSAGES.sideLocked(d.side)}
          </Text>
        )}
        <OpponentNote round={d.round} preferred={preferred} />
        {d.setupError && (
          <Alert color="red" role="alert" py="xs">
            {d.setupError}
            {/* The assignment's round is kept: this page opens it instead of starting another. */}
            {d.openElsewhere && (
              <Button size="xs" variant="default" mt="xs" display="block" onClick={onReopen}>
                {D.openRound}
              </Button>
            )}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
