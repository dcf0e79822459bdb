import { Badge, Box, Group, Text } from "@mantine/core";
import type { SessionUser } from "#shared/account/schemas.ts";
import type { UserSettings } from "#shared/settings/schemas.ts";
import { UserAvatar } from "#web/ui/user-avatar.tsx";

/** The header's picture (or initials), name and role: the user menu's button, and what shows until the menu has loaded. */
export function UserBadge({ user, profile }: { user: SessionUser; profile: UserSettings["profile"] | undefined }) {
  return (
    <Group gap={8} wrap="nowrap" miw={0}>
      <UserAvatar url={profile?.avatar_url} name={user.username} size={32} radius="xl" data-testid="header-avatar" />
      <Box miw={0} ta="left">
        <Text size="sm" fw={600} lh={1.3} truncate data-testid="header-username">
          {user.username}
        </Text>
        <Badge size="xs" variant="light" maw="100%" data-testid="header-role">
          {user.isAdmin ? `${user.role} · admin` : user.role}
        </Badge>
      </Box>
    </Group>
  );
}
