// @vitest-environment jsdom
// Teams of the teacher's choosing: the first student picked speaks first; a student picked for the other
// team moves there; shuffling changes the order within each team and never the teams.
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FORMATS, formatSlots } from "#shared/debate/formats/index.ts";
import { renderUi } from "#web/test/render.tsx";
import type { Seating } from "#web/features/live-rounds/seating.ts";
import { TeamPicker } from "./team-picker";

const format = FORMATS.classroom;
const slots = formatSlots(format);
const students = ["Ann", "Bob", "Cat", "Dan"].map((name) => ({ id: `u-${name.toLowerCase()}`, name }));
let last: Seating = {};

function Harness() {
  const [seating, setSeating] = useState<Seating>({});
  last = seating;
  return <TeamPicker slots={slots} teams={format.teams} students={students} seating={seating} onChange={setSeating} />;
}

async function pick(user: ReturnType<typeof userEvent.setup>, team: string, name: string) {
  const input = screen.getByRole("combobox", { name: new RegExp(`^${team} \\(`) });
  await user.click(input);
  const list = document.getElementById(input.getAttribute("aria-controls") ?? "") as HTMLElement;
  await user.click(within(list).getByRole("option", { name, hidden: true }));
}

describe("TeamPicker", () => {
  it("makes the first picked the first speaker, moves a student between teams, and shuffles within teams", async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    expect(screen.getByRole("button", { name: "Shuffle within teams" })).toHaveProperty("disabled", true);
    await pick(user, "Proposition", "Cat");
    await pick(user, "Proposition", "Ann");
    expect(last).toMatchObject({ "prop:1": "u-cat", "prop:2": "u-ann" });
    expect(screen.getByText("1. Cat · 2. Ann")).toBeTruthy();

    // Ann is in the Proposition: the Opposition's list says so, and picking her moves her.
    await pick(user, "Opposition", "Ann (now Proposition 2)");
    await pick(user, "Opposition", "Dan");
    await pick(user, "Proposition", "Bob");
    expect(last).toMatchObject({ "prop:1": "u-cat", "prop:2": "u-bob", "opp:1": "u-ann", "opp:2": "u-dan" });

    for (let i = 0; i < 8; i++) {
      await user.click(screen.getByRole("button", { name: "Shuffle within teams" }));
      expect(new Set([last["prop:1"], last["prop:2"]])).toEqual(new Set(["u-cat", "u-bob"]));
      expect(new Set([last["opp:1"], last["opp:2"]])).toEqual(new Set(["u-ann", "u-dan"]));
    }
  });
});
