// The debate domain's public face: starting a round, for the domains that set students a motion.
export { startRound } from "./service";
