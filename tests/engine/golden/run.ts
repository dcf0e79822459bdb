// Scores every engine fixture once, as the server scores it (integrity checks, then the offline coach
// or judge): the coach's regression packs in every answer kind, the judge's scripted rounds, the gaming
// set and the integrity held-out set. The golden test reads the full results for its properties; the
// tables (./table.ts) keep one row of figures per answer, committed beside this file.
import { DRILLS, type Drill, type Kind } from "#tests/fixtures/coach/builder.ts";
import { KINDS, PACKS, evaluate, verdict, verdictOn } from "#tests/fixtures/coach/score.ts";
import { GAMING_PACKS } from "#tests/fixtures/gaming/packs.ts";
import { gamingRows, middlingSpeech, type Row as GamingRow } from "#tests/fixtures/gaming/score.ts";
import { HELD_OUT } from "#tests/fixtures/integrity/heldout-motions.ts";
import { GAMED, gamed } from "#tests/fixtures/integrity/heldout.ts";
import { argumentResponse } from "#tests/fixtures/integrity/heldout-score.ts";
import type { OfflineVerdict } from "#server/ai/engine/offline/judge.ts";
import * as S from "#shared/drills/schemas.ts";
import type { DebateKind } from "#tests/fixtures/coach/builder.ts";

/** One drill answer's result: its scores and everything the student is told. */
export interface Scored {
  id: string;
  overall: number;
  /** Each rubric dimension, in the rubric's order. */
  scores: Record<string, number>;
  comments: string;
}

export interface DrillScored extends Scored {
  drill: Drill;
  pack: (typeof PACKS)[number];
  kind: Kind;
}

export interface Round {
  id: string;
  verdict: OfflineVerdict;
}

export interface PackRound extends Round {
  pack: (typeof PACKS)[number];
  kind: DebateKind;
}

export interface HeldOutScored extends Scored {
  motion: (typeof HELD_OUT)[number];
  kind: "strong" | "middling" | "weak" | (typeof GAMED)[number];
}

export interface Fresh {
  drills: DrillScored[];
  rounds: PackRound[];
  /** The gaming set's attempts, drills and judge alike (the fixture's own rows, with the engine's answer). */
  gaming: GamingRow[];
  /** The gaming packs' honest answers the attempts are measured against: drills, then rounds. */
  gamingHonest: { drills: Scored[]; rounds: Round[] };
  heldout: HeldOutScored[];
}

const scoredOf = (id: string, drill: Drill, res: unknown, comments: string): Scored => ({
  id,
  overall: S.overallOf(drill, res) ?? 0,
  scores: S.dimensionsOf(drill, res),
  comments,
});

function drills(): DrillScored[] {
  const out: DrillScored[] = [];
  for (const drill of DRILLS)
    for (const pack of PACKS)
      for (const kind of KINDS) {
        const r = evaluate(drill, pack, kind);
        if (r) out.push({ ...scoredOf(`${drill}/${pack.id}/${kind}`, drill, r.res, r.comments), drill, pack, kind });
      }
  return out;
}

const ROUND_KINDS: DebateKind[] = ["genuine", "stuffed", "wrongside"];
const rounds = (): PackRound[] =>
  PACKS.flatMap((pack) => ROUND_KINDS.map((kind) => ({ id: `${pack.id}/${kind}`, pack, kind, verdict: verdict(pack, kind) })));

function gamingHonest(): Fresh["gamingHonest"] {
  const drills: Scored[] = [];
  const rounds: Round[] = [];
  for (const pack of GAMING_PACKS) {
    for (const drill of DRILLS)
      for (const kind of ["strong", "middling"] as const) {
        const r = evaluate(drill, pack, kind)!;
        drills.push(scoredOf(`${drill}/${pack.id}/${kind}`, drill, r.res, r.comments));
      }
    rounds.push({ id: `${pack.id}/genuine`, verdict: verdict(pack, "genuine") });
    rounds.push({ id: `${pack.id}/middling`, verdict: verdictOn(pack, [middlingSpeech(pack)]) });
  }
  return { drills, rounds };
}

function heldout(): HeldOutScored[] {
  const out: HeldOutScored[] = [];
  for (const motion of HELD_OUT)
    for (const kind of ["strong", "middling", "weak", ...GAMED] as const) {
      const pael = kind === "strong" || kind === "middling" || kind === "weak" ? motion[kind] : gamed(motion, kind);
      const res = argumentResponse(motion, pael);
      out.push({ ...scoredOf(`${motion.id}/${kind}`, "argument", res, res.comments), motion, kind });
    }
  return out;
}

/** Scores every fixture once. Deterministic: the same engine gives the same results. */
export function scoreAll(): Fresh {
  return { drills: drills(), rounds: rounds(), gaming: gamingRows(), gamingHonest: gamingHonest(), heldout: heldout() };
}

/** The gaming row's id in the tables: task, motion, attempt. */
export const gamingId = (r: GamingRow) => `${r.task}/${r.pack.id}/${r.kind}`;
