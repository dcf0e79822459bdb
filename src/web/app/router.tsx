import { lazy } from "react";
import { createHashRouter } from "react-router";
import { Shell } from "./shell";
import { RedirectIfSignedIn, RequireUser } from "./guards";
import { NotFoundPage } from "./not-found-page";
import { HomePage } from "../features/home/home-page";
import { AboutPage } from "../features/about/about-page";
import { LoginPage } from "../features/auth/login-page";
import { SignupPage } from "../features/auth/signup-page";
import { trainingRoutes } from "../features/training/routes";

const DebaterPage = lazy(() => import("../features/debate/debater-page").then((m) => ({ default: m.DebaterPage })));

export const router = createHashRouter([
  {
    element: <Shell />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/about", element: <AboutPage /> },
      { path: "/login", element: <RedirectIfSignedIn><LoginPage /></RedirectIfSignedIn> },
      { path: "/signup", element: <RedirectIfSignedIn><SignupPage /></RedirectIfSignedIn> },
      ...trainingRoutes,
      { path: "/debater", element: <RequireUser><DebaterPage /></RequireUser> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
