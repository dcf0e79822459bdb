import type { ReactNode } from "react";
import { ActionIcon, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useDroppable } from "@dnd-kit/core";
import { IconFolder, IconInbox, IconPencil, IconTrash } from "@tabler/icons-react";
import { UNASSIGNED } from "./board";

interface Props {
  id: string;
  name: string;
  /** Every lesson in it, whatever the search (null for Unassigned, which counts what it shows). */
  count: number;
  editMode: boolean;
  onRename?: () => void;
  onDelete?: () => void;
  children: ReactNode;
}

/** A drop zone: one folder, or Unassigned. It lights up while a lesson is held over it. */
export function FolderZone({ id, name, count, editMode, onRename, onDelete, children }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id, data: { name } });
  const folder = id !== UNASSIGNED;
  return (
    <Card
      ref={setNodeRef}
      withBorder
      radius="md"
      padding="sm"
      component="section"
      aria-label={folder ? `Folder ${name}` : name}
      data-testid={folder ? "folder-zone" : "unassigned-zone"}
      data-zone-name={name}
      style={{
        borderColor: isOver ? "var(--mantine-primary-color-filled)" : undefined,
        background: isOver ? "var(--mantine-primary-color-light)" : undefined,
        outline: isOver ? "2px solid var(--mantine-primary-color-filled)" : undefined,
        transition: "background 120ms",
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {folder ? <IconFolder size={20} aria-hidden /> : <IconInbox size={20} aria-hidden />}
            <Title order={2} size="h5" style={{ overflowWrap: "anywhere" }}>
              {name}
            </Title>
            <Badge variant="light" color="gray" c="var(--mantine-color-text)" aria-label={`${count} ${count === 1 ? "lesson" : "lessons"}`}>
              {count}
            </Badge>
          </Group>
          {folder && editMode && (
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={`Rename folder ${name}`} onClick={onRename}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" aria-label={`Delete folder ${name}`} onClick={onDelete}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** The inside of an empty zone: still a place to drop on. */
export function EmptyZone({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed" ta="center" py="md" style={{ border: "1px dashed var(--mantine-color-default-border)", borderRadius: 8 }}>
      {text}
    </Text>
  );
}
