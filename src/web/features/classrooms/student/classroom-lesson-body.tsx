import { useState } from "react";
import { Link } from "react-router";
import { Alert, Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { paths } from "#web/app/paths.ts";
import { errorText } from "#web/ui/api-error.ts";
import type { Choices } from "#web/ui/lesson/lesson-quiz.tsx";
import { LessonAnswerSections } from "#web/ui/lesson/lesson-answer-sections.tsx";
import { LessonResult } from "#web/ui/lesson/lesson-result.tsx";
import { LessonActions } from "#web/ui/lesson/lesson-actions.tsx";
import { answersWaitForLastAttempt, attemptCap, REVEAL_LABELS, type AssessmentRules } from "#shared/classrooms/rules.ts";
import { MODULE_MESSAGES as M } from "#shared/messages/modules.ts";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import type { ClassroomLessonResponse } from "#shared/classrooms/schemas.ts";
import { useSubmitClassroomLesson } from "#web/features/classrooms/api/use-classroom-lesson.ts";
import { answersFromChoices, choicesFromAnswers } from "./quiz-answers";
import { ReturnedNotice } from "./returned-notice";
import { useDraft } from "#web/app/drafts/use-draft.ts";
import { DraftStatus } from "#web/app/drafts/draft-status.tsx";
import { choicesOf, textOf } from "#web/app/drafts/draft-fields.ts";
import { draftKeys } from "#shared/drafts/schemas.ts";
import { isBlankSubmission } from "#shared/modules/rules.ts";

/** The assignment's rules as the student reads them: attempts used, when answers show, whether grading locks. */
export function rulesText(rules: AssessmentRules, used: number, extraOpen = false): string {
  const cap = attemptCap(rules.max_attempts);
  const given = extraOpen ? " + 1 from your teacher" : "";
  const attempts = cap === null ? `Attempts: ${used} (no limit)` : `Attempts: ${used} of ${cap}${given}`;
  // With an attempt left the server holds the answers back (shared rules: answersRevealed); say so.
  const wait = answersWaitForLastAttempt(rules) ? ", once you can no longer change your work" : "";
  const reveal = `Answers shown: ${REVEAL_LABELS[rules.reveal_answers].toLowerCase()}${wait}`;
  return [attempts, reveal, rules.lock_on_grade ? "Grading locks the work" : null].filter(Boolean).join(" · ");
}

/** What a submission leaves unanswered, in words ("1 question and the writing"), or null when nothing. */
function unanswered(questions: number, writing: boolean): string | null {
  const parts = [questions > 0 ? `${questions} ${questions === 1 ? "question" : "questions"}` : null, writing ? "the writing" : null];
  const named = parts.filter(Boolean);
  return named.length ? named.join(" and ") : null;
}

/** The lesson in its class: the answers live here, seeded once from the saved work, so a refused save keeps them. */
export function ClassroomLessonBody({ data, viewerId }: { data: ClassroomLessonResponse; viewerId: string }) {
  const { classroom, lesson, progress, locked, locked_reason: lockedReason, as_host: asHost, rules } = data;
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

  const [blank, setBlank] = useState(false);
  // A submission that leaves something unanswered uses an attempt too: ask first (null: nothing to ask).
  const [asking, setAsking] = useState<string | null>(null);
  const send = (confirmed = false) => {
    const answers = answersFromChoices(lesson.quiz, choices);
    const texts = [lesson.allow_writing ? writing : ""];
    const isBlank = isBlankSubmission({
      asks: lesson.quiz.length > 0 || lesson.allow_writing,
      answered: Object.keys(answers).length,
      texts,
    });
    setBlank(isBlank);
    if (isBlank) return;
    // Asked only where attempts are counted out: with no limit, a missing answer costs nothing.
    const limit = attemptCap(rules.max_attempts);
    // An attempt the teacher gave back with the work counts in the limit it is asked against.
    const cap = limit === null ? null : limit + (progress?.extra_attempt_open ? 1 : 0);
    const missing = unanswered(lesson.quiz.length - Object.keys(answers).length, lesson.allow_writing && !writing.trim());
    if (missing && cap !== null && !confirmed) {
      setAsking(C.unansweredConfirm(missing, (progress?.attempts ?? 0) + 1, cap));
      return;
    }
    setAsking(null);
    submit.mutate({ answers, writing_response: texts[0] }, { onSuccess: () => void draft.clear() });
  };

  return (
    <>
      {progress?.returned && !asHost && <ReturnedNotice returned={progress.returned} attemptOpen={progress.extra_attempt_open} />}
      <LessonAnswerSections
        lesson={lesson}
        choices={choices}
        onChoices={setChoices}
        writing={writing}
        onWriting={setWriting}
        // No attempt left, or locked: the answers stay in view but cannot be changed.
        readOnly={locked && !asHost}
      />
      <DraftStatus status={draft.status} replaced={draft.replaced} />

      {asking && (
        <Alert color="yellow" role="alertdialog" aria-label="Submit with answers missing?" data-testid="unanswered-confirm">
          <Stack gap="sm">
            <Text size="sm">{asking}</Text>
            <Group gap="sm">
              <Button size="xs" onClick={() => send(true)} loading={submit.isPending}>
                Submit anyway
              </Button>
              <Button size="xs" variant="default" onClick={() => setAsking(null)}>
                Keep answering
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {blank && (
        <Alert color="yellow" role="alert" data-testid="blank-submission">
          {M.nothingToSubmit}
        </Alert>
      )}

      {submit.isError && (
        <Alert color="red" role="alert" data-testid="save-error">
          {errorText(submit.error, M.errorSavingProgress)}
        </Alert>
      )}
      {locked && !asHost && (
        <Alert color="yellow" icon={<IconLock size={18} aria-hidden />} data-testid="lesson-locked">
          {lockedReason}
        </Alert>
      )}

      {progress && progress.score !== null && <LessonResult score={progress.score} feedback={feedback} scores={progress} />}
      {progress && progress.teacher_score !== null && (
        <Text fw={600} data-testid="lesson-grade">
          Teacher’s grade: {progress.teacher_score}/100
        </Text>
      )}
      <Text size="sm" c="dimmed" data-testid="lesson-rules">
        {rulesText(rules, progress?.attempts ?? 0, !!progress?.extra_attempt_open)}
      </Text>
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
            : { label: submitted ? "Resubmit" : "Submit Lesson", onClick: () => send(), loading: submit.isPending, disabled: locked }
        }
      />
    </>
  );
}
