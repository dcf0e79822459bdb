import { ApiError, errorText } from "#web/ui/api-error.ts";

/** A refusal the server explained (a 4xx with its text) in its own words; anything else is the screen's own message. */
export function refusal(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message ? err.message : fallback;
}

/** The end of the spec's 'Failed to delete …: …' alerts: the server's text, or a plain word when it sent none. */
export const reason = (err: unknown) => errorText(err, "the server gave no reason.");
