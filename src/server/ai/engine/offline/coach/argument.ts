// PAEL drill (POST /api/feedback): scores Point, Analysis, Example and Link the way a judge would —
// is there a claim, a mechanism, a concrete case, a return to the motion, and a reason it matters.
import type { FeedbackRequest, FeedbackResponse, Pael } from "#shared/drills/schemas.ts";
import { ARGUMENT_RUBRIC, rewardsOf } from "#shared/rubrics/index.ts";
import { clamp, exampleSignals, sentences, words } from "#server/ai/engine/offline/text/index.ts";
import { speechQuality } from "#server/ai/engine/offline/scorer/index.ts";
import { analyseMotion, termLabel } from "./motion";
import { readStance, wrongSideNote } from "./stance";
import {
  compose,
  dimsFor,
  overallFrom,
  concreteness,
  depth,
  applyCaps,
  fillerFound,
  gap,
  lengthFit,
  quote,
  wrongSideGap,
  relevance,
  relevanceFactor,
  score10,
  screen,
  specificity,
  statusGap,
  type CoachOptions,
  type Gap,
  type Profile,
} from "./rubric";

const CONCLUDES =
  /^\s*so\b|\b(therefore|that is why|this is why|which is why|this proves|this shows|so we should|we should|so the|so this|thus|hence|for these reasons|on balance|proves|shows that)\b/i;
