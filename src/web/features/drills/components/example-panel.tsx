import type { ReactNode } from "react";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconBulb } from "@tabler/icons-react";
import { EngineBadge } from "./engine-badge";
import { UI_MESSAGES } from "#shared/messages/ui.ts";

/** An "AI example" request button; its error shows beside it, since it is not the drill's answer. */
export function ExampleButton({
  onClick,
  busy,
  error,
  label = "Show AI example",
}: {
  onClick: () => void;
  busy: boolean;
  error?: string | null;
  label?: string;
}) {
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Button variant="light" leftSection={<IconBulb size={16} aria-hidden />} loading={busy} onClick={onClick}>
          {label}
        </Button>
        {busy && (
          <Text size="sm" role="status">
            {UI_MESSAGES.writingExample}
          </Text>
        )}
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

export function ExamplePanel({
  title = "AI example",
  engine,
  children,
  actions,
}: {
  title?: string;
  engine?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "sm", sm: "md" }}
      bg="var(--mantine-color-gray-light)"
      component="section"
      aria-label={title}
      data-testid="example-panel"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5">
            {title}
          </Title>
          <EngineBadge engine={engine} />
        </Group>
        {children}
        {actions && <Group gap="xs">{actions}</Group>}
      </Stack>
    </Paper>
  );
}

export function LabelledText({ label, text }: { label: string; text: string | null | undefined }) {
  if (!text?.trim()) return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
        {text}
      </Text>
    </div>
  );
}
