// The golden score tables (tests/engine/golden/, docs/coach-regression.md): the engine scores every fixture
// once, before the tests (not while they are collected), and
// - each table's rows must equal the committed ones: numbers within TOLERANCE (0.05, so any move visible at
//   one decimal on a 0–10 score or a 0–30 total fails), winners, ids and comment openings exactly;
// - the properties the fixtures exist for must hold over the fresh scores (strong > middling > weak, gamed
//   answers below middling and told why, the judge's rounds, the gaming and held-out sets).
// Each test loops over every row and names every failing one. After a deliberate change to the engine, run
// `npm run engine:golden` and commit the tables with it: the change is reviewed as a diff of scores.
import { beforeAll, describe, expect, it } from "vitest";
import { scoreAll, type Fresh } from "#tests/engine/golden/run.ts";
import { TABLE_NAMES, TOLERANCE, compareTables, describeChange, readTable, tablesOf, type Tables } from "#tests/engine/golden/table.ts";
import { COACH_PROPERTIES } from "#tests/engine/golden/properties/coach.ts";
import { JUDGE_PROPERTIES } from "#tests/engine/golden/properties/judge.ts";
import { GAMING_PROPERTIES } from "#tests/engine/golden/properties/gaming.ts";

let fresh: Fresh;
let now: Tables;
// Scoring every fixture takes about 15 s alone; the shared machine may be several times slower.
beforeAll(() => {
  fresh = scoreAll();
  now = tablesOf(fresh);
}, 300_000);

describe("the golden score tables", () => {
  for (const table of TABLE_NAMES)
    it(`${table}: a fresh run equals the committed table (numbers within ±${TOLERANCE})`, () => {
      // Only this table is given as committed, so the comparison reports only its rows.
      const cmp = compareTables({ [table]: readTable(table) }, now);
      const rows = [...cmp.changes.map(describeChange), ...cmp.added.map((r) => `added: ${r}`), ...cmp.removed.map((r) => `removed: ${r}`)];
      expect(rows, "the engine's scores moved: if that is intended, run `npm run engine:golden` and commit the tables").toEqual([]);
    });
});

for (const [area, properties] of [
  ["the coach's regression set", COACH_PROPERTIES],
  ["the judge's scripted rounds", JUDGE_PROPERTIES],
  ["the gaming and held-out sets", GAMING_PROPERTIES],
] as const)
  describe(area, () => {
    for (const p of properties) it(p.name, () => expect(p.failures(fresh)).toEqual([]));
  });
