import { ctxOf } from "#server/http/context.ts";
import { featureApp, jsonRoute, serviceRoute } from "#server/http/route.ts";
import { Invalid } from "#server/platform/errors.ts";
import { SETTINGS_MESSAGES } from "#shared/messages/index.ts";
import {
  SETTINGS_GROUPS,
  settingsGroupInput,
  settingsGroupValues,
  settingsResponse,
  type SettingsGroup,
} from "#shared/settings/schemas.ts";
import { getSettings, saveSettings } from "./service";

const tags = ["settings"];

/** One route per group, so each documents the body it takes; any other group name is a 400. */
function saveGroupRoute<G extends SettingsGroup>(app: ReturnType<typeof featureApp>, group: G) {
  app.openapi(
    jsonRoute({
      method: "put",
      path: `/api/settings/${group}`,
      tags,
      summary:
        group === "weights"
          ? "Save the weights group (normalised to total 100)"
          : group === "teacher"
            ? "Save the teacher group (teachers and admins)"
            : `Save the ${group} group`,
      body: settingsGroupInput(group),
      response: settingsGroupValues[group],
    }),
    async (c) => c.json(await saveSettings({ ctx: ctxOf(c), input: { group, value: c.req.valid("json") as never } }), 200),
  );
}

export function settingsRoutes() {
  const app = featureApp();

  serviceRoute(app, getSettings, {
    method: "get",
    path: "/api/settings",
    tags,
    summary: "The signed-in user's settings, every group with defaults filled in",
    response: settingsResponse,
  });

  for (const group of SETTINGS_GROUPS) saveGroupRoute(app, group);
  app.put("/api/settings/*", () => {
    throw new Invalid(SETTINGS_MESSAGES.unknownGroup);
  });
  return app;
}
