// Validation rules of the six drills (spec part 2, section 5). The drill screens call these, and the
// zod request schemas replay them, so the server rejects with exactly the message the screen shows.
import { DRILL_EXTRA_MESSAGES, DRILL_MESSAGES, fieldRequired } from "../messages/drills";
import { MOTION_MAX } from "../limits";
import type { Side } from "../sides";

/** Limits the spec leaves open; generous for a student's answer, small enough to bound an AI prompt. The motion's is the debater's. */
export const DRILL_LIMITS = { motion: MOTION_MAX, field: 5000, name: 200, items: 20 } as const;

export interface DrillIssue {
  path: (string | number)[];
  message: string;
}

export interface DrillValidation {
  ok: boolean;
  /** The one message the screen shows: the first failing rule. */
  message: string | null;
  /** Per-field messages (e.g. PAEL's '{Field} is required.'), keyed by field name. */
  fieldErrors: Record<string, string>;
  /** All issues, spec message first, for the zod schemas. */
  issues: DrillIssue[];
}

type Text = string | null | undefined;
const blank = (s: Text) => (s ?? "").trim() === "";

function result(issues: DrillIssue[], fieldErrors: Record<string, string> = {}): DrillValidation {
  return { ok: issues.length === 0, message: issues[0]?.message ?? null, fieldErrors, issues };
}

/** Every drill needs a motion before it can be scored or an example generated. */
export function validateMotion(motion: Text): DrillValidation {
  return result(blank(motion) ? [{ path: ["motion"], message: DRILL_MESSAGES.motionRequired }] : []);
}

// The motion is checked only when the caller passes the key, so a screen can validate the
// answer on its own (e.g. on blur) before a motion exists.
function motionIssues(input: object): DrillIssue[] {
  return "motion" in input ? validateMotion((input as { motion?: Text }).motion).issues : [];
}

export const PAEL_FIELDS = ["point", "analysis", "example", "link"] as const;
export type PaelField = (typeof PAEL_FIELDS)[number];
export const PAEL_LABELS: Record<PaelField, string> = {
  point: "Point",
  analysis: "Analysis",
  example: "Example",
  link: "Link",
};

/** The on-blur message of one PAEL field, or null when filled. */
export function validatePaelField(field: PaelField, value: Text): string | null {
  return blank(value) ? fieldRequired(PAEL_LABELS[field]) : null;
}

export function validatePael(input: { motion?: Text } & Partial<Record<PaelField, Text>>): DrillValidation {
  const fieldErrors: Record<string, string> = {};
  for (const f of PAEL_FIELDS) {
    const err = validatePaelField(f, input[f]);
    if (err) fieldErrors[f] = err;
  }
  const issues = motionIssues(input);
  if (Object.keys(fieldErrors).length > 0) {
    issues.push({ path: ["pael"], message: DRILL_MESSAGES.paelIncomplete });
    for (const [f, m] of Object.entries(fieldErrors)) issues.push({ path: ["pael", f], message: m });
  }
  return result(issues, fieldErrors);
}

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

export function validateCharacterization(input: { motion?: Text; actors?: readonly ActorDraft[] | null }) {
  const issues = motionIssues(input);
  if (completeActors(input.actors).length === 0) issues.push({ path: ["actors"], message: DRILL_MESSAGES.characterizationIncomplete });
  return result(issues);
}

export interface PaelDraft {
  point?: Text;
  analysis?: Text;
  example?: Text;
  link?: Text;
}
export interface RefutationDraft {
  impact?: Text;
  analysis?: Text;
  examples?: Text;
  weighing?: Text;
}

export function validateRefutation(input: { motion?: Text; argument?: PaelDraft | null; refutation?: RefutationDraft | null }) {
  const issues = motionIssues(input);
  const arg = input.argument ?? {};
  if (PAEL_FIELDS.every((f) => blank(arg[f]))) issues.push({ path: ["argument"], message: DRILL_MESSAGES.aiArgumentRequired });
  const fieldErrors: Record<string, string> = {};
  for (const f of ["impact", "analysis"] as const) if (blank(input.refutation?.[f])) fieldErrors[f] = DRILL_MESSAGES.refutationIncomplete;
  if (Object.keys(fieldErrors).length > 0) issues.push({ path: ["refutation"], message: DRILL_MESSAGES.refutationIncomplete });
  return result(issues, fieldErrors);
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

export { SIDES, wordCount, type Side } from "../sides";
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

/** Screen form: clashes edited as drafts. */
export function validateClashes(input: {
  motion?: Text;
  vulnerable_actors?: readonly Text[] | null;
  clashes?: readonly ClashDraft[] | null;
}) {
  return clashIssues(input, firstCompleteClash(input.clashes) !== null);
}

/** API form: the one clash already mapped to gov_argument / opp_argument. */
export function validateClashesRequest(input: {
  motion?: Text;
  vulnerable_actors?: readonly Text[] | null;
  clash?: Partial<Record<keyof ClashPayload, Text>> | null;
}) {
  return clashIssues(input, isCompleteClash(input.clash));
}

function clashIssues(input: { vulnerable_actors?: readonly Text[] | null }, hasClash: boolean) {
  const issues = motionIssues(input);
  if (uniqueActors(input.vulnerable_actors).length === 0)
    issues.push({ path: ["vulnerable_actors"], message: DRILL_MESSAGES.vulnerableActorRequired });
  if (!hasClash) issues.push({ path: ["clash"], message: DRILL_EXTRA_MESSAGES.clashIncomplete });
  return result(issues);
}

export function validateModeling(input: { motion?: Text; terms?: readonly { term?: Text; definition?: Text }[] | null }) {
  const issues = motionIssues(input);
  if (!(input.terms ?? []).some((t) => !blank(t.term) && !blank(t.definition)))
    issues.push({ path: ["terms"], message: DRILL_MESSAGES.modelingTermRequired });
  return result(issues);
}

export function validateFraming(input: { motion?: Text; my_frame?: Text; opponent_frame?: Text; new_frame?: Text }) {
  const issues = motionIssues(input);
  const fieldErrors: Record<string, string> = {};
  const rules = [
    ["my_frame", DRILL_MESSAGES.frameRequired],
    ["opponent_frame", DRILL_MESSAGES.opponentFrameRequired],
    ["new_frame", DRILL_MESSAGES.newFrameRequired],
  ] as const;
  for (const [f, m] of rules)
    if (blank(input[f])) {
      fieldErrors[f] = m;
      issues.push({ path: [f], message: m });
    }
  return result(issues, fieldErrors);
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
