// Refutation drill: does the rebuttal answer the AI's argument (its impact, its analysis, its
// example) rather than make a fresh speech, and does it say why the rebuttal wins?
import type { RefutationFeedbackRequest, RefutationFeedbackResponse } from "#shared/drills/schemas.ts";
import { REFUTATION_RUBRIC, rewardsOf, mix } from "#shared/rubrics/index.ts";
import { clamp, contentWords, isCopy, overlap, termMatch, unique } from "#server/ai/engine/offline/text/index.ts";
import { speechQuality } from "#server/ai/engine/offline/scorer/index.ts";
import { analyseMotion } from "./motion";
import { wrongSideNote } from "./stance";
import { specificStems, substanceFactor } from "./substance";
import {
  compose,
  dimsFor,
  overallFrom,
  concreteness,
  meaningCoverage,
  depth,
  applyCaps,
  gap,
  lengthFit,
  quote,
  wrongSideGap,
  relevance,
  score10,
  screen,
  statusGap,
  weighingLevel,
  type CoachOptions,
  type Gap,
  type Profile,
} from "./rubric";

// Engagement (0-1): how many of the target's own words the rebuttal takes up. Counted, not a
// share, so a short, pointed answer to a long argument still registers.
function engages(p: Profile, target: string, full = 4): number {
  const t = contentWords(target);
  if (p.status !== "ok" || !t.length) return 0;
  return clamp(unique(p.cw.filter((w) => t.some((x) => termMatch(w, x)))).length / full, 0, 1);
}
const pushesBack = (p: Profile) => clamp(p.rebuttal / 2, 0, 1);

// What each dimension rewards, and how much, is the rubric's (shared/rubrics/refutation.ts).
const IMPACT = rewardsOf(REFUTATION_RUBRIC, "impact_address");
const ANALYSIS = rewardsOf(REFUTATION_RUBRIC, "analysis_address");
const EXAMPLES = rewardsOf(REFUTATION_RUBRIC, "examples_address");
const PRIORITY = rewardsOf(REFUTATION_RUBRIC, "prioritization");

