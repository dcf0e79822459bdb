// Reads UKPConvArg1 (Habernal & Gurevych, ACL 2016; CC-BY 4.0) from ../shared/data/ukpconvarg1,
// beside the repository: the data are never copied into it. A debate is a prompt with both of its
// stance files; cross-topic evaluation holds out whole debates.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { dataPath, repoRoot } from "./data-dir";

export { repoRoot };
export const dataDir = dataPath("ukpconvarg1");

export interface Pair {
  debate: string;
  a: string;
  b: string;
  /** 1 when a is the more convincing. */
  y: 0 | 1;
}
export interface Ranked {
  debate: string;
  file: string;
  text: string;
  rank: number;
}

const debateOf = (file: string) => file.replace(/\.csv$/, "").split("_")[0];

function rows(file: string): string[][] {
  return readFileSync(file, "utf8")
    .split("\n")
    .slice(1)
    .filter((l) => l.trim())
    .map((l) => l.split("\t"));
}

export function readPairs(): Pair[] {
  const dir = join(dataDir, "strict");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".csv"))
    .sort()
    .flatMap((f) =>
      rows(join(dir, f)).map(([, label, a, b]) => ({ debate: debateOf(f), a, b, y: label === "a1" ? (1 as const) : (0 as const) })),
    );
}

export function readRanking(): Ranked[] {
  const dir = join(dataDir, "ranking");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".csv"))
    .sort()
    .flatMap((f) => rows(join(dir, f)).map(([, rank, text]) => ({ debate: debateOf(f), file: f, text, rank: Number(rank) })));
}

/** The prompt as a motion line, from the file name ("ban-plastic-water-bottles" → "Ban plastic water bottles"). */
export function promptOf(debate: string): string {
  const s = debate.replace(/-+/g, " ").trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
}
