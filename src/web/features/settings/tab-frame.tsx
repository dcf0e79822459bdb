import type { ReactNode } from "react";
import { Paper, Stack, Text, Title } from "@mantine/core";
import type { SaveStatus } from "./use-group-form";
import { SaveBar } from "./save-bar";

interface Props {
  title: string;
  description: ReactNode;
  onSubmit: (e?: React.FormEvent<HTMLFormElement>) => void;
  status: SaveStatus;
  saving: boolean;
  children: ReactNode;
}

/** One tab: its heading and purpose, its fields, and its own Save (each tab saves on its own). */
export function TabFrame({ title, description, onSubmit, status, saving, children }: Props) {
  const id = `settings-${title.toLowerCase()}-title`;
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby={id}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <div>
            <Title id={id} order={2} size="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          </div>
          {children}
          <SaveBar status={status} saving={saving} label={title.toLowerCase()} />
        </Stack>
      </form>
    </Paper>
  );
}
