import { useState } from "react";
import { useNavigate } from "react-router";
import { Button, Card, Group, NumberInput, Select, Stack, Switch, Text, TextInput, Title } from "@mantine/core";
import { FORMAT_IDS, FORMATS, formatSlots, type FormatId } from "#shared/debate/formats/index.ts";
import { MOTION_MAX } from "#shared/limits.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { errorText } from "#web/ui/api-error.ts";
import { paths } from "#web/app/paths.ts";
import { useClassMembers } from "./api/use-live-rounds";
import { useCreateLiveRound } from "./api/use-create-live-round";
import { MotionPicker } from "./motion-picker";

/** The teacher sets up a round: motion (typed or from the bank), format, prep, and who speaks where. */
export function CreateRoundForm({ classroomId }: { classroomId: string }) {
  const navigate = useNavigate();
  const create = useCreateLiveRound(classroomId);
  const [motion, setMotion] = useState("");
  const [format, setFormat] = useState<FormatId>("classroom");
  const [prep, setPrep] = useState<number | string>("");
  const [random, setRandom] = useState(true);
  const [placed, setPlaced] = useState<Record<string, string | null>>({});
  const members = useClassMembers(classroomId, !random);
  const f = FORMATS[format];
  const slots = formatSlots(f);
  const teamName = (key: string) => f.teams.find((t) => t.key === key)?.name ?? key;
  const defaultPrep = f.prep.kind === "before" ? f.prep.seconds / 60 : 0;

  const submit = () =>
    create.mutate(
      {
        motion: motion.trim(),
        format,
        prep_minutes: prep === "" ? undefined : Number(prep),
        positions: random ? "random" : Object.fromEntries(slots.map((s) => [s.key, placed[s.key] ?? ""])),
      },
      { onSuccess: ({ round }) => void navigate(paths.liveRound(classroomId, round.id)) },
    );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="create-round-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="create-round-title">
          {L.createTitle}
        </Title>
        <MotionPicker onPick={setMotion} />
        <TextInput
          label={L.motionLabel}
          value={motion}
          onChange={(e) => setMotion(e.currentTarget.value)}
          maxLength={MOTION_MAX}
          required
        />
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={L.formatLabel}
            data={FORMAT_IDS.map((id) => ({ value: id, label: FORMATS[id].name }))}
            value={format}
            onChange={(v) => v && setFormat(v as FormatId)}
            allowDeselect={false}
            w={240}
          />
          <NumberInput label={L.prepLabel} placeholder={String(defaultPrep)} min={0} max={60} value={prep} onChange={setPrep} w={160} />
        </Group>
        <Switch label={L.positionsRandom} checked={random} onChange={(e) => setRandom(e.currentTarget.checked)} />
        {!random && (
          <Group gap="sm" wrap="wrap" align="flex-end">
            {slots.map((s) => (
              <Select
                key={s.key}
                label={L.slotLabel(teamName(s.team), s.speaker)}
                data={(members.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
                value={placed[s.key] ?? null}
                onChange={(v) => setPlaced((p) => ({ ...p, [s.key]: v }))}
                searchable
                w={200}
              />
            ))}
          </Group>
        )}
        {create.isError && (
          <Text c="red" size="sm" role="alert">
            {errorText(create.error, L.positionsInvalid)}
          </Text>
        )}
        <Group>
          <Button onClick={submit} loading={create.isPending} disabled={!motion.trim()}>
            {L.createButton}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
