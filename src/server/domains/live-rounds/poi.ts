// Points of information: a debater on the other bench offers one, inside the speech's unprotected time as
// the server's clock has it; the speaker accepts or declines. Offers from many debaters may race each
// other, so each write is retried on a fresh read when another change landed first.
import { Conflict, Forbidden, Invalid } from "#server/platform/errors.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import { elapsedAt, poiOpen } from "#shared/debate/formats/clock.ts";
import { onOtherBench, speakersOf } from "#shared/debate/formats/round.ts";
import type { LiveRoundState } from "#shared/live-rounds/schemas.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { seenRound, type SeenRound } from "./access";
import { commit, stateOf } from "./service";
import type { RoundRow } from "./store";

const TRIES = 5;

/** Reads the round, asks `change` for the patch, writes it; again on a fresh read if the round moved meanwhile. */
async function retried(ctx: ServiceCtx, roundId: string, change: (seen: SeenRound) => Partial<RoundRow>): Promise<LiveRoundState> {
  for (let i = 0; i < TRIES; i++) {
    const seen = await seenRound(ctx, roundId);
    const next = await commit(ctx, seen.row, change(seen));
    if (next) return stateOf(ctx, { ...seen, row: next });
  }
  throw new Conflict(L.moved);
}

const currentSpeech = ({ row, format }: SeenRound) => (row.phase === "speech" ? format.speeches[row.speechIndex] : undefined);

export function offerPoi({ ctx, input }: { ctx: ServiceCtx; input: { roundId: string } }) {
  return retried(ctx, input.roundId, (seen) => {
    const { row, format, user } = seen;
    const speech = currentSpeech(seen);
    if (!speech) throw new Invalid(L.poiClosed);
    if (!onOtherBench(format, speech, row.positions, user.id)) throw new Forbidden(L.poiDebatersOnly);
    const now = ctx.now();
    if (
      speech.kind !== "speech" ||
      row.runningSince === null ||
      !poiOpen(speech, elapsedAt({ runningSince: row.runningSince.getTime(), elapsedBefore: row.elapsedBeforeMs }, now.getTime()))
    )
      throw new Invalid(L.poiClosed);
    if (row.poiOffers.some((o) => o.userId === user.id)) throw new Conflict(L.poiAlready);
    return { poiOffers: [...row.poiOffers, { userId: user.id, at: now.toISOString() }] };
  });
}

export function answerPoi({ ctx, input }: { ctx: ServiceCtx; input: { roundId: string; user_id: string; accept: boolean } }) {
  return retried(ctx, input.roundId, (seen) => {
    const { row, user } = seen;
    const speech = currentSpeech(seen);
    if (!speech || speech.kind !== "speech" || !speakersOf(speech, row.positions, row.replySpeakers).includes(user.id))
      throw new Forbidden(L.poiSpeakerOnly);
    if (!row.poiOffers.some((o) => o.userId === input.user_id)) throw new Invalid(L.poiNotOffered);
    // Accepting one point sits every other offer down, as in the chamber.
    if (input.accept) return { poiOffers: [], poiTaken: [...row.poiTaken, { userId: input.user_id, speechIndex: row.speechIndex }] };
    return { poiOffers: row.poiOffers.filter((o) => o.userId !== input.user_id) };
  });
}
