import { lazy, type ComponentType } from "react";
import { createHashRouter, type RouteObject } from "react-router";
import { Shell } from "./shell";
import { guard, type GuardTexts } from "./guards";
import { NotFoundPage } from "./not-found-page";
import { RouteError } from "./route-error";
import { ROUTES, type RouteName } from "./paths";
import { HomePage } from "#web/features/home/home-page.tsx";
import { ADMIN_MESSAGES } from "#shared/messages/admin.ts";
import { LESSON_MESSAGES } from "#shared/messages/classrooms.ts";

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
    () => import("#web/features/about/about-page.tsx"),
    (m) => m.AboutPage,
  ),
  login: page(
    () => import("#web/features/account/login-page.tsx"),
    (m) => m.LoginPage,
  ),
  signup: page(
    () => import("#web/features/account/signup-page.tsx"),
    (m) => m.SignupPage,
  ),
  forgotPassword: page(
    () => import("#web/features/account/forgot-password-page.tsx"),
    (m) => m.ForgotPasswordPage,
  ),
  resetPassword: page(
    () => import("#web/features/account/reset-password-page.tsx"),
    (m) => m.ResetPasswordPage,
  ),
  debater: page(
    () => import("#web/features/debate/debater-page.tsx"),
    (m) => m.DebaterPage,
  ),
  pastRound: page(
    () => import("#web/features/debate/past-round-page.tsx"),
    (m) => m.PastRoundPage,
  ),
  training: page(
    () => import("#web/features/drills/hub-page.tsx"),
    (m) => m.TrainingHubPage,
  ),
  // The charts library is large; only the progress page needs it.
  progress: page(
    () => import("#web/features/drills/progress/progress-page.tsx"),
    (m) => m.ProgressPage,
  ),
  drill: page(
    () => import("#web/features/drills/drill-page.tsx"),
    (m) => m.DrillPage,
  ),
  modules: page(
    () => import("#web/features/modules/catalogue-page.tsx"),
    (m) => m.CataloguePage,
  ),
  moduleView: page(
    () => import("#web/features/modules/module-page.tsx"),
    (m) => m.ModulePage,
  ),
  moduleLesson: page(
    () => import("#web/features/modules/lesson-page.tsx"),
    (m) => m.ModuleLessonPage,
  ),
  lessonByLevel: page(
    () => import("#web/features/modules/lesson-by-level-page.tsx"),
    (m) => m.LessonByLevelPage,
  ),
  settings: page(
    () => import("#web/features/settings/settings-page.tsx"),
    (m) => m.SettingsPage,
  ),
  myLessons: page(
    () => import("#web/features/lessons/my-lessons-page.tsx"),
    (m) => m.MyLessonsPage,
  ),
  createLesson: page(
    () => import("#web/features/lessons/create-lesson-page.tsx"),
    (m) => m.CreateLessonPage,
  ),
  editLesson: page(
    () => import("#web/features/lessons/edit-lesson-page.tsx"),
    (m) => m.EditLessonPage,
  ),
  classrooms: page(
    () => import("#web/features/classrooms/classrooms-page.tsx"),
    (m) => m.ClassroomsPage,
  ),
  createClassroom: page(
    () => import("#web/features/classrooms/create-classroom-page.tsx"),
    (m) => m.CreateClassroomPage,
  ),
  joinClassroom: page(
    () => import("#web/features/classrooms/join-classroom-page.tsx"),
    (m) => m.JoinClassroomPage,
  ),
  manageClassroom: page(
    () => import("#web/features/classrooms/manage/manage-classroom-page.tsx"),
    (m) => m.ManageClassroomPage,
  ),
  classroomStudent: page(
    () => import("#web/features/classrooms/student/classroom-student-page.tsx"),
    (m) => m.ClassroomStudentPage,
  ),
  classroomLesson: page(
    () => import("#web/features/classrooms/student/classroom-lesson-page.tsx"),
    (m) => m.ClassroomLessonPage,
  ),
  debateWork: page(
    () => import("#web/features/classrooms/debates/debate-work-page.tsx"),
    (m) => m.DebateWorkPage,
  ),
  debateBrief: page(
    () => import("#web/features/classrooms/debates/brief/debate-brief-page.tsx"),
    (m) => m.DebateBriefPage,
  ),
  liveRounds: page(
    () => import("#web/features/live-rounds/live-rounds-page.tsx"),
    (m) => m.LiveRoundsPage,
  ),
  liveRound: page(
    () => import("#web/features/live-rounds/live-round-page.tsx"),
    (m) => m.LiveRoundPage,
  ),
  feedbackView: page(
    () => import("#web/features/feedback/feedback-view-page.tsx"),
    (m) => m.FeedbackViewPage,
  ),
  feedbackEditor: page(
    () => import("#web/features/feedback/feedback-editor-page.tsx"),
    (m) => m.FeedbackEditorPage,
  ),
  studentProfile: page(
    () => import("#web/features/feedback/student-profile-page.tsx"),
    (m) => m.StudentProfilePage,
  ),
  createModule: page(
    () => import("#web/features/admin/modules/create-module-page.tsx"),
    (m) => m.CreateModulePage,
  ),
  manageModules: page(
    () => import("#web/features/admin/modules/manage-modules-page.tsx"),
    (m) => m.ManageModulesPage,
  ),
  moduleSettings: page(
    () => import("#web/features/admin/modules/module-settings-page.tsx"),
    (m) => m.ModuleSettingsPage,
  ),
  people: page(
    () => import("#web/features/admin/people/people-page.tsx"),
    (m) => m.PeoplePage,
  ),
  createModuleLesson: page(
    () => import("#web/features/admin/lessons/create-module-lesson-page.tsx"),
    (m) => m.CreateModuleLessonPage,
  ),
  editModuleLesson: page(
    () => import("#web/features/admin/lessons/edit-module-lesson-page.tsx"),
    (m) => m.EditModuleLessonPage,
  ),
  myModuleLessons: page(
    () => import("#web/features/admin/lessons/my-module-lessons-page.tsx"),
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

// Only an account whose password someone else set sees it, so it loads only then.
const ChoosePasswordPage = page(
  () => import("#web/features/account/choose-password-page.tsx"),
  (m) => m.ChoosePasswordPage,
);

const tree: RouteObject[] = [
  { element: <Shell choosePassword={<ChoosePasswordPage />} />, children: [...routes, { path: "*", element: <NotFoundPage /> }] },
];

/**
 * The app's pages in a data router: a screen with unsaved work blocks in-app navigation (useBlocker),
 * which only a data router offers. Made on first call, so tests that import the routes make none.
 */
export function createAppRouter() {
  return createHashRouter(tree);
}
