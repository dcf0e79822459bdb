import { useState } from "react";
import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";
import { UI_MESSAGES } from "#shared/messages/ui.ts";

/** Names added on Enter or +Add; the parent decides what "add" and "remove" mean (unique, cascade). */
export function ActorTags({
  actors,
  onAdd,
  onRemove,
}: {
  actors: string[];
  onAdd: (name: string) => void;
  onRemove: (name: string) => void;
}) {
  const [draft, setDraft] = useState("");
  const add = () => {
    if (!draft.trim()) return;
    onAdd(draft);
    setDraft("");
  };
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label="Vulnerable actor"
          description="Press Enter or +Add. Each actor is listed once."
          placeholder="e.g. Rural students"
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter adds the actor instead of submitting the whole drill.
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
          Add
        </Button>
      </Group>
      {actors.length === 0 ? (
        <Text size="sm" c="dimmed">
          {UI_MESSAGES.noActors}
        </Text>
      ) : (
        <Group gap={6} role="list" aria-label="Vulnerable actors">
          {actors.map((a) => (
            <Badge
              key={a}
              role="listitem"
              size="lg"
              variant="light"
              tt="none"
              pr={4}
              rightSection={
                <ActionIcon size="sm" variant="transparent" color="gray" aria-label={`Remove ${a}`} onClick={() => onRemove(a)}>
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              }
            >
              {a}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
