import { useState } from "react";
import { Badge, Button, Card, Group, Stack, Switch, Text, Title } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import type { ManageResponse } from "#shared/classrooms/schemas.ts";
import { useSettings } from "#web/app/settings/use-settings.ts";
import { useAssignLesson, useUnassignLesson, useUpdateAssignment } from "#web/features/classrooms/api/use-manage-actions.ts";
import { ConfirmModal } from "#web/ui/confirm-modal.tsx";
import { ActionError } from "#web/features/classrooms/action-error.tsx";
import { dueText } from "#web/features/classrooms/due-text.ts";
import { DueDateEditor } from "./due-date-editor";
import { AssignLessonModal } from "./assign-lesson-modal";
import { LEVEL_LABEL } from "#web/ui/level-label.ts";
import { AssessmentRuleFields } from "#web/ui/assessment-rule-fields.tsx";
import { ATTEMPT_LABELS, REVEAL_LABELS } from "#shared/classrooms/rules.ts";

type Assigned = ManageResponse["lessons"][number];
type Library = ManageResponse["library"];
const listStyle = { listStyle: "none", padding: 0, margin: 0 } as const;
const DEFAULT_HOUR = 23;

function Level({ level }: { level: Assigned["level"] }) {
  return (
    <Badge variant="light" size="sm" c="var(--mantine-color-text)">
      {LEVEL_LABEL[level]}
    </Badge>
  );
}

/** Assigned lessons with their due dates; Edit Lessons opens removal, due-date editing and the assign dialog. */
export function LessonsSection({ classroomId, lessons, library }: { classroomId: string; lessons: Assigned[]; library: Library }) {
  const [editing, setEditing] = useState(false);
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<Assigned | null>(null);
  const settings = useSettings();
  const teacher = settings.data?.teacher;
  const defaultHour = teacher?.default_deadline_hour ?? DEFAULT_HOUR;
  const defaultRules = teacher
    ? {
        reveal_answers: teacher.default_reveal_answers,
        max_attempts: teacher.default_max_attempts,
        lock_on_grade: teacher.default_lock_on_grade,
      }
    : null;
  const assign = useAssignLesson(classroomId);
  const unassign = useUnassignLesson(classroomId);
  const due = useUpdateAssignment(classroomId);

  const confirmRemove = () => {
    if (!removing) return;
    unassign.mutate(removing.id, { onSettled: () => setRemoving(null) });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="lessons-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="lessons-title">
            Lessons
          </Title>
          <Switch label="Edit Lessons" checked={editing} onChange={(e) => setEditing(e.currentTarget.checked)} />
        </Group>
        {assign.isError && <ActionError title={C.addLessonFailed} error={assign.error} onClose={() => assign.reset()} />}
        {unassign.isError && <ActionError title={C.removeLessonFailed} error={unassign.error} onClose={() => unassign.reset()} />}
        {due.isError && <ActionError title={C.invalidDueDate} error={due.error} onClose={() => due.reset()} />}

        {lessons.length === 0 ? (
          <Text c="dimmed">No lessons assigned yet.{editing ? " Add one with Assign a lesson." : " Turn on Edit Lessons to add one."}</Text>
        ) : (
          <Stack component="ul" gap="sm" style={listStyle} aria-label="Assigned lessons">
            {lessons.map((l) => (
              <Stack component="li" key={l.id} gap={6} data-testid="assigned-lesson">
                <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
                  <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                    <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                      {l.title}
                    </Text>
                    <Group gap="xs">
                      <Level level={l.level} />
                      <Text size="sm" c="dimmed" data-testid="lesson-due">
                        {l.due_at ? `Due ${dueText(l.due_at)}` : "No due date"}
                      </Text>
                      <Text size="sm" c="dimmed" data-testid="lesson-rules">
                        Answers {REVEAL_LABELS[l.rules.reveal_answers].toLowerCase()} · {ATTEMPT_LABELS[l.rules.max_attempts]}
                        {l.rules.lock_on_grade ? " · grading locks" : ""}
                      </Text>
                    </Group>
                  </Stack>
                  {editing && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      aria-label={`Remove ${l.title}`}
                      onClick={() => setRemoving(l)}
                    >
                      Remove
                    </Button>
                  )}
                </Group>
                {editing && (
                  <AssessmentRuleFields
                    compact
                    idPrefix={`rules-${l.id}`}
                    reveal={l.rules.reveal_answers}
                    attempts={l.rules.max_attempts}
                    lock={l.rules.lock_on_grade}
                    disabled={due.isPending && due.variables?.lessonId === l.id}
                    onReveal={(v) => due.mutate({ lessonId: l.id, rules: { reveal_answers: v } })}
                    onAttempts={(v) => due.mutate({ lessonId: l.id, rules: { max_attempts: v } })}
                    onLock={(v) => due.mutate({ lessonId: l.id, rules: { lock_on_grade: v } })}
                  />
                )}
                {editing && (
                  <DueDateEditor
                    key={l.due_at ?? "none"}
                    title={l.title}
                    dueAt={l.due_at}
                    defaultHour={defaultHour}
                    busy={due.isPending && due.variables?.lessonId === l.id}
                    onSave={(dueAt) => due.mutate({ lessonId: l.id, dueAt })}
                  />
                )}
              </Stack>
            ))}
          </Stack>
        )}

        {editing && (
          <Group>
            <Button leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setPicking(true)}>
              Assign a lesson
            </Button>
          </Group>
        )}
      </Stack>
      <AssignLessonModal
        opened={picking}
        library={library}
        busyId={assign.isPending ? (assign.variables?.lessonId ?? null) : null}
        defaults={defaultRules}
        onAssign={(l, rules) => assign.mutate({ lessonId: l.id, kind: l.kind, dueAt: null, rules })}
        onClose={() => setPicking(false)}
      />
      <ConfirmModal
        opened={!!removing}
        title="Remove lesson"
        confirmLabel="Remove"
        busy={unassign.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        Remove “{removing?.title}” from this class? The students’ work on it in this class is removed too.
      </ConfirmModal>
    </Card>
  );
}
