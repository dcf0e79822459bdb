import type { ReactNode } from "react";
import { Link } from "react-router";
import { Alert, Button, Card, Group, Stack } from "@mantine/core";
import type { IconPlus } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { paths } from "#web/app/paths.ts";

/** The create and join screens: one field in a card, the server's refusal above it, the button below, and a way back. */
export function SingleFieldPage({
  title,
  description,
  error,
  errorTestId,
  onSubmit,
  submit,
  children,
}: {
  title: string;
  description: string;
  error: string | null;
  errorTestId: string;
  onSubmit: (e: { preventDefault: () => void }) => void;
  submit: { label: string; icon: typeof IconPlus; loading: boolean; disabled?: boolean };
  /** The field. */
  children: ReactNode;
}) {
  return (
    <Page
      title={title}
      description={description}
      actions={
        <Button component={Link} to={paths.classrooms()} variant="default">
          Back to classrooms
        </Button>
      }
      size={640}
    >
      <Card withBorder radius="md" padding="lg">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {error && (
              <Alert color="red" role="alert" data-testid={errorTestId}>
                {error}
              </Alert>
            )}
            {children}
            <Group justify="flex-end">
              <Button type="submit" disabled={submit.disabled} loading={submit.loading} leftSection={<submit.icon size={16} aria-hidden />}>
                {submit.label}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}
