import type { ReactNode } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { Alert, Anchor, Center, Loader } from "@mantine/core";
import type { SessionUser } from "#shared/account/schemas.ts";
import { AUTH_MESSAGES } from "#shared/messages/auth.ts";
import { Page } from "#web/ui/page.tsx";
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

function Denied({ message }: { message: string }) {
  return (
    <Page title="Access denied">
      <Alert color="red" role="alert" title={message} />
    </Page>
  );
}

/** What a guard says instead of the page: to a signed-in user without the role, and (when set) to a signed-out visitor. */
export interface GuardTexts {
  denied?: string;
  /** Shown to signed-out visitors instead of sending them to /login (the spec's Create Lesson does this). */
  signedOut?: string;
}

/**
 * Teacher and admin screens: signed-in users without the role see the refusal (the server refuses
 * their calls as well — this only spares them a screen of errors); signed-out visitors go to /login,
 * or read `signedOut` where the spec words it so.
 */
function RequireRole({
  children,
  allowed,
  texts,
}: {
  children: ReactNode;
  allowed: (u: SessionUser) => boolean;
  texts: Required<Pick<GuardTexts, "denied">> & GuardTexts;
}) {
  const { user, loading } = useSession();
  if (loading) return <PageLoader />;
  if (user && !allowed(user)) return <Denied message={texts.denied} />;
  if (!user && texts.signedOut) {
    return (
      <Page title="Sign in first">
        <Alert color="yellow" role="alert" title={texts.signedOut}>
          <Anchor component={Link} to={paths.login()}>
            Log in
          </Anchor>
        </Alert>
      </Page>
    );
  }
  return <RequireUser>{children}</RequireUser>;
}

const isTeacherOrAdmin = (u: SessionUser) => u.role === "teacher" || u.isAdmin;
const isAdmin = (u: SessionUser) => u.isAdmin;

/** Wraps a route's page in the guard its access level asks for, with the route's own refusal texts. */
export function guard(access: Access, page: ReactNode, texts: GuardTexts = {}): ReactNode {
  if (access === "signed-in") return <RequireUser>{page}</RequireUser>;
  if (access === "teacher") {
    return (
      <RequireRole allowed={isTeacherOrAdmin} texts={{ denied: AUTH_MESSAGES.accessDeniedTeachers, ...texts }}>
        {page}
      </RequireRole>
    );
  }
  if (access === "admin")
    return (
      <RequireRole allowed={isAdmin} texts={{ denied: AUTH_MESSAGES.accessDenied, ...texts }}>
        {page}
      </RequireRole>
    );
  if (access === "signed-out") return <RedirectIfSignedIn>{page}</RedirectIfSignedIn>;
  return page;
}
