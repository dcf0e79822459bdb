import { z } from "zod";
import { COMMON_MESSAGES } from "./messages/common";

// PostgreSQL text cannot hold a NUL character, and a lone UTF-16 surrogate cannot be encoded: such text
// is bad input (400 with a message) before anything runs, never a failed insert after the work is done.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether the database can store this text. */
export const isStorable = (v: string) => !UNSTORABLE.test(v);

/** A string that the database can store. */
export const storableText = (message?: string) =>
  z.string(message ? { error: message } : undefined).refine(isStorable, COMMON_MESSAGES.unstorableText);

/** Words in a text, counted by whitespace split (what every word limit and word count on screen means). */
export function wordCount(text: string | null | undefined): number {
  return (text ?? "").trim().split(/\s+/).filter(Boolean).length;
}
