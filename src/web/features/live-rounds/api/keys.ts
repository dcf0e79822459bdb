export const liveRoundKeys = {
  all: ["live-rounds"] as const,
  list: (classroomId: string) => ["live-rounds", "list", classroomId] as const,
  members: (classroomId: string) => ["live-rounds", "members", classroomId] as const,
  round: (roundId: string) => ["live-rounds", "round", roundId] as const,
  notes: (roundId: string) => ["live-rounds", "notes", roundId] as const,
};
