import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { Context } from "hono";
import type { AppEnv } from "../../http/context";
import { ctxOf, errorBody, featureApp, jsonRoute } from "../../http/route";
import { subjectOf } from "../../http/subject";
import { taskContextOf } from "../../ai/context";
import { messageInput, SIDES, startInput } from "../../../shared/debate";
import { endRound, history, pastRounds, resetRound, startRound } from "./service";
import { beginReply, sendMessage } from "./reply";
import { streamReply } from "./stream";

const tags = ["debate"];
const side = z.enum(SIDES);
const scores = z.object({ matter: z.number(), manner: z.number(), method: z.number(), total: z.number() });
const verdict = z.object({
  winner: z.enum(["user", "ai"]), reason: z.string(), userSide: side, aiSide: side,
  scores: z.object({ user: scores, ai: scores }), rubric: z.string(), engine: z.string(),
});
const message = z.object({ role: z.enum(["user", "assistant"]), content: z.string(), engine: z.string().nullable() });

const who = (c: Context<AppEnv>) => {
  const { subject, userId } = subjectOf(c);
  return { subject, userId };
};

const streamRoute = createRoute({
  method: "post", path: "/api/debate/message/stream", tags,
  summary: "Send a speech; the reply streams as server-sent events (delta…, then done or error)",
  request: { body: { required: true, content: { "application/json": { schema: messageInput } } } },
  responses: {
    200: { description: "event: delta (JSON string), event: done ({engine}) or event: error ({error, status})", content: { "text/event-stream": { schema: z.string() } } },
    400: { description: "Invalid input", content: { "application/json": { schema: errorBody } } },
    409: { description: "No round in progress", content: { "application/json": { schema: errorBody } } },
  },
});

/** The AI debater. Guests may debate (their own cookie identity); the `userId` the spec sends is ignored. */
export function debateRoutes() {
  const app = featureApp();

  app.openapi(
    jsonRoute({ method: "get", path: "/api/debate/history", tags, summary: "The asker's round in progress (empty when none)", query: z.object({ userId: z.string().optional() }), response: z.object({ motion: z.string(), side: side.nullable(), messages: z.array(message), started: z.boolean(), engine: z.string().nullable() }) }),
    async (c) => c.json(await history(ctxOf(c), who(c)), 200),
  );

  app.openapi(
    jsonRoute({ method: "post", path: "/api/debate/start", tags, summary: "Start a round (replacing the one in progress); the AI opens for the other side", body: startInput, response: z.object({ opening: z.string(), engine: z.string() }) }),
    async (c) => {
      const input = c.req.valid("json");
      const tctx = await taskContextOf(c);
      return c.json(await startRound(ctxOf(c), tctx, tctx, { motion: input.motion, side: input.side }), 200);
    },
  );

  app.openapi(
    jsonRoute({ method: "post", path: "/api/debate/message", tags, summary: "Send a speech and get the whole reply (409 when no round is in progress)", body: messageInput, response: z.object({ reply: z.string(), engine: z.string() }) }),
    async (c) => {
      const tctx = await taskContextOf(c);
      return c.json(await sendMessage(ctxOf(c), tctx, tctx, c.req.valid("json").content), 200);
    },
  );

  app.openapi(streamRoute, async (c) => {
    const tctx = await taskContextOf(c);
    return streamReply(c, await beginReply(ctxOf(c), tctx, tctx, c.req.valid("json").content));
  });

  app.openapi(
    jsonRoute({ method: "post", path: "/api/debate/reset", tags, summary: "Drop the round in progress (any body, such as the spec's {userId}, is ignored)", response: z.object({ ok: z.literal(true) }) }),
    async (c) => {
      await resetRound(ctxOf(c), who(c));
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    jsonRoute({ method: "post", path: "/api/debate/end", tags, summary: "End the round: the judge scores both sides and the round is closed", response: z.object({ verdict }) }),
    async (c) => {
      const tctx = await taskContextOf(c);
      return c.json({ verdict: await endRound(ctxOf(c), tctx, tctx) }, 200);
    },
  );

  app.openapi(
    jsonRoute({ method: "get", path: "/api/debate/rounds", tags, summary: "The signed-in user's last 20 judged rounds, newest first", response: z.object({ rounds: z.array(z.object({ id: z.string(), motion: z.string(), side, finishedAt: z.string(), winner: z.enum(["user", "ai"]), reason: z.string(), totals: z.object({ user: z.number(), ai: z.number() }) })) }) }),
    async (c) => c.json({ rounds: await pastRounds(ctxOf(c)) }, 200),
  );

  return app;
}
