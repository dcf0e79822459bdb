import type { ReactNode } from "react";
import { Box, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";

/** The widest a page gets; narrower pages keep the same left edge and leave room on the right. */
const FRAME = 1200;

interface HeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The browser tab's title when it should differ from the heading (a greeting, say). */
  tabTitle?: string;
}

/** Every page's title (one size), its line of description and its actions; sets the browser tab title too. */
export function PageHeader({ title, description, actions, tabTitle = title }: HeaderProps) {
  useDocumentTitle(`${tabTitle} · Rostrum`);
  return (
    <Box style={{ display: "flex", justifyContent: "space-between", alignItems: "flex-start", gap: 12, flexWrap: "wrap" }}>
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" mt={4}>
            {description}
          </Text>
        )}
      </div>
      {actions}
    </Box>
  );
}

/** A page: the header and the body, at the same left edge on every screen. */
export function Page({ children, size = 960, ...header }: HeaderProps & { children: ReactNode; size?: number }) {
  return (
    <Box maw={FRAME} mx="auto">
      <Stack maw={size} gap="lg" pb="xl">
        <PageHeader {...header} />
        {children}
      </Stack>
    </Box>
  );
}
