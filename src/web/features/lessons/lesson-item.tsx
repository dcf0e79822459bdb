import { Link } from "react-router";
import { ActionIcon, Anchor, Badge, Button, Group, Menu, Paper, Stack, Text } from "@mantine/core";
import { useDraggable } from "@dnd-kit/core";
import { IconFolderSymlink, IconGripVertical, IconPencil, IconTrash } from "@tabler/icons-react";
import { paths } from "#web/app/paths.ts";
import type { LessonListItem } from "#shared/lessons/schemas.ts";
import { LEVEL_COLOR } from "./lesson-values";
import { LEVEL_LABEL } from "#web/ui/level-label.ts";
import { zoneOf } from "./board";

export interface Zone {
  id: string;
  name: string;
}

interface Props {
  lesson: LessonListItem;
  zones: Zone[];
  editMode: boolean;
  onMove: (zone: string) => void;
  onDelete: () => void;
}

/** What a lesson shows besides its title: level, questions, writing. */
export function LessonFacts({ lesson: l }: { lesson: LessonListItem }) {
  return (
    <Group gap="xs">
      <Badge variant="light" color={LEVEL_COLOR[l.level]} c="var(--mantine-color-text)">
        {LEVEL_LABEL[l.level]}
      </Badge>
      <Text size="sm" c="dimmed">
        {l.questions === 1 ? "1 question" : `${l.questions} questions`}
        {l.allow_writing ? " · writing" : ""}
      </Text>
    </Group>
  );
}

/**
 * One lesson on the board. Its grip is the drag handle for the mouse and the keyboard (Space picks it
 * up, the arrows go from zone to zone, Space drops); "Move to…" does the same from a menu.
 */
export function LessonItem({ lesson: l, zones, editMode, onMove, onDelete }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: l.id, data: { title: l.title } });
  const here = zoneOf(l.folder_id);
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      p="xs"
      radius="md"
      data-testid="lesson-item"
      data-lesson-title={l.title}
      style={{ opacity: isDragging ? 0.4 : 1 }}
    >
      <Group gap="xs" wrap="nowrap" align="center">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Drag ${l.title}`}
          data-testid="drag-handle"
          style={{ cursor: "grab", touchAction: "none" }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={paths.lessonByLevel(l.level, l.id)} fw={600} style={{ overflowWrap: "anywhere" }}>
            {l.title}
          </Anchor>
          <LessonFacts lesson={l} />
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Button
            component={Link}
            to={paths.editLesson(l.id)}
            size="compact-sm"
            variant="subtle"
            aria-label={`Edit ${l.title}`}
            leftSection={<IconPencil size={14} aria-hidden />}
            visibleFrom="sm"
          >
            Edit
          </Button>
          <ActionIcon component={Link} to={paths.editLesson(l.id)} variant="subtle" aria-label={`Edit ${l.title}`} hiddenFrom="sm">
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={`Move ${l.title} to…`} data-testid="move-menu">
                <IconFolderSymlink size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Move to…</Menu.Label>
              {zones
                .filter((z) => z.id !== here)
                .map((z) => (
                  <Menu.Item key={z.id} onClick={() => onMove(z.id)}>
                    {z.name}
                  </Menu.Item>
                ))}
            </Menu.Dropdown>
          </Menu>
          {editMode && (
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${l.title}`} onClick={onDelete}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
