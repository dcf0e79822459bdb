import { Link } from "react-router";
import { Anchor, Button, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/debate-assignments.ts";
import { TEACHER_BRIEF_MESSAGES as B } from "#shared/messages/teacher-brief.ts";
import { DRILL_NAMES } from "#shared/drills/rubric.ts";
import type { WorkSummary } from "#shared/debate-assignments/schemas.ts";
import { paths } from "#web/app/paths.ts";
import { dueText } from "#web/features/classrooms/due-text.ts";
import { useHostDebates, useUnassignDebate } from "./api";
import { AssignDebateForm } from "./assign-debate-form";
import { StatusBadge } from "./status-badge";

const sideText = (side: string) => (side === "random" ? D.sideRandom : side);

/** The manage page's debate assignments: assign a motion, and each student's status with a link to their round. */
export function HostDebatesSection({ classroomId }: { classroomId: string }) {
  const q = useHostDebates(classroomId);
  const unassign = useUnassignDebate(classroomId);
  const list = q.data?.assignments ?? [];
  return (
    <Stack gap="md" component="section" aria-labelledby="debates-title" data-testid="host-debates">
      <div>
        <Title order={2} size="h4" id="debates-title">
          {D.sectionTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {D.sectionHint}
        </Text>
      </div>
      <AssignDebateForm classroomId={classroomId} />
      {q.isSuccess && list.length === 0 && <Text c="dimmed">{D.none}</Text>}
      {list.map((a) => (
        <Card key={a.id} withBorder radius="md" padding="md" data-testid="host-debate">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={2} style={{ minWidth: 0, flex: "1 1 300px" }}>
              <Text fw={600}>{a.motion}</Text>
              <Text size="sm" c="dimmed">
                {sideText(a.side)}
                {a.due_at ? ` · Due ${dueText(a.due_at)}` : ""}
                {a.drill ? ` · Drill first: ${DRILL_NAMES[a.drill]}` : ""}
                {a.brief_practice ? ` · ${B.practiceOn}` : ""}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button size="xs" variant="light" component={Link} to={paths.debateBrief(classroomId, a.id)} data-testid="debate-brief-link">
                {a.has_brief ? B.editButton : B.button}
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={() => unassign.mutate(a.id)} loading={unassign.isPending}>
                {D.unassign}
              </Button>
            </Group>
          </Group>
          {a.students.length === 0 ? (
            <Text size="sm" c="dimmed" mt="sm">
              {D.noStudents}
            </Text>
          ) : (
            <StudentsTable classroomId={classroomId} assignmentId={a.id} students={a.students} />
          )}
        </Card>
      ))}
    </Stack>
  );
}

type DebateStudent = WorkSummary & { student_id: string; username: string };

/** Each student's side, status and scores on one assignment, with a link to their round once started. */
function StudentsTable({ classroomId, assignmentId, students }: { classroomId: string; assignmentId: string; students: DebateStudent[] }) {
  return (
    <Table.ScrollContainer minWidth={600} mt="sm">
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Student</Table.Th>
            <Table.Th>Side</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Judge</Table.Th>
            <Table.Th>Teacher</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((s) => (
            <Table.Tr key={s.student_id} data-testid="debate-student-row">
              <Table.Td>{s.username}</Table.Td>
              <Table.Td>{s.side ?? "—"}</Table.Td>
              <Table.Td>
                <StatusBadge status={s.status} />
              </Table.Td>
              <Table.Td>{s.judge ? `${s.judge.total}/30 · ${s.judge.speakerPoints}` : "—"}</Table.Td>
              <Table.Td>{s.teacher ? `${s.teacher.total}/30 · ${s.teacher.speakerPoints}` : "—"}</Table.Td>
              <Table.Td>
                {s.status !== "not_started" && (
                  <Anchor component={Link} to={paths.debateWork(classroomId, assignmentId, s.student_id)} size="sm">
                    {s.status === "finished" || s.status === "late" ? D.review : D.viewRound}
                  </Anchor>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
