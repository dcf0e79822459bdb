import { Suspense } from "react";
import { NavLink as RouterLink, Outlet, useLocation, useNavigate } from "react-router";
import { AppShell, Badge, Burger, Button, Group, NavLink, ScrollArea, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { useEffect } from "react";
import { useSession, useSignOut } from "../features/auth/session";
import { navSections } from "./nav";
import { paths } from "./paths";
import { PageLoader } from "./guards";
import { Logo } from "../ui/logo";

export function Shell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { user } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(close, [location.pathname, close]);
  // On a phone the closed sidebar is off-screen; hide it from keyboard and screen readers too.
  const phone = useMediaQuery("(max-width: 48em)");
  const hidden = phone && !opened;
  const sections = navSections(user);
  // The longest matching link wins, so /training/progress lights up Progress and not Training too.
  const activeTo = sections
    .flatMap((s) => s.items.map((i) => i.to))
    .filter((to) => (to === "/" ? location.pathname === "/" : location.pathname === to || location.pathname.startsWith(`${to}/`)))
    .sort((a, b) => b.length - a.length)[0];

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 230, breakpoint: "sm", collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={opened ? "Close navigation" : "Open navigation"} aria-expanded={opened} aria-controls="sidebar" />
            <UnstyledButton component={RouterLink} to={paths.home()} aria-label="Rostrum home">
              <Logo />
            </UnstyledButton>
          </Group>
          {user ? (
            <Group gap="sm" wrap="nowrap">
              <Text size="sm" fw={600} truncate maw={160} data-testid="header-username">{user.username}</Text>
              <Badge variant="light" visibleFrom="xs">{user.isAdmin ? `${user.role} · admin` : user.role}</Badge>
              <Button size="xs" variant="default" onClick={async () => { await signOut(); navigate(paths.home()); }}>
                Logout
              </Button>
            </Group>
          ) : (
            <Button size="xs" component={RouterLink} to={paths.login()}>Login</Button>
          )}
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" id="sidebar" aria-label="Main navigation" style={hidden ? { visibility: "hidden" } : undefined}>
        <ScrollArea>
          {sections.map((section) => (
            <nav key={section.title} aria-label={section.title}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mt="sm" mb={4}>{section.title}</Text>
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
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
