// Reading a round and the chair's actions on it. Each action is one conditional UPDATE on the version
// the chair saw: a second chair pressing "next" on the same version gets 409 and the round as it is.
import { Conflict, Invalid } from "#server/platform/errors.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import type { ChairAction, LiveRound, LiveRoundState } from "#shared/live-rounds/schemas.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { chairedRound, seenRound, type SeenRound } from "./access";
import { announce } from "./events";
import { roundView, updateAt, type RoundRow } from "./store";
import { chairStep } from "./transitions";

export async function stateOf(ctx: ServiceCtx, seen: Pick<SeenRound, "user" | "row" | "chair">): Promise<LiveRoundState> {
  return stateWith(ctx, seen, await roundView(ctx, seen.row));
}

/** The state as one reader sees it: the round (read for her or shared), who she is in it, the server's time. */
export function stateWith(
  ctx: ServiceCtx,
  { user, row, chair }: Pick<SeenRound, "user" | "row" | "chair">,
  round: LiveRound,
): LiveRoundState {
  const slots = Object.entries(row.positions)
    .filter(([, id]) => id === user.id)
    .map(([slot]) => slot);
  return { round, you: { user_id: user.id, chair, slots }, server_now: ctx.now().toISOString() };
}

export async function readLiveRound({ ctx, input }: { ctx: ServiceCtx; input: { roundId: string } }): Promise<LiveRoundState> {
  return stateOf(ctx, await seenRound(ctx, input.roundId));
}

/** Writes a change and wakes this process's pages; null when the round moved meanwhile. */
export async function commit(ctx: ServiceCtx, row: RoundRow, patch: Parameters<typeof updateAt>[3]): Promise<RoundRow | null> {
  const next = await updateAt(ctx, row.id, row.version, patch);
  if (next) announce(next.id, next.version);
  return next;
}

export async function chairAct({
  ctx,
  input,
}: {
  ctx: ServiceCtx;
  input: { roundId: string; action: ChairAction; version: number; elapsed_ms?: number; team?: string };
}): Promise<LiveRoundState> {
  const seen = await chairedRound(ctx, input.roundId);
  const { row, format } = seen;
  if (row.version !== input.version) throw new Conflict(L.moved);
  const step = chairStep(
    row,
    { action: input.action, elapsedMs: input.elapsed_ms, team: input.team },
    { format, prepSeconds: row.prepSeconds, now: ctx.now() },
  );
  if (!step) throw new Invalid(input.action === "retime" ? L.retimeInvalid : L.actionInvalid);
  // A new phase or a stopped clock ends the offers on the floor: they were for the speaker as she was.
  const moved = step.phase !== row.phase || step.speechIndex !== row.speechIndex || step.runningSince === null;
  const next = await commit(ctx, row, { ...step, ...(moved ? { poiOffers: [] } : {}) });
  if (!next) throw new Conflict(L.moved);
  return stateOf(ctx, { ...seen, row: next });
}
