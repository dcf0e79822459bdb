// Every link in the app is built here, so no route string is written twice.
export const paths = {
  home: () => "/",
  login: () => "/login",
  signup: () => "/signup",
  about: () => "/about",
  debater: () => "/debater",
  training: () => "/training",
  drill: (kind: string) => `/training/${kind}`,
  progress: () => "/training/progress",
  modules: () => "/modules",
  myLessons: () => "/modules/my-lessons",
  createLesson: () => "/modules/create",
  classrooms: () => "/classrooms",
  settings: () => "/settings",
} as const;

/** Features whose screens exist in this release; links to the rest are shown as not open yet. */
export const OPEN_FEATURES = new Set<string>(["/", "/login", "/signup", "/about", "/training", "/training/progress", "/debater"]);
export function isOpen(path: string): boolean {
  return OPEN_FEATURES.has(path);
}
