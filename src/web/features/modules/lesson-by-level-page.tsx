import { Link, Navigate, useParams, useSearchParams } from "react-router";
import { Button } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { LessonPreview } from "#web/app/lessons/lesson-preview.tsx";
import { PageLoader } from "#web/app/guards.tsx";
import { paths } from "#web/app/paths.ts";
import { QueryState, failureStatus, type QueryLike } from "#web/ui/query-state.tsx";
import { useLessonView } from "#web/app/lessons/use-lesson-view.ts";
import { MODULE_MESSAGES as M, MODULE_UI_MESSAGES as UI } from "#shared/messages/modules.ts";
import { useLessonLocation } from "./api/use-lesson-location";

/**
 * /modules/{level}/{lessonId}: the address lists use for a lesson. A module lesson opens in its module
 * (the server refuses a locked one). Any other id is a teacher's lesson: with ?classroomId it opens in
 * that classroom; without, its owner (or an admin) previews it here.
 */
export function LessonByLevelPage() {
  const { lessonId = "" } = useParams();
  const classroomId = useSearchParams()[0].get("classroomId");
  const q = useLessonLocation(lessonId);
  const notModuleLesson = q.isError && failureStatus(q.error) === 404;
  const own = useLessonView(lessonId, { enabled: notModuleLesson && !classroomId });

  if (notModuleLesson && classroomId) return <Navigate to={paths.classroomLesson(classroomId, lessonId)} replace />;
  // While the module lookup runs, its state; once it says "not a module lesson", the teacher-lesson
  // lookup's (which says who may open it).
  const shown: QueryLike<NonNullable<typeof q.data | typeof own.data>> = notModuleLesson ? own : q;
  return (
    <QueryState
      query={shown}
      texts={{ error: UI.failedToLoadLesson, notFound: M.lessonNotFound }}
      testId="lesson-location-error"
      loading={<PageLoader />}
      frame={(alert) => (
        <Page
          title="Lesson"
          actions={
            <Button component={Link} to={paths.modules()} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
              All modules
            </Button>
          }
        >
          {alert}
        </Page>
      )}
    >
      {(data) =>
        "lesson" in data ? (
          <LessonPreview lesson={data.lesson} />
        ) : (
          <Navigate to={paths.moduleLesson(data.module_id, data.lesson_id)} replace />
        )
      }
    </QueryState>
  );
}
