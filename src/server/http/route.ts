import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { z } from "zod";
import type { Context } from "hono";
import { ctxOf } from "./context";
import type { AppEnv } from "./app-env";
import type { ServiceCtx } from "#server/platform/context.ts";
import { routeBodyLimit } from "./body-limit";
import { limitJsonDepth } from "./json-depth";
import { COMMON_MESSAGES } from "#shared/messages/index.ts";
import { errorResponse } from "#shared/system/schemas.ts";

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503 | 504;

const errorContent = (description: string) => ({ description, content: { "application/json": { schema: errorResponse } } });

/** The errors any JSON route may answer; a route names its others (404, 409, AI failures…). */
const COMMON_ERRORS = { 400: "Invalid input", 401: "Not signed in", 403: "Not allowed" } as const;

/** What an AI call may answer besides 200: the daily allowance, and the model failing, busy or too slow. */
export const AI_ERRORS = {
  429: "Today's AI allowance is used up",
  502: "The model's answer was unusable",
  503: "The model is unavailable or busy",
  504: "The model took too long",
} as const satisfies Partial<Record<ErrorStatus, string>>;

type Nothing = Record<never, never>;
type RequestOf<B, Q, P> = (B extends z.ZodType ? { body: { required: true; content: { "application/json": { schema: B } } } } : Nothing) &
  (Q extends z.ZodObject ? { query: Q } : Nothing) &
  (P extends z.ZodObject ? { params: P } : Nothing);

interface RouteDef<B, Q, P, R> {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  tags: string[];
  summary: string;
  body?: B;
  query?: Q;
  params?: P;
  response: R;
  errors?: Partial<Record<ErrorStatus, string>>;
  /** Bytes the body may have when more (or less) than the default BODY_LIMIT (http/body-limit.ts). */
  bodyLimit?: number;
}

/** A JSON route for the OpenAPI document: body (required when given), query or params in, JSON out (schemas from src/shared). */
export function jsonRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  P extends z.ZodObject | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(def: RouteDef<B, Q, P, R>) {
  const errors = Object.fromEntries(
    Object.entries({ ...COMMON_ERRORS, ...def.errors }).map(([status, text]) => [status, errorContent(text)]),
  );
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
    // The body's own limit (when the route declares one) comes before anything reads the body.
    middleware: [...(def.bodyLimit === undefined ? [] : [routeBodyLimit(def.bodyLimit)]), ...(def.body ? [limitJsonDepth] : [])],
  });
}

type InputOf<B, Q, P> = (P extends z.ZodObject ? z.output<P> : Nothing) &
  (Q extends z.ZodObject ? z.output<Q> : Nothing) &
  (B extends z.ZodObject ? z.output<B> : Nothing);

/**
 * A JSON route answered by one service: the service gets the request's context and, as its input, the
 * validated params, query and body merged into one object; what it returns is the 200 answer.
 */
export function serviceRoute<
  B extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  P extends z.ZodObject | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(
  app: FeatureApp,
  service: (args: { ctx: ServiceCtx; input: InputOf<B, Q, P> }) => Promise<z.input<R>> | z.input<R>,
  def: RouteDef<B, Q, P, R>,
) {
  const handler = async (c: Context<AppEnv>) => {
    const valid = (target: "param" | "query" | "json") => (c.req as unknown as { valid(t: string): object }).valid(target);
    const input = { ...(def.params && valid("param")), ...(def.query && valid("query")), ...(def.body && valid("json")) };
    return c.json(await service({ ctx: ctxOf(c), input: input as InputOf<B, Q, P> }), 200);
  };
  app.openapi(jsonRoute(def), handler as never);
}

/** The error responses for a hand-made route (see the debate stream). */
export function errorResponses<E extends Partial<Record<ErrorStatus, string>>>(errors: E) {
  return Object.fromEntries(Object.entries(errors).map(([status, text]) => [status, errorContent(text as string)])) as {
    [S in keyof E]: ReturnType<typeof errorContent>;
  };
}

export type FeatureApp = ReturnType<typeof featureApp>;

/** A sub-app for one feature, with the shared validation hook: the first zod message becomes `{ error }`. */
export function featureApp() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        return c.json({ error: issue?.message ?? COMMON_MESSAGES.invalidRequest }, 400);
      }
    },
  });
}
