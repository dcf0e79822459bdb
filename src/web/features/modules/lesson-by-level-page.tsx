import { Link, Navigate, useParams, useSearchParams } from "react-router";
import { Alert, Button } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Page } from "../../ui/page";
import { LessonPreview } from "../../ui/lesson/lesson-preview";
import { PageLoader } from "../../app/guards";
import { paths } from "../../app/paths";
import { ApiError, errorText } from "../../app/client";
import { useLessonView } from "../../app/lessons/use-lesson-view";
import { MODULE_MESSAGES as M, MODULE_UI_MESSAGES as UI } from "../../../shared/messages/modules";
import { useLessonLocation } from "./api/use-lesson-location";

const statusOf = (err: unknown) => (err instanceof ApiError ? err.status : 0);

/**
 * /modules/{level}/{lessonId}: the address lists use for a lesson. A module lesson opens in its module
 * (the server refuses a locked one). Any other id is a teacher's lesson: with ?classroomId it opens in
 * that classroom; without, its owner (or an admin) previews it here.
 */
export function LessonByLevelPage() {
  const { lessonId = "" } = useParams();
  const classroomId = useSearchParams()[0].get("classroomId");
  const q = useLessonLocation(lessonId);
  const notModuleLesson = q.isError && statusOf(q.error) === 404;
  const own = useLessonView(lessonId, { enabled: notModuleLesson && !classroomId });

  if (q.data) return <Navigate to={paths.moduleLesson(q.data.module_id, q.data.lesson_id)} replace />;
  if (notModuleLesson && classroomId) return <Navigate to={paths.classroomLesson(classroomId, lessonId)} replace />;
  if (notModuleLesson && own.data) return <LessonPreview lesson={own.data.lesson} />;
  if (!q.isError || (notModuleLesson && own.isPending)) return <PageLoader />;

  // The teacher-lesson lookup's answer when it was made (it says who may open it), else the module lookup's.
  const err = notModuleLesson ? own.error : q.error;
  const status = statusOf(err);
  return (
    <Page
      title="Lesson"
      actions={
        <Button component={Link} to={paths.modules()} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          All modules
        </Button>
      }
    >
      <Alert color={status === 403 ? "yellow" : "red"} role="alert" data-testid="lesson-location-error">
        {errorText(err, status === 404 ? M.lessonNotFound : UI.failedToLoadLesson)}
      </Alert>
    </Page>
  );
}
