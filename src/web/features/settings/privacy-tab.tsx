import { Stack, Switch, Text } from "@mantine/core";
import type { UserSettings } from "#shared/settings/schemas.ts";
import { useGroupForm } from "./use-group-form";
import { TabFrame } from "./tab-frame";
import { YourData } from "./your-data";

/** Privacy: whether what you write may be used beyond giving you feedback; then exporting or deleting your data. */
export function PrivacyTab({ saved }: { saved: UserSettings["privacy"] }) {
  const { form, onSubmit, status, saving } = useGroupForm("privacy", saved);
  return (
    <Stack gap="lg">
      <TabFrame
        title="Privacy"
        description="What happens to what you write in Rostrum."
        onSubmit={onSubmit}
        status={status}
        saving={saving}
      >
        <Text size="sm">
          Your speeches, drill answers and lesson work are kept in your school&apos;s Rostrum database so you can see your progress. To
          score them, they are sent to the AI model your school has connected, or read by the built-in offline coach when there is none.
          They are never written to the server&apos;s logs or sent anywhere else.
        </Text>
        <Switch
          label="Allow use of my data"
          description="On: you allow what you write to be used beyond your own feedback, for example to review and improve the service. Off (the default): it is used only to answer you."
          {...form.getInputProps("allow_data_use", { type: "checkbox" })}
        />
      </TabFrame>
      <YourData />
    </Stack>
  );
}
