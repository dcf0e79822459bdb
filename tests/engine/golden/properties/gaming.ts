// The gaming set (tests/fixtures/gaming): every kind of gamed answer, on every drill and in the judge,
// stays below the honest middling answer and a fifth of the scale under the honest strong one, is told
// what is wrong rather than praised, and loses the round (was tests/unit/coach-gaming.test.ts, one test
// per attempt). And the integrity held-out set (tests/fixtures/integrity, never tuned on): honest answers
// keep their order and every gamed answer stays below the middling one (was only a script's table).
import { GAMING_KINDS, JUDGE_KINDS, type GamingKind } from "#tests/fixtures/gaming/attempts.ts";
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
  // Issue 30's second generation (tests/fixtures/gaming/new-kinds.ts).
  transplant: /does not talk about the motion|fits another motion/,
  actors: /never give a reason|copied from material the app wrote for you|not about the motion|Repeated sentences were counted once/,
  template: /debate vocabulary/,
  hedged: /^You argued the other side: [^.]*(?:Government|Opposition)/,
  selfpraise: /does not talk about the motion|Repeated sentences were counted once|does not shift the question|rubric/,
  trivia: /never give a reason|not about the motion|Repeated sentences were counted once|stays general/,
  // Each field a case for both sides at once (issue 30: consistency, one side throughout).
  bothsides: /argues both sides|^You argued the other side/,
};

/**
 * Kinds the coach does not yet hold below the honest middling answer, by drill ("*" for all): kept in the
 * tables, so every score they get is reviewed, and listed here so a fix shows as this list shrinking.
 * transplant (another motion's strong case with this motion's nouns swapped in) needs a reading of what
 * the reasons are about that the offline coach does not have; the modeling drill scores a "how" of facts
 * or of actors with generic verbs by its definitions and examples, which such answers still fill.
 */
const OPEN: Partial<Record<GamingKind, readonly string[]>> = {
  transplant: ["*"],
  actors: ["modeling/transit"],
  trivia: ["modeling"],
  // A refutation (and one clash) that states the other side's case once and argues it without naming a side:
  // the stance reader sees one clear claim each way in a long answer, and a long answer needs two.
  bothsides: ["refutation", "clashes/transit"],
};
const open = (r: { task: string; kind: GamingKind; pack: { id: string } }) =>
  !!OPEN[r.kind]?.some((t) => t === "*" || t === r.task || t === `${r.task}/${r.pack.id}`);

const opening = (text: string) => JSON.stringify(text.slice(0, 100));

export const GAMING_PROPERTIES: Property[] = [
  {
    name: "covers every gaming kind on every drill that has it, and in the judge",
    // Characterization assigns no side: it has no wrong-side, hedged or both-sides attempt. The judge has the first set only.
    failures: (fresh) =>
      fresh.gaming.length === 2 * (6 * GAMING_KINDS.length - 3 + JUDGE_KINDS.length) ? [] : [`${fresh.gaming.length} attempts`],
  },
  {
    name: "every gaming attempt scores below the honest middling answer and a fifth of the scale under the strong one",
    failures: (fresh) =>
      each(fresh.gaming, (r) =>
        open(r) || (r.score < r.middling && r.strong - r.score >= 0.2 * scaleOf(r.task))
          ? null
          : `${gamingId(r)}: ${r.score} (strong ${r.strong}, middling ${r.middling})`,
      ),
  },
  {
    name: "every gaming attempt is told what is wrong, not praised",
    failures: (fresh) =>
      each(fresh.gaming, (r) => {
        // A ballot opens with the decision (ballot/decision.ts); what is wrong is said right after it.
        const told = r.task === "judge" ? r.comments.replace(/^[^.]* wins on points[^.]*\.\s*/, "") : r.comments;
        return open(r) || (!/^(?:Strong work|A solid base)/.test(told) && NAMED[r.kind].test(told))
          ? null
          : `${gamingId(r)}: ${opening(r.comments)}`;
      }),
  },
  {
    name: "the open gaming kinds still leak (when one is fixed, take it off OPEN)",
    failures: (fresh) =>
      each(fresh.gaming, (r) =>
        open(r) && r.score < r.middling && r.strong - r.score >= 0.2 * scaleOf(r.task) ? `${gamingId(r)} now holds: ${r.score}` : null,
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
