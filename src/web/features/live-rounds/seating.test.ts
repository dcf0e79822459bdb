// Who speaks where, as data: one position per student, moves, swaps, clears, teams in picking order.
import { describe, expect, it } from "vitest";
import { FORMATS, formatSlots } from "#shared/debate/formats/index.ts";
import {
  clear,
  emptySlots,
  fitSeating,
  place,
  positionsOf,
  seatOf,
  setTeam,
  shuffleWithinTeams,
  teamOf,
  unplaced,
  unseat,
} from "./seating";

const slots = formatSlots(FORMATS.classroom); // prop:1, prop:2, opp:1, opp:2
const students = ["ann", "bob", "cat", "dan", "eve"].map((id) => ({ id }));
const heldBy = (s: Record<string, string | null>) => Object.values(s).filter(Boolean);

describe("seating", () => {
  it("places a student, and placing her elsewhere moves her (she holds one position only)", () => {
    let s = place({}, "prop:1", "ann");
    expect(s["prop:1"]).toBe("ann");
    s = place(s, "opp:2", "ann");
    expect(s).toMatchObject({ "prop:1": null, "opp:2": "ann" });
    expect(heldBy(s)).toEqual(["ann"]);
    expect(seatOf(s, "ann")).toBe("opp:2");
  });

  it("swaps two placed students, and sends the occupant back when the newcomer was unplaced", () => {
    const s = place(place({}, "prop:1", "ann"), "opp:1", "bob");
    expect(place(s, "opp:1", "ann")).toMatchObject({ "prop:1": "bob", "opp:1": "ann" });
    const t = place(s, "opp:1", "cat");
    expect(t).toMatchObject({ "prop:1": "ann", "opp:1": "cat" });
    expect(seatOf(t, "bob")).toBeUndefined();
    expect(unplaced(t, students).map((x) => x.id)).toEqual(["bob", "dan", "eve"]);
  });

  it("leaves the seating alone when a student is dropped where she already is", () => {
    const s = place({}, "prop:1", "ann");
    expect(place(s, "prop:1", "ann")).toBe(s);
  });

  it("clears a position, and unseats a student wherever she is", () => {
    const s = place(place({}, "prop:1", "ann"), "opp:1", "bob");
    expect(clear(s, "prop:1")).toMatchObject({ "prop:1": null, "opp:1": "bob" });
    expect(clear(s, "prop:2")).toBe(s);
    expect(unseat(s, "bob")).toMatchObject({ "prop:1": "ann", "opp:1": null });
    expect(unseat(s, "eve")).toBe(s);
  });

  it("sets a team in picking order, moving a student out of the other team and emptying what is not picked", () => {
    let s = setTeam({}, slots, "prop", ["bob", "ann"]);
    expect(s).toMatchObject({ "prop:1": "bob", "prop:2": "ann" });
    s = setTeam(s, slots, "opp", ["cat", "ann"]);
    expect(s).toMatchObject({ "prop:1": "bob", "prop:2": null, "opp:1": "cat", "opp:2": "ann" });
    expect(teamOf(s, slots, "prop")).toEqual(["bob"]);
    // More students than the team has speakers, or one twice: the first ones count, once.
    expect(setTeam({}, slots, "prop", ["dan", "dan", "eve", "ann"])).toMatchObject({ "prop:1": "dan", "prop:2": "eve" });
  });

  it("shuffles the order within each team and keeps the teams", () => {
    const s = setTeam(setTeam({}, slots, "prop", ["ann", "bob"]), slots, "opp", ["cat", "dan"]);
    // random() = 0 always swaps the last with the first: each team of two is reversed.
    const t = shuffleWithinTeams(s, slots, () => 0);
    expect(t).toMatchObject({ "prop:1": "bob", "prop:2": "ann", "opp:1": "dan", "opp:2": "cat" });
    for (let i = 0; i < 20; i++) {
      const u = shuffleWithinTeams(s, slots);
      expect(new Set(teamOf(u, slots, "prop"))).toEqual(new Set(["ann", "bob"]));
      expect(new Set(teamOf(u, slots, "opp"))).toEqual(new Set(["cat", "dan"]));
    }
  });

  it("keeps to the format's positions and the class's students, and gives the request every position", () => {
    const s = { "prop:1": "ann", "og:1": "bob", "opp:1": "gone" };
    const fitted = fitSeating(s, slots, students);
    expect(fitted).toEqual({ "prop:1": "ann", "prop:2": null, "opp:1": null, "opp:2": null });
    expect(emptySlots(fitted, slots)).toBe(3);
    expect(positionsOf(fitted, slots)).toEqual({ "prop:1": "ann", "prop:2": "", "opp:1": "", "opp:2": "" });
  });
});
