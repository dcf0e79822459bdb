import { Link, useNavigate } from "react-router";
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/debate-assignments.ts";
import { DRILL_NAMES } from "#shared/drills/rubric.ts";
import { paths } from "#web/app/paths.ts";
import { errorText } from "#web/ui/api-error.ts";
import { dueText } from "#web/features/classrooms/due-text.ts";
import { useMyDebates, useStartAssignedDebate } from "./api";
import { StatusBadge } from "./status-badge";
import { RETURN_MESSAGES as R } from "#shared/messages/returns.ts";
import { TEACHER_BRIEF_MESSAGES as B } from "#shared/messages/teacher-brief.ts";
import type { DrillKind } from "#shared/drills/schemas.ts";

/** The drills whose material a shared brief writes: the argument to refute, the clash, the frame. */
const PRACTICE_DRILLS: DrillKind[] = ["refutation", "clashes", "framing"];

/** The class's debates as a student sees them: start (once the drill is done), go back, or read the judged round. */
export function StudentDebatesSection({ classroomId, viewerId, asHost }: { classroomId: string; viewerId: string; asHost: boolean }) {
  const q = useMyDebates(classroomId);
  const start = useStartAssignedDebate(classroomId);
  const navigate = useNavigate();
  const list = q.data?.assignments ?? [];
  if (!q.isSuccess) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-debates-title" data-testid="student-debates">
      <Title order={2} size="h4" id="my-debates-title">
        {D.sectionTitle}
      </Title>
      {list.length === 0 && <Text c="dimmed">{D.noneStudent}</Text>}
      {start.isError && (
        <Alert color="red" role="alert" withCloseButton onClose={() => start.reset()}>
          {errorText(start.error, D.assignmentNotFound)}
        </Alert>
      )}
      {list.map((a) => {
        const drill = a.drill ? DRILL_NAMES[a.drill] : null;
        const judged =
          a.work.status === "finished" || a.work.status === "late" || a.work.status === "graded" || a.work.status === "returned";
        return (
          <Card key={a.id} withBorder radius="md" padding="md" data-testid="student-debate">
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <Text fw={600} style={{ minWidth: 0, flex: "1 1 260px" }}>
                  {a.motion}
                </Text>
                <StatusBadge status={a.work.status} />
              </Group>
              <Text size="sm" c="dimmed">
                {D.yourSide(a.work.side ?? D.sideRandomPending)}
                {a.due_at ? ` · Due ${dueText(a.due_at)}` : ""}
              </Text>
              {drill && !asHost && (
                <Text size="sm" c={a.drill_done ? "teal" : "orange"} data-testid="drill-gate">
                  {a.drill_done ? D.drillDone(drill) : D.drillFirst(drill)}{" "}
                  {!a.drill_done && a.drill && (
                    <Anchor component={Link} to={paths.drill(a.drill, a.motion)}>
                      Open the {drill} drill
                    </Anchor>
                  )}
                </Text>
              )}
              {a.brief_practice && !asHost && (
                <Text size="sm" data-testid="brief-practice">
                  {B.practiceShared} {B.practiceDrills}{" "}
                  {PRACTICE_DRILLS.map((k, i) => (
                    <span key={k}>
                      {i > 0 && " · "}
                      <Anchor component={Link} to={paths.drill(k, a.motion)}>
                        {DRILL_NAMES[k]}
                      </Anchor>
                    </span>
                  ))}
                </Text>
              )}
              {a.work.judge && (
                <Text size="sm">
                  Judge: {a.work.judge.total}/30 ({a.work.judge.speakerPoints} speaker points)
                  {a.work.teacher ? ` · Teacher: ${a.work.teacher.total}/30 (${a.work.teacher.speakerPoints} speaker points)` : ""}
                </Text>
              )}
              {a.work.return_comment !== null && !asHost && (
                <Text size="sm" c="cyan.9" style={{ overflowWrap: "anywhere" }} data-testid="debate-returned">
                  <Text span fw={700} size="sm">
                    {R.returnedToYou}
                    {a.work.extra_attempt_open ? ", with one more round" : ""}
                    {a.work.return_comment ? ": " : "."}
                  </Text>
                  {a.work.return_comment}
                </Text>
              )}
              {!asHost && (
                <Group gap="sm">
                  {judged && a.work.extra_attempt_open && (
                    <Button
                      size="sm"
                      loading={start.isPending && start.variables === a.id}
                      onClick={() => start.mutate(a.id, { onSuccess: () => void navigate(paths.debater()) })}
                      data-testid="debate-again"
                    >
                      {D.debateAgain}
                    </Button>
                  )}
                  {judged ? (
                    <Button component={Link} to={paths.debateWork(classroomId, a.id, viewerId)} variant="light" size="sm">
                      {D.viewRound}
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      disabled={!a.drill_done}
                      loading={start.isPending && start.variables === a.id}
                      onClick={() => start.mutate(a.id, { onSuccess: () => void navigate(paths.debater()) })}
                    >
                      {a.work.status === "in_progress" ? D.continue : D.start}
                    </Button>
                  )}
                </Group>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
