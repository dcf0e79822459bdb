import { StrictMode, Suspense, lazy } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { MantineProvider, createTheme } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { createAppRouter } from "./app/router";
import { createQueryClient } from "./app/query-client";
import "@mantine/core/styles.css";
import "./app/global.css";
import "./app/settings/high-contrast.css";

const theme = createTheme({
  primaryColor: "indigo",
  // Darker shades than the defaults keep text on buttons and links above 4.5:1 contrast.
  primaryShade: { light: 8, dark: 8 },
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  defaultRadius: "md",
});

// Notifications are loaded on first use and their host after the first page, off the landing bundle.
const queryClient = createQueryClient((message) => void import("./app/notify").then((m) => m.showFailure(message)));
const NotificationsHost = lazy(() => import("./app/notifications-host").then((m) => ({ default: m.NotificationsHost })));

function start() {
  const router = createAppRouter();
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="auto">
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <NotificationsHost />
          </Suspense>
          {/* Router updates are not transitions: a redirect or a navigation is rendered at once and cannot be
            overtaken by a later state change (a guard seeing the user sign out, the browser coming back). */}
          <RouterProvider router={router} useTransitions={false} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}

// The static shell in index.html paints first: a script that arrives quickly would otherwise render the
// app before the browser's first frame, and the visitor would wait for all the JavaScript to see anything.
requestAnimationFrame(() => setTimeout(start, 0));
