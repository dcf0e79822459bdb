import { describe, expect, it } from "vitest";
import { z } from "zod";
import { clampToSchema } from "./score-range";

describe("clampToSchema", () => {
  const schema = z.object({
    scores: z.object({ a: z.number().min(0).max(10), b: z.number().int().min(0).max(100) }),
    actors: z.array(z.object({ relevance: z.number().min(0).max(10), name: z.string() })),
    overall: z.number().min(0).max(10).optional(),
    free: z.number(),
  });

  it("clamps every bounded number into its bounds, rounding where the schema wants integers", () => {
    const out = clampToSchema(schema, {
      scores: { a: 11.5, b: 100.4 },
      actors: [
        { relevance: -2, name: "parents" },
        { relevance: 4.5, name: "children" },
      ],
      overall: 12,
      free: 1e6,
    });
    expect(out).toEqual({
      scores: { a: 10, b: 100 },
      actors: [
        { relevance: 0, name: "parents" },
        { relevance: 4.5, name: "children" },
      ],
      overall: 10,
      free: 1e6,
    });
    expect(schema.safeParse(out).success).toBe(true);
  });

  it("reads a score written as text as the number it says, then clamps it", () => {
    const out = clampToSchema(schema, { scores: { a: " 12 ", b: "-3.5" }, actors: [], free: 1 }) as { scores: unknown };
    expect(out.scores).toEqual({ a: 10, b: 0 });
  });

  it("leaves what is not a number as it came, so a wrong answer still fails the schema", () => {
    const bad = { scores: { a: "nine", b: 50 }, actors: "none", free: 1 };
    expect(clampToSchema(schema, bad)).toEqual(bad);
    expect(schema.safeParse(clampToSchema(schema, bad)).success).toBe(false);
  });
});
