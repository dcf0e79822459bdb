import { TextInput, Textarea } from "@mantine/core";
import type { UserSettings } from "#shared/settings/schemas.ts";
import { useGroupForm } from "./use-group-form";
import { TabFrame } from "./tab-frame";
import { ProfileAvatar } from "./profile-avatar";

/** Profile: the picture, bio and school others see beside your name. */
export function ProfileTab({ saved, name }: { saved: UserSettings["profile"]; name: string }) {
  const { form, onSubmit, status, saving } = useGroupForm("profile", saved);
  // An upload or removal is already stored: it becomes the field's value and its saved baseline.
  const stored = (avatar_url: string) => {
    form.setFieldValue("avatar_url", avatar_url);
    form.resetDirty({ ...form.getInitialValues(), avatar_url });
  };
  return (
    <TabFrame
      title="Profile"
      description="What your teachers see about you beside your name, and what the menu under your name shows."
      onSubmit={onSubmit}
      status={status}
      saving={saving}
    >
      <ProfileAvatar url={form.values.avatar_url.trim()} name={name} onStored={stored} />
      <TextInput label="School" maxLength={200} autoComplete="organization" {...form.getInputProps("school")} />
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
