import { Button, Divider } from "@mantine/core";
import { IconBrandGoogle } from "@tabler/icons-react";
import { errorText } from "#web/ui/api-error.ts";
import { usePublicConfig } from "#web/app/session/use-public-config.ts";
import { AUTH_MESSAGES as M } from "#shared/messages/index.ts";
import { useGoogleSignIn } from "./api/use-google-sign-in";

/**
 * "or" and the Google button, only on a server with Google keys: elsewhere the option would only fail,
 * so the screens leave it out rather than offer it.
 */
export function GoogleSection({ label, mode, onError }: { label: string; mode: "signup" | "signin"; onError: (message: string) => void }) {
  const config = usePublicConfig();
  const google = useGoogleSignIn();
  const failed = mode === "signup" ? M.googleSignupFailed : M.googleSigninFailed;
  const unexpected = mode === "signup" ? M.unexpectedGoogleSignup : M.unexpectedGoogleSignin;
  if (!config.data?.google) return null;

  const go = () =>
    google.mutate(undefined, {
      onSuccess: (res) => (res?.url ? window.location.assign(res.url) : onError(failed)),
      onError: (err) => onError(errorText(err, unexpected)),
    });

  const leaving = google.isPending || !!google.data?.url;
  return (
    <>
      <Divider label="or" labelPosition="center" />
      <Button variant="default" fullWidth leftSection={<IconBrandGoogle size={18} aria-hidden />} onClick={go} disabled={leaving}>
        {leaving ? M.busyRedirecting : label}
      </Button>
    </>
  );
}
