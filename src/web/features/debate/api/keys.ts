// The debater's query keys: the round in progress and the judged rounds.
export const debateKeys = {
  history: ["debate", "history"] as const,
  rounds: ["debate", "rounds"] as const,
  round: (id: string) => ["debate", "rounds", id] as const,
};
