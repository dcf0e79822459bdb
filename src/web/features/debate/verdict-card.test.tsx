// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderUi } from "#web/test/render.tsx";
import { VerdictCard } from "./verdict-card";
import type { Verdict } from "#shared/debate/schemas.ts";

const verdict: Verdict = {
  winner: "user",
  reason: "Government (you) wins on points.",
  userSide: "Government",
  aiSide: "Opposition",
  scores: { user: { matter: 2.8, manner: 4.4, method: 3.1, total: 10.3 }, ai: { matter: 1.5, manner: 1.5, method: 1.5, total: 4.5 } },
  speakerPoints: { user: 68, ai: 63.5 },
  clashes: [],
  nextSteps: [],
  rubric: "Matter, manner, method.",
  engine: "offline",
};

describe("VerdictCard", () => {
  it("shows the judge's categories as whole numbers that add up to the totals shown", () => {
    renderUi(<VerdictCard verdict={verdict} scrollIntoView={false} />);
    expect(screen.getByTestId("verdict-totals").textContent).toBe("Total: you 10 / 30, AI 5 / 30");
    const card = screen.getByTestId("verdict");
    const shown = (who: string) =>
      within(card)
        .getAllByLabelText(new RegExp(`^${who}: \\d+ out of 10$`))
        .map((bar) => Number(/: (\d+) out of/.exec(bar.getAttribute("aria-label") ?? "")?.[1]));
    expect(shown("You")).toEqual([3, 4, 3]);
    expect(shown("AI")).toEqual([2, 2, 1]);
  });
});
