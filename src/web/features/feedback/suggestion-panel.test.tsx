// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderUi } from "#web/test/render.tsx";
import { SuggestionPanel } from "./suggestion-panel";

describe("SuggestionPanel", () => {
  it("shows the suggestion and its grade, and each button does its one thing", async () => {
    const onInsert = vi.fn();
    const onReplace = vi.fn();
    const onDismiss = vi.fn();
    renderUi(
      <SuggestionPanel
        suggestion={{ feedback: "Weigh your impacts.", score: 72 }}
        onInsert={onInsert}
        onReplace={onReplace}
        onDismiss={onDismiss}
      />,
    );
    const panel = screen.getByTestId("ai-suggestion");
    expect(panel.textContent).toContain("AI suggestion (grade 72)");
    expect(panel.textContent).toContain("Weigh your impacts.");
    await userEvent.click(screen.getByRole("button", { name: "Add below my text" }));
    expect([onInsert.mock.calls.length, onReplace.mock.calls.length, onDismiss.mock.calls.length]).toEqual([1, 0, 0]);
    await userEvent.click(screen.getByRole("button", { name: "Replace my text" }));
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect([onInsert.mock.calls.length, onReplace.mock.calls.length, onDismiss.mock.calls.length]).toEqual([1, 1, 1]);
  });

  it("leaves out the grade when the suggestion has none", () => {
    renderUi(
      <SuggestionPanel suggestion={{ feedback: "Fine.", score: null }} onInsert={() => {}} onReplace={() => {}} onDismiss={() => {}} />,
    );
    expect(screen.getByText("AI suggestion")).toBeTruthy();
  });
});
