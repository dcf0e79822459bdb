import { Button, Card, CopyButton, Group, Stack, Text } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";

/** The class's join code, large enough to read out loud, with a copy button. */
export function CodeCard({ code }: { code: string }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Join code">
      <Group justify="space-between" gap="md" wrap="wrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed" id="join-code-label">
            Join code — give it to your students
          </Text>
          <Text
            ff="monospace"
            fz={32}
            fw={700}
            lts="0.15em"
            aria-labelledby="join-code-label"
            data-testid="join-code"
            style={{ userSelect: "all" }}
          >
            {code}
          </Text>
        </Stack>
        <CopyButton value={code} timeout={1500}>
          {({ copied, copy }) => (
            <Button
              onClick={copy}
              variant={copied ? "filled" : "light"}
              color={copied ? "teal" : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              aria-live="polite"
              data-testid="copy-code"
            >
              {copied ? "Copied" : "Copy code"}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Card>
  );
}
