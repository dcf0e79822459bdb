import { Link as RouterLink } from "react-router";
import { Box, Divider, Group, NavLink, Popover, Stack, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconSettings, IconUser } from "@tabler/icons-react";
import type { SessionUser } from "#shared/account/schemas.ts";
import type { UserSettings } from "#shared/settings/schemas.ts";
import { UserAvatar } from "#web/ui/user-avatar.tsx";
import { UserBadge } from "./user-badge";
import { paths } from "./paths";

// Loaded after the first paint (shell.tsx): Popover brings the positioning library, which the first page does not need.
// A popover (a dialog) and not a Menu: it shows the profile as well as links, which a role=menu may not hold.

/** The header's account card: who is signed in, with their school and a line of their bio, and where to change them. */
export default function UserMenu({ user, profile }: { user: SessionUser; profile: UserSettings["profile"] | undefined }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Popover opened={opened} onDismiss={close} position="bottom-end" width={300} shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <UnstyledButton onClick={toggle} aria-label="Account menu" miw={0} style={{ borderRadius: 8 }} data-testid="user-menu-button">
          <UserBadge user={user} profile={profile} />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown p="xs" data-testid="user-menu" aria-label="Your profile">
        <Group gap="sm" wrap="nowrap" align="flex-start" p="xs">
          <UserAvatar url={profile?.avatar_url} name={user.username} size={48} radius="xl" data-testid="menu-avatar" />
          <Box miw={0}>
            <Text fw={600} lineClamp={2} style={{ overflowWrap: "anywhere" }}>
              {user.username}
            </Text>
            {profile?.school && (
              <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: "anywhere" }} data-testid="menu-school">
                {profile.school}
              </Text>
            )}
            {profile?.bio && (
              <Text size="xs" c="dimmed" truncate data-testid="menu-bio">
                {profile.bio}
              </Text>
            )}
          </Box>
        </Group>
        <Divider my={4} />
        <Stack gap={0}>
          <NavLink
            component={RouterLink}
            to={`${paths.settings()}?tab=profile`}
            onClick={close}
            label="Edit profile"
            leftSection={<IconUser size={16} aria-hidden />}
          />
          <NavLink
            component={RouterLink}
            to={paths.settings()}
            onClick={close}
            label="Settings"
            leftSection={<IconSettings size={16} aria-hidden />}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
