import { Link } from "react-router";
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { paths } from "#web/app/paths.ts";
import type { AdminLessonListItem } from "#shared/modules/admin.ts";

const LEVEL_COLOR = { beginner: "teal", intermediate: "blue", advanced: "grape" } as const;

interface RowProps {
  lesson: AdminLessonListItem;
  editMode: boolean;
  busy: boolean;
  onAssign: () => void;
  onUnassign: () => void;
  onDelete: () => void;
}

/** One module lesson in the admin's list: its level, module and question count; in edit mode, what may be done to it. */
export function ModuleLessonRow({ lesson: l, editMode, onAssign, onUnassign, onDelete, busy }: RowProps) {
  const title = l.module ? (
    <Anchor component={Link} to={paths.moduleLesson(l.module.id, l.id)} fw={600}>
      {l.title}
    </Anchor>
  ) : (
    <Text fw={600}>{l.title}</Text>
  );
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="module-lesson-row">
      <Group justify="space-between" gap="sm" align="center">
        <Stack gap={6} style={{ minWidth: 0, flex: "1 1 260px" }}>
          <div style={{ overflowWrap: "anywhere" }}>{title}</div>
          <Group gap="xs">
            <Badge variant="light" color={LEVEL_COLOR[l.level]} c="var(--mantine-color-text)" tt="capitalize">
              {l.level}
            </Badge>
            <Badge variant="outline" color={l.module ? "indigo" : "gray"} c="var(--mantine-color-text)" tt="none" data-testid="row-module">
              {l.module?.name ?? "Unassigned"}
            </Badge>
            <Text size="sm" c="dimmed">
              {l.questions === 1 ? "1 question" : `${l.questions} questions`}
            </Text>
          </Group>
        </Stack>
        {editMode && (
          <Group gap={6}>
            <Button component={Link} to={paths.editModuleLesson(l.id)} size="xs" variant="light" aria-label={`Edit ${l.title}`}>
              Edit
            </Button>
            <Button size="xs" variant="default" aria-label={`Assign ${l.title}`} onClick={onAssign} disabled={busy}>
              Assign
            </Button>
            {l.module && (
              <Button size="xs" variant="default" aria-label={`Unassign ${l.title}`} onClick={onUnassign} loading={busy}>
                Unassign
              </Button>
            )}
            <Button size="xs" variant="light" color="red" aria-label={`Delete ${l.title}`} onClick={onDelete} disabled={busy}>
              Delete
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
