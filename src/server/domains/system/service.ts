import { sql } from "drizzle-orm";
import type { ServiceCtx } from "#server/platform/context.ts";
import type { HealthResponse, PublicConfig } from "#shared/system/schemas.ts";

/** Whether the database answers. Open to anyone (load balancers ask it). */
export async function health({ ctx }: { ctx: ServiceCtx }): Promise<HealthResponse> {
  try {
    await ctx.db.execute(sql`select 1`);
    return { ok: true, database: "up" };
  } catch {
    return { ok: false, database: "down" };
  }
}

/** What the sign-in screens and the about page need to know. Open to anyone; no secret is in it. */
export function publicConfig({ ctx }: { ctx: ServiceCtx }): PublicConfig {
  const { config } = ctx;
  return { google: !!config.google, emailConfirmation: !!config.smtp, contactEmail: config.contactEmail };
}
