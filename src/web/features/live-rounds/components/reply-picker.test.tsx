// @vitest-environment jsdom
// Who replies: World Schools lets the first or second speaker reply, so each team gets a choice naming the
// placed students; formats whose reply has one allowed speaker, or no reply, show nothing.
import { useState } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FORMATS } from "#shared/debate/formats/index.ts";
import { renderUi } from "#web/test/render.tsx";
import { ReplyPicker, replyChoices, type ReplySpeakers } from "./reply-picker";

const names = new Map([
  ["u-ann", "Ann"],
  ["u-bob", "Bob"],
]);
let last: ReplySpeakers = {};

// jsdom draws no layout: Mantine scrolls the chosen option into view when the list opens.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

function Harness() {
  const [value, setValue] = useState<ReplySpeakers>({});
  last = value;
  return (
    <ReplyPicker
      format={FORMATS["world-schools"]}
      seating={{ "opp:1": "u-ann", "opp:2": "u-bob" }}
      names={names}
      value={value}
      onChange={setValue}
    />
  );
}

describe("ReplyPicker", () => {
  it("offers each team's allowed reply speakers, named once placed, and keeps the choice", async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    const opp = screen.getByRole("combobox", { name: "Opposition reply by speaker" });
    expect(opp).toHaveProperty("value", "Opposition 1 (Ann)");
    expect(screen.getByRole("combobox", { name: "Proposition reply by speaker" })).toHaveProperty("value", "Proposition 1");
    await user.click(opp);
    const list = document.getElementById(opp.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(within(list).queryByRole("option", { name: /Opposition 3/, hidden: true })).toBeNull();
    await user.click(within(list).getByRole("option", { name: "Opposition 2 (Bob)", hidden: true }));
    expect(last).toEqual({ opp: 2 });
  });

  it("is a choice only where the format gives one", () => {
    expect(replyChoices(FORMATS["world-schools"]).map((c) => [c.team, c.speakers])).toEqual([
      ["opp", [1, 2]],
      ["prop", [1, 2]],
    ]);
    expect(replyChoices(FORMATS["british-parliamentary"])).toEqual([]);
    expect(replyChoices(FORMATS.classroom)).toEqual([]); // its replies are by the first speakers
  });
});
