import { describe, expect, it } from "vitest";
import { insertAt } from "./insert-text";

describe("insertAt", () => {
  it("inserts into an empty box as is", () => {
    expect(insertAt("", "Hello", 0)).toEqual({ value: "Hello", caret: 5 });
  });
  it("separates from the text before and after", () => {
    expect(insertAt("One.", "Two.", 4, "\n")).toEqual({ value: "One.\nTwo.", caret: 9 });
    expect(insertAt("One two", "and a half", 3)).toEqual({ value: "One and a half two", caret: 14 });
    expect(insertAt("One ", "two", 4)).toEqual({ value: "One two", caret: 7 });
  });
  it("clamps a caret outside the text", () => {
    expect(insertAt("abc", "d", 99).value).toBe("abc d");
  });
});
