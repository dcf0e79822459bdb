import { useState } from "react";
import { Link, useLocation } from "react-router";
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { errorText } from "../../app/client";
import { paths } from "../../app/paths";
import { useRefreshSession } from "../../app/session/use-refresh-session";
import { AUTH_MESSAGES as M } from "../../../shared/messages";
import { loginSchema, type LoginForm } from "../../../shared/validation/auth";
import { AuthCard } from "./auth-card";
import { GoogleSection } from "./google-section";
import { rememberedEmail } from "./remembered-email";
import { useSignIn } from "./api/use-sign-in";

export function LoginPage() {
  const saved = rememberedEmail.get();
  // Fields show their error once left (spec: errors on blur); the button stays disabled until all is valid.
  const form = useForm<LoginForm>({
    mode: "controlled",
    initialValues: { email: saved, password: "" },
    validate: schemaResolver(loginSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const [remember, setRemember] = useState(!!saved);
  const [showPassword, setShowPassword] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [error, setError] = useState("");
  const signIn = useSignIn();
  const refresh = useRefreshSession();
  // The guard that sent the user here (state.from) is kept through "Create an account" too.
  const returnState = useLocation().state;

  const submit = form.onSubmit(
    async (values) => {
      setError("");
      try {
        await signIn.mutateAsync({ email: values.email.trim(), password: values.password });
      } catch (err) {
        return setError(errorText(err, M.loginFailed));
      }
      rememberedEmail.set(values.email, remember);
      setRedirecting(true);
      // The sign-in guard sends the user on (home, or back where they were going) once the session loads.
      await refresh();
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
          <Text size="sm" ta="center">
            New to Rostrum?{" "}
            <Anchor component={Link} to={paths.signup()} state={returnState}>
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
