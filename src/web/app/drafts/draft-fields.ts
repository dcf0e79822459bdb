import type { DraftBody } from "#shared/drafts/schemas.ts";

// A restored draft is read leniently: a field of the wrong shape (an older screen's draft) is left out.

export function textOf(body: DraftBody, field: string): string | undefined {
  const v = body[field];
  return typeof v === "string" ? v : undefined;
}

export function numberOf(body: DraftBody, field: string): number | undefined {
  const v = body[field];
  return typeof v === "number" && Number.isFinite(v) ? v : undefined;
}

/** Quiz choices, question index → option index. */
export function choicesOf(body: DraftBody, field = "choices"): Record<string, number> | undefined {
  const v = body[field];
  if (!v || typeof v !== "object" || Array.isArray(v)) return undefined;
  const out: Record<string, number> = {};
  for (const [k, n] of Object.entries(v)) if (/^\d+$/.test(k) && Number.isInteger(n) && (n as number) >= 0) out[k] = n as number;
  return out;
}
