// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderUi } from "#web/test/render.tsx";
import { DismissibleAlert } from "./dismissible-alert";

describe("DismissibleAlert", () => {
  it("announces a problem as an alert and closes with Dismiss", async () => {
    const onClose = vi.fn();
    renderUi(
      <DismissibleAlert tone="problem" onClose={onClose} testId="problem">
        Could not delete.
      </DismissibleAlert>,
    );
    expect(screen.getByRole("alert").textContent).toContain("Could not delete.");
    expect(screen.getByTestId("problem")).toBe(screen.getByRole("alert"));
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("announces something done as a status, with its title", () => {
    renderUi(
      <DismissibleAlert tone="done" title="Saved" onClose={() => {}}>
        All good.
      </DismissibleAlert>,
    );
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("Saved");
    expect(status.textContent).toContain("All good.");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
