// The table of the HTTP-level benches (http, catalogue, manage): Rostrum against the bare Hono baseline, one
// line per route, with the ratio and the issue's target as PASS/MISS (never failing the run).
import { median, type Figures } from "./load";

export interface Target {
  ratio: number;
  p99?: number;
}

export const num = (n: number, w: number, digits = 0) => n.toFixed(digits).padStart(w);
export const verdict = (ok: boolean) => (ok ? "PASS" : "MISS");

/** The two header lines above a block of rows. */
export function header(title: string, targetNote: string) {
  console.log(
    `\n${title.padEnd(27)}${"Rostrum".padStart(14)}${"".padStart(10)}   ${"bare Hono".padStart(14)}${"".padStart(10)}  ${"baseline".padEnd(26)}${"KB app/bare".padStart(11)}  ratio  target${targetNote}`,
  );
  console.log(
    `${"".padEnd(27)}${"req/s".padStart(8)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}   ${"req/s".padStart(8)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}`,
  );
}

/**
 * One route's line; the target is judged only when `judged` (the connection count the target is set at).
 * With `ratios` (several rounds, load.ts compare()), the ratio is their median and their range follows the line.
 */
export function row(
  label: string,
  app: Figures,
  bare: Figures,
  line: { bareLabel: string; target?: Target },
  judged: boolean,
  ratios?: number[],
): string {
  const ratio = ratios ? median(ratios) : app.rps / bare.rps;
  let target = "";
  if (line.target && judged) {
    const ok = ratio >= line.target.ratio && (line.target.p99 === undefined || app.p99 <= line.target.p99);
    target = `≥ ${line.target.ratio}${line.target.p99 ? `, p99 ≤ ${line.target.p99} ms` : ""}  ${verdict(ok)}`;
  }
  const bad = app.bad || bare.bad ? `  (non-2xx/errors: app ${app.bad}, bare ${bare.bad})` : "";
  const range = ratios && ratios.length > 1 ? `  [rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}]` : "";
  const kb = `${app.kb.toFixed(1)}/${bare.kb.toFixed(1)}`;
  return `${label.padEnd(27)}${num(app.rps, 8)}${num(app.p50, 8)}${num(app.p99, 8)}   ${num(bare.rps, 8)}${num(bare.p50, 8)}${num(bare.p99, 8)}  ${line.bareLabel.padEnd(26)}${kb.padStart(11)}${num(ratio, 7, 2)}  ${target}${range}${bad}`;
}
