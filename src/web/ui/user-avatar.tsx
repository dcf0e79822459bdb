import { Avatar, type AvatarProps } from "@mantine/core";
import { isAllowedAvatarUrl } from "#shared/settings/avatar-url.ts";

/**
 * A user's picture, or their initials when they have none. Only addresses the profile rule allows are
 * loaded (our own uploads), even if an older stored value is something else (an outside https:// one).
 */
export function UserAvatar({ url, name, ...props }: { url: string | null | undefined; name: string } & Omit<AvatarProps, "src" | "name">) {
  const src = url && isAllowedAvatarUrl(url) ? url : null;
  // One colour for every name: Mantine's per-name colours include light ones that fail contrast with their initials.
  return <Avatar src={src} name={name} color="blue" alt="" {...props} />;
}
