import { useState } from "react";
import { useParams } from "react-router";
import { Alert, Badge, Group, Stack } from "@mantine/core";
import { Page } from "#web/ui/page.tsx";
import { QueryState, failureStatus } from "#web/ui/query-state.tsx";
import { PageLoader } from "#web/app/guards.tsx";
import { paths } from "#web/app/paths.ts";
import { ApiError, errorText } from "#web/ui/api-error.ts";
import { MODULE_MESSAGES as M, MODULE_UI_MESSAGES as UI } from "#shared/messages/modules.ts";
import type { LessonResponse } from "#shared/modules/schemas.ts";
import { useModuleLesson } from "./api/use-module-lesson";
import { useSubmitLesson } from "./api/use-submit-lesson";
import { LEVEL_LABEL } from "#web/ui/level-label.ts";
import { choicesFrom, type Choices } from "#web/ui/lesson/lesson-quiz.tsx";
import { LessonWriting } from "#web/ui/lesson/lesson-writing.tsx";
import { SectionCard } from "#web/ui/section-card.tsx";
import { LessonAnswerSections } from "#web/ui/lesson/lesson-answer-sections.tsx";
import { LessonResult } from "#web/ui/lesson/lesson-result.tsx";
import { LessonActions } from "#web/ui/lesson/lesson-actions.tsx";
import { Crumbs } from "#web/ui/crumbs.tsx";
import { useDraft } from "#web/app/drafts/use-draft.ts";
import { DraftStatus } from "#web/app/drafts/draft-status.tsx";
import { choicesOf, textOf } from "#web/app/drafts/draft-fields.ts";
import { draftKeys } from "#shared/drafts/schemas.ts";
import { isBlankSubmission } from "#shared/modules/rules.ts";

/** A refusal the server explained (4xx) in its words; any other failure is the spec's one message. */
const refusalText = (err: unknown) =>
  err instanceof ApiError && err.status < 500 ? errorText(err, M.errorSavingProgress) : M.errorSavingProgress;

/** The lesson's body: its answers live here, seeded once from the saved progress, so a failed save keeps them. */
function LessonBody({ data, moduleId, lessonId }: { data: LessonResponse; moduleId: string; lessonId: string }) {
  const { lesson, progress } = data;
  const [choices, setChoices] = useState<Choices>(() => choicesFrom(lesson.quiz, progress?.quiz_answers));
  const [writing, setWriting] = useState(progress?.writing_response ?? "");
  const [caseAnswer, setCaseAnswer] = useState(progress?.case_builder_answer ?? "");
  const submit = useSubmitLesson(moduleId, lessonId);
  const scored = progress?.completed ?? false;
  const draft = useDraft({
    key: draftKeys.moduleLesson(moduleId, lessonId),
    value: { choices, writing, case_answer: caseAnswer },
    onRestore: (b) => {
      setChoices(choicesOf(b) ?? {});
      setWriting(textOf(b, "writing") ?? "");
      setCaseAnswer(textOf(b, "case_answer") ?? "");
    },
  });

  const [blank, setBlank] = useState(false);

  const send = () => {
    const asks = lesson.quiz.length > 0 || lesson.allow_writing || lesson.allow_case_builder;
    const texts = [lesson.allow_writing ? writing : "", lesson.allow_case_builder ? caseAnswer : ""];
    const isBlank = isBlankSubmission({ asks, answered: Object.keys(choices).length, texts });
    setBlank(isBlank);
    if (isBlank) return;
    submit.mutate(
      {
        quiz_answers: choices,
        writing_response: lesson.allow_writing ? writing : "",
        case_builder_answer: lesson.allow_case_builder ? caseAnswer : "",
      },
      { onSuccess: () => void draft.clear() },
    );
  };

  return (
    <>
      <LessonAnswerSections lesson={lesson} choices={choices} onChoices={setChoices} writing={writing} onWriting={setWriting} />

      {lesson.allow_case_builder && (
        <SectionCard title="Case builder" testId="case-builder-section">
          <LessonWriting
            label="Your case"
            prompt={lesson.case_builder_prompt || "Build your case: your stance, your arguments in order, and the rebuttal you expect."}
            value={caseAnswer}
            onChange={setCaseAnswer}
            testId="case-builder"
          />
        </SectionCard>
      )}

      <DraftStatus status={draft.status} replaced={draft.replaced} />

      {blank && (
        <Alert color="yellow" role="alert" data-testid="blank-submission">
          {M.nothingToSubmit}
        </Alert>
      )}
      {submit.isError && (
        <Alert color="red" role="alert" data-testid="save-error">
          {refusalText(submit.error)}
        </Alert>
      )}

      {progress && scored && (
        <LessonResult
          score={progress.score}
          feedback={progress.feedback}
          // The quiz, the writing and the overall apart, as a class lesson shows them.
          scores={{ ...progress, teacher_score: null }}
          note={data.quiz_held ? M.quizHeld : undefined}
        />
      )}

      <LessonActions
        back={{ to: paths.moduleView(moduleId), label: "Back to module" }}
        submit={{ label: scored ? "Resubmit" : "Submit", onClick: send, loading: submit.isPending }}
      />
    </>
  );
}

export function ModuleLessonPage() {
  const { moduleId = "", lessonId = "" } = useParams();
  const q = useModuleLesson(moduleId, lessonId);
  const module = q.data?.module;
  const lesson = q.data?.lesson;
  return (
    <Page title={lesson?.title ?? (failureStatus(q.error) === 403 ? "Locked module" : "Lesson")} size={lesson ? 820 : undefined}>
      <Stack gap="xs">
        <Crumbs
          trail={[{ label: "Modules", to: paths.modules() }, ...(module ? [{ label: module.name, to: paths.moduleView(module.id) }] : [])]}
          current={lesson?.title}
        />
        {lesson && (
          <Group gap="xs">
            <Badge variant="light">{LEVEL_LABEL[lesson.level]}</Badge>
          </Group>
        )}
      </Stack>
      <QueryState
        query={q}
        texts={{ error: UI.failedToLoadLesson, notFound: M.lessonNotFound }}
        testId="lesson-error"
        loading={<PageLoader />}
      >
        {(data) => <LessonBody key={data.lesson.id} data={data} moduleId={moduleId} lessonId={lessonId} />}
      </QueryState>
    </Page>
  );
}
