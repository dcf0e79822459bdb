import { Link, useParams } from "react-router";
import { Alert, Button, Skeleton, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { QueryState } from "#web/ui/query-state.tsx";
import { Page } from "#web/ui/page.tsx";
import { paths } from "#web/app/paths.ts";
import { ADMIN_MESSAGES as A } from "#shared/messages/admin.ts";
import type { AdminLesson } from "#shared/modules/admin.ts";
import { useAdminLesson } from "#web/features/admin/api/use-admin-lesson.ts";
import type { ModuleLessonValues } from "#web/features/admin/api/use-save-module-lesson.ts";
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
      <QueryState
        query={q}
        texts={{ error: A.loadFailed, notFound: A.lessonNotFound, forbidden: A.notYourLesson }}
        loading={<FormSkeleton />}
        testId="lesson-load-error"
      >
        {({ lesson }) => (
          <>
            {lesson.quiz_error && (
              <Alert color="yellow" role="alert" title="The stored quiz could not be read" data-testid="quiz-error">
                Reason: {lesson.quiz_error} The quiz is shown empty here; saving replaces it with the questions below.
              </Alert>
            )}
            <ModuleLessonForm key={lesson.id} existing={{ lessonId: lesson.id, values: valuesOf(lesson) }} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
