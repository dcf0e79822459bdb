import { useState } from "react";
import { Button, Card, Collapse, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconChevronUp } from "@tabler/icons-react";

export const TIPS = [
  {
    name: "Framing",
    tip: "Say what the debate is really about before you argue it.",
    starter: "This debate comes down to one question: … We will show that … because …",
  },
  {
    name: "Clash",
    tip: "Quote their point, then say exactly why it fails.",
    starter: 'The other side told you that "…". That fails because … In fact, …',
  },
  {
    name: "Weighing",
    tip: "Tell the judge why your point matters more than theirs.",
    starter: "Even if you accept their point, ours matters more, because it is more likely, affects more people and lasts longer: …",
  },
  {
    name: "POI",
    tip: "A point of information is a short, sharp question.",
    starter: "Point of information: if …, then how does your side explain …?",
  },
] as const;

/** Starter phrases for the speech box; collapsed until opened. */
export function TipsCard({ onInsert }: { onInsert: (text: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder radius="md" padding="md" component="section">
      <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls="debate-tips" w="100%">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>Tips</Text>
          {open ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} id="debate-tips">
        <Stack gap="sm" mt="sm">
          {TIPS.map((t) => (
            <Group key={t.name} justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <div>
                <Text size="sm" fw={600}>
                  {t.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t.tip}
                </Text>
              </div>
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => onInsert(t.starter)}
                aria-label={`Insert ${t.name} starter`}
                style={{ flexShrink: 0 }}
              >
                Insert
              </Button>
            </Group>
          ))}
        </Stack>
      </Collapse>
    </Card>
  );
}
