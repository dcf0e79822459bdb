// @vitest-environment jsdom
// A drill opened from a verdict's next step or an assignment starts on that round's motion.
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { renderUi } from "#web/test/render.tsx";
import { paths } from "#web/app/paths.ts";
import { useMotion } from "./motion-card";

function Probe() {
  return <output data-testid="motion">{useMotion().motion}</output>;
}

const at = (url: string) =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );

describe("useMotion", () => {
  it("starts on the motion the link carries", () => {
    at(paths.drill("argument", "This House would ban homework & tests?"));
    expect(screen.getByTestId("motion").textContent).toBe("This House would ban homework & tests?");
  });

  it("starts empty when the link carries none", () => {
    at(paths.drill("argument"));
    expect(screen.getByTestId("motion").textContent).toBe("");
  });
});
