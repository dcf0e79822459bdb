import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Alert, Anchor, Button, Checkbox, Divider, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { api, errorText } from "../../app/api";
import { paths } from "../../app/paths";
import { AUTH_MESSAGES as M } from "../../../shared/messages";
import { loginFormErrors } from "../../../shared/validation/auth";
import { AuthCard } from "./auth-card";
import { GoogleButton } from "./google-button";
import { rememberedEmail, useRefreshSession } from "./session";

export function LoginPage() {
  const saved = rememberedEmail.get();
  const [email, setEmail] = useState(saved);
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(!!saved);
  const [touched, setTouched] = useState<{ email?: boolean; password?: boolean }>({});
  const [busy, setBusy] = useState<"" | "signing" | "redirecting">("");
  const [error, setError] = useState("");
  const refresh = useRefreshSession();

  const errors = loginFormErrors({ email, password });
  const valid = Object.keys(errors).length === 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError("");
    if (!valid) {
      setTouched({ email: true, password: true });
      return setError(M.loginFormInvalid);
    }
    setBusy("signing");
    try {
      await api.post("/api/auth/sign-in/email", { email: email.trim(), password, rememberMe: true });
      rememberedEmail.set(email, remember);
      setBusy("redirecting");
      // RedirectIfSignedIn sends the user on (home, or back where they were going) once the session loads.
      await refresh();
    } catch (err) {
      setBusy("");
      setError(errorText(err, M.loginFailed));
    }
  }

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to keep practising.">
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && <Alert color="red" role="alert">{error}</Alert>}
          <TextInput label="Email" type="email" autoComplete="email" required value={email}
            onChange={(e) => setEmail(e.currentTarget.value)} onBlur={() => setTouched((t) => ({ ...t, email: true }))}
            error={touched.email && errors.email} />
          <PasswordInput label="Password" autoComplete="current-password" required value={password}
            onChange={(e) => setPassword(e.currentTarget.value)} onBlur={() => setTouched((t) => ({ ...t, password: true }))}
            error={touched.password && errors.password} />
          <Checkbox label="Remember email" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
          <Button type="submit" fullWidth disabled={!valid || !!busy} loading={false}>
            {busy === "signing" ? M.busySigningIn : busy === "redirecting" ? M.busyRedirecting : "Sign in"}
          </Button>
          <Divider label="or" labelPosition="center" />
          <GoogleButton label="Sign in with Google" mode="signin" onError={setError} />
          <Text size="sm" ta="center">
            New to Rostrum? <Anchor component={Link} to={paths.signup()}>Create an account</Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
