import { Link, useParams } from "react-router";
import { Alert, Button, Skeleton, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Page } from "../../../ui/page";
import { paths } from "../../../app/paths";
import { ApiError, errorText } from "../../../app/client";
import { ADMIN_MESSAGES as A } from "../../../../shared/messages/admin";
import type { AdminLesson } from "../../../../shared/modules/admin";
import { useAdminLesson } from "../api/use-admin-lesson";
import type { ModuleLessonValues } from "../api/use-save-module-lesson";
import { ModuleLessonForm } from "./module-lesson-form";

function valuesOf(l: AdminLesson): ModuleLessonValues {
  return {
    title: l.title,
    module_id: l.module_id,
    level: l.level,
    reading: l.reading,
    writing_prompt: l.writing_prompt,
    allow_case_builder: l.allow_case_builder,
    case_builder_prompt: l.case_builder_prompt,
    quiz: l.quiz,
  };
}

function FormSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading the lesson">
      <Skeleton h={96} radius="md" />
      <Skeleton h={56} />
      <Skeleton h={56} />
      <Skeleton h={200} />
      <Skeleton h={80} />
    </Stack>
  );
}

/** /admin/module-lessons/{lessonId}/edit: the builder on a saved lesson. */
export function EditModuleLessonPage() {
  const { lessonId = "" } = useParams();
  const q = useAdminLesson(lessonId);
  const lesson = q.data?.lesson;
  const status = q.error instanceof ApiError ? q.error.status : 0;

  return (
    <Page
      title="Edit Module Lesson"
      description={lesson?.title}
      actions={
        <Button component={Link} to={paths.myModuleLessons()} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          My Module Lessons
        </Button>
      }
    >
      {q.isError ? (
        <Alert color={status === 403 ? "yellow" : "red"} role="alert" data-testid="lesson-load-error">
          {errorText(q.error, status === 404 ? A.lessonNotFound : status === 403 ? A.notYourLesson : A.loadFailed)}
        </Alert>
      ) : !lesson ? (
        <FormSkeleton />
      ) : (
        <>
          {lesson.quiz_error && (
            <Alert color="yellow" role="alert" title="The stored quiz could not be read" data-testid="quiz-error">
              Reason: {lesson.quiz_error} The quiz is shown empty here; saving replaces it with the questions below.
            </Alert>
          )}
          <ModuleLessonForm key={lesson.id} existing={{ lessonId: lesson.id, values: valuesOf(lesson) }} />
        </>
      )}
    </Page>
  );
}
