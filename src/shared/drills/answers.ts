// How drill answers are shaped between the screen and the API: PAEL sections as one text, actor and
// clash rows trimmed and picked. The rules an answer must meet live in schemas.ts.
import { MOTION_MAX } from "#shared/limits.ts";
import type { Side } from "#shared/sides.ts";

/** Limits the spec leaves open; generous for a student's answer, small enough to bound an AI prompt. The motion's is the debater's. */
export const DRILL_LIMITS = { motion: MOTION_MAX, field: 5000, name: 200, items: 20 } as const;

type Text = string | null | undefined;
export const blank = (s: Text) => (s ?? "").trim() === "";

export const PAEL_FIELDS = ["point", "analysis", "example", "link"] as const;
export type PaelField = (typeof PAEL_FIELDS)[number];
export const PAEL_LABELS: Record<PaelField, string> = {
  point: "Point",
  analysis: "Analysis",
  example: "Example",
  link: "Link",
};

export interface ActorDraft {
  name?: Text;
  characterization?: Text;
  argument?: Text;
}

/** Trimmed actors that have all three parts; the others are not sent. */
export function completeActors(actors: readonly ActorDraft[] | null | undefined) {
  return (actors ?? [])
    .map((a) => ({
      name: (a.name ?? "").trim(),
      characterization: (a.characterization ?? "").trim(),
      argument: (a.argument ?? "").trim(),
    }))
    .filter((a) => a.name && a.characterization && a.argument);
}

/** Trimmed, non-blank, unique (case-insensitive) actor names, first spelling kept. */
export function uniqueActors(actors: readonly Text[] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of actors ?? []) {
    const name = (raw ?? "").trim();
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      out.push(name);
    }
  }
  return out;
}

/** Add on Enter / +Add: ignored when blank or already listed. */
export function addActor(actors: readonly string[], name: Text): string[] {
  return uniqueActors([...actors, name]);
}

/** Removing an actor also clears it from any clash that used it. */
export function removeActor<C extends { actor?: Text }>(actors: readonly string[], clashes: readonly C[], name: string) {
  const key = name.trim().toLowerCase();
  return {
    actors: actors.filter((a) => a.trim().toLowerCase() !== key),
    clashes: clashes.map((c) => ((c.actor ?? "").trim().toLowerCase() === key ? { ...c, actor: "" } : c)),
  };
}

export { SIDES, type Side } from "#shared/sides.ts";
/** A clash as the screen edits it: one side and that side's argument. */
export interface ClashDraft {
  actor?: Text;
  clash_text?: Text;
  side?: Side | "" | null;
  argument?: Text;
}
/** A clash as the API receives it. */
export interface ClashPayload {
  actor: string;
  clash_text: string;
  gov_argument: string;
  opp_argument: string;
}

export function isCompleteClash(c: Partial<Record<keyof ClashPayload, Text>> | null | undefined): boolean {
  return !!c && !blank(c.actor) && !blank(c.clash_text) && !(blank(c.gov_argument) && blank(c.opp_argument));
}

/** Only the first complete clash is submitted; the side decides which argument field it fills. */
export function firstCompleteClash(clashes: readonly ClashDraft[] | null | undefined): ClashPayload | null {
  for (const c of clashes ?? []) {
    if (!c.side || blank(c.argument)) continue;
    const payload: ClashPayload = {
      actor: (c.actor ?? "").trim(),
      clash_text: (c.clash_text ?? "").trim(),
      gov_argument: c.side === "Government" ? (c.argument ?? "").trim() : "",
      opp_argument: c.side === "Opposition" ? (c.argument ?? "").trim() : "",
    };
    if (isCompleteClash(payload)) return payload;
  }
  return null;
}

/** The PAEL answer as one text, the `argument` string of POST /api/feedback. */
export function composePael(p: Partial<Record<PaelField, Text>>): string {
  return PAEL_FIELDS.map((f) => `${PAEL_LABELS[f]}: ${(p[f] ?? "").trim()}`).join("\n");
}

/** Reads "Point: … Analysis: … Example: … Link: …" back; null when the text has no such labels. */
export function parsePael(text: Text): Partial<Record<PaelField, string>> | null {
  const re = /(?:^|\n)\s*(point|analysis|example|link)\s*[:\-–]\s*/gi;
  const marks = [...(text ?? "").matchAll(re)];
  if (marks.length === 0) return null;
  const out: Partial<Record<PaelField, string>> = {};
  marks.forEach((m, i) => {
    const start = (m.index ?? 0) + m[0].length;
    const end = marks[i + 1]?.index ?? (text ?? "").length;
    const key = m[1].toLowerCase() as PaelField;
    out[key] = ((out[key] ? out[key] + " " : "") + (text ?? "").slice(start, end)).trim();
  });
  return out;
}
