import type { ServiceCtx } from "#server/platform/context.ts";
import { requireUser } from "#server/auth/access.ts";
import { Conflict, TooMany } from "#server/platform/errors.ts";
import { DRAFT_MESSAGES as M } from "#shared/messages/drafts.ts";
import type { DraftBody, DraftResponse } from "#shared/drafts/schemas.ts";
import { clearDraft, readDraft, saveDraft } from "./store";

// A draft belongs to the signed-in user alone: every verb keys it by the session's user, never by
// anything the request names, so no one can read or write another person's draft.

export async function getDraft({ ctx, input }: { ctx: ServiceCtx; input: { key: string } }): Promise<DraftResponse> {
  const user = requireUser(ctx);
  const draft = await readDraft({ ctx, input: { userId: user.id, itemKey: input.key } });
  return { draft: draft && { body: draft.body, updated_at: draft.updatedAt, version: draft.version } };
}

export async function putDraft({ ctx, input }: { ctx: ServiceCtx; input: { key: string; body: DraftBody; version?: number } }) {
  const user = requireUser(ctx);
  const { key: itemKey, body, version } = input;
  const outcome = await saveDraft({ ctx, input: { userId: user.id, itemKey, body, version, now: ctx.now() } });
  if (!outcome.saved)
    throw outcome.reason === "rate" ? new TooMany(M.tooFast) : new Conflict(outcome.reason === "count" ? M.tooMany : M.stale);
  return { updated_at: outcome.updatedAt, version: outcome.version };
}

export async function deleteDraft({ ctx, input }: { ctx: ServiceCtx; input: { key: string } }) {
  const user = requireUser(ctx);
  return { cleared: await clearDraft({ ctx, input: { userId: user.id, itemKey: input.key } }) };
}
