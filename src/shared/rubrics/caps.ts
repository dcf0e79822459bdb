// Limits on a drill's overall score that no amount of polish lifts: work for the other side, and work
// mostly about something else (capped in proportion to how much of it is on the motion).
export const SCORE_CAPS = {
  /** An answer for the other side keeps at most this overall score. */
  wrongSide: 1.5,
  /** Below this relevance factor (0-1) the overall is capped… */
  offTopicBelow: 0.5,
  /** …at this many points per unit of relevance (a factor of 0.4 caps it at 2.4). */
  offTopicPerRelevance: 6,
  /** Characterization: the share of the actors' mean score kept when every key actor is missed… */
  missedActorsFloor: 0.7,
  /** …and the share that covering the key actors adds back (the two total 1). */
  coveredActorsShare: 0.3,
} as const;
