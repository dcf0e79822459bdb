import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { paths } from "#web/app/paths.ts";
import { QuestionBuilder } from "#web/ui/question-builder.tsx";
import { LessonFromUrl } from "#web/app/lessons/lesson-from-url.tsx";
import type { UrlLesson } from "#web/app/lessons/use-lesson-from-url.ts";
import { LESSON_MESSAGES as L } from "#shared/messages/classrooms.ts";
import { LESSON_URL_MESSAGES } from "#shared/messages/lesson-url.ts";
import { lessonBody, LESSON_TITLE_MAX, PROMPT_MAX, READING_MAX } from "#shared/lessons/schemas.ts";
import { useSaveLesson } from "./api/use-save-lesson";
import { refusal } from "./refusal";
import { bodyOf, questionAlert, type LessonValues } from "./lesson-values";
import { LEVEL_LABEL } from "#web/ui/level-label.ts";
import { LEVELS } from "#shared/levels.ts";

/** What My Lessons shows once a lesson is saved or deleted. */
export interface LessonNotice {
  notice?: string;
}

const LEVEL_OPTIONS = LEVELS.map((l) => ({ value: l, label: LEVEL_LABEL[l] }));

interface Props {
  initial: LessonValues;
  /** The lesson being edited; absent when creating. */
  lessonId?: string;
  /** Extra buttons beside Save (the editor's Delete). */
  extra?: React.ReactNode;
}

/** The teacher's lesson builder, shared by Create Lesson and its editor. A failed save keeps every field as typed. */
export function LessonForm({ initial, lessonId, extra }: Props) {
  const [error, setError] = useState("");
  // A check's message ('Title is required') goes as soon as the teacher edits the form, as the field's own does;
  // the server's refusal stays until the next save.
  const [checkFailed, setCheckFailed] = useState(false);
  const form = useForm<LessonValues>({
    mode: "controlled",
    initialValues: initial,
    validate: schemaResolver(lessonBody, { sync: true }),
    onValuesChange: () => {
      if (!checkFailed) return;
      setCheckFailed(false);
      setError("");
    },
  });
  const save = useSaveLesson();
  const navigate = useNavigate();

  const submit = form.onSubmit(
    async (values) => {
      setError("");
      try {
        await save.mutateAsync({ body: bodyOf(values), lessonId });
      } catch (err) {
        // The server's refusal says what is wrong ('Question 2 …'); anything else is the spec's 'Failed to save lesson.'
        return setError(refusal(err, L.saveFailed));
      }
      const notice = `${lessonId ? "Saved" : "Created"} “${values.title.trim()}”.`;
      navigate(paths.myLessons(), { state: { notice } satisfies LessonNotice });
    },
    (errors) => {
      setCheckFailed(true);
      setError(String(Object.values(errors).find(Boolean) ?? L.saveFailed));
    },
  );

  const fromUrl = (l: UrlLesson) => {
    form.setValues({ title: l.title, reading: l.reading, writing_prompt: l.writing_prompt, quiz: l.quiz });
    setError("");
  };
  const writingOn = form.values.writing_prompt.trim() !== "";

  return (
    <form onSubmit={submit} noValidate aria-label={lessonId ? "Edit lesson" : "Create lesson"}>
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          <LessonFromUrl onLesson={fromUrl} emptyUrlMessage={LESSON_URL_MESSAGES.pasteUrl} />
        </Paper>

        <TextInput label="Title" required maxLength={LESSON_TITLE_MAX} {...form.getInputProps("title")} />
        <Select
          label="Level"
          description={lessonId ? undefined : "New lessons start at the level of your Teacher settings' auto-assign difficulty."}
          data={LEVEL_OPTIONS}
          allowDeselect={false}
          maw={320}
          {...form.getInputProps("level")}
        />
        <Textarea label="Reading" required autosize minRows={8} maxRows={24} maxLength={READING_MAX} {...form.getInputProps("reading")} />
        <Textarea
          label="Writing prompt"
          description={
            writingOn
              ? "Writing practice is on: students answer this prompt."
              : "Optional. Writing practice is on when a prompt is given; leave it empty for a lesson without writing."
          }
          autosize
          minRows={2}
          maxRows={8}
          maxLength={PROMPT_MAX}
          data-testid="writing-prompt"
          {...form.getInputProps("writing_prompt")}
        />

        <Stack gap="sm">
          <div>
            <Title order={2} size="h4">
              Quiz
            </Title>
            <Text size="sm" c="dimmed">
              Optional. Each question has 2 to 5 unique options and one right answer.
            </Text>
          </div>
          <QuestionBuilder value={form.values.quiz} onChange={(quiz) => form.setFieldValue("quiz", quiz)} problemMessage={questionAlert} />
        </Stack>

        {error && (
          <Alert color="red" role="alert" data-testid="lesson-form-error">
            {error}
          </Alert>
        )}
        <Group gap="sm" justify="space-between">
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              {lessonId ? "Save changes" : "Save lesson"}
            </Button>
            <Button component={Link} to={paths.myLessons()} variant="default">
              Cancel
            </Button>
          </Group>
          {extra}
        </Group>
      </Stack>
    </form>
  );
}
