import { lazy, type ComponentType } from "react";
import { createHashRouter, type RouteObject } from "react-router";
import { Shell } from "./shell";
import { guard } from "./guards";
import { NotFoundPage } from "./not-found-page";
import { ROUTES, type OpenRoute } from "./paths";
import { HomePage } from "../features/home/home-page";

type Page = ComponentType;

/** A feature page, loaded on first visit: the first screen carries only the shell and its own page. */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): Page {
  return lazy(() => load().then((m) => ({ default: pick(m) })));
}

// One page per open route; the type makes a route that opens without a page (or the reverse) a compile error.
const PAGES: Record<OpenRoute, Page> = {
  // The landing page comes with the first bundle (it is small), so the static shell in index.html goes
  // straight to it, with no loader in between.
  home: HomePage,
  about: page(
    () => import("../features/about/about-page"),
    (m) => m.AboutPage,
  ),
  login: page(
    () => import("../features/auth/login-page"),
    (m) => m.LoginPage,
  ),
  signup: page(
    () => import("../features/auth/signup-page"),
    (m) => m.SignupPage,
  ),
  debater: page(
    () => import("../features/debate/debater-page"),
    (m) => m.DebaterPage,
  ),
  training: page(
    () => import("../features/training/hub-page"),
    (m) => m.TrainingHubPage,
  ),
  // The charts library is large; only the progress page needs it.
  progress: page(
    () => import("../features/training/progress/progress-page"),
    (m) => m.ProgressPage,
  ),
  drill: page(
    () => import("../features/training/drill-page"),
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
};

const routes: RouteObject[] = (Object.keys(PAGES) as OpenRoute[]).map((name) => {
  const Page = PAGES[name];
  return { path: ROUTES[name].pattern, element: guard(ROUTES[name].access, <Page />) };
});

export const router = createHashRouter([{ element: <Shell />, children: [...routes, { path: "*", element: <NotFoundPage /> }] }]);
