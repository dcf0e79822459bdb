import { Link, useParams } from "react-router";
import { Alert, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Page } from "../../../ui/page";
import { PageLoader } from "../../../app/guards";
import { paths } from "../../../app/paths";
import { useSession } from "../../../app/session/use-session";
import { CLASSROOM_MESSAGES as C, LESSON_MESSAGES as L } from "../../../../shared/messages/classrooms";
import { useClassroomLesson } from "../api/use-classroom-lesson";
import { dueText } from "../due-text";
import { LEVEL_LABEL } from "../../../ui/level-label";
import { memberFrame } from "./member-frame";
import { QueryState } from "../../../ui/query-state";
import { ClassroomLessonBody } from "./classroom-lesson-body";
import type { ClassroomLessonResponse } from "../../../../shared/classrooms/schemas";
import { Crumbs } from "../../../ui/crumbs";

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
