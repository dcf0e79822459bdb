export { AUTH_MESSAGES } from "./auth";
export { COMMON_MESSAGES } from "./common";
export { AI_MESSAGES } from "./ai";
export { DRILL_MESSAGES, DRILL_CALL_ERRORS, DRILL_EXTRA_MESSAGES, fieldRequired } from "./drills";
