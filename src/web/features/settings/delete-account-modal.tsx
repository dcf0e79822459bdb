import { Alert, Button, Group, List, Modal, PasswordInput, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertTriangle } from "@tabler/icons-react";
import { errorText } from "#web/ui/api-error.ts";
import { PRIVACY_MESSAGES as M } from "#shared/messages/settings.ts";
import { deleteAccountRequest, type DeletePreview } from "#shared/privacy/schemas.ts";
import { useDeletePreview } from "./api/use-delete-preview";
import { useDeleteAccount } from "./api/use-delete-account";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What goes, in the user's words; the hosted classrooms are named one by one, with how many members they have. */
function WhatGoes({ p }: { p: DeletePreview }) {
  const c = p.counts;
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        This deletes, for good:
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>your account, profile, settings and every signed-in session</List.Item>
        <List.Item>{plural(c.debates, "debate round")} with every message and verdict</List.Item>
        <List.Item>{plural(c.drillAttempts, "drill attempt")}</List.Item>
        <List.Item>your progress on {plural(c.moduleProgress, "module lesson")}, and the modules you unlocked</List.Item>
        <List.Item>your place in {plural(c.classroomsJoined, "classroom")}, with your work and the feedback on it</List.Item>
        <List.Item>
          {plural(c.lessons, "lesson")} and {plural(c.folders, "folder")} you made
        </List.Item>
      </List>
      {p.hostedClassrooms.length > 0 && (
        <Alert
          role="note"
          color="red"
          variant="light"
          title="Classrooms you host are deleted too"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          <Text size="sm">Their members lose the classroom, its assignments and their work in it:</Text>
          <List size="sm" mt={4} data-testid="hosted-classrooms">
            {p.hostedClassrooms.map((r) => (
              <List.Item key={r.id}>
                {r.name} — {plural(r.members, "member")}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {p.keptModules + p.keptModuleLessons > 0 && (
        <Text size="sm">
          {plural(p.keptModules, "module")} and {plural(p.keptModuleLessons, "module lesson")} you made stay in the catalogue, with no
          author.
        </Text>
      )}
    </Stack>
  );
}

/** Deleting the account: what goes (told beforehand), DELETE typed, the password, then one final button. */
export function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const preview = useDeletePreview(opened);
  const remove = useDeleteAccount();
  const form = useForm({
    mode: "controlled",
    initialValues: { confirm: "", password: "" },
    validate: schemaResolver(deleteAccountRequest, { sync: true }),
  });
  const needsPassword = preview.data?.hasPassword ?? true;
  const close = () => {
    form.reset();
    remove.reset();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    if (needsPassword && !values.password) return form.setFieldError("password", M.passwordRequired);
    remove.mutate(values);
  });

  return (
    <Modal opened={opened} onClose={close} title="Delete your account" centered size="lg" closeButtonProps={{ "aria-label": "Close" }}>
      {preview.isPending && <Skeleton h={180} aria-label="Loading what would be deleted" />}
      {preview.isError && (
        <Alert color="red" role="alert" title={M.previewFailed}>
          <Button variant="light" color="red" size="xs" mt={4} onClick={() => void preview.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {preview.data && (
        <form onSubmit={submit} noValidate>
          <Stack>
            <WhatGoes p={preview.data} />
            <TextInput label="Type DELETE to confirm" autoComplete="off" data-autofocus {...form.getInputProps("confirm")} />
            {needsPassword ? (
              <PasswordInput label="Your password" autoComplete="current-password" {...form.getInputProps("password")} />
            ) : (
              <Text size="sm" c="dimmed">
                {M.signInAgain}
              </Text>
            )}
            {remove.isError && (
              <Alert color="red" role="alert" title={M.deleteFailed}>
                {errorText(remove.error, "")}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={remove.isPending} disabled={form.values.confirm !== "DELETE"}>
                Delete my account for good
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
