// Component tests render inside the app's providers, in jsdom (set per file by a
// `// @vitest-environment jsdom` comment, so the server tests keep node).
import type { ReactNode } from "react";
import { afterEach } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";

// jsdom lacks what Mantine reads for colour scheme and sizing.
if (typeof window !== "undefined") {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  // Mantine's autosizing Textarea listens for web fonts loading.
  (document as { fonts?: unknown }).fonts ??= { addEventListener: () => {}, removeEventListener: () => {} };
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => cleanup());

export function renderUi(ui: ReactNode, client = new QueryClient()) {
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}
