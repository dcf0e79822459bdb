import { Link } from "react-router";
import { Alert, Anchor, Button, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { z } from "zod";
import { errorText } from "#web/ui/api-error.ts";
import { paths } from "#web/app/paths.ts";
import { usePublicConfig } from "#web/app/session/use-public-config.ts";
import { ACCOUNT_MESSAGES as A } from "#shared/messages/index.ts";
import { emailSchema } from "#shared/validation/auth.ts";
import { AuthCard } from "./auth-card";
import { rememberedEmail } from "./remembered-email";
import { useRequestPasswordReset } from "./api/use-password-reset";

const forgotSchema = z.object({ email: emailSchema });

/** "Forgot password?": a reset link by e-mail when the server sends e-mails, else where to turn. */
export function ForgotPasswordPage() {
  const config = usePublicConfig();
  const request = useRequestPasswordReset();
  const form = useForm({
    mode: "controlled",
    initialValues: { email: rememberedEmail.get() },
    validate: schemaResolver(forgotSchema, { sync: true }),
  });
  const submit = form.onSubmit((v) => request.mutate(v.email.trim()));
  const back = (
    <Text size="sm" ta="center">
      <Anchor component={Link} to={paths.login()}>
        Back to sign in
      </Anchor>
    </Text>
  );

  let body;
  if (config.isPending) body = <Skeleton h={120} aria-label="Loading" />;
  else if (!config.data?.emailConfirmation)
    body = (
      <Alert color="blue" role="note">
        {A.forgotNoMail}
      </Alert>
    );
  else if (request.isSuccess)
    body = (
      <Alert color="teal" role="status">
        {A.forgotSent}
      </Alert>
    );
  else
    body = (
      <form onSubmit={submit} noValidate>
        <Stack>
          {request.isError && (
            <Alert color="red" role="alert">
              {errorText(request.error, A.forgotFailed)}
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps("email")} />
          <Button type="submit" fullWidth loading={request.isPending}>
            Send reset link
          </Button>
        </Stack>
      </form>
    );
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle={config.data?.emailConfirmation ? "Choose a new one with a link sent to your e-mail." : "An admin can reset it for you."}
    >
      <Stack>
        {body}
        {back}
      </Stack>
    </AuthCard>
  );
}
