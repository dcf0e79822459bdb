import { useState, type ReactNode } from "react";
import { ActionIcon, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { IconGripVertical, IconX } from "@tabler/icons-react";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { zoneCollision, zoneKeyboardCoordinates } from "#web/ui/drop-zone-keys.ts";
import { clear, place, seatOf, unplaced, unseat, type Seating, type Slot } from "#web/features/live-rounds/seating.ts";

export interface Student {
  id: string;
  name: string;
}
interface Props {
  slots: Slot[];
  teams: Array<{ key: string; name: string }>;
  students: Student[];
  seating: Seating;
  onChange: (seating: Seating) => void;
}

/** The drop zone of the students on no position; dropping a student there takes her off hers. */
export const POOL = "pool";
const zoneId = (slot: string) => `slot:${slot}`;
const dragId = (userId: string) => `student:${userId}`;
const idOf = (id: UniqueIdentifier) => String(id).replace(/^student:/, "");

/**
 * Who speaks where, placed by hand: the unplaced students above, one drop zone per position grouped by team.
 * A student is dragged by her grip with the mouse, a finger or the keyboard (Space picks her up, the arrows go
 * from position to position, Space drops); each position also has a list to choose from (the way on a phone)
 * and a button to clear it.
 */
export function SeatBoard({ slots, teams, students, seating, onChange }: Props) {
  // A small move starts a drag, so a press on the grip stays a press; the grip takes no touch scrolling.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: zoneKeyboardCoordinates }),
  );
  const [active, setActive] = useState<string | null>(null);
  const teamName = (key: string) => teams.find((t) => t.key === key)?.name ?? key;
  const slotName = (key: string) => {
    const s = slots.find((x) => x.key === key);
    return s ? L.slotLabel(teamName(s.team), s.speaker) : key;
  };
  const name = (id: UniqueIdentifier) => students.find((s) => s.id === idOf(id))?.name ?? "";
  const zoneName = (id: UniqueIdentifier) => (String(id) === POOL ? L.studentsZone : slotName(String(id).replace(/^slot:/, "")));

  const announcements: Announcements = {
    onDragStart: ({ active }) => L.dragPicked(name(active.id)),
    onDragOver: ({ active, over }) => (over ? L.dragOver(name(active.id), zoneName(over.id)) : L.dragNowhere(name(active.id))),
    onDragEnd: ({ active, over }) =>
      !over
        ? L.dragNotMoved(name(active.id))
        : String(over.id) === POOL
          ? L.dragUnplaced(name(active.id))
          : L.dragPlaced(name(active.id), zoneName(over.id)),
    onDragCancel: ({ active }) => L.dragCancelled(name(active.id)),
  };

  const end = ({ active, over }: DragEndEvent) => {
    setActive(null);
    if (!over) return;
    const userId = idOf(active.id);
    const target = String(over.id);
    onChange(target === POOL ? unseat(seating, userId) : place(seating, target.replace(/^slot:/, ""), userId));
  };

  const waiting = unplaced(seating, students);
  const options = (slot: string) =>
    students.map((s) => {
      const at = seatOf(seating, s.id);
      return { value: s.id, label: at && at !== slot ? L.nameAt(s.name, slotName(at)) : s.name };
    });
  const held = active ? students.find((s) => s.id === active) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={zoneCollision}
      accessibility={{ announcements, screenReaderInstructions: { draggable: L.dragInstructions } }}
      onDragStart={({ active }) => setActive(idOf(active.id))}
      onDragEnd={end}
      onDragCancel={() => setActive(null)}
    >
      <Stack gap="sm">
        <Zone id={POOL} label={L.studentsZone} testId="pool-zone">
          <Text fw={600} size="sm">
            {L.studentsZone}
          </Text>
          {waiting.length === 0 ? (
            <Text size="sm" c="dimmed">
              {students.length ? L.allPlaced : L.noStudents}
            </Text>
          ) : (
            <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
              {waiting.map((s) => (
                <Paper component="li" key={s.id} withBorder radius="xl" py={2} pl={2} pr="sm" data-testid="pool-student" data-name={s.name}>
                  <Group gap={4} wrap="nowrap">
                    <Grip student={s} />
                    <Text size="sm">{s.name}</Text>
                  </Group>
                </Paper>
              ))}
            </Group>
          )}
        </Zone>
        <SimpleGrid cols={{ base: 1, sm: Math.min(2, teams.length) }} spacing="sm" verticalSpacing="sm">
          {teams.map((t) => (
            <Stack key={t.key} gap="xs" data-testid="team-column">
              <Title order={3} size="h6">
                {t.name}
              </Title>
              {slots
                .filter((s) => s.team === t.key)
                .map((s) => {
                  const who = students.find((x) => x.id === seating[s.key]);
                  const label = slotName(s.key);
                  return (
                    <Zone key={s.key} id={zoneId(s.key)} label={label} testId="slot-zone" slot={s.key}>
                      <Group gap={4} wrap="nowrap" align="flex-end">
                        {who && <Grip student={who} />}
                        <Select
                          label={label}
                          placeholder={L.dropHere}
                          data={options(s.key)}
                          value={who?.id ?? null}
                          onChange={(v) => onChange(v ? place(seating, s.key, v) : clear(seating, s.key))}
                          allowDeselect={false}
                          searchable
                          style={{ flex: 1, minWidth: 0 }}
                          comboboxProps={{ withinPortal: true }}
                        />
                        {who && (
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            size="lg"
                            aria-label={L.clearSlot(label)}
                            onClick={() => onChange(clear(seating, s.key))}
                          >
                            <IconX size={16} aria-hidden />
                          </ActionIcon>
                        )}
                      </Group>
                    </Zone>
                  );
                })}
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
      <DragOverlay dropAnimation={null}>
        {held && (
          <Paper withBorder shadow="md" radius="xl" px="sm" py={4} style={{ cursor: "grabbing" }}>
            <Text size="sm" fw={600}>
              {held.name}
            </Text>
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}

/** A place to drop a student: it lights up while one is held over it. */
function Zone({ id, label, testId, slot, children }: { id: string; label: string; testId: string; slot?: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="xs"
      component="section"
      aria-label={label}
      data-testid={testId}
      data-slot={slot}
      style={{
        borderColor: isOver ? "var(--mantine-primary-color-filled)" : undefined,
        background: isOver ? "var(--mantine-primary-color-light)" : undefined,
        outline: isOver ? "2px solid var(--mantine-primary-color-filled)" : undefined,
        transition: "background 120ms",
      }}
    >
      <Stack gap={6}>{children}</Stack>
    </Paper>
  );
}

/** The handle a student is dragged by (the mouse, a finger, or Space and the arrows). */
function Grip({ student }: { student: Student }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: dragId(student.id) });
  return (
    <ActionIcon
      ref={setNodeRef}
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      aria-label={L.dragStudent(student.name)}
      data-testid="drag-student"
      style={{ cursor: "grab", touchAction: "none", opacity: isDragging ? 0.4 : 1 }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={18} aria-hidden />
    </ActionIcon>
  );
}
