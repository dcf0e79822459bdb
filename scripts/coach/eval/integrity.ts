// Block 4: how often each integrity check fires on honest human text (every finding on these texts is a
// false positive: they are people's own arguments on their own motion and stance), and how well the side
// reader agrees with ArgQ's stance labels.
import { FINDING_ORDER, type FindingKind } from "#server/ai/engine/integrity/index.ts";
import type { ArgumentRun } from "./arguments";
import type { EssayRun } from "./essays";
import { WORDINGS } from "./essays";
import type { SpeechRun } from "./speeches";
import { table, type Cell } from "./table";

/** Every kind a check can report, in the order the student reads them. */
const KINDS = FINDING_ORDER;
const GOAL = 0.01;

export function integrityBlock(args: ArgumentRun[], speeches: SpeechRun[], essays: EssayRun[], engaged: SpeechRun[]): string[] {
  const sets: [string, FindingKind[][]][] = [
    ["drill answers", args.map((r) => r.drill.findings)],
    ["speeches", speeches.map((r) => r.typed.findings)],
    ["speech transcripts", speeches.map((r) => r.spoken.findings)],
    ["engaging speeches", engaged.map((r) => r.typed.findings)],
    ["engaging transcripts", engaged.map((r) => r.spoken.findings)],
    ["essays ×3 wordings", essays.flatMap((r) => WORDINGS.map((w) => r.typed[w].findings))],
    ["essay transcripts ×3", essays.flatMap((r) => WORDINGS.map((w) => r.spoken[w].findings))],
  ];
  const all = sets.flatMap(([, f]) => f);
  const rate = (fs: FindingKind[][], k: FindingKind | null) => fs.filter((f) => (k ? f.includes(k) : f.length > 0)).length / fs.length;
  const cell = (r: number): string => `${(100 * r).toFixed(1)}${r > GOAL ? "!" : ""}`;
  const rows: Cell[][] = [...KINDS, null].map((k) => [k ?? "any check", ...sets.map(([, f]) => cell(rate(f, k))), cell(rate(all, k))]);
  const over = KINDS.filter((k) => sets.some(([, f]) => rate(f, k) > GOAL));

  // The side reader against the people's stance labels, per stance: read right, read as the other side, no side read.
  const sideRows: Cell[][] = [];
  for (const [label, items] of [
    ["arguments", args.map((r) => ({ want: r.arg.side, got: r.lean }))],
    ["speeches", speeches.map((r) => ({ want: r.text.side, got: r.lean }))],
    ["speech transcripts", speeches.map((r) => ({ want: r.text.side, got: r.spokenLean }))],
  ] as const)
    for (const side of ["Government", "Opposition"] as const) {
      const xs = items.filter((i) => i.want === side);
      const share = (p: (i: (typeof xs)[number]) => boolean) => `${((100 * xs.filter(p).length) / xs.length).toFixed(1)} %`;
      sideRows.push([
        `${label}, ${side === "Government" ? "pro" : "con"} (${xs.length})`,
        share((i) => i.got === side),
        share((i) => i.got !== null && i.got !== side),
        share((i) => i.got === null),
      ]);
    }
  const told = (runs: SpeechRun[], form: "typed" | "spoken") =>
    `${runs.filter((r) => r[form].findings.includes("wrongside")).length} of ${runs.length}`;
  return [
    `4. INTEGRITY CHECKS on honest human text: % of texts each check fires on (goal ≤ ${100 * GOAL} %; ! = over)`,
    ...table(["", ...sets.map(([n, f]) => `${n} (${f.length})`), `all (${all.length})`], rows, 1),
    `  over the goal on some kind of text: ${over.length ? over.join(", ") : "none"}`,
    "  side read against ArgQ's stance labels (the coach's stance reader, coach/stance.ts, on the text alone)",
    ...table(["", "read right", "read other side", "no side read"], sideRows, 1, "    "),
    `  speeches told "argued the other side": typed ${told(speeches, "typed")}, transcribed ${told(speeches, "spoken")}; engaging the other side (two of its arguments reported, then answered): typed ${told(engaged, "typed")}, transcribed ${told(engaged, "spoken")}`,
  ];
}
