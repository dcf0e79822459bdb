// The drills domain's public face: a student's latest scored attempts, for the debater's press.
export { latestAttemptResults } from "./attempts";
