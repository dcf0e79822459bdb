import type { Db } from "#server/db/client.ts";
import { draftsPresent } from "./store";

// What other parts of the server may ask of drafts (the gradebook's "draft" status). Keys come from
// `draftKeys` in shared/drafts/schemas.ts.
export { draftsPresent } from "./store";

/** Which of these items the user has a draft for that is newer than their last submission. */
export async function hasDraft(db: Db, userId: string, itemKeys: readonly string[]): Promise<Set<string>> {
  return (await draftsPresent(db, [userId], itemKeys)).get(userId) ?? new Set();
}
