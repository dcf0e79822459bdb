// The brief form's state: every field as the text the teacher types (empty when she left it out), read into
// a TeacherBrief and checked by the server's own schema, with each message placed on the field it is about.
import { teacherBriefSchema, type TeacherArgument, type TeacherBrief } from "#shared/debate-assignments/brief.ts";
import { BRIEF_ARGUMENTS } from "#shared/briefs/limits.ts";

export const SIDES = ["proposition", "opposition"] as const;
export type BriefSide = (typeof SIDES)[number];

export interface ArgumentDraft {
  title: string;
  claim: string;
  mechanism: string;
  exampleKind: "case" | "illustration";
  example: string;
  source: string;
  impact: string;
  rebuttal: string;
}
export interface SideDraft {
  arguments: ArgumentDraft[];
  weighing: string;
}
export interface BriefDraft {
  proposition: SideDraft;
  opposition: SideDraft;
  /** One clash a line. */
  clashes: string;
  /** Comma-separated. */
  actors: string;
  definitions: string;
  /** Whether the class may practise on the brief in the drills. */
  practice: boolean;
}
/** Where a message goes: "proposition.0.claim", "opposition.weighing", "clashes". */
export type Errors = Record<string, string>;

const emptyArgument = (): ArgumentDraft => ({
  title: "",
  claim: "",
  mechanism: "",
  exampleKind: "case",
  example: "",
  source: "",
  impact: "",
  rebuttal: "",
});

const argumentDraft = (a: TeacherArgument): ArgumentDraft => ({
  title: a.title ?? "",
  claim: a.claim,
  mechanism: a.mechanism ?? "",
  exampleKind: a.example?.kind ?? "case",
  example: a.example?.text ?? "",
  source: a.example?.source ?? "",
  impact: a.impact ?? "",
  rebuttal: a.rebuttal ?? "",
});

function sideDraft(side: TeacherBrief["proposition"] | undefined): SideDraft {
  const args = (side?.arguments ?? []).map(argumentDraft);
  while (args.length < BRIEF_ARGUMENTS) args.push(emptyArgument());
  return { arguments: args, weighing: side?.weighing ?? "" };
}

export function toDraft(brief: TeacherBrief | null): BriefDraft {
  return {
    proposition: sideDraft(brief?.proposition),
    opposition: sideDraft(brief?.opposition),
    clashes: (brief?.clashes ?? []).join("\n"),
    actors: (brief?.actors ?? []).join(", "),
    definitions: brief?.definitions ?? "",
    practice: brief?.practice ?? false,
  };
}

const some = (s: string) => (s.trim() ? s : undefined);
const blank = (a: ArgumentDraft) => !Object.entries(a).some(([k, v]) => k !== "exampleKind" && v.trim());

/** The brief as sent: empty fields left out, untouched argument slots dropped (kept slots remembered for the messages). */
function read(d: BriefDraft) {
  const slots: Record<BriefSide, number[]> = { proposition: [], opposition: [] };
  const side = (name: BriefSide) => {
    const s = d[name];
    const args = s.arguments.flatMap((a, i) => {
      if (blank(a)) return [];
      slots[name].push(i);
      const example = some(a.example) || some(a.source) ? { kind: a.exampleKind, text: a.example, source: some(a.source) } : undefined;
      return [
        { title: some(a.title), claim: a.claim, mechanism: some(a.mechanism), example, impact: some(a.impact), rebuttal: some(a.rebuttal) },
      ];
    });
    return { arguments: args, weighing: some(s.weighing) };
  };
  const value = {
    proposition: side("proposition"),
    opposition: side("opposition"),
    clashes: d.clashes.split("\n").filter((c) => c.trim()),
    actors: d.actors.split(",").filter((a) => a.trim()),
    definitions: some(d.definitions),
    practice: d.practice,
  };
  return { value, slots };
}

const FIELD: Record<string, string> = { text: "example", source: "source" };

/** The brief to save, or the messages to show on the fields. */
export function check(d: BriefDraft): { brief: TeacherBrief; errors: null } | { brief: null; errors: Errors } {
  const { value, slots } = read(d);
  const parsed = teacherBriefSchema.safeParse(value);
  if (parsed.success) return { brief: parsed.data, errors: null };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const [top, second, index, field, sub] = issue.path.map(String);
    let key = top ?? "form";
    if ((top === "proposition" || top === "opposition") && second === "arguments") {
      const slot = index === undefined ? 0 : (slots[top][Number(index)] ?? 0);
      key = `${top}.${slot}.${field === "example" ? (FIELD[sub] ?? "example") : (field ?? "claim")}`;
    } else if (top === "proposition" || top === "opposition") key = `${top}.${second}`;
    errors[key] ??= issue.message;
  }
  return { brief: null, errors };
}
