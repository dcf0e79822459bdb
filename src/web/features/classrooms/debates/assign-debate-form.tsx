import { useState } from "react";
import { Button, Card, Group, Select, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/debate-assignments.ts";
import { DRILL_KINDS, DRILL_NAMES } from "#shared/drills/rubric.ts";
import { MOTION_MAX } from "#shared/limits.ts";
import { isoFromLocal } from "#web/features/classrooms/due-text.ts";
import { useAssignDebate, useMotionBank, type AssignDebateValues } from "./api";
import { SaveOutcome } from "./save-outcome";
import { LEVELS } from "#shared/levels.ts";

type Level = (typeof LEVELS)[number];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The teacher sets the class a motion: typed, or picked from the bank by topic and level. */
export function AssignDebateForm({ classroomId }: { classroomId: string }) {
  const bank = useMotionBank();
  const assign = useAssignDebate(classroomId);
  const [topic, setTopic] = useState<string | null>(null);
  const [level, setLevel] = useState<Level>("beginner");
  const [motion, setMotion] = useState("");
  const [side, setSide] = useState<AssignDebateValues["side"]>("random");
  const [date, setDate] = useState("");
  const [time, setTime] = useState("23:00");
  const [drill, setDrill] = useState<string>("");
  const motions = bank.data?.topics.find((t) => t.topic === topic)?.[level] ?? [];
  const dueAt = date ? isoFromLocal(date, time) : null;

  const submit = () =>
    assign.mutate(
      { motion: motion.trim(), side, due_at: dueAt, drill: (drill || null) as AssignDebateValues["drill"] },
      {
        onSuccess: () => setMotion(""),
      },
    );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="assign-debate-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="assign-debate-title">
          {D.assignTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {D.bankLabel}
        </Text>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label={D.topicLabel}
            placeholder={D.topicLabel}
            data={(bank.data?.topics ?? []).map((t) => ({ value: t.topic, label: cap(t.topic) }))}
            value={topic}
            onChange={setTopic}
            w={180}
          />
          <Select
            label={D.levelLabel}
            data={LEVELS.map((l) => ({ value: l, label: cap(l) }))}
            value={level}
            onChange={(v) => setLevel((v as Level) ?? "beginner")}
            allowDeselect={false}
            w={150}
          />
          <Select
            label="Motion from the bank"
            placeholder={topic ? "Pick a motion" : "Pick a topic first"}
            data={motions}
            value={motions.includes(motion) ? motion : null}
            onChange={(v) => v && setMotion(v)}
            disabled={!topic}
            style={{ flex: "1 1 260px" }}
            searchable
          />
        </Group>
        <Textarea
          label={D.motionLabel}
          placeholder={D.motionPlaceholder}
          value={motion}
          onChange={(e) => setMotion(e.currentTarget.value)}
          maxLength={MOTION_MAX}
          autosize
          minRows={1}
          required
        />
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label={D.sideLabel}
            data={[
              { value: "random", label: D.sideRandom },
              { value: "Government", label: "Government" },
              { value: "Opposition", label: "Opposition" },
            ]}
            value={side}
            onChange={(v) => setSide((v as AssignDebateValues["side"]) ?? "random")}
            allowDeselect={false}
            w={200}
          />
          <TextInput type="date" label={D.dueLabel} value={date} onChange={(e) => setDate(e.currentTarget.value)} w={150} />
          <TextInput type="time" label="Time" value={time} onChange={(e) => setTime(e.currentTarget.value)} disabled={!date} w={130} />
          <Select
            label={D.drillLabel}
            data={[{ value: "", label: D.drillNone }, ...DRILL_KINDS.map((k) => ({ value: k, label: DRILL_NAMES[k] }))]}
            value={drill}
            onChange={(v) => setDrill(v ?? "")}
            allowDeselect={false}
            w={220}
          />
        </Group>
        <SaveOutcome mutation={assign} done={D.assigned} failed={D.motionRequired} />
        <Group>
          <Button onClick={submit} loading={assign.isPending} disabled={!motion.trim() || (!!date && !dueAt)}>
            {D.assignButton}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
