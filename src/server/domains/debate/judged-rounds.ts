import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { preparedFor } from "#server/db/prepared.ts";
import { debates } from "#server/db/schema/debate.ts";
import type { ServiceCtx } from "#server/platform/context.ts";

// A subject's judged rounds, newest first: the drills' progress page plots their ballot scores.

const statements = preparedFor((db) => ({
  judgedRounds: db
    .select({
      id: debates.id,
      motion: debates.motion,
      verdict: debates.verdict,
      finishedAt: debates.finishedAt,
      updatedAt: debates.updatedAt,
    })
    .from(debates)
    .where(and(eq(debates.subject, sql.placeholder("subject")), eq(debates.status, "finished"), isNotNull(debates.verdict)))
    .orderBy(desc(debates.finishedAt))
    .limit(sql.placeholder("limit"))
    .prepare("drill_judged_rounds"),
}));

/** The subject's latest `limit` judged rounds (a prepared read: not for use inside a transaction). */
export function judgedRounds({ ctx, input }: { ctx: Pick<ServiceCtx, "db">; input: { subject: string; limit: number } }) {
  return statements(ctx.db).judgedRounds.execute(input);
}
