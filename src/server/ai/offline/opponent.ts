// The offline AI debater (a template engine that reads the user's speech); see opponent/*.ts.
export type { Side } from "../../../shared/sides";
export { offlineOpening } from "./opponent/opening";
export { offlineReply, type DebateMessage } from "./opponent/reply";
