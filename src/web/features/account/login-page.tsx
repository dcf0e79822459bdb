import { useState } from "react";
import { Link } from "react-router";
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { errorText } from "#web/ui/api-error.ts";
import { paths } from "#web/app/paths.ts";
import { AUTH_MESSAGES as M } from "#shared/messages/index.ts";
import { loginSchema, type LoginForm } from "#shared/validation/auth.ts";
import { AuthCard } from "./auth-card";
import { AuthSwitch } from "./auth-switch";
import { GoogleSection } from "./google-section";
import { rememberedEmail } from "./remembered-email";
import { useSignIn } from "./api/use-sign-in";
import { useAuthEntry } from "./use-auth-entry";

export function LoginPage() {
  const saved = rememberedEmail.get();
  // Fields show their error once left (spec: errors on blur); the button stays disabled until all is valid.
  const form = useForm<LoginForm>({
    mode: "controlled",
    initialValues: { email: saved, password: "" },
    validate: schemaResolver(loginSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const { error, setError, remember, setRemember, redirecting, keepEmail, enter } = useAuthEntry();
  const [showPassword, setShowPassword] = useState(false);
  const signIn = useSignIn();

  const submit = form.onSubmit(
    async (values) => {
      setError("");
      try {
        await signIn.mutateAsync({ email: values.email.trim(), password: values.password });
      } catch (err) {
        return setError(errorText(err, M.loginFailed));
      }
      keepEmail(values.email);
      await enter();
    },
    () => setError(M.loginFormInvalid),
  );

  const busy = signIn.isPending || redirecting;
  return (
    <AuthCard title="Welcome back" subtitle="Sign in to keep practising.">
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps("email")} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps("password")}
            visible={showPassword}
            onVisibilityChange={setShowPassword}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ "aria-label": showPassword ? "Hide password" : "Show password" }}
          />
          <Group justify="space-between" gap="xs">
            <Checkbox label="Remember email" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
            <Anchor component={Link} to={paths.forgotPassword()} size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth disabled={!form.isValid() || busy}>
            {signIn.isPending ? M.busySigningIn : redirecting ? M.busyRedirecting : "Sign in"}
          </Button>
          <GoogleSection label="Sign in with Google" mode="signin" onError={setError} />
          <AuthSwitch prompt="New to Rostrum?" to={paths.signup()} label="Create an account" />
        </Stack>
      </form>
    </AuthCard>
  );
}
