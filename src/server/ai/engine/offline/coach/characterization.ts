// Characterization drill: does each actor matter to the motion, is it described by what it wants,
// fears and can do, and does the linked argument use that description to prove something?
import type { CharacterizationFeedbackRequest, CharacterizationFeedbackResponse } from "#shared/drills/schemas.ts";
import { CHARACTERIZATION_RUBRIC as R, SCORE_CAPS, mix, rewardsOf, weightsOf } from "#shared/rubrics/index.ts";
import { clamp, contentWords, isCopy, overlap, round1, termMatch } from "#server/ai/engine/offline/text/index.ts";
import { actorComment, actorFit, missedActors } from "./actors";
import { analyseMotion } from "./motion";
import { specificStems } from "./substance";
import { speechQuality } from "#server/ai/engine/offline/scorer/index.ts";
import {
  compose,
  concreteness,
  depth,
  gap,
  labelOf,
  lengthFit,
  profile,
  relevance,
  relevanceFactor,
  restatesMotion,
  score10,
  specificity,
  weighted,
  type CoachOptions,
  type Dim,
  type Gap,
} from "./rubric";

// Words that describe an actor's motives, constraints and behaviour: the substance of characterization.
const MOTIVE =
  /\b(wants?|needs?|fears?|afraid|cares?|worr\w+|incentives?|interests?|motivat\w*|afford\w*|depend\w*|pressure\w*|trusts?|believes?|values?|priorit\w+|income|profits?|money|revenue|vulnerab\w+|lacks?|struggl\w+|habits?|influenc\w+|power(?:less)?|control|rel(?:y|ies) on|tend to|likely|easily|cannot|can't|unable|rarely|often|responsib\w+|goals?|hope\w*|benefit\w*|lose|gain|reputation|votes?|budget|hard|difficult|status|peers?|social|anxi\w+|busy|short on|time|risks?|safe\w*|emergenc\w+|alone|confiden\w+|pride|identity|career|jobs?|freedom|independen\w+|power|little|few|loyal\w*|habit\w*|addict\w*|tempt\w*)\b/gi;
const SIDE = /\b(government|opposition|proposition|gov|opp|supports?|helps?|proves?|shows?|motion|side|therefore|so the|which means)\b/i;

/** Each actor's score weighs its three dimensions as the rubric does. */
const W = weightsOf(R);
// What each dimension rewards, and how much, is the rubric's (shared/rubrics/characterization.ts).
const RELEVANCE = rewardsOf(R, "relevance");
const DESCRIBED = rewardsOf(R, "characterization_score");
const LINKED = rewardsOf(R, "linkage");

export function characterizationFeedback(req: CharacterizationFeedbackRequest, opts: CoachOptions = {}): CharacterizationFeedbackResponse {
  const info = analyseMotion(req.motion, opts.brief);
  const brief = opts.style === "brief";
  const seenTexts: string[] = [];
  const rfs: number[] = [];
  const actors = req.actors.map((a) => {
    const ch =
      copied(a.characterization, seenTexts) || restatesMotion(a.characterization, info) || isCopy(a.characterization, a.name)
        ? ""
        : a.characterization;
    const arg =
      copied(a.argument, seenTexts) || restatesMotion(a.argument, info) || isCopy(a.argument, a.characterization) ? "" : a.argument;
    seenTexts.push(a.characterization, a.argument);
    const c = profile(ch, info);
    const g = profile(arg, info);
    // An "actor" that is the motion pasted back names nobody.
    // Naming the group the motion is about is not pasting it: the name must carry most of the motion's terms.
    const pastedName =
      isCopy(a.name, info.motion) ||
      /^this house\b/i.test(a.name.trim()) ||
      (restatesMotion(a.name, info) && overlap(info.terms, a.name) >= RELEVANCE("pasted name terms"));
    const fit = pastedName ? { relevance: 0.1, kind: "generic" as const, specific: false } : actorFit(a.name, info, ch + " " + arg);
    // Motive words count only as far as the description has content of its own.
    const motives = Math.min((ch.match(MOTIVE) ?? []).length, Math.ceil(specificStems(ch).length / 2));
    const qc = ch
      ? mix(DESCRIBED, "description", {
          length: lengthFit(c.n, 30),
          motives: clamp(motives / DESCRIBED("motives for full"), 0, 1),
          specificity: specificity(c),
          concreteness: Math.max(concreteness(c, 3), depth(c, 2)),
        })
      : 0;
    // Three shared content words are enough to show the argument builds on the description.
    // Only what the description adds counts: repeating the actor's name or the motion is no bridge.
    const given = contentWords(a.name).concat(info.related);
    const described = contentWords(ch).filter((w) => !given.some((g) => termMatch(g, w)));
    const shared = new Set(contentWords(arg).filter((w) => described.some((d) => termMatch(d, w))));
    const bridge = ch && arg ? clamp(shared.size / LINKED("shared words for full"), 0, 1) : 0;
    const ql = arg
      ? LINKED("rules") *
          mix(LINKED, "argument", {
            length: lengthFit(g.n, 30),
            relevance: relevance(g.coverage, 0.4),
            bridge,
            depth: depth(g, 2),
            side: SIDE.test(arg) ? 1 : 0,
          }) +
        LINKED("learned") * speechQuality(arg)
      : 0;
    // A characterization describes the actor, not the motion; the argument is where the motion must appear.
    // One actor's argument touches part of the motion, not all of it.
    const rf = relevanceFactor(`${a.name}. ${arg || ch}`, info, 0.2);
    rfs.push(rf);
    const gaps: Gap[] = [];
    if (!ch)
      gaps.push(
        gap(
          `${a.name}: the characterization is missing, copied or only repeats the motion.`,
          "Describe each actor in your own words: what they want, fear and can do.",
        ),
      );
    else if (motives === 0)
      gaps.push(
        gap(
          `${a.name}: the characterization never says what they want, fear or depend on.`,
          "Characterize actors by motives and constraints, not just who they are.",
        ),
      );
    else if (c.n < 15)
      gaps.push(
        gap(`${a.name}: the characterization is too thin to build on.`, "Add why the actor behaves that way and what limits them."),
      );
    if (!arg)
      gaps.push(gap(`${a.name}: the linked argument is missing or copied.`, "Write an argument that follows from the characterization."));
    else if (g.reasoning === 0)
      gaps.push(
        gap(
          `${a.name}: the argument does not explain how their traits lead to your side's conclusion.`,
          "Link with 'because they…, this means…, so the motion…'.",
        ),
      );
    else if (bridge < 0.5)
      gaps.push(gap(`${a.name}: the argument does not use what you said about them.`, "Reuse the traits you described in the argument."));
    if (fit.kind === "generic" || fit.kind === "unknown")
      gaps.push(gap(actorComment(a.name, fit), "Choose actors the motion directly affects."));
    const rel = score10(fit.relevance);
    const cs = score10(qc * rf);
    const lk = score10(ql * rf);
    const score = round1(
      clamp(
        weighted([
          [rel, W.relevance],
          [cs, W.characterization_score],
          [lk, W.linkage],
        ]),
      ),
    );
    const comments =
      gaps.length === 0
        ? `${a.name}: well characterized and clearly linked to the motion.`
        : brief
          ? gaps[0].note
          : [fit.kind === "stakeholder" ? actorComment(a.name, fit) : "", ...gaps.map((x) => x.note)].filter(Boolean).join(" ");
    return { out: { name: a.name, relevance: rel, characterization_score: cs, linkage: lk, score, comments }, gaps };
  });

  const missed = missedActors(
    req.actors.map((a) => a.name),
    info,
  );
  const mean = (k: "relevance" | "characterization_score" | "linkage" | "score") =>
    actors.length ? actors.reduce((s, a) => s + a.out[k], 0) / actors.length : 0;
  const coverage = clamp(0.35 * Math.min(1, actors.length / 3) + 0.65 * (1 - missed.length / 3), 0, 1);
  const dims: Dim[] = [
    {
      key: "relevance",
      label: labelOf(R, "relevance"),
      score: round1(mean("relevance")),
      gaps: actors.flatMap((a) => a.gaps.filter((g) => /broad|not clear/.test(g.note))),
      praise: "Your actors are central to the motion.",
    },
    {
      key: "characterization_score",
      label: labelOf(R, "characterization_score"),
      score: round1(mean("characterization_score")),
      gaps: actors.flatMap((a) => a.gaps.filter((g) => /characterization/.test(g.note))),
      praise: "You describe actors by their motives and constraints.",
    },
    {
      key: "linkage",
      label: labelOf(R, "linkage"),
      score: round1(mean("linkage")),
      gaps: actors.flatMap((a) => a.gaps.filter((g) => /argument/.test(g.note))),
      praise: "Each argument grows out of the characterization.",
    },
    {
      key: "coverage",
      label: "Coverage of key actors",
      score: score10(coverage),
      gaps: missed.length
        ? [gap(`You missed key actors: ${missed.join(", ")}.`, `Add ${missed[0]}: how does the motion change things for them?`)]
        : [],
      praise: "You cover the key stakeholders.",
    },
  ];
  const rf = rfs.length ? rfs.reduce((a, b) => a + b, 0) / rfs.length : 0;
  let overall = round1(clamp(mean("score") * (SCORE_CAPS.missedActorsFloor + SCORE_CAPS.coveredActorsShare * coverage)));
  if (rf < SCORE_CAPS.offTopicBelow) overall = Math.min(overall, round1(SCORE_CAPS.offTopicPerRelevance * rf));
  const { comments } = compose(dims, overall, opts);
  return { actors: actors.map((a) => a.out), missed_key_actors: missed, overall_comments: comments, overall };
}

function copied(text: string, earlier: string[]): boolean {
  return earlier.some((e) => isCopy(text, e));
}
