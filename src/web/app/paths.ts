import type { DrillKind } from "../../shared/drills/rubric";

/** Who may see a route: anyone, only signed-out visitors (the sign-in screens), or signed-in users. */
export type Access = "public" | "signed-out" | "signed-in";

interface RouteDef {
  pattern: string;
  access: Access;
  /** The screen exists in this release; links to the others are shown as not open yet. */
  open: boolean;
}

/**
 * The route table (spec part 1 section 2): every screen's address, who may see it, and whether it is
 * open. The router, the sidebar, the guards and every link are built from it, so no route string is
 * written twice.
 */
export const ROUTES = {
  home: { pattern: "/", access: "public", open: true },
  about: { pattern: "/about", access: "public", open: true },
  login: { pattern: "/login", access: "signed-out", open: true },
  signup: { pattern: "/signup", access: "signed-out", open: true },
  debater: { pattern: "/debater", access: "signed-in", open: true },
  training: { pattern: "/training", access: "signed-in", open: true },
  progress: { pattern: "/training/progress", access: "signed-in", open: true },
  drill: { pattern: "/training/:kind", access: "signed-in", open: true },
  modules: { pattern: "/modules", access: "signed-in", open: true },
  moduleView: { pattern: "/modules/view/:moduleId", access: "signed-in", open: true },
  moduleLesson: { pattern: "/modules/view/:moduleId/lesson/:lessonId", access: "signed-in", open: true },
  myLessons: { pattern: "/modules/my-lessons", access: "signed-in", open: false },
  createLesson: { pattern: "/modules/create", access: "signed-in", open: false },
  classrooms: { pattern: "/classrooms", access: "signed-in", open: false },
  settings: { pattern: "/settings", access: "signed-in", open: false },
  manageModules: { pattern: "/admin/manage-modules", access: "signed-in", open: false },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;
/** The routes with a screen in this release: the router must give each of them a page. */
export type OpenRoute = { [K in RouteName]: (typeof ROUTES)[K]["open"] extends true ? K : never }[RouteName];

export function isOpen(route: RouteName): boolean {
  return ROUTES[route].open;
}

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
  debater: to("debater"),
  training: to("training"),
  progress: to("progress"),
  drill: (kind: DrillKind) => fill(ROUTES.drill.pattern, { kind }),
  modules: to("modules"),
  moduleView: (moduleId: string) => fill(ROUTES.moduleView.pattern, { moduleId }),
  moduleLesson: (moduleId: string, lessonId: string) => fill(ROUTES.moduleLesson.pattern, { moduleId, lessonId }),
  myLessons: to("myLessons"),
  createLesson: to("createLesson"),
  classrooms: to("classrooms"),
  settings: to("settings"),
  manageModules: to("manageModules"),
} as const satisfies Record<RouteName, (...args: never[]) => string>;

/** Where the login and sign-up screens send the user once signed in (set by the guard that sent them there). */
export interface ReturnState {
  from?: string;
}
