import { Group, Text, ThemeIcon, type MantineBreakpoint } from "@mantine/core";
import { IconPodium } from "@tabler/icons-react";

/** The mark and the word "Rostrum"; `wordmarkFrom` hides the word below a breakpoint where space is short. */
export function Logo({ wordmarkFrom }: { wordmarkFrom?: MantineBreakpoint }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={32} radius="md" variant="filled" aria-hidden>
        <IconPodium size={20} />
      </ThemeIcon>
      <Text fw={800} size="lg" style={{ letterSpacing: "-0.02em" }} visibleFrom={wordmarkFrom}>
        Rostrum
      </Text>
    </Group>
  );
}
