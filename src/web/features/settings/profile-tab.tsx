import { Avatar, Group, Stack, TextInput, Textarea } from "@mantine/core";
import type { UserSettings } from "../../../shared/settings/schemas";
import { useGroupForm } from "./use-group-form";
import { TabFrame } from "./tab-frame";

/** Profile: the picture, bio and school others see beside your name. */
export function ProfileTab({ saved, name }: { saved: UserSettings["profile"]; name: string }) {
  const { form, onSubmit, status, saving } = useGroupForm("profile", saved);
  const url = form.values.avatar_url.trim();
  return (
    <TabFrame
      title="Profile"
      description="What your teachers see about you beside your name."
      onSubmit={onSubmit}
      status={status}
      saving={saving}
    >
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Avatar src={/^https?:\/\//.test(url) ? url : null} name={name} color="initials" size={64} radius="xl" alt="" />
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <TextInput
            label="Avatar URL"
            description="The address of a picture of you (https://…)."
            type="url"
            maxLength={500}
            {...form.getInputProps("avatar_url")}
          />
          <TextInput label="School" maxLength={200} autoComplete="organization" {...form.getInputProps("school")} />
        </Stack>
      </Group>
      <Textarea
        label="Bio"
        description="A line or two about you as a debater (up to 1000 characters)."
        autosize
        minRows={3}
        maxRows={8}
        maxLength={1000}
        {...form.getInputProps("bio")}
      />
    </TabFrame>
  );
}
