// The web app's one error type, kept in ui so that the design system's query states can read it
// without importing the app's client.
/** The one error the web app's calls throw: the HTTP status (0 when the server was not reached) and the server's text. */
export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The server's message when it sent one, else the screen's own fallback from the catalogue. */
export function errorText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.message ? err.message : fallback;
}
