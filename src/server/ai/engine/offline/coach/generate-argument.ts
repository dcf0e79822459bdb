// POST /api/generate-argument offline: a complete PAEL argument for the given side. A bank motion's
// comes from its brief; any other motion's is built from the motion's own terms, its stakeholders and
// (where known) a documented real case, and is shown only if it passes the coach's own checks.
import type { GenerateArgumentRequest, GenerateArgumentResponse } from "#shared/drills/schemas.ts";
import { briefArgument, briefForMaterial } from "./brief-material";
import { cast, core, exampleText, lowerFirst, sentence, traits } from "./material";
import { argumentPieces, firstPassing, materialPasses } from "./material-check";
import type { Pael } from "#shared/drills/schemas.ts";
import { analyseMotion, arguesConcern, pick, type MotionInfo, type TopicView } from "./motion";
import type { CoachOptions } from "./rubric";
import type { Cast } from "./material";

/**
 * The argument, or null when the motion has no brief and no argument built from its words argues the
 * side it was asked for on the motion. Without a brief it regenerates once with every step anchored to
 * the motion's own subject before giving up.
 */
export function generateArgument(req: GenerateArgumentRequest, options: CoachOptions = {}): GenerateArgumentResponse | null {
  const info = analyseMotion(req.motion, options.brief);
  const brief = briefForMaterial(req.motion, options.brief, "argument", req.side);
  if (brief) {
    const pick = (seed: number) => briefArgument(brief, info, req.side, seed);
    const pael = firstPassing(req.motion, options.seed ?? 0, pick, (p) => argumentPieces(p, req.side), options.brief);
    return { pael, argument: { ...pael } };
  }
  return [false, true].map((anchored) => build(req, info, anchored)).find((a) => passes(a.pael, req)) ?? null;
}

const passes = (pael: Pael, req: GenerateArgumentRequest) => materialPasses(req.motion, argumentPieces(pael, req.side));

function build(req: GenerateArgumentRequest, info: MotionInfo, anchored: boolean): GenerateArgumentResponse {
  const c = cast(info, arguesConcern(info, req.side));
  const k = core(info, req.side, c);
  const v = k.view;

  const point = `${k.stance}, because ${k.reason}.`;

  const mechanism = mechanismText(info.kind === "policy", k.concern, k.action, c, v);
  const weighing = k.concern
    ? `This matters more than the cost to ${c.secondary}: the harm to ${c.primary} is long-term and hard to reverse, while ${c.secondary} can adapt.`
    : `Even if the worry about ${v.concern} is real, targeted measures can address it, whereas the loss of ${v.benefit} is certain and immediate, so it outweighs the speculative gain.`;
  const opener = anchored
    ? `Start with who ${info.object} ${/[^s]s$/i.test(info.object) ? "affect" : "affects"} most.`
    : pick(
        info.motion,
        [
          "Start with who is affected.",
          "The mechanism runs through the people involved.",
          "Look at how the people involved actually behave.",
        ],
        req.side.length,
      );
  const who = sentence(c.primary, traits(c.primary));
  const analysis = anchored
    ? `${opener} ${who}, so what happens to ${info.object} decides what happens to them. ${mechanism} ${weighing}`
    : `${opener} ${who}. ${mechanism} ${weighing}`;

  const example = exampleText(info, c, k);

  const link = `That is why ${lowerFirst(k.stance)}: ${k.concern ? `it protects ${c.primary} where the harm is greatest, and that outweighs what ${c.secondary} lose` : `${c.primary} keep what matters most to them, and that outweighs the uncertain gains the other side promises`}.`;

  const pael = { point, analysis, example, link };
  return { pael, argument: { ...pael } };
}

// Four cases: harm or benefit argued, for or against the change. Each names the actors' incentives.
function mechanismText(policy: boolean, concern: boolean, action: boolean, c: Cast, v: TopicView): string {
  const driver = sentence(c.secondary, traits(c.secondary));
  if (concern && action)
    return `${driver}, so they will not fix this on their own, which means ${v.concern} continues unless something changes. Because the effects build up over years, this leads to lasting costs for ${c.primary} and, in turn, for ${c.third}.`;
  if (concern)
    return `${driver}, so once the change is made they will push it as far as it goes, which means ${v.concern} spreads to ${c.primary}. Because such harms build up slowly, they are hard to undo by the time anyone measures them.`;
  if (action)
    return `Today ${c.primary} are denied ${v.benefit}. This change gives it to them directly, which means their choices widen at once. ${driver}, so the risks the other side fears can be managed by ordinary regulation rather than by denying everyone the benefit.`;
  if (!policy)
    return `The claim ignores what ${c.primary} have gained: ${v.benefit}. ${driver}, which means the harms the other side lists are already being pushed back, so judging the whole thing by its worst cases leads to the wrong verdict.`;
  return `The motion treats ${c.primary} as a problem to be managed, so it takes away ${v.benefit} without offering anything in its place. ${driver}, so they will work around the change, which means the problem moves elsewhere instead of disappearing.`;
}
