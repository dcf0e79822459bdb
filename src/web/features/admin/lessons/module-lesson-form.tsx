import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert, Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { z } from "zod";
import { errorText } from "#web/ui/api-error.ts";
import { paths } from "#web/app/paths.ts";
import { QuestionBuilder } from "#web/ui/question-builder.tsx";
import { LessonFromUrl } from "#web/app/lessons/lesson-from-url.tsx";
import type { UrlLesson } from "#web/app/lessons/use-lesson-from-url.ts";
import { ADMIN_MESSAGES as A } from "#shared/messages/admin.ts";
import { createModuleLessonRequest, LESSON_TITLE_MAX, PROMPT_MAX, READING_MAX } from "#shared/modules/admin.ts";
import { useAdminModules } from "#web/features/admin/api/use-admin-modules.ts";
import { useSaveModuleLesson, type ModuleLessonValues } from "#web/features/admin/api/use-save-module-lesson.ts";
import { LEVELS } from "#shared/levels.ts";

/** Where a saved lesson leads: My Module Lessons, which names it. */
export interface SavedState {
  saved?: string;
}

/** A fresh blank lesson for each form (a shared object would carry one form's questions into the next). */
const empty = (): ModuleLessonValues => ({
  title: "",
  module_id: null,
  level: "beginner",
  reading: "",
  writing_prompt: "",
  allow_case_builder: false,
  case_builder_prompt: "",
  quiz: [],
});
// Editing may leave a lesson unassigned (the list's Unassign does the same); creating needs a module.
const editSchema = createModuleLessonRequest.extend({ module_id: z.string().nullable() });
const LEVEL_OPTIONS = LEVELS.map((l) => ({ value: l, label: l[0].toUpperCase() + l.slice(1) }));
// The admin's builder has one alert for every refused question.
const questionAlert = () => A.questionInvalid;

interface Props {
  /** The lesson being edited: its id, its values and the module it is in now. Absent when creating. */
  existing?: { lessonId: string; values: ModuleLessonValues };
}

/** The module-lesson builder, shared by Create Module Lesson and its edit screen. */
export function ModuleLessonForm({ existing }: Props) {
  const form = useForm<ModuleLessonValues>({
    mode: "controlled",
    initialValues: existing?.values ?? empty(),
    validate: schemaResolver(existing ? editSchema : createModuleLessonRequest, { sync: true }),
  });
  const [error, setError] = useState("");
  const modules = useAdminModules("assignable");
  const save = useSaveModuleLesson();
  const navigate = useNavigate();

  const submit = form.onSubmit(
    async (values) => {
      setError("");
      try {
        await save.mutateAsync({ values, existing: existing && { lessonId: existing.lessonId, moduleId: existing.values.module_id } });
      } catch (err) {
        return setError(errorText(err, A.saveLessonFailed));
      }
      navigate(paths.myModuleLessons(), { state: { saved: values.title.trim() } satisfies SavedState });
    },
    (errors) => setError(String(Object.values(errors).find(Boolean) ?? A.missingRequiredFields)),
  );

  const fromUrl = (l: UrlLesson) => {
    form.setValues({ title: l.title, reading: l.reading, writing_prompt: l.writing_prompt, quiz: l.quiz });
    setError("");
  };

  const moduleOptions = (modules.data?.modules ?? []).map((m) => ({ value: m.id, label: m.name }));
  const noModules = modules.isSuccess && moduleOptions.length === 0;
  return (
    <form onSubmit={submit} noValidate aria-label={existing ? "Edit module lesson" : "Create module lesson"}>
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          <LessonFromUrl onLesson={fromUrl} />
        </Paper>

        <TextInput label="Title" required maxLength={LESSON_TITLE_MAX} {...form.getInputProps("title")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Module"
            required={!existing}
            placeholder={modules.isPending ? "Loading modules…" : existing ? "Unassigned" : "Choose a module"}
            data={moduleOptions}
            searchable
            clearable={!!existing}
            nothingFoundMessage="No module matches"
            disabled={modules.isPending}
            description={
              noModules ? (
                <>
                  No modules yet.{" "}
                  <Anchor component={Link} to={paths.createModule()} size="xs">
                    Create a module
                  </Anchor>
                </>
              ) : undefined
            }
            {...form.getInputProps("module_id")}
            error={form.errors.module_id ?? (modules.isError ? errorText(modules.error, A.loadFailed) : undefined)}
          />
          <Select label="Level" data={LEVEL_OPTIONS} allowDeselect={false} {...form.getInputProps("level")} />
        </SimpleGrid>
        <Textarea label="Reading" required autosize minRows={8} maxRows={24} maxLength={READING_MAX} {...form.getInputProps("reading")} />
        <Textarea
          label="Writing prompt"
          description="Writing practice is on when a prompt is given; leave it empty for a lesson without writing."
          autosize
          minRows={2}
          maxRows={8}
          maxLength={PROMPT_MAX}
          {...form.getInputProps("writing_prompt")}
        />
        <Stack gap="xs">
          <Switch
            label="Case builder"
            description="Learners build a short case of their own after the reading."
            {...form.getInputProps("allow_case_builder", { type: "checkbox" })}
          />
          {form.values.allow_case_builder && (
            <Textarea
              label="Case builder prompt"
              autosize
              minRows={2}
              maxRows={8}
              maxLength={PROMPT_MAX}
              {...form.getInputProps("case_builder_prompt")}
            />
          )}
        </Stack>

        <Stack gap="sm">
          <div>
            <Title order={2} size="h4">
              Quiz
            </Title>
            <Text size="sm" c="dimmed">
              Questions with 2 to 5 unique options and one right answer; optional.
            </Text>
          </div>
          <QuestionBuilder value={form.values.quiz} onChange={(quiz) => form.setFieldValue("quiz", quiz)} problemMessage={questionAlert} />
        </Stack>

        {error && (
          <Alert color="red" role="alert" data-testid="lesson-form-error">
            {error}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {existing ? "Save changes" : "Create lesson"}
          </Button>
          <Button component={Link} to={paths.myModuleLessons()} variant="default">
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
