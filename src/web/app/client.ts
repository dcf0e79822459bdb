import createClient from "openapi-fetch";
import type { paths as ApiPaths } from "./api-types.gen";
import { UI_MESSAGES } from "#shared/messages/ui.ts";
import { ApiError } from "#web/ui/api-error.ts";

/**
 * The one way the web app talks to the server: every path, parameter, body and answer is typed from
 * the server's own OpenAPI document (`npm run api:types` writes `api-types.gen.ts`).
 */
export const client = createClient<ApiPaths>({ credentials: "same-origin" });

export type { ApiPaths };

/** The text of an error body: our `{ error }`, or better-auth's `{ message }`. */
function serverText(body: unknown): string {
  if (!body || typeof body !== "object") return "";
  const { error, message } = body as { error?: unknown; message?: unknown };
  return typeof error === "string" ? error : typeof message === "string" ? message : "";
}

type Result<T> = { data?: T; error?: unknown; response: Response };

/** A call's data, or the server's refusal as ApiError. */
export function dataOf<T>(result: Result<T>): T {
  if (!result.response.ok) throw new ApiError(result.response.status, serverText(result.error));
  return result.data as T;
}

/**
 * Runs one client call and gives back its data, or throws ApiError. Aborts pass through untouched so
 * TanStack Query can cancel quietly.
 */
export async function call<T>(request: Promise<Result<T>>): Promise<T> {
  let result: Result<T>;
  try {
    result = await request;
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiError(0, UI_MESSAGES.unreachable);
  }
  return dataOf(result);
}
