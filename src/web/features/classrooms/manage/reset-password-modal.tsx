import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import type { ManageResponse } from "#shared/classrooms/schemas.ts";
import { useResetStudentPassword } from "#web/features/classrooms/api/use-manage-actions.ts";
import { ActionError } from "#web/features/classrooms/action-error.tsx";
import { TemporaryPassword } from "#web/ui/temporary-password.tsx";

type Member = ManageResponse["members"][number];

/**
 * A student forgot their password: the teacher asks first, then sees the temporary one once (the
 * student chooses their own when they next sign in). Closing forgets it; nothing else shows it again.
 */
export function ResetPasswordModal({ classroomId, member, onClose }: { classroomId: string; member: Member | null; onClose: () => void }) {
  const reset = useResetStudentPassword(classroomId);
  const close = () => (reset.reset(), onClose());
  const password = reset.data?.password;
  return (
    <Modal
      opened={!!member}
      onClose={close}
      title={password ? "Password reset" : "Reset this student's password?"}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {member && (
        <Stack>
          {password ? (
            <>
              <Text size="sm" fw={600}>
                {member.username}
              </Text>
              <Alert color="yellow">{C.resetStudentDone}</Alert>
              <TemporaryPassword password={password} />
              <Group justify="flex-end">
                <Button onClick={close} data-autofocus>
                  Done
                </Button>
              </Group>
            </>
          ) : (
            <>
              <Text>
                {member.username} gets a temporary password, shown to you once, and is signed out everywhere. They choose a new password
                when they next sign in.
              </Text>
              {reset.isError && <ActionError title={C.resetStudentFailed} error={reset.error} onClose={() => reset.reset()} />}
              <Group justify="flex-end">
                <Button variant="default" onClick={close} data-autofocus>
                  Cancel
                </Button>
                <Button color="red" loading={reset.isPending} onClick={() => reset.mutate(member.user_id)}>
                  Reset password
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
