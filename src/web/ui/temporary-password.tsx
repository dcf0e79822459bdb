import { Button, Code, CopyButton, Group } from "@mantine/core";

/** A temporary password shown once (after a reset), large enough to read aloud, with a copy button. */
export function TemporaryPassword({ password }: { password: string }) {
  return (
    <Group gap="sm">
      <Code fz="lg" data-testid="temporary-password">
        {password}
      </Code>
      <CopyButton value={password}>
        {({ copied, copy }) => (
          <Button size="xs" variant="light" onClick={copy}>
            {copied ? "Copied" : "Copy"}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
