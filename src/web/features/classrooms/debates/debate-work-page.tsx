import { Link, useParams } from "react-router";
import { Alert, Badge, Button, Card, Group, Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { QueryState } from "#web/ui/query-state.tsx";
import { paths } from "#web/app/paths.ts";
import { useSession } from "#web/app/session/use-session.ts";
import { DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/debate-assignments.ts";
import { BALLOT_RUBRIC } from "#shared/rubrics/ballot.ts";
import type { DebateWork } from "#shared/debate-assignments/schemas.ts";
import { wholeScores } from "#shared/debate/whole-scores.ts";
import { useDebateWork } from "./api";
import { GradeForm } from "./grade-form";
import { DebateReturns, ReturnDebateForm } from "./return-debate";
import { RETURN_MESSAGES as R } from "#shared/messages/returns.ts";
import { StatusBadge } from "./status-badge";

/** The judge's ballot beside the teacher's grade, category by category. */
function Scores({ work }: { work: DebateWork }) {
  const judge = work.verdict ? wholeScores(work.verdict.scores.user) : null;
  const grade = work.grade;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="scores-title">
      <Title order={2} size="h4" id="scores-title" mb="xs">
        {D.judgeTitle} · {D.teacherTitle}
      </Title>
      {work.verdict && (
        <Text size="sm" mb="xs" data-testid="judge-decision">
          {D.winner(work.verdict.winner === "user" ? D.studentWon : D.opponentWon)}. {work.verdict.reason}
        </Text>
      )}
      <Table.ScrollContainer minWidth={320}>
        <Table data-testid="score-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>Judge</Table.Th>
              <Table.Th>Teacher</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {BALLOT_RUBRIC.dimensions.map((d) => {
              const k = d.key as "matter" | "manner" | "method";
              return (
                <Table.Tr key={k}>
                  <Table.Td>{d.label}</Table.Td>
                  <Table.Td>{judge ? judge[k] : "—"}</Table.Td>
                  <Table.Td>{grade ? grade[k] : "—"}</Table.Td>
                </Table.Tr>
              );
            })}
            <Table.Tr>
              <Table.Td fw={600}>{D.total}</Table.Td>
              <Table.Td fw={600} data-testid="judge-total">
                {judge ? `${judge.total}/30` : "—"}
              </Table.Td>
              <Table.Td fw={600} data-testid="teacher-total">
                {grade ? `${grade.total}/30` : "—"}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{D.speakerPoints}</Table.Td>
              <Table.Td>{work.verdict ? work.verdict.speakerPoints.user : "—"}</Table.Td>
              <Table.Td>{grade ? grade.speakerPoints : "—"}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {grade ? (
        grade.comment && (
          <Text size="sm" mt="xs" data-testid="teacher-comment">
            {D.commentLabel}: {grade.comment}
          </Text>
        )
      ) : (
        <Text size="sm" c="dimmed" mt="xs">
          {D.notGraded}
        </Text>
      )}
    </Card>
  );
}

function Transcript({ work }: { work: DebateWork }) {
  const student = work.work.side ?? "";
  return (
    <Stack gap="xs" component="section" aria-labelledby="transcript-title">
      <Title order={2} size="h4" id="transcript-title">
        {D.transcript}
      </Title>
      {work.messages.length === 0 && <Text c="dimmed">{D.noTranscript}</Text>}
      {work.messages.map((m, i) => (
        <Paper key={i} withBorder radius="md" p="sm" bg={m.role === "user" ? "var(--mantine-color-blue-light)" : undefined}>
          <Text size="xs" fw={700} c="dimmed">
            {m.role === "user" ? `${D.studentSpeaker} (${student})` : D.opponentSpeaker}
          </Text>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {m.content}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/** /classrooms/:classroomId/debates/:assignmentId/students/:studentId: a round read-only, graded by the class's teacher. */
export function DebateWorkPage() {
  const { classroomId = "", assignmentId = "", studentId = "" } = useParams();
  const q = useDebateWork(classroomId, assignmentId, studentId);
  const { user } = useSession();
  const isHost = !!user && user.id !== studentId;
  const back = (
    <Button
      component={Link}
      to={isHost ? paths.manageClassroom(classroomId) : paths.classroomStudent(classroomId)}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      {D.backToClass}
    </Button>
  );
  return (
    <Page title={D.reviewTitle} actions={back}>
      <QueryState
        query={q}
        texts={{ error: D.assignmentNotFound, notFound: D.assignmentNotFound, forbidden: D.notYourRound }}
        loading={<Skeleton h={300} />}
      >
        {(work) => (
          <Stack gap="md">
            <Card withBorder radius="md" padding="md">
              <Text fw={600}>{work.assignment.motion}</Text>
              <Group gap="xs" mt={4}>
                <Text size="sm">{work.student.username}</Text>
                {work.work.side && <Badge variant="outline">{work.work.side}</Badge>}
                <StatusBadge status={work.work.status} />
              </Group>
            </Card>
            <Scores work={work} />
            {isHost && work.verdict && (
              <GradeForm
                key={work.grade?.graded_at ?? "new"}
                classroomId={classroomId}
                assignmentId={assignmentId}
                studentId={studentId}
                grade={work.grade}
              />
            )}
            {isHost && work.verdict && <ReturnDebateForm classroomId={classroomId} work={work} />}
            {!isHost && work.work.return_comment !== null && (
              <Alert color="cyan" variant="light" title={R.returnedToYou} data-testid="returned-notice">
                {work.work.return_comment}
                {work.work.extra_attempt_open ? ` ${R.oneMoreRound}` : ""}
              </Alert>
            )}
            <DebateReturns returns={work.returns} />
            <Transcript work={work} />
          </Stack>
        )}
      </QueryState>
    </Page>
  );
}
