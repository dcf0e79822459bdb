// A plain-text table: the first column left-aligned, numbers right-aligned, one space of gutter.
export type Cell = string | number | null;

const show = (c: Cell, digits: number) => (c === null ? "—" : typeof c === "number" ? c.toFixed(digits) : c);

export function table(head: string[], rows: Cell[][], digits = 3, indent = "  "): string[] {
  const cells = [head, ...rows.map((r) => r.map((c) => show(c, digits)))];
  const widths = head.map((_, j) => Math.max(...cells.map((r) => (r[j] ?? "").length)));
  return cells.map(
    (r) =>
      indent +
      r
        .map((c, j) => (j === 0 ? c.padEnd(widths[j]) : c.padStart(widths[j])))
        .join("  ")
        .trimEnd(),
  );
}

export const pct = (n: number, of: number): string => (of ? `${((100 * n) / of).toFixed(1)} %` : "—");
