// The drills domain's public face: a student's latest scored attempts, for the debater's press, and
// whether a drill was done, for a debate assignment that asks for it first.
export { attemptedSince, drillAttemptedSince, latestAttemptResults } from "./attempts";
