import { useEffect, useRef } from "react";
import { Badge, Box, Card, Center, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { engineName, otherSide, type Side } from "#shared/debate/rules.ts";
import { UI_MESSAGES } from "#shared/messages/ui.ts";
import type { ChatMessage } from "./use-debate";

function AiLabel({ engine, side, name }: { engine: string | null; side: Side; name?: string }) {
  const e = engineName(engine);
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs" fw={700}>
        AI · {name ?? otherSide(side)}
      </Text>
      {engine &&
        (e.offline ? (
          <Badge size="xs" variant="light" color="gray">
            Offline coach
          </Badge>
        ) : (
          <Badge size="xs" variant="light" color="grape" tt="none" maw={180} style={{ overflow: "hidden" }}>
            {e.label}
          </Badge>
        ))}
    </Group>
  );
}

function Bubble({ m, side, name }: { m: ChatMessage; side: Side; name?: string }) {
  const mine = m.role === "user";
  return (
    <Box style={{ alignSelf: mine ? "flex-end" : "flex-start", maxWidth: "min(88%, 640px)" }} data-role={m.role}>
      <Paper
        radius="lg"
        px="md"
        py="sm"
        withBorder={!mine}
        bg={
          mine
            ? "var(--mantine-primary-color-filled)"
            : m.status === "error"
              ? "var(--mantine-color-red-light)"
              : "var(--mantine-color-default-hover)"
        }
        c={mine ? "var(--mantine-primary-color-contrast)" : undefined}
      >
        {mine ? (
          <Text size="xs" fw={700} mb={2}>
            You · {name ?? side}
          </Text>
        ) : (
          <Box mb={2}>
            <AiLabel engine={m.engine} side={side} name={m.status === "error" ? undefined : name} />
          </Box>
        )}
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} role={m.status === "error" ? "alert" : undefined}>
          {m.content}
          {m.status === "streaming" && !m.content && <Loader size="xs" type="dots" aria-label="AI is replying" />}
        </Text>
      </Paper>
    </Box>
  );
}

/**
 * The round so far: the student's speeches on the right, the AI's on the left. In a format round
 * (`names`: the round's speeches in order) each speech is labelled with its name in the format.
 */
export function ChatArea({
  messages,
  side,
  replying,
  names,
}: {
  messages: ChatMessage[];
  side: Side;
  replying: boolean;
  names?: string[];
}) {
  // The n-th speech given (a failed reply's note is not one) is the n-th of the format's order.
  let n = 0;
  const named = messages.map((m) => ({ m, name: names && m.status !== "error" ? names[n++] : undefined }));
  const log = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  // Follow the newest words inside the chat box only; the page itself does not jump.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [messages.length, last?.content.length]);

  return (
    <Card withBorder radius="md" padding={0} component="section" aria-label="Debate">
      <Box
        ref={log}
        role="log"
        aria-live="polite"
        aria-busy={replying}
        aria-label="Debate messages"
        tabIndex={0}
        style={{ maxHeight: "min(60vh, 560px)", minHeight: 160, overflowY: "auto" }}
        p="md"
      >
        {messages.length === 0 ? (
          <Center h={120}>
            <Text c="dimmed" size="sm" ta="center" maw={420}>
              {UI_MESSAGES.debateEmpty}
            </Text>
          </Center>
        ) : (
          <Stack gap="sm">
            {named.map(({ m, name }) => (
              <Bubble key={m.key} m={m} side={side} name={name} />
            ))}
          </Stack>
        )}
      </Box>
    </Card>
  );
}
