import { useMemo, useState } from "react";
import { Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import type { LessonFolder, LessonListItem, LessonsResponse } from "#shared/lessons/schemas.ts";
import { groupByZone, UNASSIGNED, zoneOf } from "./board";
import { EmptyZone, FolderZone } from "./folder-zone";
import { LessonFacts, LessonItem, type Zone } from "./lesson-item";
import { zoneCollision, zoneKeyboardCoordinates } from "./keyboard-zones";

interface Props {
  data: LessonsResponse;
  searching: boolean;
  editMode: boolean;
  onMove: (lesson: LessonListItem, zone: string) => void;
  onDeleteLesson: (lesson: LessonListItem) => void;
  onRenameFolder: (folder: LessonFolder) => void;
  onDeleteFolder: (folder: LessonFolder) => void;
}

const UNASSIGNED_NAME = "Unassigned";

/** The folders and Unassigned as drop zones, each with its lessons; a lesson dropped on another zone moves there. */
export function LessonBoard({ data, searching, editMode, onMove, onDeleteLesson, onRenameFolder, onDeleteFolder }: Props) {
  // A small move starts a mouse drag, so a click on the grip (or a link beside it) stays a click.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: zoneKeyboardCoordinates }),
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const groups = useMemo(() => groupByZone(data), [data]);
  const zones: Zone[] = useMemo(
    () => [...data.folders.map((f) => ({ id: f.id, name: f.name })), { id: UNASSIGNED, name: UNASSIGNED_NAME }],
    [data],
  );
  const byId = useMemo(() => new Map(data.lessons.map((l) => [l.id, l])), [data]);
  const zoneName = (id: UniqueIdentifier | undefined) => zones.find((z) => z.id === id)?.name ?? "";
  const title = (id: UniqueIdentifier) => byId.get(String(id))?.title ?? "the lesson";

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${title(active.id)}. Use the arrow keys to go from folder to folder, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over ? `${title(active.id)} is over ${zoneName(over.id)}.` : `${title(active.id)} is not over a folder.`,
    onDragEnd: ({ active, over }) =>
      over ? `Dropped ${title(active.id)} into ${zoneName(over.id)}.` : `${title(active.id)} was not moved.`,
    onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled.`,
  };

  const end = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const lesson = byId.get(String(active.id));
    if (lesson && over && String(over.id) !== zoneOf(lesson.folder_id)) onMove(lesson, String(over.id));
  };

  const items = (zone: string, empty: string) => {
    const lessons = groups.get(zone) ?? [];
    if (lessons.length === 0) return <EmptyZone text={empty} />;
    return (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
        {lessons.map((l) => (
          <LessonItem
            key={l.id}
            lesson={l}
            zones={zones}
            editMode={editMode}
            onMove={(z) => onMove(l, z)}
            onDelete={() => onDeleteLesson(l)}
          />
        ))}
      </Stack>
    );
  };
  const active = activeId ? byId.get(activeId) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={zoneCollision}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: "To move this lesson, press Space, go to a folder with the arrow keys and press Space again. Escape cancels.",
        },
      }}
      onDragStart={({ active }) => setActiveId(String(active.id))}
      onDragEnd={end}
      onDragCancel={() => setActiveId(null)}
    >
      <Stack gap="md">
        {data.folders.length > 0 && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
            {data.folders.map((f) => (
              <FolderZone
                key={f.id}
                id={f.id}
                name={f.name}
                count={f.lessons_count}
                editMode={editMode}
                onRename={() => onRenameFolder(f)}
                onDelete={() => onDeleteFolder(f)}
              >
                {items(f.id, searching && f.lessons_count > 0 ? "No lessons here match the search." : "Drop lessons here.")}
              </FolderZone>
            ))}
          </SimpleGrid>
        )}
        <FolderZone id={UNASSIGNED} name={UNASSIGNED_NAME} count={groups.get(UNASSIGNED)?.length ?? 0} editMode={editMode}>
          {items(
            UNASSIGNED,
            searching
              ? "No unassigned lessons match the search."
              : "No unassigned lessons. Drop a lesson here to take it out of its folder.",
          )}
        </FolderZone>
      </Stack>
      <DragOverlay dropAnimation={null}>
        {active && (
          <Paper withBorder shadow="md" p="xs" radius="md" style={{ cursor: "grabbing" }}>
            <Text fw={600}>{active.title}</Text>
            <LessonFacts lesson={active} />
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}
