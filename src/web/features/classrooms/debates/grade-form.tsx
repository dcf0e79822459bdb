import { useState } from "react";
import { Button, Card, Group, NumberInput, Stack, Text, Textarea, Title } from "@mantine/core";
import { DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/debate-assignments.ts";
import { COMMENT_MAX, type TeacherGrade } from "#shared/debate-assignments/schemas.ts";
import { BALLOT_RUBRIC } from "#shared/rubrics/ballot.ts";
import { useGradeDebate } from "./api";
import { SaveOutcome } from "./save-outcome";

type Key = "matter" | "manner" | "method";

/** The teacher's grade on the judge's own categories, 0-10 each, with a comment. */
export function GradeForm(p: { classroomId: string; assignmentId: string; studentId: string; grade: TeacherGrade | null }) {
  const save = useGradeDebate(p.classroomId, p.assignmentId, p.studentId);
  const [scores, setScores] = useState<Record<Key, number | string>>({
    matter: p.grade?.matter ?? "",
    manner: p.grade?.manner ?? "",
    method: p.grade?.method ?? "",
  });
  const [comment, setComment] = useState(p.grade?.comment ?? "");
  const ready = (["matter", "manner", "method"] as const).every((k) => typeof scores[k] === "number");
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="grade-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="grade-title">
          {D.gradeTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {D.gradeHint}
        </Text>
        {/* Labels of one or two lines: the boxes line up along their bottom edge. */}
        <Group gap="sm" wrap="wrap" align="flex-end">
          {BALLOT_RUBRIC.dimensions.map((d) => (
            <NumberInput
              key={d.key}
              label={`${d.label} (${d.description})`}
              min={0}
              max={10}
              step={1}
              allowDecimal={false}
              clampBehavior="strict"
              value={scores[d.key as Key]}
              onChange={(v) => setScores((s) => ({ ...s, [d.key]: v }))}
              w={200}
            />
          ))}
        </Group>
        <Textarea
          label={D.commentLabel}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          maxLength={COMMENT_MAX}
          autosize
          minRows={2}
        />
        <SaveOutcome mutation={save} done={D.gradeSaved} failed={D.gradeInvalid} />
        <Group>
          <Button
            disabled={!ready}
            loading={save.isPending}
            onClick={() =>
              save.mutate({ matter: Number(scores.matter), manner: Number(scores.manner), method: Number(scores.method), comment })
            }
          >
            {D.gradeSave}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
