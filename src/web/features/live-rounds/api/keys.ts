export const liveRoundKeys = {
  all: ["live-rounds"] as const,
  list: (classroomId: string) => ["live-rounds", "list", classroomId] as const,
  members: (classroomId: string) => ["live-rounds", "members", classroomId] as const,
  round: (roundId: string) => ["live-rounds", "round", roundId] as const,
  notes: (roundId: string) => ["live-rounds", "notes", roundId] as const,
  advice: (roundId: string) => ["live-rounds", "advice", roundId] as const,
};
/** Keyed by the round's version too: a release bumps it, so every page reads the ballot again. */
export const ballotKey = (roundId: string, version?: number) =>
  ["live-rounds", "ballot", roundId, ...(version === undefined ? [] : [version])] as const;
export const practiceKey = (roundId: string, version?: number) =>
  ["live-rounds", "practice", roundId, ...(version === undefined ? [] : [version])] as const;
export const practiceCountKey = (roundId: string, version: number) => ["live-rounds", "practice-count", roundId, version] as const;
