import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { preparedFor } from "#server/db/prepared.ts";
import { userSettings } from "#server/db/schema/index.ts";
import { defaultSettings, readGroup } from "#shared/settings/rules.ts";
import { SETTINGS_GROUPS, type SettingsGroup, type UserSettings } from "#shared/settings/schemas.ts";

// Where user settings live: one row per user, one JSON column per group. Read by the request context
// (one group at a time, see http/context.ts) and by the settings feature.

const mine = eq(userSettings.userId, sql.placeholder("userId"));
// Groups are read as their JSON text: most users share a few distinct groups (the defaults above all),
// so the parsed group is looked up by its text instead of parsed and checked again on every request.
const asText = (group: SettingsGroup) => sql<string>`${userSettings[group]}::text`;
const groupQuery = (db: Db, group: SettingsGroup) =>
  db
    .select({ value: asText(group) })
    .from(userSettings)
    .where(mine)
    .limit(1)
    .prepare(`settings_${group}`);
const allColumns = Object.fromEntries(SETTINGS_GROUPS.map((g) => [g, asText(g)])) as Record<SettingsGroup, ReturnType<typeof asText>>;

// Read on most signed-in requests (a task's feedback style, progress weights, the settings page): prepared.
const statements = preparedFor((db) => ({
  group: Object.fromEntries(SETTINGS_GROUPS.map((g) => [g, groupQuery(db, g)])) as Record<SettingsGroup, ReturnType<typeof groupQuery>>,
  all: db.select(allColumns).from(userSettings).where(mine).limit(1).prepare("settings_all"),
}));

const PARSED_MAX = 2000;
const parsed = new Map<string, unknown>();

/** A stored group's text, read leniently and remembered; the answer is frozen, as it is shared. */
function groupFromText<G extends SettingsGroup>(group: G, text: string | null | undefined): UserSettings[G] {
  const key = `${group}\u0000${text ?? ""}`;
  let value = parsed.get(key) as UserSettings[G] | undefined;
  if (value === undefined) {
    value = Object.freeze(readGroup(group, text ? (JSON.parse(text) as unknown) : undefined)) as UserSettings[G];
    if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value!);
    parsed.set(key, value);
  }
  return value;
}

/** One group, read leniently (defaults for anything missing, also when the row is missing). */
export async function readSettingsGroup<G extends SettingsGroup>(db: Db, userId: string, group: G): Promise<UserSettings[G]> {
  const rows = await statements(db).group[group].execute({ userId });
  return groupFromText(group, rows[0]?.value);
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
  return Object.fromEntries(SETTINGS_GROUPS.map((g) => [g, groupFromText(g, row[g])])) as unknown as UserSettings;
}

/** Saves one group (already validated); the other groups are untouched. */
export async function saveSettingsGroup<G extends SettingsGroup>(db: Db, userId: string, group: G, value: UserSettings[G]): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, ...defaultSettings(), [group]: value })
    .onConflictDoUpdate({ target: userSettings.userId, set: { [group]: value, updatedAt: sql`now()` } });
}
