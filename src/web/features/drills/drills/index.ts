// The six drill screens, loaded together on the first visit to a drill.
export { ArgumentDrillPage } from "./argument-drill";
export { CharacterizationDrillPage } from "./characterization-drill";
export { RefutationDrillPage } from "./refutation-drill";
export { ClashesDrillPage } from "./clashes-drill";
export { ModelingDrillPage } from "./modeling-drill";
export { FramingDrillPage } from "./framing-drill";
