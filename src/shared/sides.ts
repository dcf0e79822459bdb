// The two sides of a debate round (spec: Government and Opposition), for every feature.
export const SIDES = ["Government", "Opposition"] as const;
export type Side = (typeof SIDES)[number];

export const otherSide = (side: Side): Side => (side === "Government" ? "Opposition" : "Government");

/** The spec's 50/50 side choice. */
export const randomSide = (random: () => number = Math.random): Side => (random() < 0.5 ? "Government" : "Opposition");

export const isSide = (v: unknown): v is Side => v === "Government" || v === "Opposition";
