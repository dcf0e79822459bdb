import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Alert, Button } from "@mantine/core";
import { IconArrowLeft, IconEye, IconTrash } from "@tabler/icons-react";
import { QueryState } from "#web/ui/query-state.tsx";
import { Page } from "#web/ui/page.tsx";
import { paths } from "#web/app/paths.ts";
import { LESSON_MESSAGES as L } from "#shared/messages/classrooms.ts";
import { useLesson } from "./api/use-lesson";
import { useDeleteLesson } from "./api/use-delete-lesson";
import { LessonForm, type LessonNotice } from "./lesson-form";
import { FormSkeleton } from "./form-skeleton";
import { ConfirmModal } from "#web/ui/confirm-modal.tsx";
import { DismissibleAlert } from "#web/ui/dismissible-alert.tsx";
import { valuesOf } from "./lesson-values";
import { reason } from "./refusal";

/** /modules/edit/{lessonId}: the builder on one's own saved lesson, with Delete (after a confirmation). */
export function EditLessonPage() {
  const { lessonId = "" } = useParams();
  const q = useLesson(lessonId);
  const del = useDeleteLesson();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState("");
  const lesson = q.data?.lesson;

  const remove = () => {
    if (!lesson) return;
    setProblem("");
    del.mutate(lesson.id, {
      onSuccess: () => navigate(paths.myLessons(), { state: { notice: `Deleted “${lesson.title}”.` } satisfies LessonNotice }),
      onError: (err) => setProblem(L.deleteFailed(reason(err))),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <Page
      title="Edit Lesson"
      description={lesson?.title}
      actions={
        <Button.Group>
          {lesson && (
            <Button
              component={Link}
              to={paths.lessonByLevel(lesson.level, lesson.id)}
              variant="default"
              leftSection={<IconEye size={16} aria-hidden />}
            >
              View
            </Button>
          )}
          <Button component={Link} to={paths.myLessons()} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            My Lessons
          </Button>
        </Button.Group>
      }
    >
      <QueryState
        query={q}
        texts={{ error: L.loadFailed, notFound: L.lessonNotFound }}
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
            {problem && (
              <DismissibleAlert tone="problem" onClose={() => setProblem("")}>
                {problem}
              </DismissibleAlert>
            )}
            <LessonForm
              key={lesson.id}
              lessonId={lesson.id}
              initial={valuesOf(lesson)}
              extra={
                <Button variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
                  Delete lesson
                </Button>
              }
            />
          </>
        )}
      </QueryState>
      <ConfirmModal
        opened={confirming}
        title="Delete lesson"
        confirmLabel="Delete"
        busy={del.isPending}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      >
        Are you sure you want to delete “{lesson?.title}”? It is removed from every classroom it is assigned to, with the students’ work on
        it.
      </ConfirmModal>
    </Page>
  );
}
