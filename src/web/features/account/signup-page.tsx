import { useState } from "react";
import { Link, useLocation } from "react-router";
import { Alert, Button, Checkbox, Group, Select, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { errorText } from "#web/ui/api-error.ts";
import { paths } from "#web/app/paths.ts";
import { AUTH_MESSAGES as M } from "#shared/messages/index.ts";
import { signupFormSchema, type SignupForm } from "#shared/validation/auth.ts";
import { AuthCard } from "./auth-card";
import { AuthSwitch } from "./auth-switch";
import { GoogleSection } from "./google-section";
import { rememberedEmail } from "./remembered-email";
import { useSignUp } from "./api/use-sign-up";
import { useAuthEntry } from "./use-auth-entry";

export function SignupPage() {
  // Fields show their error once left (spec: errors on blur); the button stays disabled until all is valid.
  const form = useForm<SignupForm>({
    mode: "controlled",
    initialValues: { username: "", role: "student", teacherCode: "", email: rememberedEmail.get(), password: "", confirm: "" },
    validate: schemaResolver(signupFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const { error, setError, remember, setRemember, redirecting, keepEmail, enter } = useAuthEntry();
  const [showPassword, setShowPassword] = useState(false);
  const signUp = useSignUp();
  // Where a guard was sending the user before they chose to sign up: the sign-in guard returns them there.
  const returnState = useLocation().state;

  const submit = form.onSubmit(
    async (f) => {
      setError("");
      let res;
      try {
        res = await signUp.mutateAsync({
          username: f.username.trim(),
          email: f.email.trim(),
          password: f.password,
          role: f.role,
          teacherCode: f.role === "teacher" ? f.teacherCode.trim() : undefined,
        });
      } catch (err) {
        return setError(errorText(err, M.signupFailed));
      }
      keepEmail(f.email);
      if (res.needsConfirmation) return;
      await enter();
    },
    () => setError(M.signupFormInvalid),
  );

  if (signUp.data?.needsConfirmation) {
    return (
      <AuthCard title="Create your account" subtitle="One more step.">
        <Stack>
          <Alert color="teal" role="status">
            {M.checkEmail}
          </Alert>
          <Button component={Link} to={paths.login()} state={returnState}>
            Go to sign in
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const busy = signUp.isPending || redirecting;
  const pwType = showPassword ? "text" : "password";
  return (
    <AuthCard title="Create your account" subtitle="Practise debating with an AI sparring partner, drills and lessons.">
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput label="Display name" autoComplete="nickname" required {...form.getInputProps("username")} />
          <Select
            label="Role"
            data={[
              { value: "student", label: "Student" },
              { value: "teacher", label: "Teacher" },
            ]}
            {...form.getInputProps("role")}
            allowDeselect={false}
          />
          {form.values.role === "teacher" && (
            <TextInput
              label="Teacher access code"
              description="Your school or Rostrum administrator gives you this code."
              required
              autoComplete="off"
              {...form.getInputProps("teacherCode")}
            />
          )}
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps("email")} />
          <TextInput label="Password" type={pwType} autoComplete="new-password" required {...form.getInputProps("password")} />
          <TextInput label="Confirm password" type={pwType} autoComplete="new-password" required {...form.getInputProps("confirm")} />
          <Group gap="lg">
            <Checkbox label="Show password" checked={showPassword} onChange={(e) => setShowPassword(e.currentTarget.checked)} />
            <Checkbox label="Remember email" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
          </Group>
          <Button type="submit" fullWidth disabled={!form.isValid() || busy}>
            {signUp.isPending ? M.busyCreating : redirecting ? M.busyRedirecting : "Sign up"}
          </Button>
          <GoogleSection label="Continue with Google" mode="signup" onError={setError} />
          <AuthSwitch prompt="Already have an account?" to={paths.login()} label="Sign in" />
        </Stack>
      </form>
    </AuthCard>
  );
}
