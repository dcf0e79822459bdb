import { useEffect, useState } from "react";
import { schemaResolver, useForm } from "@mantine/form";
import { errorText } from "#web/ui/api-error.ts";
import { SETTINGS_MESSAGES as M } from "#shared/messages/settings.ts";
import { settingsGroupValues, type SettingsGroup, type UserSettings } from "#shared/settings/schemas.ts";
import { useSaveSettings } from "./api/use-save-settings";

/** How long 'Saved successfully.' stays. */
export const SAVED_FOR_MS = 2000;

export type SaveStatus = { ok: true; at: number } | { ok: false; detail: string } | null;

/**
 * One tab's form over one settings group: the group's own contract validates it (the server applies the
 * same), Save sends the whole group, and the answer as stored (weights normalised, text trimmed)
 * becomes the form's new baseline. A failed save keeps what the user typed.
 */
export function useGroupForm<G extends SettingsGroup>(group: G, saved: UserSettings[G]) {
  const form = useForm<UserSettings[G]>({
    mode: "controlled",
    initialValues: saved,
    validate: schemaResolver(settingsGroupValues[group], { sync: true }),
  });
  const save = useSaveSettings(group);
  const [status, setStatus] = useState<SaveStatus>(null);

  useEffect(() => {
    if (!status?.ok) return;
    const t = setTimeout(() => setStatus(null), SAVED_FOR_MS);
    return () => clearTimeout(t);
  }, [status]);

  const onSubmit = form.onSubmit((values) => {
    setStatus(null);
    save.mutate(values, {
      onSuccess: (stored) => {
        form.setValues(stored);
        form.resetDirty(stored);
        setStatus({ ok: true, at: Date.now() });
      },
      onError: (err) => {
        const detail = errorText(err, "");
        setStatus({ ok: false, detail: detail === M.saveFailed ? "" : detail });
      },
    });
  });

  return { form, onSubmit, status, saving: save.isPending };
}
