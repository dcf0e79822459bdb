import { Textarea, TextInput } from "@mantine/core";
import { BRIEF_LIMITS, type BriefPart } from "#shared/briefs/limits.ts";

/** One field of the brief, with its length against the bank's limits under it. */
export function BriefText(p: {
  part: BriefPart;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  /** One line (a short name, a source) rather than a growing box. */
  short?: boolean;
  testId?: string;
}) {
  const [min, max] = BRIEF_LIMITS[p.part];
  const n = p.value.trim().length;
  const description = n === 0 ? `${min}–${max} characters` : `${n} of ${min}–${max} characters`;
  const common = {
    label: p.label,
    value: p.value,
    error: p.error,
    required: p.required,
    description,
    maxLength: max + 50,
    "data-testid": p.testId,
    inputWrapperOrder: ["label", "input", "description", "error"] as ("label" | "input" | "description" | "error")[],
  };
  return p.short ? (
    <TextInput {...common} onChange={(e) => p.onChange(e.currentTarget.value)} />
  ) : (
    <Textarea {...common} onChange={(e) => p.onChange(e.currentTarget.value)} autosize minRows={p.part === "claim" ? 2 : 3} />
  );
}
