import { eq, sql } from "drizzle-orm";
import { userAvatars } from "#server/db/schema/avatars.ts";
import { userSettings } from "#server/db/schema/platform.ts";
import { withTransaction, type ServiceCtx } from "#server/platform/context.ts";
import { requireUser } from "#server/auth/access.ts";
import { NotFound } from "#server/platform/errors.ts";
import { SETTINGS_MESSAGES as M } from "#shared/messages/index.ts";
import { defaultSettings } from "#shared/settings/rules.ts";
import { avatarPath, type AvatarResponse, type AvatarType } from "#shared/settings/avatar.ts";
import { toAvatar } from "./image";

/** Sets only profile.avatar_url, keeping the rest of the stored group (a missing settings row gets the defaults). */
async function setAvatarUrl({
  ctx: { db: tx },
  input: { userId, url },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { userId: string; url: string };
}): Promise<void> {
  const profile = { ...defaultSettings().profile, avatar_url: url };
  await tx
    .insert(userSettings)
    .values({ userId, ...defaultSettings(), profile })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { profile: sql`${userSettings.profile} || ${JSON.stringify({ avatar_url: url })}::jsonb`, updatedAt: sql`now()` },
    });
}

/** PUT /api/me/avatar: the signed-in user's new picture, resized and re-encoded; the profile points at it. */
export async function uploadAvatar({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { bytes: Uint8Array; type: AvatarType };
}): Promise<AvatarResponse> {
  const user = requireUser(ctx);
  const { image, mime, etag } = await toAvatar(input.bytes, input.type);
  const avatar_url = avatarPath(user.id, etag);
  await withTransaction(ctx, async (_ctx, tx) => {
    await tx
      .insert(userAvatars)
      .values({ userId: user.id, image, mime, etag })
      .onConflictDoUpdate({ target: userAvatars.userId, set: { image, mime, etag, updatedAt: sql`now()` } });
    await setAvatarUrl({ ctx: { db: tx }, input: { userId: user.id, url: avatar_url } });
  });
  return { avatar_url };
}

/** DELETE /api/me/avatar: the uploaded picture goes, and the profile has no avatar (a URL one is cleared too). */
export async function removeAvatar({ ctx }: { ctx: ServiceCtx }): Promise<AvatarResponse> {
  const user = requireUser(ctx);
  await withTransaction(ctx, async (_ctx, tx) => {
    await tx.delete(userAvatars).where(eq(userAvatars.userId, user.id));
    await setAvatarUrl({ ctx: { db: tx }, input: { userId: user.id, url: "" } });
  });
  return { avatar_url: "" };
}

/** GET /api/avatars/{userId}: any signed-in user may see a picture (it sits beside the name wherever it is shown). */
export async function readAvatar({ ctx, input }: { ctx: ServiceCtx; input: { userId: string } }) {
  requireUser(ctx);
  const [row] = await ctx.db
    .select({ image: userAvatars.image, mime: userAvatars.mime, etag: userAvatars.etag })
    .from(userAvatars)
    .where(eq(userAvatars.userId, input.userId))
    .limit(1);
  if (!row) throw new NotFound(M.avatarNotFound);
  return row;
}