const OPPOSES =
  /\b(not|no|never|against|oppose|reject|shouldn'?t|backfire|fails?|worse|instead|wrong|harmful|ineffective|counterproductive)\b/i;

/** Splits a free-text argument into PAEL roles when the screen sent no sections. */
export function splitFreeText(text: string): Pael {
  const s = sentences(text);
  if (s.length <= 1) return { point: text.trim(), analysis: "", example: "", link: "" };
  const point = s[0];
  const link = s.length >= 3 ? s[s.length - 1] : "";
  const middle = s.slice(1, link ? -1 : undefined);
  const example = middle.filter((x) => exampleSignals(x) >= 2).join(" ");
  const analysis = middle.filter((x) => exampleSignals(x) < 2).join(" ");
  return { point, analysis, example, link };
}

// What each dimension rewards, and how much, is the rubric's (shared/rubrics/argument.ts).
const STRENGTH = rewardsOf(ARGUMENT_RUBRIC, "argument_strength");
const STRUCTURE = rewardsOf(ARGUMENT_RUBRIC, "structure");
const WEIGHING = rewardsOf(ARGUMENT_RUBRIC, "weighing");
const STYLE = rewardsOf(ARGUMENT_RUBRIC, "style_clarity");

function pointQuality(p: Profile, analysis: Profile): number {
  if (p.status === "motion") return 0.2;
  if (p.status !== "ok") return 0;
  const says = p.reasoning > 0 || analysis.cw.some((w) => p.cw.includes(w)) ? 1 : 0.4;
  const q =
    STRENGTH("point.length") * lengthFit(p.n, 12) +
    STRENGTH("point.relevance") * relevance(p.coverage, 0.4) +
    STRENGTH("point.reasoned") * says;
  return p.n > 60 ? q * 0.85 : q;
}

export function argumentFeedback(req: FeedbackRequest, opts: CoachOptions = {}): FeedbackResponse {
  const info = analyseMotion(req.motion, opts.brief);
  const pael = req.pael ?? splitFreeText(req.argument);
  const f = screen(pael, info);
  const { point: P, analysis: A, example: E, link: K } = f;
  const ok = [P, A, E, K].filter((p) => p.status === "ok");
  const all = ok.map((p) => p.text).join(" ");
  const rf = relevanceFactor(all, info);

  // Filler ("a lot of", "very important") stands in for substance, so it discounts the section.
  const plain = (p: Profile) => clamp(1 - 0.1 * p.filler, 0.6, 1);
  const qP = pointQuality(P, A) * plain(P);
  const qA =
    A.status === "ok"
      ? (STRENGTH("analysis.length") * lengthFit(A.nSub, 50) +
          STRENGTH("analysis.depth") * depth(A, 3) +
          STRENGTH("analysis.specificity") * specificity(A) +
          STRENGTH("analysis.relevance") * relevance(A.coverage, 0.4)) *
        plain(A)
      : 0;
  const qE =
    E.status === "ok"
      ? (STRENGTH("example.length") * lengthFit(E.nSub, 25) +
          STRENGTH("example.concreteness") * concreteness(E) +
          STRENGTH("example.relevance") * relevance(E.coverage, 0.35)) *
        plain(E)
      : 0;
  const concludes = CONCLUDES.test(K.text);
  const qK =
    K.status === "ok"
      ? STRUCTURE("link.length") * lengthFit(K.nSub, 15) +
        STRUCTURE("link.relevance") * relevance(K.coverage, 0.4) +
        STRUCTURE("link.concludes") * (concludes ? 1 : 0.3)
      : 0;

  const strengthGaps: Gap[] = [];
  const wrong = wrongSideGap(wrongSideNote(all, info, req.side), req.side);
  // The old keyword test only speaks when the stance reader found no clear side either way.
  const sideNote = wrong || readStance(all, info).lean ? null : stanceGap(req.side, P.text + " " + K.text);
  for (const [label, p] of [
    ["point", P],
    ["analysis", A],
    ["example", E],
  ] as const) {
    const g = statusGap(label, p);
    if (g) strengthGaps.push(g);
  }
  if (P.status === "ok" && P.coverage === 0)
    strengthGaps.push(
      gap(
        "Your point never names what the motion is about.",
        `State your point in the motion's own terms (${info.terms
          .slice(0, 3)
          .map((t) => termLabel(info, t))
          .join(", ")}).`,
      ),
    );
  if (A.status === "ok" && A.reasoning === 0)
    strengthGaps.push(
      A.rawReasoning > 0
        ? gap(
            `Your analysis ${quote(A.text)} links ideas, but the clauses it joins say nothing specific about the motion.`,
            "Make each step concrete: who does what, and what changes for them as a result.",
          )
        : gap(
            `Your analysis never explains why: nothing in ${quote(A.text)} links a cause to an effect ('because', 'so', 'which means', 'leads to').`,
            "Add a mechanism: explain step by step how your point leads to the outcome you claim.",
          ),
    );
  else if (A.status === "ok" && (A.reasoning < 2 || A.n < 30))
    strengthGaps.push(
      gap(
        "Your analysis states a cause but does not develop it.",
        "Develop the analysis with a second step: who changes their behaviour, and what follows from that?",
      ),
    );
  if (E.status === "ok" && E.examples === 0)
    strengthGaps.push(
      gap(
        `No concrete example: ${quote(E.text)} names no place, study, date or figure tied to the motion.`,
        "Use a real case: a named country, study, statistic or event.",
      ),
    );
  else if (E.status === "ok" && E.examples < 3)
    strengthGaps.push(
      gap(
        `Your example ${quote(E.text)} is generic: it lacks specifics such as who, where, when or how many.`,
        "Make the example specific: add the place, the date and a number.",
      ),
    );
  if (sideNote) strengthGaps.push(sideNote);

  const structGaps: Gap[] = [];
  const lg = statusGap("link", K);
  if (lg) structGaps.push(lg);
  else if (K.coverage === 0)
    structGaps.push(gap("The link does not return to the motion.", "End by saying how this point proves the motion for your side."));
  else if (!concludes)
    structGaps.push(
      gap(
        "The link restates ideas but does not draw the conclusion for your side.",
        "Open the link with 'That is why…' and state what it proves.",
      ),
    );
  // Each section must do its job, and a one-word section cannot do any job well.
  const sized = (p: Profile, ideal: number, fit: number) => fit * (0.4 + 0.6 * lengthFit(p.nSub, ideal));
  const roleFit = [
    P.status === "ok" ? sized(P, 10, P.n <= 60 ? 1 : 0.6) : P.status === "motion" ? 0.3 : 0,
    A.status === "ok" ? sized(A, 35, A.reasoning > 0 ? 1 : 0.4) : 0,
    E.status === "ok" ? sized(E, 20, E.examples > 0 ? 1 : 0.3) : 0,
    K.status === "ok" ? sized(K, 12, K.coverage > 0 || concludes ? 1 : 0.4) : 0,
  ];
  const present = [P, A, E, K].filter((p) => p.status === "ok").length / 4;
  // The link carries extra weight: it is where a point is turned into a reason to vote for the side.
  const qS = STRUCTURE("present") * present + STRUCTURE("role fit") * (roleFit.reduce((a, b) => a + b, 0) / 4) + STRUCTURE("link") * qK;

  const w = ok.reduce((a, p) => a + p.weighing, 0);
  const qW = ok.length === 0 ? 0 : WEIGHING("floor") + (1 - WEIGHING("floor")) * clamp(w / WEIGHING("phrases for full"), 0, 1);
  const weighGaps =
    w === 0
      ? [
          gap(
            "There is no weighing: you never say why this matters more than the other side's case.",
            "Add a weighing line: compare scale, likelihood or who is affected ('even if…, this matters more because…').",
          ),
        ]
      : w < 3
        ? [
            gap(
              "Your weighing is brief; it does not compare your impact directly with the other side's.",
              "Compare your impact head-on with the other side's best point.",
            ),
          ]
        : [];

  const totalWords = ok.reduce((a, p) => a + p.nSub, 0);
  const sentCount = Math.max(
    1,
    ok.reduce((a, p) => a + p.sentences, 0),
  );
  const realWords = words(all).length;
  const avg = realWords / sentCount;
  const sentFit = avg < 8 ? avg / 8 : avg > 28 ? 28 / avg : 1;
  const filler = ok.reduce((a, p) => a + p.filler, 0);
  const diversity = ok.length ? ok.reduce((a, p) => a + p.diversity * p.n, 0) / Math.max(1, realWords) : 0;
  // Clarity needs enough text to judge: a dozen crisp words are not yet a clear argument.
  const qC =
    ok.length === 0
      ? 0
      : clamp(
          lengthFit(totalWords, STYLE("words for full")) *
            (STYLE("base") + STYLE("sentence fit") * sentFit + STYLE("diversity") * diversity) -
            STYLE("filler") * filler,
          0,
          1,
        );
  const styleGaps: Gap[] = [];
  if (ok.length && totalWords < 40)
    styleGaps.push(
      gap(
        realWords < 40
          ? `The whole answer is only ${realWords} words, too little to develop an argument.`
          : `Only about ${totalWords} of your ${realWords} words say something specific about the motion; the rest is general phrasing.`,
        "Write two or three full sentences per section.",
      ),
    );
  if (avg > 30) styleGaps.push(gap("Several sentences are very long and hard to follow.", "Split long sentences: one idea per sentence."));
  const fillers = fillerFound(all);
  if (fillers.length)
    styleGaps.push(
      gap(
        `Filler phrases (${fillers
          .slice(0, 3)
          .map((f) => `'${f}'`)
          .join(", ")}) replace specifics.`,
        "Replace filler with exactly who is affected and how.",
      ),
    );

  const dims = dimsFor(ARGUMENT_RUBRIC, {
    argument_strength: {
      // A fifth is the learned model's reading of the whole argument: how convincing people find arguments made this way.
      score: score10(
        (STRENGTH("rules") * (STRENGTH("section.point") * qP + STRENGTH("section.analysis") * qA + STRENGTH("section.example") * qE) +
          STRENGTH("learned") * speechQuality(all)) *
          rf,
      ),
      gaps: strengthGaps,
      praise: qA >= 0.7 && qE >= 0.7 ? "Your analysis explains the mechanism and your example is concrete." : undefined,
    },
    structure: {
      score: score10(qS * rf),
      gaps: structGaps,
      praise: qS >= 0.8 ? "All four PAEL sections are present and each does its job." : undefined,
    },
    weighing: { score: score10(qW * rf), gaps: weighGaps, praise: w >= 3 ? "You weigh your impact against the alternative." : undefined },
    style_clarity: { score: score10(qC), gaps: styleGaps, praise: qC >= 0.75 ? "Clear, readable sentences." : undefined },
  });
  if (rf < 0.7)
    dims[0].gaps.unshift(gap("Most of this answer does not engage with the motion.", `Argue about the motion itself: ${info.body}.`, true));
  let overall = overallFrom(dims);
  overall = applyCaps(dims, overall, rf, wrong);
  const { comments, improvements } = compose(dims, overall, opts, 4, wrong);
  const [s, st, wg, sc] = dims.map((d) => d.score);
  return {
    scores: { argument_strength: s, structure: st, weighing: wg, style_clarity: sc, overall },
    comments,
    improvements,
    feedback: `Overall ${overall}/10 for the ${req.side} side. ${improvements[0] ? `Next step: ${improvements[0]}` : "Keep this standard."}`,
  };
}

// A point that argues the wrong side loses the round however well it is made.
function stanceGap(side: string, text: string): Gap | null {
  if (!text.trim()) return null;
  if (side === "Opposition" && !OPPOSES.test(text))
    return gap(
      "Your point and link do not clearly oppose the motion.",
      "Make the Opposition stance explicit: say what is wrong with the motion.",
    );
  if (side === "Government" && /\b(should not|shouldn'?t|oppose the motion)\b/i.test(text) && !/\b(because|why)\b/i.test(text))
    return gap("Your point reads as if it opposes the motion, but you are Government.", "Make sure your point supports the motion.");
  return null;
}
