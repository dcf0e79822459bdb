import { Link, useSearchParams } from "react-router";
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { z } from "zod";
import { ApiError, errorText } from "#web/ui/api-error.ts";
import { paths } from "#web/app/paths.ts";
import { ACCOUNT_MESSAGES as A, AUTH_MESSAGES } from "#shared/messages/index.ts";
import { passwordSchema } from "#shared/validation/auth.ts";
import { AuthCard } from "./auth-card";
import { useResetPassword } from "./api/use-password-reset";

const resetSchema = z
  .object({ newPassword: passwordSchema, confirm: z.string() })
  .refine((f) => f.confirm === f.newPassword, { path: ["confirm"], message: AUTH_MESSAGES.passwordsDiffer });

/** The page the reset e-mail links to: a new password for the token in the address. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get("token") ?? "";
  const reset = useResetPassword();
  const form = useForm({
    mode: "controlled",
    initialValues: { newPassword: "", confirm: "" },
    validate: schemaResolver(resetSchema, { sync: true }),
  });
  const submit = form.onSubmit((v) => reset.mutate({ token, newPassword: v.newPassword }));
  const failure =
    reset.error instanceof ApiError && reset.error.status === 400 && /token/i.test(reset.error.message)
      ? A.resetInvalid
      : errorText(reset.error, A.resetFailed);

  let body;
  if (!token)
    body = (
      <Alert color="red" role="alert">
        {A.resetInvalid}
      </Alert>
    );
  else if (reset.isSuccess)
    body = (
      <Alert color="teal" role="status">
        {A.resetDone}
      </Alert>
    );
  else
    body = (
      <form onSubmit={submit} noValidate>
        <Stack>
          {reset.isError && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <PasswordInput label="New password" autoComplete="new-password" required {...form.getInputProps("newPassword")} />
          <PasswordInput label="Confirm new password" autoComplete="new-password" required {...form.getInputProps("confirm")} />
          <Button type="submit" fullWidth loading={reset.isPending}>
            Reset password
          </Button>
        </Stack>
      </form>
    );
  return (
    <AuthCard title="Choose a new password" subtitle="Every device signed in to your account is signed out.">
      <Stack>
        {body}
        <Text size="sm" ta="center">
          <Anchor component={Link} to={paths.login()} replace>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
