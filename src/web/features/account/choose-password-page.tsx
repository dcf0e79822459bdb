import { Alert, Button, PasswordInput, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { ApiError, errorText } from "#web/ui/api-error.ts";
import { ACCOUNT_MESSAGES as A, AUTH_MESSAGES as AUTH } from "#shared/messages/index.ts";
import { changePasswordFormSchema, type ChangePasswordForm } from "#shared/validation/auth.ts";
import { AuthCard } from "./auth-card";
import { useChoosePassword } from "./api/use-choose-password";

/**
 * Shown instead of every page while the signed-in account's password is a temporary one someone else
 * set (an admin's or a teacher's reset): the server refuses everything else until it is changed.
 */
export function ChoosePasswordPage() {
  const choose = useChoosePassword();
  const form = useForm<ChangePasswordForm>({
    mode: "controlled",
    initialValues: { currentPassword: "", newPassword: "", confirm: "" },
    validate: schemaResolver(changePasswordFormSchema, { sync: true }),
  });
  const submit = form.onSubmit((v) => choose.mutate({ currentPassword: v.currentPassword, newPassword: v.newPassword }));
  // better-auth answers a wrong current password with a 400 of its own wording.
  const failure =
    choose.error instanceof ApiError && choose.error.status === 400 ? A.currentPasswordWrong : errorText(choose.error, A.passwordFailed);
  return (
    <AuthCard title={AUTH.choosePasswordTitle} subtitle={AUTH.choosePasswordIntro}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {choose.isError && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <PasswordInput
            label="Temporary password"
            description="The one you were given and just signed in with."
            autoComplete="current-password"
            required
            {...form.getInputProps("currentPassword")}
          />
          <PasswordInput label="New password" autoComplete="new-password" required {...form.getInputProps("newPassword")} />
          <PasswordInput label="Confirm new password" autoComplete="new-password" required {...form.getInputProps("confirm")} />
          <Button type="submit" fullWidth loading={choose.isPending}>
            Set my password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
