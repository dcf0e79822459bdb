import { Link } from "react-router";
import { Alert, Anchor, Group, Stack, Text } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { QueryState } from "#web/ui/query-state.tsx";
import { PageLoader } from "#web/app/guards.tsx";
import { paths } from "#web/app/paths.ts";
import { Reading } from "#web/ui/lesson/reading.tsx";
import { FEEDBACK_MESSAGES as F } from "#shared/messages/classrooms.ts";
import type { WorkResponse } from "#shared/feedback/schemas.ts";
import { useStudentWork } from "./api/use-student-work";
import { useWorkKey } from "./work-key";
import { WritingWork } from "./work-sections";
import { SectionCard } from "#web/ui/section-card.tsx";
import { formatMoment } from "#web/ui/dates.ts";
import { WorkScoreLine } from "#web/ui/work-scores.tsx";
import { QuizReview } from "./quiz-review";
import { AttemptHistory } from "./attempt-history";
import { ReturnHistory } from "./return-history";

function TeacherFeedback({ progress }: { progress: WorkResponse["progress"] }) {
  const feedback = progress?.teacher_feedback?.trim();
  const grade = progress?.teacher_score ?? null;
  if (!feedback && grade === null) return <Text c="dimmed">Your teacher has not left feedback yet.</Text>;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text fw={600}>Grade:</Text>
        <Text fw={700} size="lg" data-testid="teacher-grade">
          {grade === null ? "No grade" : `${grade} / 100`}
        </Text>
      </Group>
      {feedback && (
        <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-testid="teacher-feedback">
          {feedback}
        </Text>
      )}
      {progress?.feedback_at && (
        <Text size="sm" c="dimmed">
          Given {formatMoment(progress.feedback_at)}
        </Text>
      )}
    </Stack>
  );
}

function View({ data }: { data: WorkResponse }) {
  const { lesson, progress } = data;
  return (
    <>
      <SectionCard title="Teacher feedback" testId="teacher-feedback-section">
        <TeacherFeedback progress={progress} />
        {progress && progress.returns.length > 0 && <ReturnHistory returns={progress.returns} />}
      </SectionCard>
      {progress && (
        <SectionCard title="Your scores" testId="scores-section">
          <WorkScoreLine scores={progress} withGrade={false} />
          {data.quiz_review.length > 0 && <QuizReview items={data.quiz_review} />}
          {progress.attempts.length > 1 && <AttemptHistory attempts={progress.attempts} quiz={lesson.quiz} />}
        </SectionCard>
      )}
      <SectionCard title="Reading" testId="reading-section">
        <Reading text={lesson.reading} />
      </SectionCard>
      {(lesson.writing_prompt || progress?.writing_response.trim()) && (
        <SectionCard title={data.as_host ? "The response" : "Your response"} testId="writing-section">
          <WritingWork prompt={lesson.writing_prompt} response={progress?.writing_response} />
        </SectionCard>
      )}
    </>
  );
}

/** /classrooms/:classroomId/lesson/:lessonId/feedback/:studentId: the student's read-only view of their work and its feedback. */
export function FeedbackViewPage() {
  const workKey = useWorkKey();
  const work = useStudentWork(workKey);
  const data = work.data;
  const back = workKey && (data?.as_host ? paths.manageClassroom(workKey.classroomId) : paths.classroomStudent(workKey.classroomId));
  return (
    <Page
      title={data ? data.lesson.title : "Teacher feedback"}
      tabTitle="Teacher feedback"
      description={data ? `Teacher feedback · ${data.classroom.name}` : undefined}
      actions={
        back && (
          <Anchor component={Link} to={back} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden /> Back to the class
            </Group>
          </Anchor>
        )
      }
    >
      <Stack gap="lg">
        {!workKey ? (
          <Alert color="red" role="alert" data-testid="load-error">
            {F.missingParams}
          </Alert>
        ) : (
          <QueryState query={work} texts={{ error: F.loadFailed, notFound: F.notFound }} testId="load-error" loading={<PageLoader />}>
            {(data) => <View data={data} />}
          </QueryState>
        )}
      </Stack>
    </Page>
  );
}
