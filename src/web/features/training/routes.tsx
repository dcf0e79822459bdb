import { lazy, type ReactNode } from "react";
import type { RouteObject } from "react-router";
import { RequireUser } from "../../app/guards";
import { TrainingHubPage } from "./hub-page";
import { ArgumentDrillPage } from "./drills/argument-drill";
import { CharacterizationDrillPage } from "./drills/characterization-drill";
import { RefutationDrillPage } from "./drills/refutation-drill";
import { ClashesDrillPage } from "./drills/clashes-drill";
import { ModelingDrillPage } from "./drills/modeling-drill";
import { FramingDrillPage } from "./drills/framing-drill";

// The charts library is large; only the progress page needs it, so it loads on first visit.
const ProgressPage = lazy(() => import("./progress/progress-page").then((m) => ({ default: m.ProgressPage })));

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
