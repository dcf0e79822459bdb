import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Badge, Button, Card, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { paths } from "#web/app/paths.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import type { StudentLessonRow } from "#shared/feedback/schemas.ts";
import { GRID_STATUS_LABELS, type GridStatus } from "#shared/classrooms/rules.ts";
import { formatMoment } from "#web/ui/dates.ts";
import { WorkScoreLine } from "#web/ui/work-scores.tsx";

// Filled badges in dark shades, so their white text passes contrast at badge size.
const COLOR: Record<GridStatus, string> = {
  not_started: "gray.7",
  draft: "grape.9",
  submitted: "blue.9",
  late: "#a33a00",
  returned: "cyan.9",
  resubmitted: "red.9",
  graded: "#1e6b30",
};

function LessonRow({ row, studentId }: { row: StudentLessonRow; studentId: string }) {
  const status = { label: GRID_STATUS_LABELS[row.status], color: COLOR[row.status] };
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="student-lesson">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{row.title}</Text>
          <Group gap={6}>
            <Badge color={status.color} variant="filled">
              {status.label}
            </Badge>
            {row.late && row.status !== "late" && (
              <Badge color="#a33a00" variant="outline">
                Late
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {row.classroom_name}
          {row.due_at ? ` · due ${formatMoment(row.due_at)}` : ""}
          {row.submitted_at ? ` · submitted ${formatMoment(row.submitted_at)}` : ""}
        </Text>
        <WorkScoreLine scores={row} />
        <Group gap="xs" mt={4}>
          <Button component={Link} to={paths.feedbackEditor(row.classroom_id, row.lesson_id, studentId)} size="xs" variant="light">
            Review &amp; Grade
          </Button>
          <Button
            component={Link}
            to={`${paths.lessonByLevel(row.level, row.lesson_id)}?classroomId=${encodeURIComponent(row.classroom_id)}`}
            size="xs"
            variant="default"
          >
            Open lesson
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The student's lessons with a search over lesson and class names. */
export function StudentLessons({ rows, studentId }: { rows: StudentLessonRow[]; studentId: string }) {
  const [search, setSearch] = useState("");
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return q ? rows.filter((r) => r.title.toLowerCase().includes(q) || r.classroom_name.toLowerCase().includes(q)) : rows;
  }, [rows, search]);
  return (
    <Stack gap="md">
      <TextInput
        label="Search lessons"
        placeholder="Lesson or class name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maxLength={200}
        data-testid="lesson-search"
      />
      {shown.length === 0 ? (
        <Text c="dimmed" data-testid="no-lessons">
          {C.noMatchingLessons}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
          {shown.map((r) => (
            <LessonRow key={`${r.classroom_id}:${r.lesson_id}`} row={r} studentId={studentId} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
