// Settings rules shared by server and screens: defaults, lenient reading of stored values, weights.
import { settingsGroups, SETTINGS_GROUPS, type SettingsGroup, type UserSettings, type Weights } from "./schemas";

export function defaultGroup<G extends SettingsGroup>(group: G): UserSettings[G] {
  return settingsGroups[group].parse({}) as UserSettings[G];
}

export function defaultSettings(): UserSettings {
  const out = {} as Record<string, unknown>;
  for (const g of SETTINGS_GROUPS) out[g] = defaultGroup(g);
  return out as UserSettings;
}

/** Reads a stored group leniently: unknown keys dropped, missing or broken values take the default. */
export function readGroup<G extends SettingsGroup>(group: G, stored: unknown): UserSettings[G] {
  const parsed = settingsGroups[group].safeParse(stored ?? {});
  if (parsed.success) return parsed.data as UserSettings[G];
  const fallback = defaultGroup(group) as Record<string, unknown>;
  const source = typeof stored === "object" && stored ? (stored as Record<string, unknown>) : {};
  for (const key of Object.keys(fallback)) {
    const one = settingsGroups[group].safeParse({ [key]: source[key] });
    if (one.success) fallback[key] = (one.data as Record<string, unknown>)[key];
  }
  return fallback as UserSettings[G];
}

/**
 * Weights are normalised to total 100 on save: proportional scaling with rounding,
 * the last value taking the remainder; a total of 0 or less restores the defaults.
 */
export function normaliseWeights(w: Weights): Weights {
  const keys = ["analysis", "impact", "examples", "clarity"] as const;
  const total = keys.reduce((s, k) => s + Math.max(0, w[k]), 0);
  if (total <= 0) return defaultGroup("weights");
  const out = {} as Weights;
  let used = 0;
  keys.forEach((k, i) => {
    if (i === keys.length - 1) out[k] = 100 - used;
    else {
      out[k] = Math.round((Math.max(0, w[k]) / total) * 100);
      used += out[k];
    }
  });
  return out;
}
