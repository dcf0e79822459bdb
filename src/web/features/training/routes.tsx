import { lazy, type ReactNode } from "react";
import type { RouteObject } from "react-router";
import { RequireUser } from "../../app/guards";
import { TrainingHubPage } from "./hub-page";

// The charts library is large; only the progress page needs it, so it loads on first visit.
const ProgressPage = lazy(() => import("./progress/progress-page").then((m) => ({ default: m.ProgressPage })));

const drills = () => import("./drills/index");
const ArgumentDrillPage = lazy(() => drills().then((m) => ({ default: m.ArgumentDrillPage })));
const CharacterizationDrillPage = lazy(() => drills().then((m) => ({ default: m.CharacterizationDrillPage })));
const RefutationDrillPage = lazy(() => drills().then((m) => ({ default: m.RefutationDrillPage })));
const ClashesDrillPage = lazy(() => drills().then((m) => ({ default: m.ClashesDrillPage })));
const ModelingDrillPage = lazy(() => drills().then((m) => ({ default: m.ModelingDrillPage })));
const FramingDrillPage = lazy(() => drills().then((m) => ({ default: m.FramingDrillPage })));

const signedIn = (el: ReactNode) => <RequireUser>{el}</RequireUser>;

/** The training area (spec part 2, Training): every page needs a signed-in user. */
export const trainingRoutes: RouteObject[] = [
  { path: "/training", element: signedIn(<TrainingHubPage />) },
  { path: "/training/progress", element: signedIn(<ProgressPage />) },
  { path: "/training/argument", element: signedIn(<ArgumentDrillPage />) },
  { path: "/training/characterization", element: signedIn(<CharacterizationDrillPage />) },
  { path: "/training/refutation", element: signedIn(<RefutationDrillPage />) },
  { path: "/training/clashes", element: signedIn(<ClashesDrillPage />) },
  { path: "/training/modeling", element: signedIn(<ModelingDrillPage />) },
  { path: "/training/framing", element: signedIn(<FramingDrillPage />) },
];
