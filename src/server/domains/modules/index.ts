// The modules domain's public face: a module lesson by id, for a class that assigns it.
export { moduleLessonById, type ModuleLessonRow } from "./lesson-read";
export { moduleLessonCompletedSince } from "./submitted";
