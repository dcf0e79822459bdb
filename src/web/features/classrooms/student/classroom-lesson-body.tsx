import { useState } from "react";
import { Link } from "react-router";
import { Alert, Anchor } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { paths } from "../../../app/paths";
import { errorText } from "../../../app/client";
import type { Choices } from "../../../ui/lesson/lesson-quiz";
import { LessonAnswerSections } from "../../../ui/lesson/lesson-answer-sections";
import { LessonResult } from "../../../ui/lesson/lesson-result";
import { LessonActions } from "../../../ui/lesson/lesson-actions";
import { CLASSROOM_MESSAGES as C } from "../../../../shared/messages/classrooms";
import { MODULE_MESSAGES as M } from "../../../../shared/messages/modules";
import type { ClassroomLessonResponse } from "../../../../shared/classrooms/schemas";
import { useSubmitClassroomLesson } from "../api/use-classroom-lesson";
import { answersFromChoices, choicesFromAnswers } from "./quiz-answers";
import { useDraft } from "../../../app/drafts/use-draft";
import { DraftStatus } from "../../../app/drafts/draft-status";
import { choicesOf, textOf } from "../../../app/drafts/draft-fields";
import { draftKeys } from "../../../../shared/drafts/schemas";

/** The lesson in its class: the answers live here, seeded once from the saved work, so a refused save keeps them. */
export function ClassroomLessonBody({ data, viewerId }: { data: ClassroomLessonResponse; viewerId: string }) {
  const { classroom, lesson, progress, locked, as_host: asHost } = data;
  const [choices, setChoices] = useState<Choices>(() => choicesFromAnswers(lesson.quiz, progress?.answers));
  const [writing, setWriting] = useState(progress?.writing_response ?? "");
  const submit = useSubmitClassroomLesson(classroom.id, lesson.id);
  const submitted = !!progress?.completed;
  const feedback = submit.data?.ai_feedback ?? progress?.ai_feedback ?? null;
  const draft = useDraft({
    key: draftKeys.classroomLesson(classroom.id, lesson.id),
    value: { choices, writing },
    onRestore: (b) => {
      setChoices(choicesOf(b) ?? {});
      setWriting(textOf(b, "writing") ?? "");
    },
    enabled: !asHost && !locked,
  });

  const send = () =>
    submit.mutate(
      { answers: answersFromChoices(lesson.quiz, choices), writing_response: lesson.allow_writing ? writing : "" },
      { onSuccess: () => void draft.clear() },
    );

  return (
    <>
      <LessonAnswerSections lesson={lesson} choices={choices} onChoices={setChoices} writing={writing} onWriting={setWriting} />
      <DraftStatus status={draft.status} />

      {submit.isError && (
        <Alert color="red" role="alert" data-testid="save-error">
          {errorText(submit.error, M.errorSavingProgress)}
        </Alert>
      )}
      {locked && !asHost && (
        <Alert color="yellow" icon={<IconLock size={18} aria-hidden />} data-testid="lesson-locked">
          {C.lockedAfterDeadline}
        </Alert>
      )}

      {progress && progress.score !== null && <LessonResult score={progress.score} feedback={feedback} />}
      {progress?.has_feedback && (
        <Anchor component={Link} to={paths.feedbackView(classroom.id, lesson.id, viewerId)} data-testid="view-feedback">
          View teacher feedback
        </Anchor>
      )}

      <LessonActions
        back={{ to: paths.classroomStudent(classroom.id), label: `Back to ${classroom.name}` }}
        submit={
          asHost
            ? undefined
            : { label: submitted ? "Resubmit" : "Submit Lesson", onClick: send, loading: submit.isPending, disabled: locked }
        }
      />
    </>
  );
}
