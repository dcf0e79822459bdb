import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Center, Loader } from "@mantine/core";
import { useSession } from "./session/use-session";
import { paths, type Access, type ReturnState } from "./paths";

export function PageLoader() {
  return (
    <Center h={240} aria-busy="true">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/** Signed-out visitors go to /login, and come back here after signing in. */
function RequireUser({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <PageLoader />;
  if (!user) return <Navigate to={paths.login()} replace state={{ from: location.pathname + location.search } satisfies ReturnState} />;
  return <>{children}</>;
}

/** Where a signed-in user on a sign-in screen goes: back to the page that sent them here, else home. */
function returnPath(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  return from?.startsWith("/") ? from : paths.home();
}

/** Sign-up and login send signed-in users home, or back to the page that sent them here to sign in. */
function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <PageLoader />;
  // Keyed on the location: should the browser bring the user straight back here (typed address, back
  // button) while this page is still mounted, a fresh <Navigate> runs its redirect again.
  if (user) return <Navigate key={location.key} to={returnPath(location.state)} replace />;
  return <>{children}</>;
}

/** Wraps a route's page in the guard its access level asks for. */
export function guard(access: Access, page: ReactNode): ReactNode {
  if (access === "signed-in") return <RequireUser>{page}</RequireUser>;
  if (access === "signed-out") return <RedirectIfSignedIn>{page}</RedirectIfSignedIn>;
  return page;
}
