// Avatar upload contracts: PUT/DELETE /api/me/avatar and GET /api/avatars/{userId}. The server
// re-encodes every upload (256×256 WebP), so what it serves is never the bytes a user sent.
import { z } from "zod";
import { SETTINGS_MESSAGES as M } from "#shared/messages/settings.ts";
import { storableText } from "#shared/text.ts";

export * from "./avatar-url";

export const avatarParams = z.object({ userId: storableText().min(1, M.avatarNotFound).max(100, M.avatarNotFound) });
export const avatarQuery = z.object({ v: storableText().max(64).optional() });

/** PUT and DELETE /api/me/avatar: the profile's avatar address as stored ("" after a removal). */
export const avatarResponse = z.object({ avatar_url: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponse>;
