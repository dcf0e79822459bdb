import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { NavLink as RouterLink, Outlet, useLocation, useNavigate } from "react-router";
import { AppShell, Box, Burger, Button, Group, NavLink, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure, useMediaQuery, useWindowEvent } from "@mantine/hooks";
import type { SessionUser } from "#shared/account/schemas.ts";
import { useSession } from "./session/use-session";
import { useSignOut } from "./session/use-sign-out";
import { navSections } from "./nav";
import { paths } from "./paths";
import { PageLoader } from "./guards";
import { Logo } from "#web/ui/logo.tsx";
import { useAppearanceSync } from "./settings/use-appearance";
import { useSettings } from "./settings/use-settings";
import { UserBadge } from "./user-badge";

const UserMenu = lazy(() => import("./user-menu"));

/**
 * The user menu (picture, name over role), then Logout: the name gives way (truncates) so every control
 * stays on a 320 px screen. The profile comes from the settings query the appearance already keeps cached.
 */
function UserControls({ user }: { user: SessionUser }) {
  const profile = useSettings().data?.profile;
  const signOut = useSignOut();
  const navigate = useNavigate();
  // Home first, then sign out: a signed-in-only page that saw the user vanish would send them to /login.
  const logout = async () => {
    await navigate(paths.home());
    await signOut();
  };
  return (
    <Group gap="sm" wrap="nowrap" miw={0} data-testid="header-user">
      <Suspense fallback={<UserBadge user={user} profile={profile} />}>
        <UserMenu user={user} profile={profile} />
      </Suspense>
      <Button size="xs" variant="default" onClick={logout} style={{ flexShrink: 0 }}>
        Logout
      </Button>
    </Group>
  );
}

/** `choosePassword`: the page shown instead of every other while the password is a temporary one (the router gives it). */
export function Shell({ choosePassword }: { choosePassword: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { user } = useSession();
  const location = useLocation();
  useEffect(close, [location.pathname, close]);
  // The signed-in user's saved theme, text size and contrast, on every page.
  // A temporary password comes first: the server refuses every page's calls until it is changed.
  const mustChangePassword = !!user?.mustChangePassword;
  useAppearanceSync(user !== null && !mustChangePassword);
  // On a phone the closed sidebar is off-screen; hide it from keyboard and screen readers too.
  const phone = useMediaQuery("(max-width: 48em)");
  const hidden = phone && !opened;
  // Open on a phone, the sidebar covers the page: the page behind it takes no focus, and Escape closes it.
  const covering = phone && opened;
  useWindowEvent("keydown", (e) => {
    if (e.key === "Escape" && covering) close();
  });
  const sections = navSections(user);
  // The longest matching link wins, so /training/progress lights up Progress and not Training too.
  const activeTo = sections
    .flatMap((s) => s.items.map((i) => i.to))
    .filter((to) => (to === "/" ? location.pathname === "/" : location.pathname === to || location.pathname.startsWith(`${to}/`)))
    .sort((a, b) => b.length - a.length)[0];

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 230, breakpoint: "sm", collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px={{ base: "sm", xs: "md" }} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? "Close navigation" : "Open navigation"}
              aria-expanded={opened}
              aria-controls="sidebar"
            />
            <UnstyledButton component={RouterLink} to={paths.home()} aria-label="Rostrum home">
              {/* With a user's name beside it, a phone shows the mark alone. */}
              <Logo wordmarkFrom={user ? "xs" : undefined} />
            </UnstyledButton>
          </Group>
          {user ? (
            <UserControls user={user} />
          ) : (
            <Button size="xs" component={RouterLink} to={paths.login()}>
              Login
            </Button>
          )}
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" id="sidebar" aria-label="Main navigation" style={hidden ? { visibility: "hidden" } : undefined}>
        {/* Native scrolling: Mantine's ScrollArea would pull the whole floating-ui module into the first page. */}
        <Box style={{ overflowY: "auto" }}>
          {sections.map((section) => (
            <nav key={section.title} aria-label={section.title}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mt="sm" mb={4}>
                {section.title}
              </Text>
              {section.items.map((item) => (
                <NavLink
                  key={item.to}
                  component={RouterLink}
                  to={item.to}
                  end={item.to !== activeTo}
                  label={item.label}
                  leftSection={<item.icon size={18} stroke={1.6} aria-hidden />}
                  active={item.to === activeTo}
                />
              ))}
            </nav>
          ))}
        </Box>
      </AppShell.Navbar>
      <AppShell.Main inert={covering}>
        <Suspense fallback={<PageLoader />}>{mustChangePassword ? choosePassword : <Outlet />}</Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
