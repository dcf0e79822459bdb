import { describe, expect, it } from "vitest";
import { createSseParser } from "./sse";

describe("createSseParser", () => {
  it("returns whole events only, across chunk boundaries", () => {
    const push = createSseParser();
    expect(push('event: delta\ndata: "Hel')).toEqual([]);
    expect(push('lo "\n\nevent: delta\ndata: "world"\n\nevent: do')).toEqual([
      { event: "delta", data: '"Hello "' },
      { event: "delta", data: '"world"' },
    ]);
    expect(push('ne\ndata: {"engine":"offline"}\n\n')).toEqual([{ event: "done", data: '{"engine":"offline"}' }]);
  });

  it("joins multi-line data, accepts CRLF and defaults the event name", () => {
    const push = createSseParser();
    expect(push("data: a\r\ndata: b\r\n\r\n")).toEqual([{ event: "message", data: "a\nb" }]);
  });
});
