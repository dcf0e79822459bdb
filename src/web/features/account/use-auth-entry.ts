import { useState } from "react";
import { useRefreshSession } from "#web/app/session/use-refresh-session.ts";
import { rememberedEmail } from "./remembered-email";

/** What signing in and signing up share: the form's error, "Remember email", and going on once the session loads. */
export function useAuthEntry() {
  const [remember, setRemember] = useState(!!rememberedEmail.get());
  const [redirecting, setRedirecting] = useState(false);
  const [error, setError] = useState("");
  const refresh = useRefreshSession();
  return {
    error,
    setError,
    remember,
    setRemember,
    redirecting,
    /** Keeps the e-mail for the next visit when "Remember email" is ticked, and forgets it when not. */
    keepEmail: (email: string) => rememberedEmail.set(email, remember),
    /** The sign-in guard sends the user on (home, or back where they were going) once the session loads. */
    enter: async () => {
      setRedirecting(true);
      await refresh();
    },
  };
}
