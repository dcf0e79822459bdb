import { ctxOf } from "../../http/context";
import { featureApp, jsonRoute } from "../../http/route";
import { clearedDraftResponse, draftKeyQuery, draftResponse, saveDraftRequest, savedDraftResponse } from "../../../shared/drafts/schemas";
import { deleteDraft, getDraft, putDraft } from "./service";

const tags = ["drafts"];

export function draftRoutes() {
  const app = featureApp();

  app.openapi(
    jsonRoute({
      method: "get",
      path: "/api/drafts",
      tags,
      summary: "The signed-in user's draft of one item (null when none, or when the item was submitted since)",
      query: draftKeyQuery,
      response: draftResponse,
    }),
    async (c) => c.json(await getDraft({ ctx: ctxOf(c), input: c.req.valid("query") }), 200),
  );

  app.openapi(
    jsonRoute({
      method: "put",
      path: "/api/drafts",
      tags,
      summary: "Save the signed-in user's draft of one item, replacing the last one",
      query: draftKeyQuery,
      body: saveDraftRequest,
      response: savedDraftResponse,
      errors: { 409: "Too many drafts kept", 429: "Saved too often" },
    }),
    async (c) => c.json(await putDraft({ ctx: ctxOf(c), input: { key: c.req.valid("query").key, body: c.req.valid("json").body } }), 200),
  );

  app.openapi(
    jsonRoute({
      method: "delete",
      path: "/api/drafts",
      tags,
      summary: "Remove the signed-in user's draft of one item (the work was submitted or emptied)",
      query: draftKeyQuery,
      response: clearedDraftResponse,
    }),
    async (c) => c.json(await deleteDraft({ ctx: ctxOf(c), input: c.req.valid("query") }), 200),
  );

  return app;
}
