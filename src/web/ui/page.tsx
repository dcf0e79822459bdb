import type { ReactNode } from "react";
import { Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";

/** A page's heading and width; sets the browser tab title too. */
export function Page({ title, description, children, size = 960, actions }: { title: string; description?: ReactNode; children: ReactNode; size?: number; actions?: ReactNode }) {
  useDocumentTitle(`${title} · Rostrum`);
  return (
    <Stack maw={size} mx="auto" gap="lg" pb="xl">
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "flex-start", gap: 12, flexWrap: "wrap" }}>
        <div>
          <Title order={1} size="h2">{title}</Title>
          {description && <Text c="dimmed" mt={4}>{description}</Text>}
        </div>
        {actions}
      </div>
      {children}
    </Stack>
  );
}
