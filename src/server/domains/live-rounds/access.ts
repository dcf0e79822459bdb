// Who may see a round (the class's teacher and students) and who chairs it (the class's teacher).
import { visibleClassroom } from "#server/domains/classrooms/index.ts";
import { requireUser } from "#server/auth/access.ts";
import { Forbidden } from "#server/platform/errors.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import type { SessionUser } from "#shared/account/schemas.ts";
import { FORMATS, type DebateFormat, type FormatId } from "#shared/debate/formats/index.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { findRound, type RoundRow } from "./store";

export interface SeenRound {
  user: SessionUser;
  row: RoundRow;
  format: DebateFormat;
  chair: boolean;
}

/** The round, when the asker is in its class (403 otherwise; 404 when there is no such round). */
export async function seenRound(ctx: ServiceCtx, roundId: string): Promise<SeenRound> {
  const user = requireUser(ctx);
  const row = await findRound(ctx, roundId);
  const { asHost } = await visibleClassroom({ ctx, input: { user, classroomId: row.classroomId, denied: L.notInClass } });
  return { user, row, format: FORMATS[row.format as FormatId], chair: asHost };
}

/** The round, when the asker chairs it. */
export async function chairedRound(ctx: ServiceCtx, roundId: string): Promise<SeenRound> {
  const seen = await seenRound(ctx, roundId);
  if (!seen.chair) throw new Forbidden(L.chairOnly);
  return seen;
}
