// Work arrives while a teacher watches her class: the manage page, its gradebook and its debate lists
// fetch again when the window regains focus, and every 30 seconds while the page is visible (TanStack
// Query stops the timer in a hidden tab). A query that failed is not polled: a refusal stays shown.
export const LIVE_REFRESH_MS = 30_000;

export const liveRefresh = {
  refetchOnWindowFocus: true,
  refetchIntervalInBackground: false,
  refetchInterval: (query: { state: { status: string } }) => (query.state.status === "error" ? false : LIVE_REFRESH_MS),
} as const;
