// The debate domain's public face: starting a round, for the domains that set students a motion, and
// the judged rounds, for the drills' progress.
export { startRound } from "./service";
export { judgedRounds } from "./judged-rounds";
