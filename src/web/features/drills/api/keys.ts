// The training area's query keys: the progress page and each reopened attempt.
export const trainingKeys = {
  progress: ["training", "progress"] as const,
  liveResults: ["training", "live-results"] as const,
  attempt: (id: string | null) => ["training", "attempt", id] as const,
};
