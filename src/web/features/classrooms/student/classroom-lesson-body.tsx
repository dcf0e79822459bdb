import { useState } from "react";
import { Link } from "react-router";
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconDeviceFloppy, IconLock, IconTrophy } from "@tabler/icons-react";
import { paths } from "../../../app/paths";
import { errorText } from "../../../app/client";
import { LessonSection } from "../../../ui/lesson/lesson-section";
import { Reading } from "../../../ui/lesson/reading";
import { LessonQuiz, type Choices } from "../../../ui/lesson/lesson-quiz";
import { LessonWriting } from "../../../ui/lesson/lesson-writing";
import { CLASSROOM_MESSAGES as C } from "../../../../shared/messages/classrooms";
import { MODULE_MESSAGES as M } from "../../../../shared/messages/modules";
import type { ClassroomLessonResponse } from "../../../../shared/classrooms/schemas";
import { useSubmitClassroomLesson } from "../api/use-classroom-lesson";
import { answersFromChoices, choicesFromAnswers } from "./quiz-answers";

function Result({ score, feedback }: { score: number; feedback: string | null }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="lesson-result" aria-live="polite">
      <Stack gap="sm">
        <Group gap="sm">
          <IconTrophy size={22} aria-hidden />
          <Title order={2} size="h3">
            Your score: <span data-testid="lesson-score">{score}</span>/100
          </Title>
        </Group>
        {feedback && (
          <Stack gap={4}>
            <Text fw={600}>Feedback</Text>
            <Text style={{ whiteSpace: "pre-wrap" }} data-testid="lesson-feedback">
              {feedback}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** The lesson in its class: the answers live here, seeded once from the saved work, so a refused save keeps them. */
export function ClassroomLessonBody({ data, viewerId }: { data: ClassroomLessonResponse; viewerId: string }) {
  const { classroom, lesson, progress, locked, as_host: asHost } = data;
  const [choices, setChoices] = useState<Choices>(() => choicesFromAnswers(lesson.quiz, progress?.answers));
  const [writing, setWriting] = useState(progress?.writing_response ?? "");
  const submit = useSubmitClassroomLesson(classroom.id, lesson.id);
  const submitted = !!progress?.completed;
  const feedback = submit.data?.ai_feedback ?? progress?.ai_feedback ?? null;

  const send = () =>
    submit.mutate({ answers: answersFromChoices(lesson.quiz, choices), writing_response: lesson.allow_writing ? writing : "" });

  return (
    <>
      <LessonSection title="Reading" testId="reading-section">
        <Reading text={lesson.reading} />
      </LessonSection>

      {(lesson.quiz.length > 0 || lesson.quiz_error) && (
        <LessonSection title="Quiz" testId="quiz-section">
          {lesson.quiz_error ? (
            <Alert color="yellow">{lesson.quiz_error}</Alert>
          ) : (
            <LessonQuiz quiz={lesson.quiz} choices={choices} onChoose={(i, o) => setChoices((c) => ({ ...c, [String(i)]: o }))} />
          )}
        </LessonSection>
      )}

      {lesson.allow_writing && (
        <LessonSection title="Writing practice" testId="writing-section">
          <LessonWriting
            label="Your response"
            prompt={lesson.writing_prompt}
            value={writing}
            onChange={setWriting}
            testId="writing-response"
          />
        </LessonSection>
      )}

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

      {progress && progress.score !== null && <Result score={progress.score} feedback={feedback} />}
      {progress?.has_feedback && (
        <Anchor component={Link} to={paths.feedbackView(classroom.id, lesson.id, viewerId)} data-testid="view-feedback">
          View teacher feedback
        </Anchor>
      )}

      <Group justify="space-between" gap="sm">
        <Button
          component={Link}
          to={paths.classroomStudent(classroom.id)}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to {classroom.name}
        </Button>
        {!asHost && (
          <Button
            onClick={send}
            loading={submit.isPending}
            disabled={locked}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            data-testid="submit-lesson"
          >
            {submitted ? "Resubmit" : "Submit Lesson"}
          </Button>
        )}
      </Group>
    </>
  );
}
