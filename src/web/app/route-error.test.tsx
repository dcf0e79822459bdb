// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useNavigate } from "react-router";
import { renderUi } from "#web/test/render.tsx";
import { RouteError } from "./route-error";
import { UI_MESSAGES } from "#shared/messages/ui.ts";

let go: (to: string) => void = () => {};
function Broken(): never {
  throw new Error("boom");
}
function Nav() {
  go = useNavigate();
  return null;
}

describe("RouteError", () => {
  it("shows the page-failed message instead of a blank app, and clears on the next page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderUi(
      <MemoryRouter initialEntries={["/broken"]}>
        <Nav />
        <Routes>
          <Route
            path="/broken"
            element={
              <RouteError>
                <Broken />
              </RouteError>
            }
          />
          <Route
            path="/fine"
            element={
              <RouteError>
                <p>Fine page</p>
              </RouteError>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId("route-error").textContent).toContain(UI_MESSAGES.pageFailed);
    expect(screen.getByRole("button", { name: UI_MESSAGES.reload })).toBeTruthy();
    act(() => go("/fine"));
    expect(await screen.findByText("Fine page")).toBeTruthy();
  });
});
