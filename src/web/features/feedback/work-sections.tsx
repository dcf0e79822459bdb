import { Blockquote, Stack, Text } from "@mantine/core";

/** The writing prompt and the student's response, kept as written (line breaks too). */
export function WritingWork({ prompt, response }: { prompt: string | null; response: string | null | undefined }) {
  return (
    <Stack gap="sm">
      {prompt && (
        <Blockquote p="sm" data-testid="writing-prompt">
          <Text size="sm" fw={600}>
            Prompt
          </Text>
          <Text style={{ whiteSpace: "pre-wrap" }}>{prompt}</Text>
        </Blockquote>
      )}
      {response?.trim() ? (
        <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-testid="writing-response">
          {response}
        </Text>
      ) : (
        <Text c="dimmed" data-testid="writing-response">
          No written response.
        </Text>
      )}
    </Stack>
  );
}
