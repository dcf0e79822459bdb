import { useState } from "react";
import { useNavigate } from "react-router";
import { Button, Card, Group, Loader, NumberInput, Radio, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { FORMAT_IDS, FORMATS, formatSlots, type FormatId } from "#shared/debate/formats/index.ts";
import { MOTION_MAX } from "#shared/limits.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { errorText } from "#web/ui/api-error.ts";
import { paths } from "#web/app/paths.ts";
import { useClassMembers } from "./api/use-live-rounds";
import { useCreateLiveRound } from "./api/use-create-live-round";
import { MotionPicker } from "./motion-picker";
import { SeatBoard } from "./components/seat-board";
import { TeamPicker } from "./components/team-picker";
import { ReplyPicker, replyChoices, type ReplySpeakers } from "./components/reply-picker";
import { emptySlots, fitSeating, positionsOf, type Seating } from "./seating";

type SeatingMode = "random" | "place" | "teams";

/** The teacher sets up a round: motion (typed or from the bank), format, prep, and who speaks where. */
export function CreateRoundForm({ classroomId }: { classroomId: string }) {
  const navigate = useNavigate();
  const create = useCreateLiveRound(classroomId);
  const [motion, setMotion] = useState("");
  const [format, setFormat] = useState<FormatId>("classroom");
  const [prep, setPrep] = useState<number | string>("");
  const [mode, setMode] = useState<SeatingMode>("random");
  const [picked, setPicked] = useState<Seating>({});
  const [replies, setReplies] = useState<ReplySpeakers>({});
  const random = mode === "random";
  const members = useClassMembers(classroomId, !random);
  const f = FORMATS[format];
  const slots = formatSlots(f);
  const students = members.data ?? [];
  // What is placed survives a change of format where the positions match (a student who left drops out).
  const seating = fitSeating(picked, slots, students);
  const empty = random ? 0 : emptySlots(seating, slots);
  const defaultPrep = f.prep.kind === "before" ? f.prep.seconds / 60 : 0;
  // Only the teams this format lets choose, with a speaker it allows (a choice kept from another format may not be).
  const replySpeakers = Object.fromEntries(
    replyChoices(f).map((c) => [c.team, c.speakers.includes(replies[c.team]) ? replies[c.team] : c.speakers[0]]),
  );

  const submit = () =>
    create.mutate(
      {
        motion: motion.trim(),
        format,
        prep_minutes: prep === "" ? undefined : Number(prep),
        positions: random ? "random" : positionsOf(seating, slots),
        ...(Object.keys(replySpeakers).length > 0 && { reply_speakers: replySpeakers }),
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
        <Radio.Group
          label={L.seatingLabel}
          description={random ? undefined : mode === "place" ? L.seatingPlaceHint : L.seatingTeamsHint}
          value={mode}
          onChange={(v) => setMode(v as SeatingMode)}
          data-testid="seating-mode"
        >
          <Group gap="md" mt={6} wrap="wrap">
            <Radio value="random" label={L.seatingRandom} />
            <Radio value="place" label={L.seatingPlace} />
            <Radio value="teams" label={L.seatingTeams} />
          </Group>
        </Radio.Group>
        {!random && members.isSuccess && students.length < slots.length && (
          <Text size="sm" c="red" role="alert">
            {L.notEnoughStudents(students.length, slots.length)}
          </Text>
        )}
        {!random && members.isPending && <Loader size="sm" role="status" aria-label={L.loadingStudents} />}
        {mode === "place" && members.isSuccess && (
          <SeatBoard slots={slots} teams={f.teams} students={students} seating={seating} onChange={setPicked} />
        )}
        {mode === "teams" && members.isSuccess && (
          <TeamPicker slots={slots} teams={f.teams} students={students} seating={seating} onChange={setPicked} />
        )}
        <ReplyPicker
          format={f}
          seating={random ? null : seating}
          names={new Map(students.map((st) => [st.id, st.name]))}
          value={replySpeakers}
          onChange={setReplies}
        />
        {create.isError && (
          <Text c="red" size="sm" role="alert">
            {errorText(create.error, L.positionsInvalid)}
          </Text>
        )}
        <Group gap="sm">
          <Button
            onClick={submit}
            loading={create.isPending}
            disabled={!motion.trim() || empty > 0}
            aria-describedby={empty > 0 ? "slots-left" : undefined}
          >
            {L.createButton}
          </Button>
          {empty > 0 && (
            <Text size="sm" c="dimmed" id="slots-left" data-testid="slots-left">
              {L.slotsLeft(empty)}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
