import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
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
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as { from?: string } | null)?.from;
  const target = from?.startsWith("/") ? from : paths.home();
  // Not <Navigate>: React may skip rendering a quick redirect (router updates are transitions), leaving
  // this page mounted when the browser brings the user straight back to it (typed address, back button);
  // <Navigate>'s effect then never runs again and the user is stuck here.
  useEffect(() => {
    if (!user) return;
    navigate(target, { replace: true });
    // Should that navigation be lost in the same race, try again until this page is left.
    const retry = setInterval(() => navigate(target, { replace: true }), 500);
    return () => clearInterval(retry);
  }, [user, target, location, navigate]);
  if (loading || user) return <PageLoader />;
  return <>{children}</>;
}

export const isTeacherOrAdmin = (u: SessionUser) => u.role === "teacher" || u.isAdmin;
export const isAdmin = (u: SessionUser) => u.isAdmin;
