import { useState, type ReactNode } from "react";
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { ApiError, errorText } from "#web/ui/api-error.ts";
import { usePublicConfig } from "#web/app/session/use-public-config.ts";
import { ACCOUNT_MESSAGES as A } from "#shared/messages/index.ts";
import type { SessionUser } from "#shared/account/schemas.ts";
import { changePasswordFormSchema, changeUsernameSchema, emailSchema, type ChangePasswordForm } from "#shared/validation/auth.ts";
import { z } from "zod";
import { useChangeEmail, useChangePassword, useChangeUsername } from "./api/use-account-changes";

type Outcome = { ok: boolean; text: string } | null;

/** One change: its heading, its fields, its own button, and what became of the last try (read out as it changes). */
function Section(props: {
  title: string;
  description: string;
  button: string;
  busy: boolean;
  outcome: Outcome;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const id = `account-${props.title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby={id}>
      <form onSubmit={(e) => (e.preventDefault(), props.onSubmit())} noValidate>
        <Stack gap="md">
          <div>
            <Title id={id} order={3} size="h4">
              {props.title}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {props.description}
            </Text>
          </div>
          {props.children}
          <Group justify="space-between" gap="sm" wrap="wrap">
            <div role="status" aria-live="polite" style={{ flex: "1 1 14rem" }}>
              {props.outcome && (
                <Alert
                  color={props.outcome.ok ? "teal" : "red"}
                  variant="light"
                  py={6}
                  icon={props.outcome.ok ? <IconCircleCheck size={18} aria-hidden /> : <IconAlertCircle size={18} aria-hidden />}
                >
                  {props.outcome.text}
                </Alert>
              )}
            </div>
            <Button type="submit" loading={props.busy}>
              {props.button}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function UsernameSection({ user }: { user: SessionUser }) {
  const change = useChangeUsername();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { username: user.username },
    validate: schemaResolver(changeUsernameSchema, { sync: true }),
  });
  const submit = form.onSubmit((v) => {
    setOutcome(null);
    change.mutate(v.username, {
      onSuccess: (r) => (form.setValues({ username: r.user.username }), setOutcome({ ok: true, text: A.usernameChanged })),
      onError: (err) => setOutcome({ ok: false, text: errorText(err, A.usernameFailed) }),
    });
  });
  return (
    <Section
      title="Display name"
      description="The name your teachers and classmates see."
      button="Change name"
      busy={change.isPending}
      outcome={outcome}
      onSubmit={submit}
    >
      <TextInput label="Display name" maxLength={40} autoComplete="username" {...form.getInputProps("username")} />
    </Section>
  );
}

function PasswordSection() {
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<ChangePasswordForm>({
    mode: "controlled",
    initialValues: { currentPassword: "", newPassword: "", confirm: "" },
    validate: schemaResolver(changePasswordFormSchema, { sync: true }),
  });
  const submit = form.onSubmit((v) => {
    setOutcome(null);
    change.mutate(
      { currentPassword: v.currentPassword, newPassword: v.newPassword },
      {
        onSuccess: () => (form.reset(), setOutcome({ ok: true, text: A.passwordChanged })),
        // better-auth answers a wrong current password with a 400 of its own wording.
        onError: (err) =>
          setOutcome({
            ok: false,
            text: err instanceof ApiError && err.status === 400 ? A.currentPasswordWrong : errorText(err, A.passwordFailed),
          }),
      },
    );
  });
  return (
    <Section
      title="Password"
      description="Changing it signs you out on every other device."
      button="Change password"
      busy={change.isPending}
      outcome={outcome}
      onSubmit={submit}
    >
      <PasswordInput label="Current password" autoComplete="current-password" {...form.getInputProps("currentPassword")} />
      <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps("newPassword")} />
      <PasswordInput label="Confirm new password" autoComplete="new-password" {...form.getInputProps("confirm")} />
    </Section>
  );
}

const emailForm = z.object({ email: emailSchema, currentPassword: z.string().min(1, A.currentPasswordRequired) });

function EmailSection({ user }: { user: SessionUser }) {
  const change = useChangeEmail();
  const confirms = usePublicConfig().data?.emailConfirmation ?? false;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { email: user.email, currentPassword: "" },
    validate: schemaResolver(emailForm, { sync: true }),
  });
  const submit = form.onSubmit((v) => {
    setOutcome(null);
    const email = v.email.trim().toLowerCase();
    if (email === user.email) return setOutcome({ ok: false, text: A.emailSame });
    change.mutate(
      { newEmail: email, currentPassword: v.currentPassword },
      {
        // The answer is the same whether or not the address changed (an address in use by another account
        // is not told apart): with confirmation on, the link decides.
        onSuccess: () => (
          form.setFieldValue("currentPassword", ""),
          setOutcome({ ok: true, text: confirms ? A.emailLinkSent : A.emailChanged })
        ),
        // The server's message says which: the password missing or wrong, or none to give.
        onError: (err) => setOutcome({ ok: false, text: errorText(err, A.emailFailed) }),
      },
    );
  });
  return (
    <Section
      title="E-mail"
      description={
        confirms
          ? "The new address gets a link; your e-mail changes when you follow it. The old address is told, and every other device is signed out."
          : "The address you sign in with. Changing it signs you out on every other device."
      }
      button="Change e-mail"
      busy={change.isPending}
      outcome={outcome}
      onSubmit={submit}
    >
      <TextInput label="E-mail" type="email" autoComplete="email" {...form.getInputProps("email")} />
      <PasswordInput label="Your password" autoComplete="current-password" {...form.getInputProps("currentPassword")} />
    </Section>
  );
}

/** Account: the display name, the password and the e-mail, each changed on its own. */
export function AccountTab({ user }: { user: SessionUser }) {
  return (
    <Stack gap="lg">
      {/* The tab's own heading, as every settings tab has one; each change below is a section of it. */}
      <div>
        <Title order={2} size="h3">
          Account
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          Your display name, your password and the e-mail you sign in with.
        </Text>
      </div>
      <UsernameSection user={user} />
      <PasswordSection />
      <EmailSection user={user} />
    </Stack>
  );
}
