import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, errorText } from "#web/ui/api-error.ts";
import { sessionKeys } from "./session/keys";
import { COMMON_MESSAGES } from "#shared/messages/common.ts";

declare module "@tanstack/react-query" {
  interface Register {
    /** errorShown: the screen shows this mutation's failure itself, so the app raises no notification for it. */
    mutationMeta: { errorShown?: boolean };
  }
}

/** Client errors (4xx) will not fix themselves; retry only network trouble and 5xx, twice. */
export const retryUnlessRefused = (count: number, err: unknown) =>
  count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500);

/** What the app shows for a failure no screen shows: the server's words, else the generic one. */
export const failureText = (err: unknown) => errorText(err, COMMON_MESSAGES.serverError);

/**
 * The app's one error path. A 401 from any call means the session ended (expired, signed out
 * elsewhere): the user is reloaded so the guards and the header follow at once.
 *
 * Queries: a page shows the state of its main query through QueryState (loading, empty, not found,
 * forbidden, failed with Try again); a query that fails while its page still shows earlier data raises
 * a notification instead.
 *
 * Mutations, one rule: a mutation's error shows inline beside its form (the mutation says so with
 * `meta: { errorShown: true }`, or handles it in useMutation's own `onError`; an `onError` given to
 * `mutate` is not seen here); any other mutation's error raises a notification from the mutation cache.
 */
export function createQueryClient(notify: (message: string) => void): QueryClient {
  const sessionEnded = (err: unknown) => {
    if (!(err instanceof ApiError && err.status === 401)) return false;
    void client.invalidateQueries({ queryKey: sessionKeys.me });
    return true;
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (err, query) => {
        if (sessionEnded(err) || query.state.data === undefined) return;
        notify(failureText(err));
      },
    }),
    mutationCache: new MutationCache({
      onError: (err, _vars, _ctx, mutation) => {
        if (sessionEnded(err) || mutation.meta?.errorShown || mutation.options.onError) return;
        notify(failureText(err));
      },
    }),
    defaultOptions: {
      queries: { retry: retryUnlessRefused, refetchOnWindowFocus: false },
    },
  });
  return client;
}
