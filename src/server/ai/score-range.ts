import type { Schema } from "ai";
import { z } from "zod";

// A model's scores are held to the rubric's range, never refused for leaving it: every bounded number in
// an answer's schema (a drill's 0–10, the judge's categories, lesson writing's 0–100) is clamped into its
// bounds before the schema is checked, so a model that says 11, -2 or "7" gives 10, 0 or 7, and the integrity
// checks then treat that score like any other.

/** The value with every number the schema bounds clamped into its bounds; everything else as it came. */
export function clampToSchema(schema: z.ZodType, value: unknown): unknown {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return value === undefined || value === null ? value : clampToSchema(schema.unwrap() as z.ZodType, value);
  }
  if (schema instanceof z.ZodNumber) {
    // A score written as text ("7", " 6.5 ") is the number it says.
    if (typeof value === "string" && /^\s*-?\d+(?:\.\d+)?\s*$/.test(value)) value = Number(value);
    if (typeof value !== "number" || !Number.isFinite(value)) return value;
    const lo = schema.minValue ?? -Infinity;
    const hi = schema.maxValue ?? Infinity;
    const inRange = Math.min(hi, Math.max(lo, value));
    return schema.isInt ? Math.round(inRange) : inRange;
  }
  if (schema instanceof z.ZodArray) {
    return Array.isArray(value) ? value.map((v) => clampToSchema(schema.element as z.ZodType, v)) : value;
  }
  if (schema instanceof z.ZodObject) {
    if (!value || typeof value !== "object" || Array.isArray(value)) return value;
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      if (key in out) out[key] = clampToSchema(field, out[key]);
    }
    return out;
  }
  return value;
}

/**
 * The answer schema as a model is given it: the JSON schema still states the ranges, but an answer whose
 * only fault is a number outside them is clamped and accepted instead of failing the call. The SDK is
 * passed in because it is loaded with the first model call, never at start (ai/task.ts).
 */
export function forModel<T>(sdk: Pick<typeof import("ai"), "jsonSchema" | "zodSchema">, schema: z.ZodType<T>): Schema<T> {
  const asSent = sdk.zodSchema(schema);
  return sdk.jsonSchema<T>(() => asSent.jsonSchema, {
    validate: (value) => {
      const parsed = schema.safeParse(clampToSchema(schema, value));
      return parsed.success ? { success: true, value: parsed.data } : { success: false, error: parsed.error };
    },
  });
}
