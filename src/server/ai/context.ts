import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { subjectOf } from "../http/subject";
import { getSettings } from "../features/settings/service";
import { defaultSettings } from "../../shared/settings";
import type { TaskContext } from "./task";

/** The task context for this request: who asks (user or guest) and their settings. */
export async function taskContextOf(c: Context<AppEnv>): Promise<TaskContext & { userId: string | null }> {
  const who = subjectOf(c);
  const settings = who.userId ? await getSettings(c.var.deps.db, who.userId) : defaultSettings();
  return { ...who, settings, random: Math.random };
}
