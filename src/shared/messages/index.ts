export { AUTH_MESSAGES } from "./auth";
export { COMMON_MESSAGES } from "./common";
