import { useState } from "react";
import { Alert, Button, Group, Stack, TextInput, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { errorText } from "#web/ui/api-error.ts";
import { ADMIN_MESSAGES as A } from "#shared/messages/admin.ts";
import { createModuleRequest, MODULE_DESCRIPTION_MAX, MODULE_NAME_MAX, type AdminModule } from "#shared/modules/admin.ts";
import { useUpdateModule } from "#web/features/admin/api/use-update-module.ts";

const formSchema = createModuleRequest.pick({ name: true, description: true });

/** The module's name and description; Save sends only what changed. */
export function ModuleDetailsForm({ module: m }: { module: AdminModule }) {
  const form = useForm({
    mode: "controlled",
    initialValues: { name: m.name, description: m.description },
    validate: schemaResolver(formSchema, { sync: true }),
  });
  const update = useUpdateModule();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = form.onSubmit((v) => {
    const name = v.name.trim();
    const description = v.description.trim();
    setStatus(null);
    update.mutate(
      {
        moduleId: m.id,
        body: { ...(name !== m.name ? { name } : {}), ...(description !== m.description ? { description } : {}) },
      },
      {
        onSuccess: ({ module }) => {
          // The saved text becomes the new baseline, so the form is no longer "changed".
          form.setInitialValues({ name: module.name, description: module.description });
          form.setValues({ name: module.name, description: module.description });
          setStatus({ ok: true, text: "Saved." });
        },
        onError: (err) => setStatus({ ok: false, text: errorText(err, A.saveModuleFailed) }),
      },
    );
  });

  const changed = form.values.name.trim() !== m.name || form.values.description.trim() !== m.description;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Module name" withAsterisk maxLength={MODULE_NAME_MAX} {...form.getInputProps("name")} />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={8}
          maxLength={MODULE_DESCRIPTION_MAX}
          {...form.getInputProps("description")}
        />
        <div role="status" aria-live="polite">
          {status && (
            <Alert color={status.ok ? "teal" : "red"} variant="light" py="xs">
              {status.text}
            </Alert>
          )}
        </div>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!changed}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
