// Block 3: the same assembled texts as lesson writing, scored by the offline lesson-feedback reader through
// the lesson checks, under three real wordings of one task on the motion, typed and transcribed.
import { promptWordings, type Assembled } from "./assemble";
import { lessonScore, type Scored } from "./engines";
import { bound } from "./speeches";
import { kendall, mean, wordCount, withinGroups } from "./stats";
import { table, type Cell } from "./table";

export const WORDINGS = ["terse", "full", "question"] as const;
export type Wording = (typeof WORDINGS)[number];

export interface EssayRun {
  text: Assembled;
  typed: Record<Wording, Scored>;
  spoken: Record<Wording, Scored>;
}

export function runEssays(texts: Assembled[]): EssayRun[] {
  return texts.map((text) => {
    const prompts = promptWordings(text.motion);
    const under = (t: string) =>
      Object.fromEntries(WORDINGS.map((w) => [w, lessonScore(prompts[w], t, text.motion)])) as Record<Wording, Scored>;
    return { text, typed: under(text.text), spoken: under(text.spoken) };
  });
}

export function essaysBlock(runs: EssayRun[]): string[] {
  const rows: Cell[][] = [];
  const tau = (rs: EssayRun[], s: (r: EssayRun) => number) =>
    kendall(
      rs.map(s),
      rs.map((r) => r.text.wa),
    ).b;
  for (const form of ["typed", "spoken"] as const) {
    for (const w of WORDINGS) {
      const s = (r: EssayRun) => r[form][w].checked;
      const scores = runs.map(s);
      rows.push([
        `${form}, ${w} wording: lesson score`,
        tau(runs, s),
        withinGroups(
          runs,
          (r) => r.text.motion,
          (rs) => tau(rs, s),
        ),
        mean(scores),
        Math.min(...scores),
        Math.max(...scores),
      ]);
    }
    const words = (r: EssayRun) => wordCount(form === "typed" ? r.text.text : r.text.spoken);
    rows.push([
      `${form}: baseline word count`,
      tau(runs, words),
      withinGroups(
        runs,
        (r) => r.text.motion,
        (rs) => tau(rs, words),
      ),
      null,
      null,
      null,
    ]);
  }
  rows.push(["baseline: a constant", 0, 0, null, null, null]);
  // Rewording: each text's three scores, every pair of wordings.
  const reword = (form: "typed" | "spoken") => {
    const pairs = [
      ["terse", "full"],
      ["terse", "question"],
      ["full", "question"],
    ] as const;
    const b = pairs.map(([a, c]) =>
      bound(
        runs.map((r) => r[form][a].checked),
        runs.map((r) => r[form][c].checked),
      ),
    );
    return `mean |Δ| ${mean(b.map((x) => x[0])).toFixed(1)}, max ${Math.max(...b.map((x) => x[1]))} of 100, ρ between wordings ${b
      .map((x) => x[2].toFixed(3))
      .join(" / ")} (terse–full / terse–question / full–question)`;
  };
  const capped = (form: "typed" | "spoken") => runs.flatMap((r) => WORDINGS.map((w) => r[form][w].checked)).filter((s) => s <= 15).length;
  const spoken = WORDINGS.map((w) =>
    bound(
      runs.map((r) => r.typed[w].checked),
      runs.map((r) => r.spoken[w].checked),
    ),
  );
  return [
    `3. ESSAYS (lesson feedback): the same ${runs.length} assembled texts, 3 wordings of the task, typed and transcribed`,
    ...table(["", "τb pooled", "τb motion", "mean", "min", "max"], rows),
    `  rewording bound (typed): ${reword("typed")}`,
    `  rewording bound (spoken): ${reword("spoken")}`,
    `  honest essays scored ≤ 15 of 100 (the band issue 30 calls capped): typed ${capped("typed")}, transcribed ${capped("spoken")} of ${
      runs.length * WORDINGS.length
    } (texts × wordings)`,
    `  transcription bound (typed → spoken, per wording): ${spoken
      .map((b, i) => `${WORDINGS[i]} mean |Δ| ${b[0].toFixed(1)}, max ${b[1]}, ρ ${b[2].toFixed(3)}`)
      .join("; ")}`,
  ];
}
