// Modeling drill: are the motion's key terms defined, precisely and without circularity, is it
// clear how the policy would actually run, and do the examples make the model concrete?
import type { ModelingFeedbackRequest, ModelingFeedbackResponse } from "#shared/drills/schemas.ts";
import { MODELING_RUBRIC, mix, rewardsOf } from "#shared/rubrics/index.ts";
import { clamp, contentWords, isCopy, overlap, sentences, termMatch } from "#server/ai/engine/offline/text/index.ts";
import { synonymsOf } from "./lexicon";
import { analyseMotion, termLabel } from "./motion";
import { wrongSideNote } from "./stance";
import { specificStems } from "./substance";
import {
  compose,
  dimsFor,
  overallFrom,
  concreteness,
  depth,
  applyCaps,
  gap,
  lengthFit,
  quote,
  wrongSideGap,
  profile,
  relevance,
  relevanceFactor,
  score10,
  screen,
  specificity,
  statusGap,
  type CoachOptions,
  type Gap,
} from "./rubric";

// Signs a definition draws a boundary: thresholds, inclusions and exclusions.
const PRECISE =
  /\b(\d[\d,.%]*|means|defined|definition|refers? to|including|includes|excluding|excludes|except|such as|only|under|over|at least|at most|more than|less than|below|above|between|not|any|all|specifically|e\.g\.|i\.e\.|for the purposes? of|classified|category|threshold|per|aged?)\b/gi;
// Signs of a workable mechanism: who enforces, how, by when, with what exceptions.
const MECHANISM =
  /\b(enforc\w*|fines?|penalt\w+|regulat\w*|agenc\w+|body|bodies|laws?|legislat\w*|phased?|phase-in|by (?:19|20)\d\d|within|fund\w*|budget|exempt\w*|exceptions?|monitor\w*|report\w*|licen[cs]\w*|watershed|requir\w+|appl(?:y|ies) to|cover\w*|ban\w*|tax\w*|levy|subsid\w+|inspect\w*|audit\w*|court\w*|ministry|department|council|schools?|parliament|before|after|from|until|years?|months?|hours?|pm|am)\b/gi;

// Signs a regret or value model sets up the comparison: the world with and without the thing, judged how.
const COMPARISON =
  /\b(compar\w*|counterfactual|world|instead|without|versus|vs\.?|alternative|would have|had not|rather than|measure\w*|judge\w*|weigh\w*|against|status quo|today|since|before|after|defend\w*|criteri\w+|standard)\b/gi;

// A plan's grammar: a modal or future, a start date or deadline, "no longer".
const PLAN =
  /\b(will|would|must|may|shall|can|cannot|could|is to|are to|no longer|from (?:january|february|march|april|may|june|july|august|september|october|november|december|next|\d{4})|by (?:19|20)\d\d|within (?:\w+ )?(?:days?|weeks?|months?|years?))\b/i;
/** The share of the implementation score a "how" keeps when none of its sentences states a change. */
const PLANLESS = 0.5;
function statesChange(sentence: string, action: string): boolean {
  if (PLAN.test(sentence)) return true;
  const act = contentWords(action);
  return act.length > 0 && contentWords(sentence).some((w) => act.some((a) => termMatch(w, a)));
}

// What each dimension rewards, and how much, is the rubric's (shared/rubrics/modeling.ts).
const PRECISION = rewardsOf(MODELING_RUBRIC, "definitions_precision");
const IMPLEMENTATION = rewardsOf(MODELING_RUBRIC, "implementation_clarity");
const EXAMPLES = rewardsOf(MODELING_RUBRIC, "examples_helpfulness");

