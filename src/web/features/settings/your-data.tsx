import { Alert, Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import { errorText } from "#web/ui/api-error.ts";
import { PRIVACY_MESSAGES as M } from "#shared/messages/settings.ts";
import { useExportData } from "./api/use-export-data";
import { DeleteAccountModal } from "./delete-account-modal";

/** Under the Privacy tab: take your data out, or delete the account and everything it owns. */
export function YourData() {
  const exporter = useExportData();
  const [deleting, { open, close }] = useDisclosure(false);
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="settings-your-data-title">
      <Stack gap="lg">
        <div>
          <Title id="settings-your-data-title" order={2} size="h4">
            Your data
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            Take a copy of everything your account holds, or delete it.
          </Text>
        </div>
        <Stack gap="xs">
          <Text size="sm">
            One JSON file with your profile, settings, debate rounds with every message and verdict, drill attempts, module and classroom
            progress, the feedback you received, and the lessons, folders and classrooms you made. Its format is described in the
            project&apos;s docs/export-schema.json.
          </Text>
          <Group>
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              variant="light"
              loading={exporter.isPending}
              onClick={() => exporter.mutate()}
            >
              Export my data
            </Button>
          </Group>
          {exporter.isError && (
            <Alert color="red" role="alert" title={M.exportFailed}>
              {errorText(exporter.error, "")}
            </Alert>
          )}
        </Stack>
        <Divider />
        <Stack gap="xs">
          <Text size="sm">
            Deleting your account removes it and everything it owns at once, and signs you out on every device. It cannot be undone. You
            will see exactly what goes before you confirm.
          </Text>
          <Group>
            <Button color="red" variant="outline" leftSection={<IconTrash size={16} aria-hidden />} onClick={open}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </Stack>
      <DeleteAccountModal opened={deleting} onClose={close} />
    </Paper>
  );
}
