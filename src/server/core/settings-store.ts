import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedFor } from "../db/prepared";
import { userSettings } from "../db/schema";
import { defaultSettings, readGroup } from "../../shared/settings/rules";
import { SETTINGS_GROUPS, type SettingsGroup, type UserSettings } from "../../shared/settings/schemas";

// Where user settings live: one row per user, one JSON column per group. Read by the request context
// (one group at a time, see http/context.ts) and by the settings feature.

const mine = eq(userSettings.userId, sql.placeholder("userId"));
const groupQuery = (db: Db, group: SettingsGroup) =>
  db.select({ value: userSettings[group] }).from(userSettings).where(mine).limit(1).prepare(`settings_${group}`);

// Read on most signed-in requests (a task's feedback style, progress weights, the settings page): prepared.
const statements = preparedFor((db) => ({
  group: Object.fromEntries(SETTINGS_GROUPS.map((g) => [g, groupQuery(db, g)])) as Record<SettingsGroup, ReturnType<typeof groupQuery>>,
  all: db.select().from(userSettings).where(mine).limit(1).prepare("settings_all"),
}));

/** One group, read leniently (defaults for anything missing, also when the row is missing). */
export async function readSettingsGroup<G extends SettingsGroup>(db: Db, userId: string, group: G): Promise<UserSettings[G]> {
  const rows = await statements(db).group[group].execute({ userId });
  return readGroup(group, rows[0]?.value);
}

/** Every group at once. A missing row is created with the defaults. */
export async function readAllSettings(db: Db, userId: string): Promise<UserSettings> {
  const rows = await statements(db).all.execute({ userId });
  if (!rows[0]) {
    await db
      .insert(userSettings)
      .values({ userId, ...defaultSettings() })
      .onConflictDoNothing();
    return defaultSettings();
  }
  const row = rows[0];
  return {
    profile: readGroup("profile", row.profile),
    notifications: readGroup("notifications", row.notifications),
    preferences: readGroup("preferences", row.preferences),
    weights: readGroup("weights", row.weights),
    teacher: readGroup("teacher", row.teacher),
    appearance: readGroup("appearance", row.appearance),
    privacy: readGroup("privacy", row.privacy),
  };
}

/** Saves one group (already validated); the other groups are untouched. */
export async function saveSettingsGroup<G extends SettingsGroup>(db: Db, userId: string, group: G, value: UserSettings[G]): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, ...defaultSettings(), [group]: value })
    .onConflictDoUpdate({ target: userSettings.userId, set: { [group]: value, updatedAt: sql`now()` } });
}
