// `npm run engine:golden`: scores every fixture, rewrites the golden tables beside this file and prints
// what moved against the committed version (git HEAD; the files on disk when they are not committed yet).
// A tuning change to the engine is then committed with its tables, and reviewed as a diff of scores.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { scoreAll } from "./run";
import { TABLE_NAMES, compareTables, describeChange, serialize, tablePath, tablesOf, type Row, type TableName, type Tables } from "./table";

const LARGEST = 15;

function committed(name: TableName): Row[] | undefined {
  const file = fileURLToPath(tablePath(name));
  try {
    const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
    const rel = file.slice(root.length + 1);
    return JSON.parse(execFileSync("git", ["show", `HEAD:${rel}`], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })) as Row[];
  } catch {
    return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Row[]) : undefined;
  }
}

const started = Date.now();
const now = tablesOf(scoreAll());
const was = Object.fromEntries(TABLE_NAMES.map((n) => [n, committed(n)]).filter(([, rows]) => rows)) as Partial<Tables>;
for (const name of TABLE_NAMES) writeFileSync(tablePath(name), serialize(now[name]));

const cmp = compareTables(was, now);
const total = (t: Partial<Tables>) => TABLE_NAMES.reduce((n, name) => n + (t[name]?.length ?? 0), 0);
console.log(`Scored ${total(now)} rows in ${((Date.now() - started) / 1000).toFixed(1)} s; tables written to tests/engine/golden/.`);
for (const name of TABLE_NAMES)
  console.log(`  ${name}: ${now[name].length} rows, ${cmp.changedRows[name]} changed${was[name] ? "" : " (no committed table)"}`);
if (cmp.added.length)
  console.log(`Added rows (${cmp.added.length}): ${cmp.added.slice(0, LARGEST).join(", ")}${cmp.added.length > LARGEST ? ", …" : ""}`);
if (cmp.removed.length)
  console.log(
    `Removed rows (${cmp.removed.length}): ${cmp.removed.slice(0, LARGEST).join(", ")}${cmp.removed.length > LARGEST ? ", …" : ""}`,
  );
const moves = cmp.changes.filter((c) => c.delta !== undefined).sort((a, b) => Math.abs(b.delta!) - Math.abs(a.delta!));
const others = cmp.changes.filter((c) => c.delta === undefined);
if (moves.length) {
  console.log(`Largest moves (${Math.min(LARGEST, moves.length)} of ${moves.length}):`);
  for (const c of moves.slice(0, LARGEST)) console.log(`  ${describeChange(c)}`);
}
if (others.length) {
  console.log(`Winners and comment openings changed (${others.length}):`);
  for (const c of others.slice(0, LARGEST)) console.log(`  ${describeChange(c)}`);
}
if (!cmp.changes.length && !cmp.added.length && !cmp.removed.length) console.log("Nothing moved.");
