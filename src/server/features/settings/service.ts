import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userSettings } from "../../db/schema";
import { defaultSettings, readGroup, SETTINGS_GROUPS, type SettingsGroup, type UserSettings } from "../../../shared/settings";

/** A user's settings, every group read leniently (defaults for anything missing). A missing row is created. */
export async function getSettings(db: Db, userId: string): Promise<UserSettings> {
  const rows = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  if (!rows[0]) {
    await db.insert(userSettings).values({ userId, ...defaultSettings() }).onConflictDoNothing();
    return defaultSettings();
  }
  const out = {} as Record<SettingsGroup, unknown>;
  for (const g of SETTINGS_GROUPS) out[g] = readGroup(g, rows[0][g]);
  return out as UserSettings;
}

/** Saves one group (already validated); the other groups are untouched. */
export async function saveGroup<G extends SettingsGroup>(db: Db, userId: string, group: G, value: UserSettings[G]): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, ...defaultSettings(), [group]: value })
    .onConflictDoUpdate({ target: userSettings.userId, set: { [group]: value, updatedAt: sql`now()` } });
}
