import type { RefObject } from "react";
import { Alert, Button, Card, Group, Stack, Text, Textarea, Tooltip, ActionIcon } from "@mantine/core";
import { IconMicrophone, IconMicrophoneOff, IconFlag, IconRefresh, IconSend } from "@tabler/icons-react";
import { SPEECH_MAX } from "#shared/debate/rules.ts";
import { AI_MESSAGES as M, DEBATE_ASSIGNMENT_MESSAGES as D } from "#shared/messages/index.ts";
import type { DebateState } from "./use-debate";
import { useDictation } from "#web/ui/use-dictation.ts";
import { insertAt } from "./insert-text";
import { wordCount } from "#shared/text.ts";
import { speechTime } from "#shared/debate/formats/practice.ts";

/** The speech box with its word count, dictation and the Respond / New Debate / End round buttons. */
export function SpeechBox({ d, boxRef: ref }: { d: DebateState; boxRef: RefObject<HTMLTextAreaElement | null> }) {
  const dictation = useDictation((text) => d.setDraft((draft) => insertAt(draft, text, draft.length).value));
  const words = wordCount(d.draft);
  const replying = d.busy === "replying" || (d.busy === "starting" && !!d.draft.trim());
  const chars = d.draft.length;
  const overLimit = chars > SPEECH_MAX;
  // In a format round the student speaks only in their team's turn (the AI's speeches come in between).
  const aiTurn = d.started && d.current?.by === "ai";
  const allGiven = d.started && d.current === null;
  const canSend = !!d.draft.trim() && !overLimit && !d.busy && !d.finished && !aiTurn && !allGiven;
  const mine = d.current?.by === "user" ? d.current.speech : null;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Speech">
      <Stack gap="xs">
        {/* On a phone the speech order sits below the box: the speech the round is at is said here too. */}
        {d.started && d.current && (
          <Text size="sm" hiddenFrom="md" data-testid="current-speech-phone">
            Now: {d.current.speech.name} ({d.current.by === "user" ? "you" : "AI"}, {speechTime(d.current.speech.seconds)})
          </Text>
        )}
        <Textarea
          ref={ref}
          label={mine ? `Your speech: ${mine.name}` : "Your speech"}
          description="Ctrl+Enter (⌘+Enter on a Mac) sends it."
          placeholder={
            d.finished
              ? ""
              : d.started
                ? "Answer their points, then rebuild your case…"
                : "Write your first speech, or press Start to hear the AI open."
          }
          autosize
          minRows={5}
          maxRows={14}
          value={d.draft}
          error={overLimit ? M.speechTooLong : undefined}
          disabled={d.finished}
          onChange={(e) => d.setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              if (canSend) void d.send();
            }
          }}
        />
        <Group justify="space-between" gap="xs">
          <Group gap="md">
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="word-count">
              {words} {words === 1 ? "word" : "words"}
            </Text>
            {/* The limit shows as it nears: a long paste is kept whole, and the student sees what to cut. */}
            {chars > SPEECH_MAX * 0.8 && (
              <Text size="sm" c={overLimit ? "red" : "dimmed"} data-testid="char-count">
                {chars.toLocaleString("en-US")} / {SPEECH_MAX.toLocaleString("en-US")} characters
              </Text>
            )}
          </Group>
          {dictation.supported && (
            <Tooltip label={dictation.listening ? "Stop dictation" : "Dictate"}>
              <ActionIcon
                variant={dictation.listening ? "filled" : "default"}
                color={dictation.listening ? "red" : undefined}
                size="lg"
                onClick={dictation.toggle}
                aria-label={dictation.listening ? "Stop dictation" : "Dictate"}
                aria-pressed={dictation.listening}
                disabled={d.finished}
              >
                {dictation.listening ? <IconMicrophoneOff size={18} /> : <IconMicrophone size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {dictation.error && (
          <Text size="xs" c="red">
            {dictation.error}
          </Text>
        )}
        {d.finished && (
          <Text size="sm" role="note">
            {M.roundFinished}
          </Text>
        )}
        {d.confirmingDrop && d.assignment && (
          <Alert color="orange" role="alert" py="xs" data-testid="drop-assignment-round">
            <Text size="sm">{D.dropRoundAsk(d.assignment.classroom_name)}</Text>
            <Group gap="xs" mt="xs">
              <Button size="xs" color="orange.9" onClick={() => void d.newDebate({ confirmed: true })}>
                {D.dropRound}
              </Button>
              <Button size="xs" variant="default" onClick={d.keepRound}>
                {D.keepRound}
              </Button>
            </Group>
          </Alert>
        )}
        {aiTurn && !d.busy && (
          <Group gap="xs">
            <Text size="sm">The next speech is the AI&apos;s ({d.current?.speech.name}).</Text>
            <Button size="xs" variant="default" onClick={() => void d.aiSpeak()}>
              Hear the AI&apos;s speech
            </Button>
          </Group>
        )}
        {allGiven && (
          <Text size="sm" role="note">
            Every speech has been given. End the round for the verdict.
          </Text>
        )}
        {d.chatError && (
          <Alert color="red" role="alert" py="xs">
            {d.chatError}
          </Alert>
        )}
        <Group gap="sm" wrap="wrap">
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={() => void d.send()}
            disabled={!canSend && !replying}
            loading={replying}
          >
            {/* A judged round takes no more speeches: the disabled button says so rather than offering "Begin". */}
            {d.finished ? "Round over" : d.format && d.started ? "Give speech" : d.started ? "Respond" : "Begin"}
          </Button>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void d.newDebate()}
            disabled={d.busy === "replying" || d.busy === "starting" || d.busy === "ending"}
            loading={d.busy === "resetting"}
          >
            New Debate
          </Button>
          <Button
            variant="light"
            color="teal"
            leftSection={<IconFlag size={16} aria-hidden />}
            onClick={() => void d.end()}
            disabled={!d.started || !d.messages.some((m) => m.role === "user" && !m.status) || (!!d.busy && d.busy !== "ending")}
            loading={d.busy === "ending"}
          >
            End round
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
