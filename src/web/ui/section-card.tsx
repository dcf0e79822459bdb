import type { ReactNode } from "react";
import { Card, Stack, Title } from "@mantine/core";

/** One titled part of a screen (a lesson's reading, quiz or writing; a feedback screen's work): a card named for screen readers by its title. */
export function SectionCard({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title} data-testid={testId}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