export function modelingFeedback(req: ModelingFeedbackRequest, opts: CoachOptions = {}): ModelingFeedbackResponse {
  const info = analyseMotion(req.motion, opts.brief);
  const seen: string[] = [];
  const defs = req.terms.map((t) => {
    const own = contentWords(t.definition);
    const circular = own.length === 0 || overlap(own, contentWords(t.term)) >= 0.8 || isCopy(t.definition, info.motion);
    const copied = seen.some((d) => isCopy(t.definition, d));
    seen.push(t.definition);
    const p = profile(circular || copied ? "" : t.definition, info);
    // Boundary words count only as far as the definition has content for them to bound.
    const marks = Math.min((p.text.match(PRECISE) ?? []).length, p.specific);
    const q =
      p.n === 0
        ? 0.05
        : mix(PRECISION, "definition", {
            length: lengthFit(p.n, 15),
            boundaries: clamp(marks / PRECISION("boundary words for full"), 0, 1),
            specificity: specificity(p),
            concreteness: concreteness(p, 2),
          });
    return { ...t, q, circular, copied, n: p.n };
  });
  const defined = req.terms.flatMap((t) => contentWords(t.term));
  const keyTerms = info.terms.length ? info.terms : defined;
  const covered = keyTerms.filter((k) => defined.some((d) => synonymsOf(k).some((s) => termMatch(d, s))));
  const missing = keyTerms.filter((k) => !covered.includes(k));
  const qCov = relevance(covered.length / Math.max(1, keyTerms.length), 0.6) * (defs.some((d) => d.q > 0.3) ? 1 : 0.5);
  const qPrec = defs.length ? defs.reduce((s, d) => s + d.q, 0) / defs.length : 0;

  const f = screen({ how: req.how, examples: req.examples }, info);
  const H = f.how;
  const E = f.examples;
  // Policy motions need a mechanism; regrets and value motions need the comparison the debate is about.
  const policy = info.kind === "policy";
  const marker = policy ? MECHANISM : COMPARISON;
  const mech = sentences(H.text).reduce((n, s) => n + Math.min((s.match(marker) ?? []).length, Math.ceil(specificStems(s).length / 2)), 0);
  // A model says what changes: a sentence with a plan (will, must, may not, from 2028, by 2030) or the
  // motion's own action. Facts about the subject ("Finnish children start school at seven") are not a model.
  const plans = policy ? sentences(H.text).filter((s) => statesChange(s, info.action)).length : 1;
  const planned = H.status !== "ok" || plans > 0 ? 1 : PLANLESS;
  const qH =
    H.status === "ok"
      ? planned *
        mix(IMPLEMENTATION, "how", {
          length: lengthFit(H.n, 50),
          mechanism: clamp(mech / IMPLEMENTATION("mechanism marks for full"), 0, 1),
          depth: depth(H, 2),
          concreteness: concreteness(H, 3),
          relevance: relevance(H.coverage, 0.4),
        })
      : 0;
  // Examples show a model in practice: with no model (nothing in the "how" says what changes) they illustrate nothing.
  const qE =
    E.status === "ok"
      ? planned *
        mix(EXAMPLES, "examples", { length: lengthFit(E.n, 30), concreteness: concreteness(E), relevance: relevance(E.coverage, 0.35) })
      : 0;

  const all = [...req.terms.map((t) => `${t.term} ${t.definition}`), H.text, E.text].join(" ");
  const rf = relevanceFactor(all, info);

  const names = missing.map((m) => termLabel(info, m));
  const gc: Gap[] = missing.length
    ? [
        gap(
          `Key terms of the motion are not defined: ${names.join(", ")}.`,
          `Define every key term of the motion, starting with "${names[0]}".`,
        ),
      ]
    : [];
  const gp: Gap[] = [];
  for (const d of defs) {
    if (d.circular)
      gp.push(
        gap(
          `"${d.term}" is defined with its own words (or the motion), which explains nothing.`,
          "Define terms with new information: thresholds, what is included and what is not.",
        ),
      );
    else if (d.copied) gp.push(gap(`The definition of "${d.term}" repeats another definition.`, "Give each term its own definition."));
    else if (d.q < 0.45)
      gp.push(
        gap(
          `The definition of "${d.term}" is vague: it sets no boundary.`,
          `Make "${d.term}" precise: who or what counts, with a number or a clear exclusion.`,
        ),
      );
  }
  const gh: Gap[] = [];
  const sh = statusGap("implementation (how)", H);
  if (H.status === "empty")
    gh.push(
      policy
        ? gap("You never explain how the policy would work.", "Explain who enforces it, how, from when, and with what exceptions.")
        : gap(
            "You never set out what the motion means in practice.",
            `Describe the world with and without ${info.object}, and how to judge between them.`,
          ),
    );
  else if (sh) gh.push(sh);
  else if (planned < 1)
    gh.push(
      gap(
        `Your model ${quote(H.text)} describes the subject but never says what would change: nothing in it is a plan.`,
        "Say what the policy does: what will happen, who must do what, and from when.",
      ),
    );
  else if (mech < 3)
    gh.push(
      policy
        ? gap(
            `The implementation ${quote(H.text)} is vague: it does not say who enforces it, how, or from when.`,
            "Add the enforcing body, the penalty and a timeline.",
          )
        : gap(
            `Your model ${quote(H.text)} does not set up the comparison: what the world looks like with and without ${info.object}, and how to judge it.`,
            `Describe the alternative world without ${info.object} and the standard the debate should be judged by.`,
          ),
    );
  const ge: Gap[] = [];
  if (E.status === "empty")
    ge.push(
      gap(
        "No examples show what the model looks like in practice.",
        "Add an example of a place that runs this policy, or a concrete case it would cover.",
      ),
    );
  else if (E.status !== "ok") ge.push(statusGap("examples", E) as Gap);
  else if (E.examples < 2)
    ge.push(
      E.examples > 0
        ? gap(
            `Your example ${quote(E.text)} names a case but not what happened there: no year, figure or result.`,
            "Add the year and the result: what changed, by how much.",
          )
        : gap(
            `Your examples ${quote(E.text)} are generic: no named place, policy or figure.`,
            "Use a real precedent: a country, year and result.",
          ),
    );

  const dims = dimsFor(MODELING_RUBRIC, {
    definitions_coverage: { score: score10(qCov * rf), gaps: gc, praise: "You define the motion's key terms." },
    definitions_precision: { score: score10(qPrec * rf), gaps: gp, praise: "Your definitions draw clear boundaries." },
    implementation_clarity: { score: score10(qH * rf), gaps: gh, praise: "It is clear who would enforce the policy and how." },
    examples_helpfulness: { score: score10(qE * rf), gaps: ge, praise: "Your examples make the model concrete." },
  });
  const wrong = wrongSideGap(wrongSideNote([H.text, E.text].join(" "), info, "Government", "Your model"), "Government");
  const overall = applyCaps(dims, overallFrom(dims), rf, wrong);
  const { comments, improvements } = compose(dims, overall, opts, 3, wrong);
  const [dc, dp, ic, eh] = dims.map((d) => d.score);
  return {
    definitions_coverage: dc,
    definitions_precision: dp,
    implementation_clarity: ic,
    examples_helpfulness: eh,
    overall,
    comments,
    improvement: improvements.join(" ") || "Stress-test the model: what would the other side say is unclear?",
  };
}
