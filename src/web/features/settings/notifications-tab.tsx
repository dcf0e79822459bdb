import { Switch } from "@mantine/core";
import type { UserSettings } from "../../../shared/settings/schemas";
import { useGroupForm } from "./use-group-form";
import { TabFrame } from "./tab-frame";

/** Notifications: which e-mails Rostrum sends you. */
export function NotificationsTab({ saved }: { saved: UserSettings["notifications"] }) {
  const { form, onSubmit, status, saving } = useGroupForm("notifications", saved);
  return (
    <TabFrame
      title="Notifications"
      description="Which e-mails Rostrum sends to your account's address."
      onSubmit={onSubmit}
      status={status}
      saving={saving}
    >
      <Switch
        label="Feedback e-mails"
        description="An e-mail when a teacher gives feedback on your work."
        {...form.getInputProps("feedback_email", { type: "checkbox" })}
      />
      <Switch
        label="Classroom updates"
        description="E-mails about the classrooms you are in, such as a newly assigned lesson."
        {...form.getInputProps("classroom_updates", { type: "checkbox" })}
      />
      <Switch
        label="Weekly summary"
        description="Every Monday morning (UTC), an e-mail on your past week: drills done, debate rounds, lessons completed and their scores, compared with the week before."
        {...form.getInputProps("weekly_summary", { type: "checkbox" })}
      />
    </TabFrame>
  );
}
