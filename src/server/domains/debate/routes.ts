import { createRoute } from "@hono/zod-openapi";
import { ctxOf } from "#server/http/context.ts";
import { AI_ERRORS, errorResponses, featureApp, jsonRoute, serviceRoute } from "#server/http/route.ts";
import {
  debateHistorySchema,
  endResponse,
  historyQuery,
  messageInput,
  pastRoundDetailSchema,
  pastRoundParams,
  pastRoundsResponse,
  replyResponse,
  resetQuery,
  resetResponse,
  speechResponse,
  startInput,
  startResponse,
  streamDeltaData,
} from "#shared/debate/schemas.ts";
import { endRound, history, resetRound, startRound } from "./service";
import { pastRound, pastRounds } from "./past-rounds";
import { beginAiSpeech, beginReply, giveSpeech, sendMessage } from "./reply";
import { streamReply } from "./stream-route";

const tags = ["debate"];
const NO_ROUND = { 409: "No round in progress (or nothing to judge yet)" } as const;

const streamRoute = createRoute({
  method: "post",
  path: "/api/debate/message/stream",
  tags,
  summary: "Send a speech; the reply streams as server-sent events (delta…, then done or error)",
  request: { body: { required: true, content: { "application/json": { schema: messageInput } } } },
  responses: {
    200: {
      description:
        "event: delta (data: JSON string, a piece of the reply), then event: done (data: {engine, reply?: the reply as stored when the checks shortened it}) once stored, or event: error (data: {error, status})",
      content: { "text/event-stream": { schema: streamDeltaData } },
    },
    ...errorResponses({ 400: "Invalid input", ...NO_ROUND, ...AI_ERRORS }),
  },
});

const aiSpeechRoute = createRoute({
  method: "post",
  path: "/api/debate/speech/ai/stream",
  tags,
  summary: "In a format round, the AI gives its speech when it is its turn, streamed as server-sent events (delta…, then done or error)",
  responses: {
    200: {
      description:
        "event: delta (data: JSON string, a piece of the speech), then event: done (data: {engine, reply?}) once stored, or event: error (data: {error, status})",
      content: { "text/event-stream": { schema: streamDeltaData } },
    },
    ...errorResponses({ 409: "No format round in progress, or the next speech is not the AI's", ...AI_ERRORS }),
  },
});

/** The AI debater. Guests may debate (their own cookie identity); the `userId` the spec sends is ignored. */
export function debateRoutes() {
  const app = featureApp();

  serviceRoute(app, history, {
    method: "get",
    path: "/api/debate/history",
    tags,
    summary: "The asker's round in progress (empty when none)",
    query: historyQuery,
    response: debateHistorySchema,
  });

  app.openapi(
    jsonRoute({
      method: "post",
      path: "/api/debate/start",
      tags,
      summary:
        "Start a round (replacing a practice round in progress; 409 while an assignment's round is); the AI opens for the other side",
      body: startInput,
      response: startResponse,
      errors: { 409: "A round for a debate assignment is in progress", ...AI_ERRORS },
    }),
    async (c) => {
      const { motion, side, format, team } = c.req.valid("json");
      const { opening, engine, difficulty, press } = await startRound({ ctx: ctxOf(c), input: { motion, side, format, team } });
      return c.json({ opening, engine, difficulty, press }, 200);
    },
  );

  app.openapi(
    jsonRoute({
      method: "post",
      path: "/api/debate/message",
      tags,
      summary: "Send a speech and get the whole reply (409 when no round is in progress)",
      body: messageInput,
      response: replyResponse,
      errors: { ...NO_ROUND, ...AI_ERRORS },
    }),
    async (c) => c.json(await sendMessage({ ctx: ctxOf(c), input: { content: c.req.valid("json").content } }), 200),
  );

  app.openapi(streamRoute, async (c) =>
    streamReply(c, await beginReply({ ctx: ctxOf(c), input: { content: c.req.valid("json").content } })),
  );

  app.openapi(
    jsonRoute({
      method: "post",
      path: "/api/debate/speech",
      tags,
      summary: "In a format round, give the student's speech when it is theirs to give; says who gives the next",
      body: messageInput,
      response: speechResponse,
      errors: { 409: "No format round in progress, or the next speech is not the student's" },
    }),
    async (c) => c.json(await giveSpeech({ ctx: ctxOf(c), input: { content: c.req.valid("json").content } }), 200),
  );

  app.openapi(aiSpeechRoute, async (c) => streamReply(c, await beginAiSpeech({ ctx: ctxOf(c) })));

  app.openapi(
    jsonRoute({
      method: "post",
      path: "/api/debate/reset",
      tags,
      summary:
        "Drop the round in progress (any body, such as the spec's {userId}, is ignored); a class assignment's round only with ?assignment=drop",
      query: resetQuery,
      response: resetResponse,
      errors: { 409: "The round in progress is for a debate assignment, and dropping it was not confirmed" },
    }),
    async (c) => {
      await resetRound({ ctx: ctxOf(c), input: { dropAssignment: c.req.valid("query").assignment === "drop" } });
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    jsonRoute({
      method: "post",
      path: "/api/debate/end",
      tags,
      summary: "End the round: the judge scores both sides and the round is closed",
      response: endResponse,
      errors: { ...NO_ROUND, ...AI_ERRORS },
    }),
    async (c) => c.json({ verdict: await endRound({ ctx: ctxOf(c) }) }, 200),
  );

  app.openapi(
    jsonRoute({
      method: "get",
      path: "/api/debate/rounds",
      tags,
      summary: "The signed-in user's last 20 judged rounds, newest first",
      response: pastRoundsResponse,
    }),
    async (c) => c.json({ rounds: await pastRounds({ ctx: ctxOf(c) }) }, 200),
  );

  app.openapi(
    jsonRoute({
      method: "get",
      path: "/api/debate/rounds/{id}",
      tags,
      summary: "One of the signed-in user's judged rounds in full: the transcript and the verdict",
      params: pastRoundParams,
      response: pastRoundDetailSchema,
      errors: { 404: "No such judged round of yours" },
    }),
    async (c) => c.json(await pastRound({ ctx: ctxOf(c), input: { id: c.req.valid("param").id } }), 200),
  );

  return app;
}
