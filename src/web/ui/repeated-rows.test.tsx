// @vitest-environment jsdom
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TextInput } from "@mantine/core";
import { renderUi } from "#web/test/render.tsx";
import { RepeatedRows } from "./repeated-rows";

let next = 0;
const row = () => ({ id: `r${++next}`, name: "" });

function Harness() {
  const [rows, setRows] = useState(() => [row()]);
  return (
    <RepeatedRows
      rows={rows}
      rowKey={(r) => r.id}
      noun="Actor"
      onAdd={() => setRows((rs) => [...rs, row()])}
      onRemove={(i) => setRows((rs) => rs.filter((_, j) => j !== i))}
    >
      {(r, i) => (
        <TextInput
          label="Name"
          value={r.name}
          onChange={(e) => setRows((rs) => rs.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
        />
      )}
    </RepeatedRows>
  );
}

describe("RepeatedRows", () => {
  it("numbers the rows, adds one, and removes the chosen one without moving the others' typing", async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    expect(screen.getByRole("group", { name: "Actor 1" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add actor" }));
    await user.click(screen.getByRole("button", { name: "Add actor" }));
    const names = () => screen.getAllByRole("textbox", { name: "Name" }) as HTMLInputElement[];
    await user.type(names()[0], "Parents");
    await user.type(names()[1], "Teachers");
    await user.type(names()[2], "Pupils");

    await user.click(screen.getByRole("button", { name: "Remove actor 2" }));
    expect(names().map((n) => n.value)).toEqual(["Parents", "Pupils"]);
    // Legends and buttons are renumbered after a removal.
    expect(screen.getByRole("group", { name: "Actor 2" })).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Actor 3" })).toBeNull();
    expect(screen.getByRole("button", { name: "Remove actor 2" })).toBeTruthy();
  });
});
