// Block 5: language in lesson writing. The assembled essays (people's own sentences) as written, and with
// spelling and agreement errors put in at known rates: the errors the reader finds per 100 words, and the
// lesson score, should follow the rate put in; the honest text's own rate is the false-flag floor.
import { readLanguage } from "#server/ai/engine/offline/lesson-language.ts";
import { grammarSlips } from "#server/ai/engine/offline/grammar-signals.ts";
import { briefs } from "#content/briefs.ts";
import type { Assembled } from "./assemble";
import { promptWordings } from "./assemble";
import { lessonScore } from "./engines";
import { mean, seeded } from "./stats";
import { table, type Cell } from "./table";

const RATES = [0, 2, 5, 10];
// Agreement slips a learner makes: the verb's form for the other number.
const SWAPS: Record<string, string> = { is: "are", are: "is", has: "have", have: "has", was: "were", were: "was", does: "do", do: "does" };

/** The text with about `per100` errors in every 100 words, half misspellings (two letters swapped), half agreement slips. */
export function withErrors(text: string, per100: number, random: () => number): string {
  const words = text.split(" ");
  const want = Math.round((words.length * per100) / 100);
  const slots = words.map((_, i) => i).sort(() => random() - 0.5);
  let made = 0;
  for (const i of slots) {
    if (made >= want) break;
    const w = words[i];
    const bare = w.replace(/[^A-Za-z]/g, "");
    if (made % 2 === 1 && SWAPS[bare.toLowerCase()]) {
      words[i] = w.replace(bare, SWAPS[bare.toLowerCase()]);
      made++;
    } else if (made % 2 === 0 && /^[a-z]{6,}$/.test(bare)) {
      const k = 2 + Math.floor(random() * (bare.length - 4));
      words[i] = w.replace(bare, bare.slice(0, k) + bare[k + 1] + bare[k] + bare.slice(k + 2));
      made++;
    }
  }
  return words.join(" ");
}

export function languageBlock(texts: Assembled[]): string[] {
  const random = seeded(30);
  const sample = texts.filter((_, i) => i % 4 === 0);
  const rows: Cell[][] = [];
  const base = sample.map((t) => lessonScore(promptWordings(t.motion).terse, t.text, t.motion).checked);
  let fell = 0;
  for (const rate of RATES) {
    const made = sample.map((t) => withErrors(t.text, rate, random));
    const found = made.map((m) => readLanguage(m).per100);
    const scores = sample.map((t, i) => lessonScore(promptWordings(t.motion).terse, made[i], t.motion).checked);
    if (rate === 10) fell = scores.filter((s, i) => s < base[i]).length;
    rows.push([`${rate} errors put in per 100 words`, mean(found), mean(scores), Math.min(...scores), Math.max(...scores)]);
  }
  const honest = sample.map((t) => readLanguage(t.text).per100).sort((a, b) => a - b);
  // The briefs are edited prose: every grammar flag on them is a false one.
  const prose = [...briefs.values()].flatMap((b) =>
    [
      b.definitions,
      ...b.clashes,
      ...[...b.proposition.arguments, ...b.opposition.arguments].flatMap((a) => [
        a.claim,
        a.mechanism,
        a.impact,
        a.rebuttal,
        a.example.text,
      ]),
    ].filter((p): p is string => !!p),
  );
  const proseWords = prose.reduce((n, p) => n + p.split(/\s+/).length, 0);
  const falseFlags = prose.reduce((n, p) => n + grammarSlips(p).length, 0);
  return [
    `5. LANGUAGE (lesson feedback): ${sample.length} assembled essays (terse wording) with spelling and agreement errors put in`,
    ...table(["", "found per 100", "score mean", "min", "max"], rows),
    `  honest text as written: errors found per 100 words median ${honest[Math.floor(honest.length / 2)].toFixed(1)}, p90 ${honest[
      Math.floor(honest.length * 0.9)
    ].toFixed(1)} (crowd workers' own typos and slips, and any false flags)`,
    `  score lower with 10 errors per 100 words than as written: ${fell} of ${sample.length}`,
    `  grammar flags on edited prose (the ${briefs.size} briefs, ${proseWords} words; every flag is false): ${falseFlags}, ${((100 * falseFlags) / proseWords).toFixed(3)} per 100 words`,
  ];
}
