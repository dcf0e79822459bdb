import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert, Button, Fieldset, Group, Text, TextInput, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconLock } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { paths } from "#web/app/paths.ts";
import { errorText } from "#web/ui/api-error.ts";
import { ADMIN_MESSAGES as A } from "#shared/messages/admin.ts";
import { createModuleRequest, MODULE_DESCRIPTION_MAX, MODULE_NAME_MAX } from "#shared/modules/admin.ts";
import { useCreateModule } from "#web/features/admin/api/use-create-module.ts";
import { LessonPicker } from "./lesson-picker";
import type { SettingsNotice } from "./module-settings-page";

const formSchema = createModuleRequest.pick({ name: true, description: true });
interface FormValues {
  name: string;
  description: string;
}

/** Create Module: name, description and a selection of existing lessons, which really move into the new module. */
export function CreateModulePage() {
  const form = useForm<FormValues>({
    mode: "controlled",
    initialValues: { name: "", description: "" },
    validate: schemaResolver(formSchema, { sync: true }),
  });
  const [lessonIds, setLessonIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateModule();
  const navigate = useNavigate();

  // A refusal keeps everything typed and chosen on the screen; success opens the new module's settings.
  const submit = form.onSubmit((v) => {
    setError(null);
    create.mutate(
      { name: v.name.trim(), description: v.description.trim(), lesson_ids: lessonIds },
      {
        onSuccess: ({ module }) => {
          const notice: SettingsNotice = { created: module.name };
          void navigate(paths.moduleSettings(module.id), { state: notice });
        },
        onError: (err) => setError(errorText(err, A.createModuleFailed)),
      },
    );
  });

  return (
    <Page
      title="Create Module"
      description="Group module lessons into a module. Students find it under Modules."
      actions={
        <Button component={Link} to={paths.manageModules()} variant="default">
          Manage Modules
        </Button>
      }
      size={760}
    >
      <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />} title="New modules start private">
        Students see it under Locked Modules and need an unlock code from you, until you make it public in Manage Modules or the
        module&apos;s settings.
      </Alert>
      <form onSubmit={submit} noValidate>
        <Fieldset variant="unstyled" disabled={create.isPending} style={{ display: "grid", gap: "var(--mantine-spacing-md)" }}>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput label="Module name" withAsterisk maxLength={MODULE_NAME_MAX} {...form.getInputProps("name")} />
          <Textarea
            label="Description"
            description="Optional. Shown on the module's card in the catalogue."
            autosize
            minRows={3}
            maxRows={8}
            maxLength={MODULE_DESCRIPTION_MAX}
            {...form.getInputProps("description")}
          />
          <div>
            <Text fw={600} component="h2" mb={4}>
              Lessons
            </Text>
            <Text size="sm" c="dimmed" mb="xs">
              Choose existing module lessons. A lesson belongs to one module: choosing it moves it here from its current module.
            </Text>
            <LessonPicker value={lessonIds} onChange={setLessonIds} />
          </div>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Create
            </Button>
          </Group>
        </Fieldset>
      </form>
    </Page>
  );
}
