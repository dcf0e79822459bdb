// The debate domain's public face: starting a round, for the domains that set students a motion; the
// judged rounds, for the drills' progress; rounds' state and transcripts, for debate assignments.
export { startRound, type RoundFor } from "./service";
export { judgedRounds } from "./judged-rounds";
export { roundMessages, roundStates, speechSentSince, type RoundState } from "./rounds";