export function refutationFeedback(req: RefutationFeedbackRequest, opts: CoachOptions = {}): RefutationFeedbackResponse {
  const info = analyseMotion(req.motion, opts.brief);
  const ai = req.argument;
  const aiText = [ai.point, ai.analysis, ai.example, ai.link].join(" ");
  const f = screen(req.refutation, info);
  // Pasting the AI's own words back is not a rebuttal.
  for (const [k, p] of Object.entries(f) as [keyof typeof f, Profile][])
    if (p.status === "ok" && [ai.point, ai.analysis, ai.example, ai.link].some((x) => x && isCopy(p.text, x)))
      f[k] = { ...p, status: "duplicate", copyOf: "the AI's argument", n: 0, cw: [], reasoning: 0, examples: 0, weighing: 0, rebuttal: 0 };
  const { impact: I, analysis: A, examples: E, weighing: W } = f;

  const qI =
    I.status === "ok"
      ? mix(IMPACT, "impact", {
          length: lengthFit(I.n, 30),
          "pushes back": pushesBack(I),
          engages: engages(I, ai.point + " " + ai.link),
          depth: depth(I, 2),
        })
      : 0;
  const qA =
    A.status === "ok"
      ? ANALYSIS("rules") *
          mix(ANALYSIS, "analysis", {
            length: lengthFit(A.n, 45),
            "pushes back": pushesBack(A),
            engages: engages(A, ai.analysis),
            depth: depth(A, 3),
          }) +
        ANALYSIS("learned") * speechQuality(A.text)
      : 0;
  const qE =
    E.status === "ok"
      ? mix(EXAMPLES, "examples", {
          length: lengthFit(E.n, 25),
          concreteness: concreteness(E),
          engages: engages(E, ai.example),
          "pushes back": E.rebuttal > 0 ? 1 : 0,
        })
      : 0;
  const qW =
    W.status === "ok"
      ? mix(PRIORITY, "weighing", {
          length: lengthFit(W.n, 25),
          level: weighingLevel(W, 3),
          depth: depth(W, 1),
          engages: engages(W, aiText),
        })
      : 0;

  const ok = [I, A, E, W].filter((p) => p.status === "ok");
  const all = ok.map((p) => p.text).join(" ");
  // Sharing generic words with the AI's text is not engagement: only specific words count.
  const onTopic = Math.max(relevance(meaningCoverage(all, info), 0.45), relevance(overlap(specificStems(aiText), specificStems(all)), 0.3));
  const rf = (0.2 + 0.8 * onTopic ** 2) * substanceFactor(all, info);

  const gi: Gap[] = [];
  const sg = statusGap("impact/link response", I);
  if (sg) gi.push(sg);
  else {
    if (I.rebuttal === 0)
      gi.push(
        gap(
          `Your impact response ${quote(I.text)} does not push back: it never says what is wrong with their claim.`,
          "Say directly why their impact will not happen, is smaller than claimed, or does not matter.",
        ),
      );
    if (engages(I, ai.point + " " + ai.link) < 0.5)
      gi.push(gap("Your impact response does not engage with their point or link.", "Quote their claim in a few words, then answer it."));
  }
  const ga: Gap[] = [];
  const sa = statusGap("analysis response", A);
  if (sa) ga.push(sa);
  else {
    if (A.reasoning === 0)
      ga.push(
        gap(
          "Your analysis response asserts but never explains why their mechanism fails.",
          "Break their chain: 'They assume X, but because Y, Z does not follow.'",
        ),
      );
    if (engages(A, ai.analysis) < 0.5)
      ga.push(
        gap(
          "Your analysis response does not address the steps of their analysis.",
          "Pick the weakest step in their analysis and attack it.",
        ),
      );
  }
  const ge: Gap[] = [];
  if (E.status === "empty")
    ge.push(gap("You did not answer their example.", "Show their example is unrepresentative, or give a counter-example."));
  else if (E.status !== "ok") ge.push(statusGap("examples response", E) as Gap);
  else if (E.examples === 0) ge.push(gap("Your counter-example is not concrete.", "Name a real case, place, date or figure."));
  const gw: Gap[] = [];
  if (W.status === "empty")
    gw.push(
      gap(
        "There is no weighing: you never say why your rebuttal matters more than what is left of their case.",
        "End with weighing: even if part of their argument stands, why does your side still win?",
      ),
    );
  else if (W.status !== "ok") gw.push(statusGap("weighing", W) as Gap);
  else if (W.weighing === 0)
    gw.push(
      gap(
        "Your weighing section does not compare: no scale, likelihood or priority.",
        "Compare explicitly: which impact is bigger, likelier or longer-lasting, and why.",
      ),
    );
  if (rf < 0.7)
    gi.unshift(
      gap(
        "Most of this rebuttal does not engage with the motion or the AI's argument.",
        "Answer the AI's argument on this motion, point by point.",
        true,
      ),
    );

  const dims = dimsFor(REFUTATION_RUBRIC, {
    impact_address: { score: score10(qI * rf), gaps: gi, praise: "You take on their impact directly." },
    analysis_address: { score: score10(qA * rf), gaps: ga, praise: "You break the steps of their analysis." },
    examples_address: { score: score10(qE * rf), gaps: ge, praise: "Your counter-example is concrete." },
    prioritization: { score: score10(qW * rf), gaps: gw, praise: "You weigh the clash and show why your side wins it." },
  });
  const wrong = wrongSideGap(wrongSideNote(all, info, req.our_side ?? "Opposition", "Your rebuttal"), req.our_side ?? "Opposition");
  const overall = applyCaps(dims, overallFrom(dims), rf, wrong);
  const { comments, improvements } = compose(dims, overall, opts, 3, wrong);
  const [ia, aa, ea, pr] = dims.map((d) => d.score);
  return {
    scores: { impact_address: ia, analysis_address: aa, examples_address: ea, prioritization: pr, overall },
    comments,
    tips: improvements.join(" ") || "Keep answering their argument step by step, then weigh.",
  };
}
