// @vitest-environment jsdom
// The drag board for who speaks where: the keyboard moves a student from position to position (with what a
// screen reader hears), the per-position list places and moves, the clear button empties a position.
import { useState } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FORMATS, formatSlots } from "#shared/debate/formats/index.ts";
import { renderUi } from "#web/test/render.tsx";
import type { Seating } from "#web/features/live-rounds/seating.ts";
import { SeatBoard } from "./seat-board";

const format = FORMATS.classroom;
const slots = formatSlots(format);
const students = [
  { id: "u-ann", name: "Ann" },
  { id: "u-bob", name: "Bob" },
  { id: "u-cat", name: "Cat" },
];
let last: Seating = {};

function Harness({ initial = {} }: { initial?: Seating }) {
  const [seating, setSeating] = useState<Seating>(initial);
  last = seating;
  return (
    <SeatBoard
      slots={slots}
      teams={format.teams}
      students={students}
      seating={seating}
      onChange={(s) => {
        last = s;
        setSeating(s);
      }}
    />
  );
}

// jsdom lays nothing out: give each drop zone its own box, one under the other in page order, and each grip
// a small box inside its zone, so dnd-kit's keyboard sensor has somewhere to go.
const realRect = Element.prototype.getBoundingClientRect;
const box = (top: number, height: number, width: number) =>
  ({ top, left: 0, width, height, bottom: top + height, right: width, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const zones = [...document.querySelectorAll('[data-testid="pool-zone"], [data-testid="slot-zone"]')];
    const zone = this.closest('[data-testid="pool-zone"], [data-testid="slot-zone"]');
    const i = zone ? zones.indexOf(zone) : -1;
    // Outside the zones is the drag overlay, which starts over the grip it was picked up by (the focused one).
    if (i < 0) {
      const grip = document.activeElement;
      return grip && grip !== this && grip.closest("[data-testid$='-zone']") ? grip.getBoundingClientRect() : box(0, 0, 0);
    }
    return zone === this ? box(i * 100, 80, 300) : box(i * 100 + 10, 30, 30);
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

const zone = (slot: string) => document.querySelector(`[data-testid="slot-zone"][data-slot="${slot}"]`) as HTMLElement;
const tick = () => act(() => new Promise((r) => setTimeout(r, 10)));

describe("SeatBoard", () => {
  it("moves a student with the keyboard: Space picks her up, the arrows go position to position, Space drops", async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    expect(screen.getAllByTestId("pool-student").map((e) => e.dataset.name)).toEqual(["Ann", "Bob", "Cat"]);
    screen.getByRole("button", { name: "Drag Ann" }).focus();
    // Zones in page order: the pool, Proposition 1, Proposition 2, Opposition 1, Opposition 2.
    for (const key of ["[Space]", "[ArrowDown]", "[ArrowDown]", "[ArrowDown]", "[Space]"]) {
      await user.keyboard(key);
      await tick();
    }
    expect(last["opp:1"]).toBe("u-ann");
    expect(within(zone("opp:1")).getByRole("button", { name: "Drag Ann" })).toBeTruthy();
    expect(screen.getAllByTestId("pool-student").map((e) => e.dataset.name)).toEqual(["Bob", "Cat"]);
    expect(document.body.textContent).toContain("Ann now speaks as Opposition 1.");

    // From a position to another: she leaves the first (one position per student).
    within(zone("opp:1")).getByRole("button", { name: "Drag Ann" }).focus();
    for (const key of ["[Space]", "[ArrowUp]", "[ArrowUp]", "[Space]"]) {
      await user.keyboard(key);
      await tick();
    }
    expect(last).toMatchObject({ "prop:1": "u-ann", "opp:1": null });

    // Back to the pool: no longer placed. Escape cancels a drag and changes nothing.
    within(zone("prop:1")).getByRole("button", { name: "Drag Ann" }).focus();
    for (const key of ["[Space]", "[ArrowDown]", "[Escape]"]) {
      await user.keyboard(key);
      await tick();
    }
    expect(last["prop:1"]).toBe("u-ann");
    expect(document.body.textContent).toContain("Placing Ann was cancelled.");
    within(zone("prop:1")).getByRole("button", { name: "Drag Ann" }).focus();
    for (const key of ["[Space]", "[ArrowUp]", "[Space]"]) {
      await user.keyboard(key);
      await tick();
    }
    expect(last["prop:1"]).toBeNull();
    expect(document.body.textContent).toContain("Ann is no longer placed.");
  });

  it("places from a position's list, moves a student placed elsewhere, and clears a position", async () => {
    const user = userEvent.setup();
    renderUi(<Harness initial={{ "prop:1": "u-ann", "opp:1": "u-bob" }} />);
    const input = screen.getByRole("combobox", { name: "Proposition 2" });
    await user.click(input);
    const list = () => document.getElementById(input.getAttribute("aria-controls") ?? "") as HTMLElement;
    // Bob holds a position already: the list says where, and choosing him moves him.
    // (jsdom runs no transitions, so the open list still counts as hidden.)
    await user.click(within(list()).getByRole("option", { name: "Bob (now Opposition 1)", hidden: true }));
    expect(last).toMatchObject({ "prop:1": "u-ann", "prop:2": "u-bob", "opp:1": null });
    await user.click(screen.getByRole("button", { name: "Clear Proposition 1" }));
    expect(last["prop:1"]).toBeNull();
    expect(screen.queryByRole("button", { name: "Clear Proposition 1" })).toBeNull();
    expect(screen.getAllByTestId("pool-student").map((e) => e.dataset.name)).toEqual(["Ann", "Cat"]);
  });
});
