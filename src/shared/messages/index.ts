export { AUTH_MESSAGES } from "./auth";
export { COMMON_MESSAGES } from "./common";
export { AI_MESSAGES } from "./ai";
