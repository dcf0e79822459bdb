import { Alert, Button, Card, Group, Select, Stack, Text, Textarea } from "@mantine/core";
import { IconLock, IconSparkles } from "@tabler/icons-react";
import { MOTION_MAX, SIDES } from "#shared/debate/rules.ts";
import { UI_MESSAGES } from "#shared/messages/ui.ts";
import { DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/debate-assignments.ts";
import type { DebateState } from "./use-debate";
import { OpponentNote } from "./opponent-note";
import type { Level } from "#shared/levels.ts";
import { FORMATS } from "#shared/debate/formats/index.ts";
import { PRACTICE_FORMAT_IDS, sideOfTeam, teamOfSide } from "#shared/debate/formats/practice.ts";
import { FormatNote } from "./speech-order";

/** "The current round" (the default) and every format the AI can practise, from the format data. */
const FORMAT_CHOICES = [
  { value: "", label: "Current round (AI debater)" },
  ...PRACTICE_FORMAT_IDS.map((id) => ({ value: id, label: FORMATS[id].name })),
];

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
          <Select
            label="Format"
            data={FORMAT_CHOICES}
            allowDeselect={false}
            disabled={locked}
            w={230}
            value={setup.values.format}
            onChange={(v) => {
              const id = v ?? "";
              setup.setFieldValue("format", id);
              const f = FORMATS[id as keyof typeof FORMATS];
              if (f) setup.setFieldValue("team", teamOfSide(f, setup.values.side).key);
            }}
          />
          {d.format ? (
            <Select
              label="Your team"
              data={d.format.teams.map((t) => ({ value: t.key, label: t.name }))}
              allowDeselect={false}
              disabled={locked}
              w={170}
              value={d.team}
              onChange={(v) => {
                if (!v || !d.format) return;
                setup.setFieldValue("team", v);
                setup.setFieldValue("side", sideOfTeam(d.format, v));
              }}
            />
          ) : (
            <Select label="Your side" data={[...SIDES]} allowDeselect={false} disabled={locked} w={170} {...setup.getInputProps("side")} />
          )}
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
        {d.format && d.team && <FormatNote format={d.format} team={d.team} />}
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
