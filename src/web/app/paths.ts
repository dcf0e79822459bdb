import type { DrillKind } from "#shared/drills/rubric.ts";

/** Who may see a route: anyone, only signed-out visitors (the sign-in screens), signed-in users, teachers (and admins), or admins. */
export type Access = "public" | "signed-out" | "signed-in" | "teacher" | "admin";

interface RouteDef {
  pattern: string;
  access: Access;
}

/**
 * The route table: every screen's address and who may see it. The router, the
 * sidebar, the guards and every link are built from it, so no route string is written twice.
 */
export const ROUTES = {
  home: { pattern: "/", access: "public" },
  about: { pattern: "/about", access: "public" },
  login: { pattern: "/login", access: "signed-out" },
  signup: { pattern: "/signup", access: "signed-out" },
  forgotPassword: { pattern: "/forgot-password", access: "signed-out" },
  /** Public: the e-mailed link may be opened in a browser where someone is signed in. */
  resetPassword: { pattern: "/reset-password", access: "public" },
  debater: { pattern: "/debater", access: "signed-in" },
  pastRound: { pattern: "/debater/rounds/:roundId", access: "signed-in" },
  training: { pattern: "/training", access: "signed-in" },
  progress: { pattern: "/training/progress", access: "signed-in" },
  drill: { pattern: "/training/:kind", access: "signed-in" },
  modules: { pattern: "/modules", access: "signed-in" },
  moduleView: { pattern: "/modules/view/:moduleId", access: "signed-in" },
  moduleLesson: { pattern: "/modules/view/:moduleId/lesson/:lessonId", access: "signed-in" },
  myLessons: { pattern: "/modules/my-lessons", access: "teacher" },
  createLesson: { pattern: "/modules/create", access: "teacher" },
  editLesson: { pattern: "/modules/edit/:lessonId", access: "teacher" },
  /** A lesson opened from a list by its level and id; after the static /modules/… routes, which win. */
  lessonByLevel: { pattern: "/modules/:level/:lessonId", access: "signed-in" },
  classrooms: { pattern: "/classrooms", access: "signed-in" },
  createClassroom: { pattern: "/classrooms/create", access: "teacher" },
  joinClassroom: { pattern: "/classrooms/join", access: "signed-in" },
  manageClassroom: { pattern: "/classrooms/manage/:classroomId", access: "signed-in" },
  classroomStudent: { pattern: "/classrooms/student/:classroomId", access: "signed-in" },
  classroomLesson: { pattern: "/classrooms/student/:classroomId/lesson/:lessonId", access: "signed-in" },
  feedbackView: { pattern: "/classrooms/:classroomId/lesson/:lessonId/feedback/:studentId", access: "signed-in" },
  feedbackEditor: { pattern: "/feedback/:classroomId/:lessonId/:studentId", access: "signed-in" },
  studentProfile: { pattern: "/profiles/:studentId", access: "signed-in" },
  debateWork: { pattern: "/classrooms/:classroomId/debates/:assignmentId/students/:studentId", access: "signed-in" },
  debateBrief: { pattern: "/classrooms/:classroomId/debates/:assignmentId/brief", access: "teacher" },
  liveRounds: { pattern: "/classrooms/:classroomId/rounds", access: "signed-in" },
  liveRound: { pattern: "/classrooms/:classroomId/rounds/:roundId", access: "signed-in" },
  /** Public: signed out, the page says to log in rather than redirecting. */
  settings: { pattern: "/settings", access: "public" },
  createModule: { pattern: "/admin/create-module", access: "admin" },
  manageModules: { pattern: "/admin/manage-modules", access: "admin" },
  createModuleLesson: { pattern: "/admin/create-module-lesson", access: "admin" },
  editModuleLesson: { pattern: "/admin/module-lessons/:lessonId/edit", access: "admin" },
  myModuleLessons: { pattern: "/admin/my-module-lessons", access: "admin" },
  moduleSettings: { pattern: "/admin/module-settings/:moduleId", access: "admin" },
  people: { pattern: "/admin/people", access: "admin" },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;
/** `:name` segments of a pattern, so a builder cannot forget or misspell a parameter. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Routes whose address takes no parameter: what a menu entry or a card can link to as it is. */
export type StaticRoute = { [K in RouteName]: [ParamNames<(typeof ROUTES)[K]["pattern"]>] extends [never] ? K : never }[RouteName];

function fill<P extends string>(pattern: P, params: Record<ParamNames<P>, string>): string {
  const values = params as Record<string, string>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]));
}

