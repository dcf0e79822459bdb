import { Link, useParams } from "react-router";
import { Alert, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { PageLoader } from "#web/app/guards.tsx";
import { paths } from "#web/app/paths.ts";
import { useSession } from "#web/app/session/use-session.ts";
import { CLASSROOM_MESSAGES as C, LESSON_MESSAGES as L } from "#shared/messages/classrooms.ts";
import { useClassroomLesson } from "#web/features/classrooms/api/use-classroom-lesson.ts";
import { dueText } from "#web/features/classrooms/due-text.ts";
import { LEVEL_LABEL } from "#web/ui/level-label.ts";
import { memberFrame } from "./member-frame";
import { QueryState } from "#web/ui/query-state.tsx";
import { ClassroomLessonBody } from "./classroom-lesson-body";
import type { ClassroomLessonResponse } from "#shared/classrooms/schemas.ts";
import { Crumbs } from "#web/ui/crumbs.tsx";

/** /classrooms/student/:classroomId/lesson/:lessonId: an assigned lesson, submitted to the class. */
export function ClassroomLessonPage() {
  const { classroomId = "", lessonId = "" } = useParams();
  const q = useClassroomLesson(classroomId, lessonId);
  const back = (
    <Button
      component={Link}
      to={paths.classroomStudent(classroomId)}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      Back to the classroom
    </Button>
  );
  return (
    <QueryState
      query={q}
      texts={{ error: L.viewerLoadFailed, forbidden: C.notMember }}
      testId="load-error"
      loading={<PageLoader />}
      frame={memberFrame("Lesson", back)}
    >
      {(data) => <ClassroomLesson data={data} />}
    </QueryState>
  );
}

function ClassroomLesson({ data }: { data: ClassroomLessonResponse }) {
  const { user } = useSession();
  const { classroom, lesson, due_at, late, as_host } = data;
  return (
    <Page title={lesson.title} size={820}>
      <Stack gap="xs">
        <Crumbs
          trail={[
            { label: "Classrooms", to: paths.classrooms() },
            ...(classroom ? [{ label: classroom.name, to: paths.classroomStudent(classroom.id) }] : []),
          ]}
          current={lesson.title}
        />
        <Group gap="xs">
          <Badge variant="light" c="var(--mantine-color-text)">
            {LEVEL_LABEL[lesson.level]}
          </Badge>
          <Text size="sm" c="dimmed" data-testid="lesson-due">
            {due_at ? `Due ${dueText(due_at)}` : "No due date"}
          </Text>
          {late && (
            <Badge color="orange" variant="light" c="var(--mantine-color-text)" data-testid="lesson-late">
              Late
            </Badge>
          )}
        </Group>
      </Stack>
      {as_host && (
        <Alert color="blue" variant="light" role="status">
          You host this class: you see the lesson as your students do, with the answers marked. Only students submit it.
        </Alert>
      )}
      <ClassroomLessonBody key={lesson.id} data={data} viewerId={user?.id ?? ""} />
    </Page>
  );
}
