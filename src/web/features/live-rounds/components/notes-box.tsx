import { useEffect, useState } from "react";
import { Button, Group, Paper, Text, Textarea } from "@mantine/core";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { useNotes, useSaveNote } from "#web/features/live-rounds/api/use-notes.ts";

/** One note kept with the round: a speech's notes or text (its speaker) or the reader's flow. */
export function NotesBox({ roundId, userId, noteKey, label }: { roundId: string; userId: string; noteKey: string; label: string }) {
  const notes = useNotes(roundId);
  const save = useSaveNote(roundId);
  const stored = notes.data?.notes.find((n) => n.key === noteKey && n.user_id === userId)?.body ?? "";
  const [text, setText] = useState(stored);
  useEffect(() => setText(stored), [stored, noteKey]);
  return (
    <Paper withBorder radius="md" p="md">
      <Textarea
        label={label}
        autosize
        minRows={4}
        maxRows={14}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        data-testid={`note-${noteKey}`}
      />
      <Group justify="space-between" mt="xs">
        <Text size="xs" c="dimmed">
          {save.isSuccess && text === stored ? L.saved : ""}
        </Text>
        <Button
          size="xs"
          variant="light"
          disabled={text === stored}
          loading={save.isPending}
          onClick={() => save.mutate({ key: noteKey, body: text })}
        >
          {L.save}
        </Button>
      </Group>
    </Paper>
  );
}
