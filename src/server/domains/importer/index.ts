// The importer domain's public face: a lesson draft (reading, writing prompt, quiz) from an article's
// address, for any lesson author. Its HTTP route (routes.ts) is mounted by the app; its AI task is
// ai/tasks/lesson-from-url.ts, beside the other tasks.
export { generateLessonFromUrl } from "./service";
