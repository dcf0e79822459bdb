import { useEffect, useRef, useState } from "react";
import { ActionIcon, Button, Group, Paper, Text, Textarea, Tooltip } from "@mantine/core";
import { IconMicrophone, IconMicrophoneOff } from "@tabler/icons-react";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { useDictation } from "#web/ui/use-dictation.ts";
import { useNotes, useSaveNote } from "#web/features/live-rounds/api/use-notes.ts";

/** Dictated words after what is there, a space between. */
const joined = (text: string, words: string) => (!words ? text : !text || /\s$/.test(text) ? text + words : `${text} ${words}`);

/**
 * One note kept with the round: a speech's notes or text (its speaker) or the reader's flow. It can be typed
 * or dictated (where the browser has speech recognition); words still being heard are saved with the rest.
 */
export function NotesBox({ roundId, userId, noteKey, label }: { roundId: string; userId: string; noteKey: string; label: string }) {
  const notes = useNotes(roundId);
  const save = useSaveNote(roundId);
  const stored = notes.data?.notes.find((n) => n.key === noteKey && n.user_id === userId)?.body ?? "";
  const [text, setText] = useState(stored);
  const dictation = useDictation((words) => setText((t) => joined(t, words)), { interim: true });

  // The saved text comes in from the server: it replaces what is shown only where nothing was typed or
  // dictated since (words that arrive while a save is on its way stay).
  const seen = useRef({ key: noteKey, body: stored });
  useEffect(() => {
    const was = seen.current;
    seen.current = { key: noteKey, body: stored };
    setText((t) => (was.key !== noteKey || t === was.body ? stored : t));
  }, [stored, noteKey]);

  const submit = () => {
    const body = joined(text, dictation.takeInterim());
    setText(body);
    save.mutate({ key: noteKey, body });
  };
  const dictateLabel = dictation.listening ? L.stopDictation : L.dictate;

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
      {dictation.interim && (
        <Text size="sm" c="dimmed" fs="italic" mt={4} data-testid="dictation-interim">
          {L.hearing} {dictation.interim}
        </Text>
      )}
      {dictation.error && (
        <Text size="xs" c="red" mt={4}>
          {dictation.error}
        </Text>
      )}
      <Group justify="space-between" mt="xs">
        <Text size="xs" c="dimmed">
          {save.isSuccess && text === stored ? L.saved : ""}
        </Text>
        <Group gap="xs">
          {dictation.supported && (
            <Tooltip label={dictateLabel}>
              <ActionIcon
                variant={dictation.listening ? "filled" : "default"}
                color={dictation.listening ? "red" : undefined}
                size="lg"
                onClick={dictation.toggle}
                aria-label={dictateLabel}
                aria-pressed={dictation.listening}
              >
                {dictation.listening ? <IconMicrophoneOff size={18} aria-hidden /> : <IconMicrophone size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
          <Button size="xs" variant="light" disabled={text === stored && !dictation.interim} loading={save.isPending} onClick={submit}>
            {L.save}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
