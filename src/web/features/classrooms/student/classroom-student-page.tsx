import { Link, useParams } from "react-router";
import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconBook, IconMessage, IconMicrophone, IconSettings } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { paths } from "#web/app/paths.ts";
import { useSession } from "#web/app/session/use-session.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import { GRID_STATUS_LABELS } from "#shared/classrooms/rules.ts";
import { WorkScoreLine } from "#web/ui/work-scores.tsx";
import type { StudentViewResponse } from "#shared/classrooms/schemas.ts";
import { useStudentView } from "#web/features/classrooms/api/use-student-view.ts";
import { dueText } from "#web/features/classrooms/due-text.ts";
import { LEVEL_LABEL } from "#web/ui/level-label.ts";
import { memberFrame } from "./member-frame";
import { QueryState } from "#web/ui/query-state.tsx";
import { StudentDebatesSection } from "#web/features/classrooms/debates/student-debates-section.tsx";
import { RETURN_MESSAGES as R } from "#shared/messages/returns.ts";
import { LiveResultsSection } from "./live-results-section";

type Lesson = StudentViewResponse["lessons"][number];

const back = (
  <Button component={Link} to={paths.classrooms()} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
    All classrooms
  </Button>
);

function LessonCard({
  classroomId,
  lesson: l,
  viewerId,
  asHost,
}: {
  classroomId: string;
  lesson: Lesson;
  viewerId: string;
  asHost: boolean;
}) {
  const done = l.status !== "not_started" && l.status !== "draft";
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="student-lesson">
      <Group justify="space-between" gap="sm" align="flex-start">
        <Stack gap={6} style={{ minWidth: 0, flex: "1 1 260px" }}>
          <Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
            {l.title}
          </Title>
          <Group gap="xs">
            <Badge variant="light" size="sm" c="var(--mantine-color-text)">
              {LEVEL_LABEL[l.level]}
            </Badge>
            {!asHost && (
              <Badge
                variant={done ? "filled" : "outline"}
                color={l.status === "returned" ? "cyan.9" : done ? "teal" : "gray"}
                size="sm"
                tt="none"
                data-testid="lesson-status"
              >
                {GRID_STATUS_LABELS[l.status]}
              </Badge>
            )}
            {l.late && !asHost && (
              <Badge color="orange" variant="light" size="sm" c="var(--mantine-color-text)" data-testid="lesson-late">
                Late
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" data-testid="lesson-due">
            {l.due_at ? `Due ${dueText(l.due_at)}` : "No due date"}
          </Text>
          {!asHost && <WorkScoreLine scores={l} />}
          {l.return_comment !== null && !asHost && (
            <Text size="sm" c="cyan.9" style={{ overflowWrap: "anywhere" }} lineClamp={3} data-testid="lesson-returned">
              <Text span fw={700} size="sm">
                {R.returnedToYou}
                {l.extra_attempt_open ? ", with one more attempt" : ""}
                {l.return_comment ? ": " : "."}
              </Text>
              {l.return_comment}
            </Text>
          )}
          {l.has_feedback && !asHost && (
            <Anchor component={Link} to={paths.feedbackView(classroomId, l.id, viewerId)} size="sm" data-testid="view-feedback">
              <Group gap={4} component="span" wrap="nowrap">
                <IconMessage size={14} aria-hidden /> View teacher feedback
              </Group>
            </Anchor>
          )}
        </Stack>
        <Button
          component={Link}
          to={paths.classroomLesson(classroomId, l.id)}
          variant={done ? "light" : "filled"}
          leftSection={<IconBook size={16} aria-hidden />}
          aria-label={`Open lesson: ${l.title}`}
        >
          Open lesson
        </Button>
      </Group>
    </Card>
  );
}

/** /classrooms/student/:classroomId (members; the host may look): the assigned lessons with the member's own status. */
export function ClassroomStudentPage() {
  const { classroomId = "" } = useParams();
  const { user } = useSession();
  const q = useStudentView(classroomId);

  return (
    <QueryState
      query={q}
      texts={{ error: C.failedToLoadClassroom, forbidden: C.notMember }}
      testId="load-error"
      loading={
        <Page title="Classroom" actions={back}>
          <Stack aria-busy="true" aria-label="Loading lessons">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={110} radius="md" />
            ))}
          </Stack>
        </Page>
      }
      frame={memberFrame("Classroom", back)}
    >
      {(data) => <StudentView data={data} viewerId={user?.id ?? ""} />}
    </QueryState>
  );
}

function StudentView({ data, viewerId }: { data: StudentViewResponse; viewerId: string }) {
  const { classroom, lessons, as_host } = data;
  return (
    <Page
      title={classroom.name}
      description={`Teacher: ${classroom.host_name}`}
      actions={
        <Group gap="sm">
          {back}
          <Button
            component={Link}
            to={paths.liveRounds(classroom.id)}
            variant="default"
            leftSection={<IconMicrophone size={16} aria-hidden />}
          >
            Live rounds
          </Button>
          {as_host && (
            <Button component={Link} to={paths.manageClassroom(classroom.id)} leftSection={<IconSettings size={16} aria-hidden />}>
              Manage
            </Button>
          )}
        </Group>
      }
    >
      {as_host && (
        <Alert color="blue" variant="light" role="status">
          You host this class: this is what your students see. Their work is on the manage page.
        </Alert>
      )}
      {lessons.length === 0 ? (
        <Card withBorder radius="md" padding="lg">
          <Text c="dimmed" data-testid="no-lessons">
            No lessons assigned yet. Your teacher’s lessons appear here once they are assigned.
          </Text>
        </Card>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-label="Assigned lessons">
          {lessons.map((l) => (
            <LessonCard key={l.id} classroomId={classroom.id} lesson={l} viewerId={viewerId} asHost={as_host} />
          ))}
        </Stack>
      )}
      <StudentDebatesSection classroomId={classroom.id} viewerId={viewerId} asHost={as_host} />
      {!as_host && <LiveResultsSection classroomId={classroom.id} />}
    </Page>
  );
}
