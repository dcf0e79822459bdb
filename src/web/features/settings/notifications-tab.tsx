import { Alert, Switch } from "@mantine/core";
import { UI_MESSAGES } from "#shared/messages/ui.ts";
import { usePublicConfig } from "#web/app/session/use-public-config.ts";
import type { UserSettings } from "#shared/settings/schemas.ts";
import { useGroupForm } from "./use-group-form";
import { TabFrame } from "./tab-frame";

/** Notifications: which e-mails Rostrum sends you. */
export function NotificationsTab({ saved }: { saved: UserSettings["notifications"] }) {
  const { form, onSubmit, status, saving } = useGroupForm("notifications", saved);
  // The server tells whether it can send mail at all; without it the switches would promise e-mails that never come.
  const mailOff = usePublicConfig().data?.emailConfirmation === false;
  return (
    <TabFrame
      title="Notifications"
      description="Which e-mails Rostrum sends to your account's address."
      onSubmit={onSubmit}
      status={status}
      saving={saving}
    >
      {mailOff && (
        <Alert color="gray" data-testid="email-off">
          {UI_MESSAGES.emailOff}
        </Alert>
      )}
      <Switch
        disabled={mailOff}
        label="Feedback e-mails"
        description="An e-mail when a teacher gives feedback on your work."
        {...form.getInputProps("feedback_email", { type: "checkbox" })}
      />
      <Switch
        disabled={mailOff}
        label="Classroom updates"
        description="E-mails about the classrooms you are in, such as a newly assigned lesson."
        {...form.getInputProps("classroom_updates", { type: "checkbox" })}
      />
      <Switch
        disabled={mailOff}
        label="Weekly summary"
        description="Every Monday morning (UTC), an e-mail on your past week: drills done, debate rounds, lessons completed and their scores, compared with the week before."
        {...form.getInputProps("weekly_summary", { type: "checkbox" })}
      />
    </TabFrame>
  );
}
