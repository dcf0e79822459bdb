import { createHashRouter } from "react-router";
import { Shell } from "./shell";
import { RedirectIfSignedIn } from "./guards";
import { NotFoundPage } from "./not-found-page";
import { HomePage } from "../features/home/home-page";
import { AboutPage } from "../features/about/about-page";
import { LoginPage } from "../features/auth/login-page";
import { SignupPage } from "../features/auth/signup-page";

export const router = createHashRouter([
  {
    element: <Shell />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/about", element: <AboutPage /> },
      { path: "/login", element: <RedirectIfSignedIn><LoginPage /></RedirectIfSignedIn> },
      { path: "/signup", element: <RedirectIfSignedIn><SignupPage /></RedirectIfSignedIn> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
