import { describe, expect, it } from "vitest";
import { readingBlocks } from "./reading";

describe("readingBlocks", () => {
  it("splits paragraphs on blank lines and joins wrapped lines", () => {
    expect(readingBlocks("One line\nwraps here.\n\nSecond paragraph.")).toEqual([
      { kind: "paragraph", text: "One line wraps here." },
      { kind: "paragraph", text: "Second paragraph." },
    ]);
  });
  it("reads headings, bullet lists and numbered lists", () => {
    expect(readingBlocks("## Point\nText\n- a\n- b\n\n1. first\n2. second")).toEqual([
      { kind: "heading", text: "Point" },
      { kind: "paragraph", text: "Text" },
      { kind: "list", ordered: false, items: ["a", "b"] },
      { kind: "list", ordered: true, items: ["first", "second"] },
    ]);
  });
  it("keeps markup as plain text (never HTML)", () => {
    expect(readingBlocks("<script>alert(1)</script>")).toEqual([{ kind: "paragraph", text: "<script>alert(1)</script>" }]);
  });
  it("gives nothing for an empty reading", () => {
    expect(readingBlocks("  \n\n")).toEqual([]);
  });
});
