import { useState, type KeyboardEvent } from "react";
import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconLink, IconWand } from "@tabler/icons-react";
import { errorText } from "#web/ui/api-error.ts";
import { useLessonFromUrl, type UrlLesson } from "./use-lesson-from-url";
import { LESSON_URL_MESSAGES } from "#shared/messages/lesson-url.ts";

interface Props {
  /** Receives the article's title, reading, writing prompt and quiz (as builder drafts). */
  onLesson: (lesson: UrlLesson) => void;
  /**
   * What an empty URL says. Unset, the button does nothing on an empty URL (the admin's builder, spec
   * part 2 section 5); the teacher's builder passes 'Please paste an article URL.' (part 1 section 5).
   */
  emptyUrlMessage?: string;
}

/** Generate-from-URL: an article address in, a lesson draft handed to the form. */
export function LessonFromUrl({ onLesson, emptyUrlMessage }: Props) {
  const [url, setUrl] = useState("");
  const [problem, setProblem] = useState("");
  const [filled, setFilled] = useState(false);
  const generate = useLessonFromUrl();

  const run = () => {
    setFilled(false);
    if (!url.trim()) return setProblem(emptyUrlMessage ?? "");
    if (generate.isPending) return;
    setProblem("");
    generate.mutate(url.trim(), {
      onSuccess: (lesson) => {
        onLesson(lesson);
        setFilled(true);
      },
      onError: (err) => setProblem(errorText(err, LESSON_URL_MESSAGES.couldNotGenerate)),
    });
  };
  // The input sits inside the lesson form: Enter generates instead of submitting the lesson.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    run();
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Article URL"
          description="Fills in the title, reading, writing prompt and quiz from an article."
          placeholder="https://example.com/article"
          type="url"
          inputMode="url"
          leftSection={<IconLink size={16} aria-hidden />}
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          style={{ flex: "1 1 260px" }}
        />
        <Button type="button" variant="light" leftSection={<IconWand size={16} aria-hidden />} loading={generate.isPending} onClick={run}>
          Generate from URL
        </Button>
      </Group>
      {generate.isPending && (
        <Text size="sm" c="dimmed" role="status">
          Reading the article and writing the lesson…
        </Text>
      )}
      {filled && !generate.isPending && (
        <Text size="sm" c="teal.9" role="status">
          Lesson filled in from the article. Check it before saving.
        </Text>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
