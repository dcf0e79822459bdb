import type { ServiceCtx } from "#server/platform/context.ts";
import { requireTeacherOrAdminNow, requireUser } from "#server/auth/access.ts";
import { readAllSettings, saveSettingsGroup } from "#server/platform/settings-store.ts";
import { SETTINGS_MESSAGES } from "#shared/messages/index.ts";
import { normaliseWeights } from "#shared/settings/rules.ts";
import { isOwnAvatarUrl } from "#shared/settings/avatar-url.ts";
import { Invalid } from "#server/platform/errors.ts";
import type { SettingsGroup, UserSettings } from "#shared/settings/schemas.ts";

/** The signed-in user's settings, every group with defaults filled in. */
export async function getSettings({ ctx }: { ctx: ServiceCtx }): Promise<UserSettings> {
  const user = requireUser(ctx);
  return readAllSettings(ctx.db, user.id);
}

/** Saves one group (validated by its contract) and answers it as stored; weights are normalised to total 100. */
export async function saveSettings<G extends SettingsGroup>({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { group: G; value: UserSettings[G] };
}): Promise<UserSettings[G]> {
  const user = input.group === "teacher" ? await requireTeacherOrAdminNow(ctx, SETTINGS_MESSAGES.teacherOnly) : requireUser(ctx);
  // The schema takes only our own uploads' addresses; this one must be the user's own, not a classmate's picture.
  if (input.group === "profile" && !isOwnAvatarUrl(user.id, (input.value as UserSettings["profile"]).avatar_url))
    throw new Invalid(SETTINGS_MESSAGES.avatarUrl);
  const value = input.group === "weights" ? (normaliseWeights(input.value as UserSettings["weights"]) as UserSettings[G]) : input.value;
  await saveSettingsGroup(ctx.db, user.id, input.group, value);
  return value;
}
