import { ctxOf } from "#server/http/context.ts";
import { featureApp, jsonRoute, serviceRoute } from "#server/http/route.ts";
import { clearedDraftResponse, draftKeyQuery, draftResponse, saveDraftRequest, savedDraftResponse } from "#shared/drafts/schemas.ts";
import { deleteDraft, getDraft, putDraft } from "./service";

const tags = ["drafts"];

export function draftRoutes() {
  const app = featureApp();

  serviceRoute(app, getDraft, {
    method: "get",
    path: "/api/drafts",
    tags,
    summary: "The signed-in user's draft of one item (null when none, or when the item was submitted since)",
    query: draftKeyQuery,
    response: draftResponse,
  });

  app.openapi(
    jsonRoute({
      method: "put",
      path: "/api/drafts",
      tags,
      summary:
        "Save the signed-in user's draft of one item, replacing the last one (with `version`, only if it is still the one the client saw)",
      query: draftKeyQuery,
      body: saveDraftRequest,
      response: savedDraftResponse,
      errors: { 409: "Too many drafts kept, or a newer version was saved since the one sent", 429: "Saved too often" },
    }),
    async (c) => c.json(await putDraft({ ctx: ctxOf(c), input: { key: c.req.valid("query").key, ...c.req.valid("json") } }), 200),
  );

  serviceRoute(app, deleteDraft, {
    method: "delete",
    path: "/api/drafts",
    tags,
    summary: "Remove the signed-in user's draft of one item (the work was submitted or emptied)",
    query: draftKeyQuery,
    response: clearedDraftResponse,
  });

  return app;
}
