import { useEffect, useRef, type ReactNode } from "react";
import { Group, Paper, Stack, Title } from "@mantine/core";
import { EngineBadge } from "./engine-badge";

/**
 * The frame around a drill result. On a fresh result it takes focus, so keyboard and screen-reader
 * users land on the feedback they asked for instead of staying on the submit button.
 */
export function ResultPanel({
  engine,
  title = "Feedback",
  focusOnMount = false,
  children,
}: {
  engine?: string | null;
  title?: string;
  focusOnMount?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnMount || !heading.current) return;
    heading.current.focus({ preventScroll: true });
    heading.current.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [focusOnMount]);
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-label={title} data-testid="drill-result">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" ref={heading} tabIndex={-1} style={{ outline: "none" }}>
            {title}
          </Title>
          <EngineBadge engine={engine} />
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
