import { Link } from "react-router";
import { Alert, Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { QueryState } from "#web/ui/query-state.tsx";
import { UserAvatar } from "#web/ui/user-avatar.tsx";
import { PageLoader } from "#web/app/guards.tsx";
import { paths } from "#web/app/paths.ts";
import { CLASSROOM_MESSAGES as C, FEEDBACK_MESSAGES as F } from "#shared/messages/classrooms.ts";
import { GRID_STATUS_LABELS } from "#shared/classrooms/rules.ts";
import { WorkScoreLine } from "#web/ui/work-scores.tsx";
import { AttemptHistory } from "./attempt-history";
import { ReturnForm } from "./return-form";
import { ReturnHistory } from "./return-history";
import type { WorkResponse } from "#shared/feedback/schemas.ts";
import { useStudentWork, type WorkKey } from "./api/use-student-work";
import { useWorkKey } from "./work-key";
import { FeedbackForm } from "./feedback-form";
import { QuizReview } from "./quiz-review";
import { WritingWork } from "./work-sections";
import { SectionCard } from "#web/ui/section-card.tsx";
import { formatMoment } from "#web/ui/dates.ts";

function BackToClass({ classroomId }: { classroomId: string }) {
  return (
    <Anchor component={Link} to={paths.manageClassroom(classroomId)} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden /> Back to the class
      </Group>
    </Anchor>
  );
}

/** Whose work this is: their picture, school and a line of their bio (their profile, shown to their teacher). */
function StudentCard({ student }: { student: WorkResponse["student"] }) {
  return (
    <Group gap="sm" wrap="nowrap" data-testid="work-student">
      <UserAvatar url={student.avatar_url} name={student.username} size={40} radius="xl" />
      <Stack gap={0} miw={0}>
        <Text fw={600} truncate>
          {student.username}
          {student.school && (
            <Text span c="dimmed" fw={400} size="sm">
              {" "}
              · {student.school}
            </Text>
          )}
        </Text>
        {student.bio && (
          <Text size="sm" c="dimmed" truncate>
            {student.bio}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

function Editor({ data, workKey }: { data: WorkResponse; workKey: WorkKey }) {
  const { lesson, progress, student } = data;
  if (!progress) {
    return (
      <>
        <StudentCard student={student} />
        <Alert color="yellow" role="alert" data-testid="load-error">
          {F.notFound} {student.username} has not submitted this lesson yet.
        </Alert>
      </>
    );
  }
  const canSuggest = !!lesson.writing_prompt?.trim() && !!progress.writing_response.trim();
  return (
    <>
      <StudentCard student={student} />
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" tt="none" data-testid="work-status">
          {GRID_STATUS_LABELS[progress.status]}
        </Badge>
        <Badge variant="light">Submitted {progress.submitted_at ? formatMoment(progress.submitted_at) : "—"}</Badge>
      </Group>
      {progress.resubmitted_after_grading && (
        <Alert color="red" role="status" data-testid="resubmitted-after-grading">
          {C.resubmittedAfterGrading} Compare the attempts below, then grade again.
        </Alert>
      )}
      <WorkScoreLine scores={progress} />
      <SectionCard title="Writing response" testId="writing-section">
        <WritingWork prompt={lesson.writing_prompt} response={progress.writing_response} />
        {progress.ai_feedback && (
          <Text size="sm" c="dimmed" data-testid="ai-feedback">
            AI feedback the student saw: {progress.ai_feedback}
          </Text>
        )}
      </SectionCard>
      {(data.quiz_review.length > 0 || lesson.quiz_error) && (
        <SectionCard title="Quiz review" testId="quiz-review-section">
          {lesson.quiz_error ? <Alert color="yellow">{lesson.quiz_error}</Alert> : <QuizReview items={data.quiz_review} />}
        </SectionCard>
      )}
      {(progress.attempts.length > 1 || progress.returns.length > 0) && (
        <SectionCard title="Attempts" testId="attempts-section">
          <AttemptHistory attempts={progress.attempts} quiz={lesson.quiz} />
          {progress.returns.length > 0 && <ReturnHistory returns={progress.returns} />}
        </SectionCard>
      )}
      <SectionCard title="Feedback and grade" testId="feedback-section">
        <Text size="sm" c="dimmed">
          The student sees your feedback and grade once you save; Return below also hands the work back for another look.
        </Text>
        <FeedbackForm
          workKey={workKey}
          initial={{ feedback: progress.teacher_feedback ?? "", grade: progress.teacher_score }}
          canSuggest={canSuggest}
          newerAttempt={progress.resubmitted_after_grading}
        />
      </SectionCard>
      <SectionCard title="Return to the student" testId="return-section">
        <Text size="sm" c="dimmed">
          Hand the work back to {student.username} with a comment; the grade and every attempt stay in the history.
        </Text>
        <ReturnForm workKey={workKey} student={student.username} attemptOpen={progress.extra_attempt_open} />
      </SectionCard>
    </>
  );
}

/** /feedback/:classroomId/:lessonId/:studentId: the host reviews and grades one student's work. */
export function FeedbackEditorPage() {
  const workKey = useWorkKey();
  const work = useStudentWork(workKey);
  const data = work.data;
  const title = data ? `Review & Grade: ${data.lesson.title}` : "Review & Grade";
  const description = data ? `${data.student.username} · ${data.classroom.name}` : undefined;
  return (
    <Page
      title={title}
      tabTitle="Review & Grade"
      description={description}
      actions={workKey && <BackToClass classroomId={workKey.classroomId} />}
    >
      <Stack gap="lg">
        {!workKey ? (
          <Alert color="red" role="alert" data-testid="load-error">
            {F.missingParams}
          </Alert>
        ) : (
          <QueryState query={work} texts={{ error: F.loadFailed, notFound: F.notFound }} testId="load-error" loading={<PageLoader />}>
            {(data) => <Editor data={data} workKey={workKey} />}
          </QueryState>
        )}
      </Stack>
    </Page>
  );
}
