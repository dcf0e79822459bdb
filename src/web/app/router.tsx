import { lazy, type ComponentType } from "react";
import { createHashRouter, type RouteObject } from "react-router";
import { Shell } from "./shell";
import { guard, type GuardTexts } from "./guards";
import { NotFoundPage } from "./not-found-page";
import { RouteError } from "./route-error";
import { ROUTES, type RouteName } from "./paths";
import { HomePage } from "../features/home/home-page";
import { ADMIN_MESSAGES } from "../../shared/messages/admin";
import { LESSON_MESSAGES } from "../../shared/messages/classrooms";

type Page = ComponentType;

/** A feature page, loaded on first visit: the first screen carries only the shell and its own page. */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): Page {
  return lazy(() => load().then((m) => ({ default: pick(m) })));
}

// One page per route; the type makes a route without a page (or the reverse) a compile error.
const PAGES: Record<RouteName, Page> = {
  // The landing page comes with the first bundle (it is small), so the static shell in index.html goes
  // straight to it, with no loader in between.
  home: HomePage,
  about: page(
    () => import("../features/about/about-page"),
    (m) => m.AboutPage,
  ),
  login: page(
    () => import("../features/account/login-page"),
    (m) => m.LoginPage,
  ),
  signup: page(
    () => import("../features/account/signup-page"),
    (m) => m.SignupPage,
  ),
  forgotPassword: page(
    () => import("../features/account/forgot-password-page"),
    (m) => m.ForgotPasswordPage,
  ),
  resetPassword: page(
    () => import("../features/account/reset-password-page"),
    (m) => m.ResetPasswordPage,
  ),
  debater: page(
    () => import("../features/debate/debater-page"),
    (m) => m.DebaterPage,
  ),
  pastRound: page(
    () => import("../features/debate/past-round-page"),
    (m) => m.PastRoundPage,
  ),
  training: page(
    () => import("../features/drills/hub-page"),
    (m) => m.TrainingHubPage,
  ),
  // The charts library is large; only the progress page needs it.
  progress: page(
    () => import("../features/drills/progress/progress-page"),
    (m) => m.ProgressPage,
  ),
  drill: page(
    () => import("../features/drills/drill-page"),
    (m) => m.DrillPage,
  ),
  modules: page(
    () => import("../features/modules/catalogue-page"),
    (m) => m.CataloguePage,
  ),
  moduleView: page(
    () => import("../features/modules/module-page"),
    (m) => m.ModulePage,
  ),
  moduleLesson: page(
    () => import("../features/modules/lesson-page"),
    (m) => m.ModuleLessonPage,
  ),
  lessonByLevel: page(
    () => import("../features/modules/lesson-by-level-page"),
    (m) => m.LessonByLevelPage,
  ),
  settings: page(
    () => import("../features/settings/settings-page"),
    (m) => m.SettingsPage,
  ),
  myLessons: page(
    () => import("../features/lessons/my-lessons-page"),
    (m) => m.MyLessonsPage,
  ),
  createLesson: page(
    () => import("../features/lessons/create-lesson-page"),
    (m) => m.CreateLessonPage,
  ),
  editLesson: page(
    () => import("../features/lessons/edit-lesson-page"),
    (m) => m.EditLessonPage,
  ),
  classrooms: page(
    () => import("../features/classrooms/classrooms-page"),
    (m) => m.ClassroomsPage,
  ),
  createClassroom: page(
    () => import("../features/classrooms/create-classroom-page"),
    (m) => m.CreateClassroomPage,
  ),
  joinClassroom: page(
    () => import("../features/classrooms/join-classroom-page"),
    (m) => m.JoinClassroomPage,
  ),
  manageClassroom: page(
    () => import("../features/classrooms/manage/manage-classroom-page"),
    (m) => m.ManageClassroomPage,
  ),
  classroomStudent: page(
    () => import("../features/classrooms/student/classroom-student-page"),
    (m) => m.ClassroomStudentPage,
  ),
  classroomLesson: page(
    () => import("../features/classrooms/student/classroom-lesson-page"),
    (m) => m.ClassroomLessonPage,
  ),
  debateWork: page(
    () => import("../features/classrooms/debates/debate-work-page"),
    (m) => m.DebateWorkPage,
  ),
  feedbackView: page(
    () => import("../features/feedback/feedback-view-page"),
    (m) => m.FeedbackViewPage,
  ),
  feedbackEditor: page(
    () => import("../features/feedback/feedback-editor-page"),
    (m) => m.FeedbackEditorPage,
  ),
  studentProfile: page(
    () => import("../features/feedback/student-profile-page"),
    (m) => m.StudentProfilePage,
  ),
  createModule: page(
    () => import("../features/admin/modules/create-module-page"),
    (m) => m.CreateModulePage,
  ),
  manageModules: page(
    () => import("../features/admin/modules/manage-modules-page"),
    (m) => m.ManageModulesPage,
  ),
  moduleSettings: page(
    () => import("../features/admin/modules/module-settings-page"),
    (m) => m.ModuleSettingsPage,
  ),
  people: page(
    () => import("../features/admin/people/people-page"),
    (m) => m.PeoplePage,
  ),
  createModuleLesson: page(
    () => import("../features/admin/lessons/create-module-lesson-page"),
    (m) => m.CreateModuleLessonPage,
  ),
  editModuleLesson: page(
    () => import("../features/admin/lessons/edit-module-lesson-page"),
    (m) => m.EditModuleLessonPage,
  ),
  myModuleLessons: page(
    () => import("../features/admin/lessons/my-module-lessons-page"),
    (m) => m.MyModuleLessonsPage,
  ),
};

/** What a guard says instead of the page, where the spec words it differently from its access level's default. */
const GUARD_TEXTS: Partial<Record<RouteName, GuardTexts>> = {
  createModuleLesson: { denied: ADMIN_MESSAGES.onlyAdminsCreateLessons },
  createLesson: { signedOut: LESSON_MESSAGES.mustBeLoggedIn },
};

export const routes: RouteObject[] = (Object.keys(PAGES) as RouteName[]).map((name) => {
  const Page = PAGES[name];
  return { path: ROUTES[name].pattern, element: <RouteError>{guard(ROUTES[name].access, <Page />, GUARD_TEXTS[name])}</RouteError> };
});

const tree: RouteObject[] = [{ element: <Shell />, children: [...routes, { path: "*", element: <NotFoundPage /> }] }];

/**
 * The app's pages in a data router: a screen with unsaved work blocks in-app navigation (useBlocker),
 * which only a data router offers. Made on first call, so tests that import the routes make none.
 */
export function createAppRouter() {
  return createHashRouter(tree);
}
