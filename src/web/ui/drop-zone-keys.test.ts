// The keyboard's walk over drop zones: one zone per arrow press, in reading order, staying put at either end.
import { describe, expect, it } from "vitest";
import { stepZone } from "./drop-zone-keys";

describe("stepZone", () => {
  const order = ["pool", "slot:prop:1", "slot:opp:1"];
  it("goes to the next zone forward and the one before going back, and stays at either end", () => {
    expect(stepZone(order, "pool", true)).toBe("slot:prop:1");
    expect(stepZone(order, "slot:opp:1", false)).toBe("slot:prop:1");
    expect(stepZone(order, "slot:opp:1", true)).toBe("slot:opp:1");
    expect(stepZone(order, "pool", false)).toBe("pool");
  });
  it("starts from the first (or the last) zone when over none, and has nowhere to go with no zones", () => {
    expect(stepZone(order, null, true)).toBe("pool");
    expect(stepZone(order, "gone", false)).toBe("slot:opp:1");
    expect(stepZone([], null, true)).toBeNull();
  });
});
