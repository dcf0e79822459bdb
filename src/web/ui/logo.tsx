import { Group, Text, ThemeIcon } from "@mantine/core";
import { IconPodium } from "@tabler/icons-react";

export function Logo() {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={32} radius="md" variant="filled" aria-hidden>
        <IconPodium size={20} />
      </ThemeIcon>
      <Text fw={800} size="lg" style={{ letterSpacing: "-0.02em" }}>Rostrum</Text>
    </Group>
  );
}
