import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { HashRouter } from "react-router";
import { MantineProvider, createTheme } from "@mantine/core";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { AppRoutes } from "./app/router";
import { ApiError } from "./app/client";
import { sessionKeys } from "./app/session/keys";
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

// A 401 from any call means the session ended (expired, signed out elsewhere): reload the user so the
// guards and the header follow at once.
const onError = (err: unknown) => {
  if (err instanceof ApiError && err.status === 401) void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
};

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      // Client errors will not fix themselves; retry only network trouble and 5xx.
      retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

function start() {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="auto">
        <QueryClientProvider client={queryClient}>
          {/* Router updates are not transitions: a redirect or a navigation is rendered at once and cannot be
            overtaken by a later state change (a guard seeing the user sign out, the browser coming back). */}
          <HashRouter useTransitions={false}>
            <AppRoutes />
          </HashRouter>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}

// The static shell in index.html paints first: a script that arrives quickly would otherwise render the
// app before the browser's first frame, and the visitor would wait for all the JavaScript to see anything.
requestAnimationFrame(() => setTimeout(start, 0));
