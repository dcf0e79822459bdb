// The live rounds domain's public face: the chair's ballots as grades, for the class gradebook.
export { classLiveRoundsForGradebook, type GradedLiveRound } from "./grades";
