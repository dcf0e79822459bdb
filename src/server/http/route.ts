import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import type { Context } from "hono";
import type { AppEnv, Ctx } from "./context";
import { Unauthorized } from "../errors";
import { AUTH_MESSAGES } from "../../shared/messages";
import type { SessionUser } from "../../shared/profile";

export const errorBody = z.object({ error: z.string() });

const errors = {
  400: { description: "Invalid input", content: { "application/json": { schema: errorBody } } },
  401: { description: "Not signed in", content: { "application/json": { schema: errorBody } } },
  403: { description: "Not allowed", content: { "application/json": { schema: errorBody } } },
};

type RequestOf<B, Q, P> = (B extends z.ZodType ? { body: { required: true; content: { "application/json": { schema: B } } } } : {}) &
  (Q extends z.ZodObject ? { query: Q } : {}) &
  (P extends z.ZodObject ? { params: P } : {});

/** A JSON route for the OpenAPI document: body (required when given), query or params in, JSON out. */
export function jsonRoute<B extends z.ZodType | undefined = undefined, Q extends z.ZodObject | undefined = undefined, P extends z.ZodObject | undefined = undefined, R extends z.ZodType = z.ZodType>(def: {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  tags: string[];
  summary: string;
  body?: B;
  query?: Q;
  params?: P;
  response: R;
}) {
  return createRoute({
    method: def.method,
    path: def.path,
    tags: def.tags,
    summary: def.summary,
    request: {
      ...(def.body ? { body: { required: true, content: { "application/json": { schema: def.body } } } } : {}),
      ...(def.query ? { query: def.query } : {}),
      ...(def.params ? { params: def.params } : {}),
    } as RequestOf<B, Q, P>,
    responses: { 200: { description: "OK", content: { "application/json": { schema: def.response } } }, ...errors },
  });
}

/** A sub-app for one feature, with the shared validation hook: the first zod message becomes `{ error }`. */
export function featureApp() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        return c.json({ error: issue?.message ?? "The request is not valid." }, 400);
      }
    },
  });
}

export function ctxOf(c: Context<AppEnv>): Ctx {
  const { db, config, log } = c.var.deps;
  return { db, config, log, user: c.var.user };
}

export function requireUser(ctx: Ctx): SessionUser {
  if (!ctx.user) throw new Unauthorized(AUTH_MESSAGES.notSignedIn);
  return ctx.user;
}