const to = (route: RouteName) => () => ROUTES[route].pattern;

// Every link in the app is built here.
export const paths = {
  home: to("home"),
  about: to("about"),
  login: to("login"),
  signup: to("signup"),
  forgotPassword: to("forgotPassword"),
  resetPassword: to("resetPassword"),
  debater: to("debater"),
  pastRound: (roundId: string) => fill(ROUTES.pastRound.pattern, { roundId }),
  training: to("training"),
  progress: to("progress"),
  /** A drill, opened on a motion when one is given (a verdict's next step, an assignment's drill). */
  drill: (kind: DrillKind, motion?: string) =>
    fill(ROUTES.drill.pattern, { kind }) + (motion?.trim() ? `?${new URLSearchParams({ motion: motion.trim() })}` : ""),
  modules: to("modules"),
  moduleView: (moduleId: string) => fill(ROUTES.moduleView.pattern, { moduleId }),
  moduleLesson: (moduleId: string, lessonId: string) => fill(ROUTES.moduleLesson.pattern, { moduleId, lessonId }),
  myLessons: to("myLessons"),
  createLesson: to("createLesson"),
  editLesson: (lessonId: string) => fill(ROUTES.editLesson.pattern, { lessonId }),
  lessonByLevel: (level: string, lessonId: string) => fill(ROUTES.lessonByLevel.pattern, { level, lessonId }),
  classrooms: to("classrooms"),
  createClassroom: to("createClassroom"),
  joinClassroom: to("joinClassroom"),
  manageClassroom: (classroomId: string) => fill(ROUTES.manageClassroom.pattern, { classroomId }),
  classroomStudent: (classroomId: string) => fill(ROUTES.classroomStudent.pattern, { classroomId }),
  classroomLesson: (classroomId: string, lessonId: string) => fill(ROUTES.classroomLesson.pattern, { classroomId, lessonId }),
  feedbackView: (classroomId: string, lessonId: string, studentId: string) =>
    fill(ROUTES.feedbackView.pattern, { classroomId, lessonId, studentId }),
  feedbackEditor: (classroomId: string, lessonId: string, studentId: string) =>
    fill(ROUTES.feedbackEditor.pattern, { classroomId, lessonId, studentId }),
  studentProfile: (studentId: string) => fill(ROUTES.studentProfile.pattern, { studentId }),
  debateWork: (classroomId: string, assignmentId: string, studentId: string) =>
    fill(ROUTES.debateWork.pattern, { classroomId, assignmentId, studentId }),
  debateBrief: (classroomId: string, assignmentId: string) => fill(ROUTES.debateBrief.pattern, { classroomId, assignmentId }),
  liveRounds: (classroomId: string) => fill(ROUTES.liveRounds.pattern, { classroomId }),
  liveRound: (classroomId: string, roundId: string) => fill(ROUTES.liveRound.pattern, { classroomId, roundId }),
  settings: to("settings"),
  createModule: to("createModule"),
  manageModules: to("manageModules"),
  createModuleLesson: to("createModuleLesson"),
  editModuleLesson: (lessonId: string) => fill(ROUTES.editModuleLesson.pattern, { lessonId }),
  myModuleLessons: to("myModuleLessons"),
  moduleSettings: (moduleId: string) => fill(ROUTES.moduleSettings.pattern, { moduleId }),
  people: to("people"),
} as const satisfies Record<RouteName, (...args: never[]) => string>;

/** Where the login and sign-up screens send the user once signed in (set by the guard that sent them there). */
export interface ReturnState {
  from?: string;
}
