// What the first page needs about avatars, without zod (docs/architecture.md: constants the first page
// needs live in a zod-free file): the header shows the user's picture on every page.

export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE = 256;
/** What a file picker accepts: the same list the server checks. */
export const AVATAR_ACCEPT = AVATAR_TYPES.join(",");

export const isAvatarType = (mime: string): mime is AvatarType => (AVATAR_TYPES as readonly string[]).includes(mime);

/** Where an uploaded avatar is served; `v` is its etag, so each upload has its own (cacheable) address. */
export const avatarPath = (userId: string, etag: string) => `/api/avatars/${encodeURIComponent(userId)}?v=${etag}`;
const OWN_AVATAR = /^\/api\/avatars\/([A-Za-z0-9_-]{1,100})(\?v=[a-f0-9]{1,64})?$/;

/**
 * An avatar address a profile may hold: empty, or an image uploaded here. An outside address (https:// or
 * any other) is refused, and ignored where an older one is stored: it ends up in an <img> on teachers'
 * screens, and would let its server see who looks at it, and when.
 */
export function isAllowedAvatarUrl(url: string): boolean {
  return url === "" || OWN_AVATAR.test(url);
}

/** Whether the address is empty or this user's own upload (not someone else's picture). */
export function isOwnAvatarUrl(userId: string, url: string): boolean {
  return url === "" || OWN_AVATAR.exec(url)?.[1] === userId;
}
