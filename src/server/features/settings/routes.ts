import { z } from "zod";
import { ctxOf, featureApp, jsonRoute, requireUser } from "../../http/route";
import { Invalid } from "../../errors";
import { normaliseWeights, SETTINGS_GROUPS, settingsGroups, type SettingsGroup } from "../../../shared/settings";
import { getSettings, saveGroup } from "./service";

export function settingsRoutes() {
  const app = featureApp();

  app.openapi(
    jsonRoute({ method: "get", path: "/api/settings", tags: ["settings"], summary: "The signed-in user's settings, every group with defaults filled in", response: z.record(z.string(), z.unknown()) }),
    async (c) => {
      const ctx = ctxOf(c);
      const user = requireUser(ctx);
      return c.json(await getSettings(ctx.db, user.id), 200);
    },
  );

  app.openapi(
    jsonRoute({
      method: "put", path: "/api/settings/{group}", tags: ["settings"], summary: "Save one settings group (weights are normalised to total 100)",
      params: z.object({ group: z.enum(SETTINGS_GROUPS as [SettingsGroup, ...SettingsGroup[]], { error: "Unknown settings group." }) }),
      body: z.record(z.string(), z.unknown()),
      response: z.record(z.string(), z.unknown()),
    }),
    async (c) => {
      const ctx = ctxOf(c);
      const user = requireUser(ctx);
      const { group } = c.req.valid("param");
      if (group === "teacher" && user.role !== "teacher" && !user.isAdmin) throw new Invalid("Only teachers and admins have teacher settings.");
      const parsed = settingsGroups[group].strict().safeParse(c.req.valid("json"));
      if (!parsed.success) throw new Invalid(parsed.error.issues[0]?.message ?? "Failed to save changes.");
      const value = group === "weights" ? normaliseWeights(parsed.data as never) : parsed.data;
      await saveGroup(ctx.db, user.id, group, value as never);
      return c.json(value as Record<string, unknown>, 200);
    },
  );
  return app;
}
