// Reads IBM-ArgQ-Rank-30kArgs (Gretz et al., AAAI 2020; © IBM, CC BY-SA 3.0) from
// ../shared/data/ibm-argq-rank-30k beside the repository: the data are never copied into it. Only the dev
// and test motions are read: the bench never scores a motion anything was fitted or tuned on.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { dataPath } from "#scripts/coach/data-dir.ts";

export const argqFile = join(dataPath("ibm-argq-rank-30k"), "arg_quality_rank_30k.csv");

export interface ArgQ {
  text: string;
  motion: string;
  set: "train" | "dev" | "test";
  /** Weighted-average quality, 0–1. */
  wa: number;
  /** MACE-probability quality, 0–1 (more spread out). */
  mace: number;
  side: "Government" | "Opposition";
}

/** RFC 4180 rows: quoted fields, doubled quotes inside them, newlines inside quotes. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      if (row.some((f) => f !== "")) rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** The dev and test motions; a fitting script may ask for the train motions too (never the bench). */
export function readArgQ(sets: ArgQ["set"][] = ["dev", "test"]): ArgQ[] {
  const [header, ...rows] = csvRows(readFileSync(argqFile, "utf8"));
  const col = (name: string) => header.indexOf(name);
  const [a, t, s, wa, mace, st] = ["argument", "topic", "set", "WA", "MACE-P", "stance_WA"].map(col);
  return rows
    .filter((r) => sets.includes(r[s] as ArgQ["set"]))
    .map((r) => ({
      text: r[a].trim(),
      motion: r[t].trim(),
      set: r[s] as ArgQ["set"],
      wa: Number(r[wa]),
      mace: Number(r[mace]),
      side: r[st] === "1" ? ("Government" as const) : ("Opposition" as const),
    }));
}
