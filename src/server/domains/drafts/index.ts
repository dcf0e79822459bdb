import { draftsPresent } from "./store";
import type { ServiceCtx } from "#server/platform/context.ts";

// What other parts of the server may ask of drafts (the gradebook's "draft" status). Keys come from
// `draftKeys` in shared/drafts/schemas.ts.
export { draftsPresent } from "./store";

/** Which of these items the user has a draft for that is newer than their last submission. */
export async function hasDraft({
  ctx: { db },
  input: { userId, itemKeys },
}: {
  ctx: Pick<ServiceCtx, "db">;
  input: { userId: string; itemKeys: readonly string[] };
}): Promise<Set<string>> {
  return (await draftsPresent({ ctx: { db }, input: { userIds: [userId], itemKeys } })).get(userId) ?? new Set();
}
