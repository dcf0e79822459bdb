import type { ReactNode } from "react";
import { Center, Paper, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";

export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  useDocumentTitle(`${title} · Rostrum`);
  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={440}>
        <Stack gap={4} mb="lg">
          <Title order={1} size="h2">{title}</Title>
          <Text c="dimmed" size="sm">{subtitle}</Text>
        </Stack>
        {children}
      </Paper>
    </Center>
  );
}
