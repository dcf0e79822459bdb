// GET /api/live-rounds/{roundId}/events: the round's state as server-sent events, once at the start and
// again after every change, for as long as the page stays open. A member removed from the class (or a
// round deleted) gets an error event and the stream ends.
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "#server/http/app-env.ts";
import { ctxOf } from "#server/http/context.ts";
import { errorResponses, type FeatureApp } from "#server/http/route.ts";
import { AppError, TooMany } from "#server/platform/errors.ts";
import { LIVE_EVENTS, liveRoundParams, liveRoundStateResponse, STREAMS_PER_USER } from "#shared/live-rounds/schemas.ts";
import { COMMON_MESSAGES } from "#shared/messages/index.ts";
import { LIVE_ROUND_MESSAGES as L } from "#shared/messages/live-rounds.ts";
import { closeStream, openStream, sharedRound, watch } from "./events";
import { readLiveRound, stateWith } from "./service";
import { visibleClassroom } from "#server/domains/classrooms/index.ts";
import { requireUser } from "#server/auth/access.ts";
import type { ServiceCtx } from "#server/platform/context.ts";

/** A comment line now and then keeps proxies and phones from closing a quiet stream. */
const KEEPALIVE_MS = 15_000;

const eventsRoute = createRoute({
  method: "get",
  path: "/api/live-rounds/{roundId}/events",
  tags: ["live rounds"],
  summary: "The round's state as server-sent events: event: state (data: the state) at once and after every change",
  request: { params: liveRoundParams },
  responses: {
    200: {
      description: "event: state (data: as GET /api/live-rounds/{roundId}), or event: error (data: {error, status})",
      content: { "text/event-stream": { schema: liveRoundStateResponse } },
    },
    ...errorResponses({
      400: "Invalid input",
      401: "Not signed in",
      403: "Not in the class",
      404: "No such round",
      429: "Too many streams open",
    }),
  },
});

export function mountEvents(app: FeatureApp) {
  app.openapi(eventsRoute, async (c) => streamState(c as unknown as Context<AppEnv>, c.req.valid("param").roundId));
}

async function streamState(c: Context<AppEnv>, roundId: string): Promise<Response> {
  const ctx = ctxOf(c);
  const first = await readLiveRound({ ctx, input: { roundId } });
  const userId = first.you.user_id;
  if (!openStream(userId, STREAMS_PER_USER)) throw new TooMany(L.tooManyStreams);
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (sse) => {
    const closing = c.get("deps").closing;
    let wake: () => void = () => undefined;
    let gone = false;
    const stop = () => {
      gone = true;
      wake();
    };
    sse.onAbort(stop);
    closing?.addEventListener("abort", stop, { once: true });
    let changed = false;
    const unwatch = watch(
      ctx,
      roundId,
      first.round.version,
      () => {
        changed = true;
        wake();
      },
      { poll: !!ctx.config.databaseUrl },
    );
    try {
      let sent = first.round.version;
      await sse.writeSSE({ event: LIVE_EVENTS.state, data: JSON.stringify(first) });
      while (!gone && !closing?.aborted) {
        if (!changed) {
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, KEEPALIVE_MS).unref();
          });
        }
        if (gone) break;
        if (!changed) {
          await sse.write(": keepalive\n\n");
          continue;
        }
        changed = false;
        const state = await stateForReader(ctx, roundId);
        if (state.round.version <= sent) continue;
        sent = state.round.version;
        await sse.writeSSE({ event: LIVE_EVENTS.state, data: JSON.stringify(state) });
      }
    } catch (err) {
      if (!gone) {
        const known = err instanceof AppError;
        if (!known) c.get("deps").log.error({ err }, "live round stream failed");
        const body = known ? { error: err.message, status: err.status } : { error: COMMON_MESSAGES.serverError, status: 500 };
        await sse.writeSSE({ event: "error", data: JSON.stringify(body) }).catch(() => undefined);
      }
    } finally {
      unwatch();
      closeStream(userId);
      closing?.removeEventListener("abort", stop);
    }
  });
}

/** The state after a change, for this reader: her access checked again, the round read once for all pages. */
async function stateForReader(ctx: ServiceCtx, roundId: string) {
  const user = requireUser(ctx);
  const { row, view } = await sharedRound(ctx, roundId);
  const { asHost } = await visibleClassroom({ ctx, input: { user, classroomId: row.classroomId, denied: L.notInClass } });
  return stateWith(ctx, { user, row, chair: asHost }, view);
}
