import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Alert, Center, Loader } from "@mantine/core";
import { useSession } from "../features/auth/session";
import { paths } from "./paths";
import type { SessionUser } from "../../shared/profile";

export function PageLoader() {
  return (
    <Center h={240} aria-busy="true">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/** Signed-out visitors go to /login, and come back here after signing in. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <PageLoader />;
  if (!user) return <Navigate to={paths.login()} replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

/** Pages for some users only: others see the spec's access-denied text (the server enforces the same rule). */
export function RequireRole({ allow, denied, children }: { allow: (u: SessionUser) => boolean; denied: string; children: ReactNode }) {
  const { user } = useSession();
  return (
    <RequireUser>
      {user && allow(user) ? children : <Alert color="red" title={denied} role="alert" />}
    </RequireUser>
  );
}

/** Sign-up and login send signed-in users home, or back to the page that sent them here to sign in. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const from = (useLocation().state as { from?: string } | null)?.from;
  if (loading) return <PageLoader />;
  if (user) return <Navigate to={from?.startsWith("/") ? from : paths.home()} replace />;
  return <>{children}</>;
}

export const isTeacherOrAdmin = (u: SessionUser) => u.role === "teacher" || u.isAdmin;
export const isAdmin = (u: SessionUser) => u.isAdmin;
