// Clashes drill: are the chosen actors the ones the motion really affects, is the clash a genuine
// tension between the sides, and do the arguments speak to that actor on this motion?
import type { ClashesFeedbackRequest, ClashesFeedbackResponse } from "#shared/drills/schemas.ts";
import { CLASHES_RUBRIC, mix, rewardsOf } from "#shared/rubrics/index.ts";
import { clamp, contentWords, overlap } from "#server/ai/engine/offline/text/index.ts";
import { speechQuality } from "#server/ai/engine/offline/scorer/index.ts";
import { actorComment, actorFit, missedActors, type ActorFit } from "./actors";
import { analyseMotion } from "./motion";
import { readStance, quoteOf } from "./stance";
import {
  compose,
  dimsFor,
  overallFrom,
  concreteness,
  depth,
  applyCaps,
  gap,
  lengthFit,
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

const TENSION =
  /\b(whether|versus|vs\.?|between|against|trade-?offs?|tension|conflict\w*|balanc\w+|but|while|whereas|or|rights?|freedom|safety|choice|autonomy|protect\w*|cost|risk|fair\w*|harm\w*|benefit\w*)\b/gi;

// What each dimension rewards, and how much, is the rubric's (shared/rubrics/clashes.ts).
const CLASH = rewardsOf(CLASHES_RUBRIC, "clash_identification");
const ACTORS = rewardsOf(CLASHES_RUBRIC, "actor_selection");
const ARGUMENTS = rewardsOf(CLASHES_RUBRIC, "argument_relevance");

function argQuality(p: Profile, actorWords: string[]): number {
  if (p.status !== "ok") return 0;
  const mentions = actorWords.length && overlap(actorWords, p.cw) > 0 ? 1 : 0;
  const rules = mix(ARGUMENTS, "argument", {
    length: lengthFit(p.n, 35),
    depth: depth(p, 2),
    relevance: relevance(p.coverage, 0.35),
    actor: mentions,
    concreteness: concreteness(p, 3),
  });
  return ARGUMENTS("rules") * rules + ARGUMENTS("learned") * speechQuality(p.text);
}

// Whole categories ("voters", "kids") are weaker picks than the vulnerable subgroup within them.
const actorScore = (fit: ActorFit) => fit.relevance * (fit.specific ? 1 : 0.8);

export function clashesFeedback(req: ClashesFeedbackRequest, opts: CoachOptions = {}): ClashesFeedbackResponse {
  const info = analyseMotion(req.motion, opts.brief);
  const { clash } = req;
  const f = screen({ clash_text: clash.clash_text, gov_argument: clash.gov_argument, opp_argument: clash.opp_argument }, info);
  const { clash_text: C, gov_argument: G, opp_argument: O } = f;
  const clashAll = [C, G, O].map((p) => p.text).join(" ");

  const fits = req.vulnerable_actors.map((name) => ({ name, fit: actorFit(name, info, clashAll) }));
  const actors_feedback = fits.map(({ name, fit }) => {
    const inClash = overlap(contentWords(name), contentWords(clash.actor + " " + clashAll)) > 0;
    const rel = score10(clamp(actorScore(fit) + (inClash ? 0.05 : 0), 0, 1));
    const narrow = fit.specific || fit.kind === "generic" ? "" : ` Narrow it down: which ${name.toLowerCase()} are most vulnerable?`;
    return { name, actor: name, relevance: rel, comments: actorComment(name, fit) + narrow };
  });
  const missed = missedActors(req.vulnerable_actors, info, 3, true);

  const tension = (C.text.match(TENSION) ?? []).length;
  const qC =
    C.status === "ok"
      ? mix(CLASH, "clash", {
          length: lengthFit(C.n, 25),
          tension: clamp(tension / CLASH("tension words for full"), 0, 1),
          relevance: relevance(C.coverage, 0.4),
          depth: Math.max(depth(C, 1), specificity(C)),
        })
      : C.status === "motion"
        ? 0.1
        : 0;
  const gc: Gap[] = [];
  const sc = statusGap("clash", C);
  if (sc) gc.push(sc);
  else {
    if (tension === 0)
      gc.push(
        gap(
          "The clash does not name a tension: it never says what the two sides disagree about.",
          "Phrase the clash as a question both sides answer differently: 'whether X protects … or takes away …'.",
        ),
      );
    if (C.coverage === 0)
      gc.push(gap("The clash is not tied to the motion's terms.", "Put the motion's own issue at the centre of the clash."));
  }

  const clashActor = actorFit(clash.actor, info, clashAll);
  const listed = req.vulnerable_actors.some((a) => a.trim().toLowerCase() === clash.actor.trim().toLowerCase());
  const meanFit = fits.length ? fits.reduce((s, x) => s + actorScore(x.fit), 0) / fits.length : 0;
  const qAct = mix(ACTORS, "actors", {
    fit: meanFit,
    "clash actor": actorScore(clashActor) * (listed ? 1 : ACTORS("unlisted clash actor")),
    coverage: Math.min(1, fits.length / 3) * (1 - missed.length / 4),
  });
  const ga: Gap[] = [];
  if (fits.length < 2) ga.push(gap("Only one vulnerable actor is listed.", "List two or three groups the motion affects most."));
  if (missed.length) ga.push(gap(`Key actors missing: ${missed.join(", ")}.`, `Consider ${missed[0]}: who among them is most vulnerable?`));
  for (const { name, fit } of fits)
    if (fit.kind === "generic" || fit.kind === "unknown")
      ga.push(gap(actorComment(name, fit), "Name specific groups, not 'people' or 'society'."));
  if (fits.length && fits.every((x) => !x.fit.specific))
    ga.push(
      gap(
        "Your actors are whole categories; none is narrowed to the most vulnerable subgroup.",
        "Narrow each actor: 'low-income parents', 'children under 12', 'first-time voters'.",
      ),
    );
  if (!listed)
    ga.push(gap("The clash's actor is not one of your listed vulnerable actors.", "Build the clash around one of the actors you listed."));

  const actorWords = contentWords(clash.actor);
  const qG = argQuality(G, actorWords);
  const qO = argQuality(O, actorWords);
  const both = G.status === "ok" && O.status === "ok";
  // The screen submits one side's argument per clash, so one side is the norm; both earn a bonus.
  const qArg = both ? Math.min(1, (qG + qO) / 2 + ARGUMENTS("both sides bonus")) : Math.max(qG, qO);
  const gr: Gap[] = [];
  for (const [label, p] of [
    ["Government argument", G],
    ["Opposition argument", O],
  ] as const) {
    if (p.status === "empty") continue;
    const s = statusGap(label, p);
    if (s) gr.push(s);
    else if (p.reasoning === 0)
      gr.push(
        gap(
          `The ${label} asserts a position without a mechanism.`,
          `Explain in the ${label} how the motion changes things for ${clash.actor}.`,
        ),
      );
    else if (actorWords.length && overlap(actorWords, p.cw) === 0)
      gr.push(gap(`The ${label} never mentions ${clash.actor}.`, `Keep the ${label} focused on ${clash.actor}.`));
  }

  const rf = relevanceFactor(clashAll + " " + req.vulnerable_actors.join(" "), info);
  const dims = dimsFor(CLASHES_RUBRIC, {
    clash_identification: { score: score10(qC * rf), gaps: gc, praise: "The clash names a real tension between the sides." },
    actor_selection: { score: score10(qAct), gaps: ga, praise: "Your actors are the ones the motion hits hardest." },
    argument_relevance: { score: score10(qArg * rf), gaps: gr, praise: "The arguments speak directly to the actor and the motion." },
  });
  // Each side's argument must argue that side: a Government argument against the motion is the other side's.
  const swapped = (
    [
      ["Government", G],
      ["Opposition", O],
    ] as const
  ).filter(([side, p]) => p.status === "ok" && readStance(p.text, info).lean === (side === "Government" ? "Opposition" : "Government"));
  const wrong = swapped.length
    ? gap(
        `You argued the other side: ${swapped
          .map(
            ([side, p]) =>
              `your ${side} argument ("${quoteOf(readStance(p.text, info).quote || p.text, 10)}") argues for ${side === "Government" ? "the Opposition" : "the Government"}`,
          )
          .join(", and ")}.`,
        "Write each side's argument for that side: Government for the motion, Opposition against it.",
        true,
      )
    : null;
  if (rf < 0.7)
    dims[0].gaps.unshift(gap("Most of this clash is not about the motion.", `Build the clash on the motion itself: ${info.body}.`, true));
  const overall = applyCaps(dims, overallFrom(dims), rf, wrong);
  const { comments, improvements } = compose(dims, overall, opts, 3, wrong);
  const [ci, as, ar] = dims.map((d) => d.score);
  return {
    actors_feedback,
    missed_key_actors: missed,
    clash_evaluation: {
      scores: { clash_identification: ci, actor_selection: as, argument_relevance: ar, overall },
      comments,
      suggestions: [...improvements, both ? "" : "Prepare the other side's best answer on this clash too."].filter(Boolean).join(" "),
    },
  };
}
