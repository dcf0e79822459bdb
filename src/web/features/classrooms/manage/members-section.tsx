import { useState } from "react";
import { Link } from "react-router";
import { Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconKey, IconUserMinus } from "@tabler/icons-react";
import { paths } from "#web/app/paths.ts";
import { UserAvatar } from "#web/ui/user-avatar.tsx";
import { CLASSROOM_MESSAGES as C } from "#shared/messages/classrooms.ts";
import type { ManageResponse } from "#shared/classrooms/schemas.ts";
import { useRemoveMember } from "#web/features/classrooms/api/use-manage-actions.ts";
import { ConfirmModal } from "#web/ui/confirm-modal.tsx";
import { ActionError } from "#web/features/classrooms/action-error.tsx";
import { countText } from "#web/features/classrooms/count-text.ts";
import { formatDay } from "#web/ui/dates.ts";
import { ResetPasswordModal } from "./reset-password-modal";

type Member = ManageResponse["members"][number];

/**
 * The students of the class, each removable after a confirmation (their work in this class goes too);
 * a student's password can be reset here too (not a teacher's or an admin's who joined the class).
 */
export function MembersSection({ classroomId, members }: { classroomId: string; members: Member[] }) {
  const remove = useRemoveMember(classroomId);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [resetting, setResetting] = useState<Member | null>(null);

  const confirm = () => {
    if (!removing) return;
    remove.mutate(removing.user_id, { onSettled: () => setRemoving(null) });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="members-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="members-title">
          Students{" "}
          <Text span c="dimmed" fz="md">
            ({countText(members.length, "student")})
          </Text>
        </Title>
        {remove.isError && <ActionError title={C.removeStudentFailed} error={remove.error} onClose={() => remove.reset()} />}
        {members.length === 0 ? (
          <Text c="dimmed">No students yet. They join with the code above.</Text>
        ) : (
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: "none" }} aria-label="Students">
            {members.map((m) => (
              // The actions go under the name when the row is narrow (a phone), never squeezing the name.
              <Group component="li" key={m.user_id} justify="space-between" gap="sm" wrap="wrap" data-testid="member-row">
                <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: "1 1 14rem" }}>
                  <UserAvatar url={m.avatar_url} name={m.username} size={36} radius="xl" />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={paths.studentProfile(m.user_id)} fw={600} style={{ overflowWrap: "anywhere" }}>
                      {m.username}
                    </Anchor>
                    {m.school && (
                      <Text size="sm" truncate data-testid="member-school">
                        {m.school}
                      </Text>
                    )}
                    {m.bio && (
                      <Text size="xs" c="dimmed" truncate data-testid="member-bio">
                        {m.bio}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      Joined {formatDay(m.joined_at)}
                    </Text>
                  </Stack>
                </Group>
                <Group gap={4} wrap="wrap" justify="flex-end" ml="auto">
                  {m.password_resettable && (
                    <Button
                      size="xs"
                      variant="subtle"
                      leftSection={<IconKey size={14} aria-hidden />}
                      aria-label={`Reset ${m.username}'s password`}
                      onClick={() => setResetting(m)}
                    >
                      Reset password
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconUserMinus size={14} aria-hidden />}
                    aria-label={`Remove ${m.username}`}
                    onClick={() => setRemoving(m)}
                  >
                    Remove
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmModal
        opened={!!removing}
        title="Remove student"
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={confirm}
        onClose={() => setRemoving(null)}
      >
        Remove {removing?.username} from this class? Their work in this class is removed too.
      </ConfirmModal>
      <ResetPasswordModal classroomId={classroomId} member={resetting} onClose={() => setResetting(null)} />
    </Card>
  );
}
