import { useState } from "react";
import { Button } from "@mantine/core";
import { IconBrandGoogle } from "@tabler/icons-react";
import { api, errorText } from "../../app/api";
import { AUTH_MESSAGES as M } from "../../../shared/messages";
import { usePublicConfig } from "./session";

/** Google sign-in; when the server has no Google keys it says so instead of failing silently. */
export function GoogleButton({ label, mode, onError }: { label: string; mode: "signup" | "signin"; onError: (message: string) => void }) {
  const config = usePublicConfig();
  const [busy, setBusy] = useState(false);
  const failed = mode === "signup" ? M.googleSignupFailed : M.googleSigninFailed;
  const unexpected = mode === "signup" ? M.unexpectedGoogleSignup : M.unexpectedGoogleSignin;

  async function go() {
    if (!config.data?.google) return onError(M.googleNotConfigured);
    setBusy(true);
    try {
      const res = await api.post<{ url?: string }>("/api/auth/sign-in/social", { provider: "google", callbackURL: "/" });
      if (!res?.url) throw new Error(failed);
      window.location.assign(res.url);
    } catch (err) {
      setBusy(false);
      onError(err instanceof Error && err.message === failed ? failed : errorText(err, unexpected));
    }
  }

  return (
    <Button variant="default" fullWidth leftSection={<IconBrandGoogle size={18} aria-hidden />} onClick={go} loading={config.isPending} disabled={busy}>
      {busy ? M.busyRedirecting : label}
    </Button>
  );
}
