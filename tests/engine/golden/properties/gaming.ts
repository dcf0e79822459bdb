// The gaming set (tests/fixtures/gaming): every kind of gamed answer, on every drill and in the judge,
// stays below the honest middling answer and a fifth of the scale under the honest strong one, is told
// what is wrong rather than praised, and loses the round (was tests/unit/coach-gaming.test.ts, one test
// per attempt). And the integrity held-out set (tests/fixtures/integrity, never tuned on): honest answers
// keep their order and every gamed answer stays below the middling one (was only a script's table).
import type { GamingKind } from "#tests/fixtures/gaming/attempts.ts";
import { scaleOf } from "#tests/fixtures/gaming/score.ts";
import { GAMED } from "#tests/fixtures/integrity/heldout.ts";
import { gamingId } from "#tests/engine/golden/run.ts";
import { each, groupBy, type Property } from "./property";

/** What the student must be told about each kind of attempt (in the integrity notes or the engine's own comments). */
const NAMED: Record<GamingKind, RegExp> = {
  connectives: /debate vocabulary/,
  rubric: /repeats the rubric's own descriptions/,
  motion: /repeats the motion back|argued the other side/,
  wrongside: /^You argued the other side: [^.]*(?:Government|Opposition)/,
  offtopic: /does not talk about the motion|does not engage with the motion|Repeated sentences were counted once/,
  repeated: /Repeated sentences were counted once|does not talk about the motion/,
  claims: /lists claims without a reason|is vague|are generic/,
  fakestats: /mostly figures and studies with no reasoning/,
  gibberish: /not English words/,
  spanish: /does not appear to be written in English/,
  longpad: /Repeated sentences were counted once|lists claims without a reason|repeats your clash text/,
  homoglyphs: /copied from material the app wrote for you.*invisible or look-alike characters/,
  invisible: /(?:copied from material the app wrote for you|debate vocabulary).*invisible or look-alike characters/,
  markup: /speaks to whoever marks it/,
  injection: /^This answer speaks to whoever marks it/,
};

const opening = (text: string) => JSON.stringify(text.slice(0, 100));

export const GAMING_PROPERTIES: Property[] = [
  {
    name: "covers every gaming kind on every drill that has it, and in the judge",
    // Characterization assigns no side, so it has no wrong-side attempt.
    failures: (fresh) => (fresh.gaming.length === 2 * (6 * 15 - 1 + 15) ? [] : [`${fresh.gaming.length} attempts`]),
  },
  {
    name: "every gaming attempt scores below the honest middling answer and a fifth of the scale under the strong one",
    failures: (fresh) =>
      each(fresh.gaming, (r) =>
        r.score < r.middling && r.strong - r.score >= 0.2 * scaleOf(r.task)
          ? null
          : `${gamingId(r)}: ${r.score} (strong ${r.strong}, middling ${r.middling})`,
      ),
  },
  {
    name: "every gaming attempt is told what is wrong, not praised",
    failures: (fresh) =>
      each(fresh.gaming, (r) =>
        !/^(?:Strong work|A solid base)/.test(r.comments) && NAMED[r.kind].test(r.comments)
          ? null
          : `${gamingId(r)}: ${opening(r.comments)}`,
      ),
  },
  {
    name: "every gaming attempt loses the round in the judge",
    failures: (fresh) => each(fresh.gaming, (r) => (r.task === "judge" && r.won !== false ? `${gamingId(r)}: the student wins` : null)),
  },
  {
    name: "held-out: honest answers rank strong > middling > weak, and every gamed answer stays below the middling one",
    failures: (fresh) =>
      each(
        groupBy(fresh.heldout, (r) => r.motion.id),
        ([id, rows]) => {
          const s = Object.fromEntries(rows.map((r) => [r.kind, r.overall]));
          const above = GAMED.filter((k) => s[k] >= s.middling);
          const order = s.strong > s.middling && s.middling > s.weak;
          return order && !above.length
            ? null
            : `${id}: strong ${s.strong}, middling ${s.middling}, weak ${s.weak}${above.map((k) => `; ${k} ${s[k]}`).join("")}`;
        },
      ),
  },
];
