import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Alert, Anchor, Button, Checkbox, Divider, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { api, errorText } from "../../app/api";
import { paths } from "../../app/paths";
import { AUTH_MESSAGES as M } from "../../../shared/messages";
import { signupFormErrors, type Role, type SignupForm } from "../../../shared/validation/auth";
import { AuthCard } from "./auth-card";
import { GoogleButton } from "./google-button";
import { rememberedEmail, useRefreshSession } from "./session";

const empty: SignupForm = { username: "", role: "student", teacherCode: "", email: "", password: "", confirm: "" };

export function SignupPage() {
  const [form, setForm] = useState<SignupForm>({ ...empty, email: rememberedEmail.get() });
  const [touched, setTouched] = useState<Partial<Record<keyof SignupForm, boolean>>>({});
  const [showPassword, setShowPassword] = useState(false);
  const [remember, setRemember] = useState(!!rememberedEmail.get());
  const [busy, setBusy] = useState<"" | "creating" | "redirecting">("");
  const [error, setError] = useState("");
  const [confirmSent, setConfirmSent] = useState(false);
  const refresh = useRefreshSession();

  const errors = signupFormErrors(form);
  const valid = Object.keys(errors).length === 0;
  const set = (key: keyof SignupForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const touch = (key: keyof SignupForm) => () => setTouched((t) => ({ ...t, [key]: true }));
  const fieldError = (key: keyof SignupForm) => (touched[key] ? errors[key] : undefined);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError("");
    if (!valid) {
      setTouched({ username: true, email: true, password: true, confirm: true, teacherCode: true });
      return setError(M.signupFormInvalid);
    }
    setBusy("creating");
    try {
      const res = await api.post<{ needsConfirmation: boolean }>("/api/signup", {
        username: form.username.trim(), email: form.email.trim(), password: form.password, role: form.role,
        teacherCode: form.role === "teacher" ? form.teacherCode.trim() : undefined,
      });
      rememberedEmail.set(form.email, remember);
      if (res.needsConfirmation) {
        setBusy("");
        return setConfirmSent(true);
      }
      setBusy("redirecting");
      await refresh(); // RedirectIfSignedIn then sends the new user home
    } catch (err) {
      setBusy("");
      setError(errorText(err, M.signupFailed));
    }
  }

  if (confirmSent) {
    return (
      <AuthCard title="Create your account" subtitle="One more step.">
        <Stack>
          <Alert color="teal" role="status">{M.checkEmail}</Alert>
          <Button component={Link} to={paths.login()}>Go to sign in</Button>
        </Stack>
      </AuthCard>
    );
  }

  const pwType = showPassword ? "text" : "password";
  return (
    <AuthCard title="Create your account" subtitle="Practise debating with an AI sparring partner, drills and lessons.">
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && <Alert color="red" role="alert">{error}</Alert>}
          <TextInput label="Display name" autoComplete="nickname" required value={form.username}
            onChange={(e) => set("username")(e.currentTarget.value)} onBlur={touch("username")} error={fieldError("username")} />
          <Select label="Role" data={[{ value: "student", label: "Student" }, { value: "teacher", label: "Teacher" }]}
            value={form.role} onChange={(v) => set("role")((v ?? "student") as Role)} allowDeselect={false} />
          {form.role === "teacher" && (
            <TextInput label="Teacher access code" description="Your school or Rostrum administrator gives you this code." required
              value={form.teacherCode} onChange={(e) => set("teacherCode")(e.currentTarget.value)} onBlur={touch("teacherCode")}
              error={fieldError("teacherCode")} autoComplete="off" />
          )}
          <TextInput label="Email" type="email" autoComplete="email" required value={form.email}
            onChange={(e) => set("email")(e.currentTarget.value)} onBlur={touch("email")} error={fieldError("email")} />
          <TextInput label="Password" type={pwType} autoComplete="new-password" required value={form.password}
            onChange={(e) => set("password")(e.currentTarget.value)} onBlur={touch("password")} error={fieldError("password")} />
          <TextInput label="Confirm password" type={pwType} autoComplete="new-password" required value={form.confirm}
            onChange={(e) => set("confirm")(e.currentTarget.value)} onBlur={touch("confirm")} error={fieldError("confirm")} />
          <Group gap="lg">
            <Checkbox label="Show password" checked={showPassword} onChange={(e) => setShowPassword(e.currentTarget.checked)} />
            <Checkbox label="Remember email" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
          </Group>
          <Button type="submit" fullWidth disabled={!valid || !!busy}>
            {busy === "creating" ? M.busyCreating : busy === "redirecting" ? M.busyRedirecting : "Sign up"}
          </Button>
          <Divider label="or" labelPosition="center" />
          <GoogleButton label="Continue with Google" mode="signup" onError={setError} />
          <Text size="sm" ta="center">
            Already have an account? <Anchor component={Link} to={paths.login()}>Sign in</Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
