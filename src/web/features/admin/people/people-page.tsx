import { useState } from "react";
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconAlertCircle, IconSearch } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { errorText } from "#web/ui/api-error.ts";
import { QueryState } from "#web/ui/query-state.tsx";
import { useSession } from "#web/app/session/use-session.ts";
import { usePublicConfig } from "#web/app/session/use-public-config.ts";
import { PEOPLE_MESSAGES as M } from "#shared/messages/index.ts";
import { TemporaryPassword } from "#web/ui/temporary-password.tsx";
import type { Person, ResetByAdminResponse } from "#shared/people/schemas.ts";
import { useChangeRole, usePeople, useResetByAdmin } from "#web/features/admin/api/use-people.ts";

/** What a reset did, for the dialog: the temporary password is shown here once and nowhere else. */
type ResetShown = { person: Person; result: ResetByAdminResponse } | null;

function ResetDialog({ shown, onClose }: { shown: ResetShown; onClose: () => void }) {
  return (
    <Modal opened={!!shown} onClose={onClose} title="Password reset" centered closeButtonProps={{ "aria-label": "Close" }}>
      {shown && (
        <Stack>
          <Text size="sm">
            {shown.person.username} ({shown.person.email})
          </Text>
          {shown.result.mode === "email" ? (
            <Alert color="teal">{M.resetEmailed}</Alert>
          ) : (
            <>
              <Alert color="yellow">{M.resetTemporary}</Alert>
              <TemporaryPassword password={shown.result.password} />
            </>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function PersonRow({ p, me, onReset, onError }: { p: Person; me: string; onReset: (p: Person) => void; onError: (text: string) => void }) {
  const change = useChangeRole();
  const toggle = (role: "admin" | "teacher", granted: boolean) =>
    change.mutate({ userId: p.id, role, granted }, { onError: (err) => onError(errorText(err, M.changeFailed)) });
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500}>
          {p.username}
          {p.id === me && (
            <Badge ml={6} size="xs" variant="light">
              you
            </Badge>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {p.email}
        </Text>
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={`Teacher: ${p.username}`}
          checked={p.role === "teacher"}
          disabled={change.isPending}
          onChange={(e) => toggle("teacher", e.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={`Admin: ${p.username}`}
          checked={p.isAdmin}
          disabled={change.isPending}
          onChange={(e) => toggle("admin", e.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="subtle" onClick={() => onReset(p)}>
          Reset password
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** Admin → People: the accounts, searched and paged; roles given and taken; passwords reset. */
export function PeoplePage() {
  const me = useSession().user?.id ?? "";
  const mails = usePublicConfig().data?.emailConfirmation ?? false;
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const list = usePeople(q, page);
  const reset = useResetByAdmin();
  const [shown, setShown] = useState<ResetShown>(null);
  const [error, setError] = useState("");
  const [confirming, setConfirming] = useState<Person | null>(null);

  const doReset = (p: Person) => {
    setConfirming(null);
    setError("");
    reset.mutate(p.id, {
      onSuccess: (result) => setShown({ person: p, result }),
      onError: (err) => setError(errorText(err, M.resetFailed)),
    });
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <Page
      title="People"
      description="Every account: give or take the teacher and admin roles, or reset a password. Each change is recorded."
    >
      <Stack>
        <Stack gap="xs">
          <TextInput
            label="Search"
            placeholder="Name or e-mail"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => (setSearch(e.currentTarget.value), setPage(1))}
            maxLength={200}
          />
          <div role="status" aria-live="polite">
            {error && (
              <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} withCloseButton onClose={() => setError("")}>
                {error}
              </Alert>
            )}
          </div>
        </Stack>
        <QueryState query={list} texts={{ error: M.loadFailed }} loading={<Skeleton h={240} aria-label="Loading accounts" />}>
          {(data) => (
            <Paper withBorder radius="md">
              <Table.ScrollContainer minWidth={560}>
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Account</Table.Th>
                      <Table.Th>Teacher</Table.Th>
                      <Table.Th>Admin</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.people.map((p) => (
                      <PersonRow key={p.id} p={p} me={me} onReset={setConfirming} onError={setError} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {data.people.length === 0 && (
                <Text p="md" c="dimmed">
                  {M.noPeople}
                </Text>
              )}
            </Paper>
          )}
        </QueryState>
        {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} aria-label="Pages" />}
      </Stack>
      <Modal
        opened={!!confirming}
        onClose={() => setConfirming(null)}
        title="Reset this password?"
        centered
        closeButtonProps={{ "aria-label": "Close" }}
      >
        {confirming && (
          <Stack>
            <Text size="sm">
              {mails
                ? `${confirming.username} (${confirming.email}) gets an e-mail with a link to choose a new password.`
                : `${confirming.username} (${confirming.email}) gets a temporary password, shown to you once, and is signed out everywhere.`}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                Cancel
              </Button>
              <Button color="red" loading={reset.isPending} onClick={() => doReset(confirming)}>
                Reset password
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <ResetDialog shown={shown} onClose={() => setShown(null)} />
    </Page>
  );
}
