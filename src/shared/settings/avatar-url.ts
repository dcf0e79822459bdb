// What the first page needs about avatars, without zod (docs/architecture.md: constants the first page
// needs live in a zod-free file): the header shows the user's picture on every page.

export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE = 256;
/** What a file picker accepts: the same list the server checks. */
export const AVATAR_ACCEPT = AVATAR_TYPES.join(",");

export const isAvatarType = (mime: string): mime is AvatarType => (AVATAR_TYPES as readonly string[]).includes(mime);

/** Where an uploaded avatar is served; `v` is its etag, so each upload has its own (cacheable) address. */
export const avatarPath = (userId: string, etag: string) => `/api/avatars/${encodeURIComponent(userId)}?v=${etag}`;
const OWN_AVATAR = /^\/api\/avatars\/[A-Za-z0-9_-]{1,100}(\?v=[a-f0-9]{1,64})?$/;

/**
 * An avatar address a profile may hold: empty, an https:// URL, or our own uploaded avatar. Anything else
 * (javascript:, data:, http:, another path) is refused: the address ends up in an <img> on other people's screens.
 */
export function isAllowedAvatarUrl(url: string): boolean {
  if (url === "" || OWN_AVATAR.test(url)) return true;
  if (!/^https:\/\//i.test(url)) return false;
  try {
    return new URL(url).protocol === "https:";
  } catch {
    return false;
  }
}
