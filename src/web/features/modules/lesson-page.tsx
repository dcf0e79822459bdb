import { useState } from "react";
import { Link, useParams } from "react-router";
import { Alert, Anchor, Badge, Breadcrumbs, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconDeviceFloppy, IconTrophy } from "@tabler/icons-react";
import { Page } from "../../ui/page";
import { PageLoader } from "../../app/guards";
import { paths } from "../../app/paths";
import { ApiError, errorText } from "../../app/client";
import { MODULE_MESSAGES as M, MODULE_UI_MESSAGES as UI } from "../../../shared/messages/modules";
import type { LessonResponse } from "../../../shared/modules/schemas";
import { useModuleLesson } from "./api/use-module-lesson";
import { useSubmitLesson } from "./api/use-submit-lesson";
import { LEVEL_LABEL } from "./module-lesson-card";
import { Reading } from "../../ui/lesson/reading";
import { choicesFrom, LessonQuiz, type Choices } from "../../ui/lesson/lesson-quiz";
import { LessonWriting } from "../../ui/lesson/lesson-writing";
import { LessonSection } from "../../ui/lesson/lesson-section";

function Crumbs({ module, title }: { module?: { id: string; name: string }; title?: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="›" style={{ flexWrap: "wrap", rowGap: 4 }}>
        <Anchor component={Link} to={paths.modules()}>
          Modules
        </Anchor>
        {module && (
          <Anchor component={Link} to={paths.moduleView(module.id)}>
            {module.name}
          </Anchor>
        )}
        {title && (
          <Text span aria-current="page">
            {title}
          </Text>
        )}
      </Breadcrumbs>
    </nav>
  );
}

/** The lesson's body: its answers live here, seeded once from the saved progress, so a failed save keeps them. */
function LessonBody({ data, moduleId, lessonId }: { data: LessonResponse; moduleId: string; lessonId: string }) {
  const { lesson, progress } = data;
  const [choices, setChoices] = useState<Choices>(() => choicesFrom(lesson.quiz, progress?.quiz_answers));
  const [writing, setWriting] = useState(progress?.writing_response ?? "");
  const [caseAnswer, setCaseAnswer] = useState(progress?.case_builder_answer ?? "");
  const submit = useSubmitLesson(moduleId, lessonId);
  const scored = progress?.score !== null && progress?.score !== undefined;

  const send = () => {
    submit.mutate({
      quiz_answers: choices,
      writing_response: lesson.allow_writing ? writing : "",
      case_builder_answer: lesson.allow_case_builder ? caseAnswer : "",
    });
  };

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

      {lesson.allow_case_builder && (
        <LessonSection title="Case builder" testId="case-builder-section">
          <LessonWriting
            label="Your case"
            prompt={lesson.case_builder_prompt || "Build your case: your stance, your arguments in order, and the rebuttal you expect."}
            value={caseAnswer}
            onChange={setCaseAnswer}
            testId="case-builder"
          />
        </LessonSection>
      )}

      {submit.isError && (
        <Alert color="red" role="alert" data-testid="save-error">
          {M.errorSavingProgress}
        </Alert>
      )}

      {scored && (
        <Card withBorder radius="md" padding="lg" data-testid="lesson-result" aria-live="polite">
          <Stack gap="sm">
            <Group gap="sm">
              <IconTrophy size={22} aria-hidden />
              <Title order={2} size="h3">
                Your score: <span data-testid="lesson-score">{progress.score}</span>/100
              </Title>
            </Group>
            {progress.feedback && (
              <Stack gap={4}>
                <Text fw={600}>Feedback</Text>
                <Text style={{ whiteSpace: "pre-wrap" }} data-testid="lesson-feedback">
                  {progress.feedback}
                </Text>
              </Stack>
            )}
          </Stack>
        </Card>
      )}

      <Group justify="space-between" gap="sm">
        <Button component={Link} to={paths.moduleView(moduleId)} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Back to module
        </Button>
        <Button
          onClick={send}
          loading={submit.isPending}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          data-testid="submit-lesson"
        >
          {scored ? "Resubmit" : "Submit"}
        </Button>
      </Group>
    </>
  );
}

export function ModuleLessonPage() {
  const { moduleId = "", lessonId = "" } = useParams();
  const q = useModuleLesson(moduleId, lessonId);

  if (q.isPending) return <PageLoader />;
  if (q.isError) {
    const status = q.error instanceof ApiError ? q.error.status : 0;
    return (
      <Page title={status === 403 ? "Locked module" : "Lesson"}>
        <Crumbs />
        <Alert color={status === 403 ? "yellow" : "red"} role="alert" data-testid="lesson-error">
          {errorText(q.error, status === 404 ? M.lessonNotFound : UI.failedToLoadLesson)}
        </Alert>
      </Page>
    );
  }
  const { module, lesson } = q.data;
  return (
    <Page title={lesson.title} size={820}>
      <Stack gap="xs">
        <Crumbs module={module} title={lesson.title} />
        <Group gap="xs">
          <Badge variant="light">{LEVEL_LABEL[lesson.level]}</Badge>
        </Group>
      </Stack>
      <LessonBody key={lesson.id} data={q.data} moduleId={moduleId} lessonId={lessonId} />
    </Page>
  );
}
