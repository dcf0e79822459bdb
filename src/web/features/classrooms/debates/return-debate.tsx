import { Card, List, Stack, Text, Title } from "@mantine/core";
import { ApiError } from "#web/ui/api-error.ts";
import { ReturnFields } from "#web/ui/return-fields.tsx";
import { formatMoment } from "#web/ui/dates.ts";
import { RETURN_MESSAGES as R } from "#shared/messages/returns.ts";
import { DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/debate-assignments.ts";
import { gradeFigures } from "#shared/debate-assignments/rules.ts";
import type { DebateWork } from "#shared/debate-assignments/schemas.ts";
import { useReturnDebate } from "./api";

const failure = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message ? err.message : R.returnFailed;

/** The host hands the judged round back: a comment and, if ticked, one more round for this student alone. */
export function ReturnDebateForm({ classroomId, work }: { classroomId: string; work: DebateWork }) {
  const giveBack = useReturnDebate(classroomId, work.assignment.id, work.student.id);
  return (
    <Card withBorder radius="md" padding="md" data-testid="return-section">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {D.returnTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {D.returnHint(work.student.username)}
        </Text>
        <ReturnFields
          student={work.student.username}
          attemptOpen={work.work.extra_attempt_open}
          attemptLabel="Allow one more round (for this student only)"
          attemptHint="The student may debate the motion again; this round, its verdict and its grade stay in the history."
          pending={giveBack.isPending}
          error={giveBack.isError ? failure(giveBack.error) : null}
          onReturn={async (comment, extra) => {
            const r = await giveBack.mutateAsync({ comment, extra_attempt: extra });
            return r.returned.extra_attempt ? R.returnedWithRound : R.returned;
          }}
        />
      </Stack>
    </Card>
  );
}

/** Every return, oldest first: when, the grade that round had, the comment, and whether a new round came with it. */
export function DebateReturns({ returns }: { returns: DebateWork["returns"] }) {
  if (returns.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" data-testid="return-history">
      <Title order={2} size="h4" mb="xs">
        {D.returnsTitle}
      </Title>
      <List spacing="xs" size="sm">
        {returns.map((r) => (
          <List.Item key={r.returned_at}>
            <Text size="sm" fw={600} span>
              Returned {formatMoment(r.returned_at)}
            </Text>
            <Text size="sm" c="dimmed" span>
              {" "}
              · {r.grade ? `that round's grade ${gradeFigures(r.grade).total}/30` : "not graded"}
              {r.extra_attempt ? " · one more round given" : ""}
            </Text>
            {r.comment && (
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {r.comment}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
