export { AUTH_MESSAGES } from "./auth";
export { COMMON_MESSAGES } from "./common";
export { AI_MESSAGES } from "./ai";
export { DRILL_MESSAGES, DRILL_CALL_ERRORS, DRILL_EXTRA_MESSAGES, fieldRequired } from "./drills";
export { SETTINGS_MESSAGES } from "./settings";
export { UI_MESSAGES } from "./ui";
export { MAIL_MESSAGES } from "./mail";
export { MODULE_MESSAGES } from "./modules";
export { LESSON_URL_MESSAGES } from "./lesson-url";
