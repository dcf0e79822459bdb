// A ballot as the teacher reads it: the judge writes to the student ("Government (you) wins…", "your
// speeches…"); the teacher's copy names the student instead. What the speakers said, quoted on the
// ballot, is left exactly as they said it.
import type { Verdict } from "./schemas";

/** Verbs whose form changes when "you" becomes a name ("you were" → "Sam was"). */
const AGREEMENT: Record<string, string> = {
  are: "is",
  were: "was",
  have: "has",
  do: "does",
  "don't": "doesn't",
  "aren't": "isn't",
  "weren't": "wasn't",
  "haven't": "hasn't",
};

/** One stretch of prose outside quotation marks, in the third person. */
function thirdPerson(prose: string, name: string): string {
  const possessive = name.endsWith("s") ? `${name}'` : `${name}'s`;
  return prose
    .replace(/\((you)\)/g, `(${name})`)
    .replace(/\b(yours)\b/gi, possessive)
    .replace(/\b(yourself)\b/gi, name)
    .replace(/\b(your)\b/gi, possessive)
    .replace(/\b(you)\s+([a-z']+)\b/gi, (_m, _you: string, verb: string) => `${name} ${AGREEMENT[verb.toLowerCase()] ?? verb}`)
    .replace(/\b(you)\b/gi, name);
}

/** The text in the third person, quoted passages ("…", “…”) untouched. */
export function namingStudent(text: string, name: string): string {
  return text
    .split(/("[^"\n]*"|“[^”\n]*”)/)
    .map((part, i) => (i % 2 === 1 ? part : thirdPerson(part, name)))
    .join("");
}

/** The verdict as the teacher reads it: the reason and the next steps name the student. */
export function teacherCopy(verdict: Verdict, name: string): Verdict {
  return {
    ...verdict,
    reason: namingStudent(verdict.reason, name),
    nextSteps: verdict.nextSteps.map((s) => ({ ...s, advice: namingStudent(s.advice, name) })),
  };
}
