// Offline model answers for the characterization, clashes and framing drills. A bank motion's come
// from its brief (brief-material.ts). Any other motion's are worded from the motion (its object,
// stakeholders and topic), so two motions never share a text, and are given only when they pass the
// coach's own side and relevance checks (null otherwise).
import type {
  CharacterizationExampleRequest,
  CharacterizationExampleResponse,
  ClashesExampleRequest,
  ClashesExampleResponse,
  FramingExampleRequest,
  FramingExampleResponse,
} from "#shared/drills/schemas.ts";
import { vulnerableFirst } from "./actors";
import { briefCharacterization, briefClash, briefForMaterial, briefFraming } from "./brief-material";
import { characterizationPieces, clashPieces, firstPassing, framingPieces, materialPasses } from "./material-check";
import type { CoachOptions } from "./rubric";
import { cast, core, exampleText, lowerFirst, sentence, traits } from "./material";
import { analyseMotion, arguesConcern, capitalize, gerund, isAre, pick, roleOf, type MotionInfo, type Side } from "./motion";

const NOTE = "Generated offline from the motion's wording and a small set of documented cases; check the facts before you rely on them.";

function roleLine(name: string, info: MotionInfo): string {
  const o = info.object;
  switch (roleOf(name)) {
    case "vulnerable":
      return `They feel the effects of ${o} most directly and have the least power to avoid them.`;
    case "guardian":
      return `They try to shield the people in their care, but cannot control everything ${o} reaches.`;
    case "profit":
      return `They gain or lose money depending on what happens to ${o}, so they fight for the outcome that protects revenue.`;
    case "authority":
      return `They would have to write, fund and enforce any rule on ${o}, and they are blamed if it fails.`;
    case "professional":
      return `They see the effects of ${o} up close in their daily work, which makes them credible witnesses.`;
    default:
      return `They meet ${o} in everyday life and judge any change by how it touches them.`;
  }
}

/** Which side this actor's characterization helps, and why. */
function actorArgument(name: string, info: MotionInfo): string {
  const concernSide: Side = arguesConcern(info, "Government") ? "Government" : "Opposition";
  const otherSide: Side = concernSide === "Government" ? "Opposition" : "Government";
  const c = cast(info);
  const k = core(info, concernSide, c);
  const o = core(info, otherSide, c);
  switch (roleOf(name)) {
    case "vulnerable":
      return `This helps ${concernSide}: because ${name} have the least power to protect themselves, they carry the cost of ${k.view.concern}, which means ${lowerFirst(k.stance)}.`;
    case "guardian":
      return `This helps ${concernSide}: because ${name} cannot shield those in their care from ${k.view.concern} on their own, the burden lands on them, which means ${lowerFirst(k.stance)}.`;
    case "professional":
      return `Both sides will call them as witnesses: ${concernSide} to show that ${k.view.concern} is real, ${otherSide} to show what would be lost (${o.view.benefit}). Because they are trusted, the side that wins their testimony gains credibility.`;
    case "profit":
      return `Both sides can use this. ${concernSide} argues that because ${name} profit from the status quo they will never fix it voluntarily; ${otherSide} argues they will simply adapt around any rule, so ${lowerFirst(o.stance)}.`;
    case "authority":
      return `This helps ${otherSide}: because ${name} must enforce the change with limited capacity, it may not work as promised, which means ${lowerFirst(o.stance)}.`;
    default:
      return `They decide which side sounds reasonable: ${concernSide} must show that ${k.view.concern} touches their lives, while ${otherSide} can point to what they would lose (${o.view.benefit}), so ${lowerFirst(o.stance)}.`;
  }
}

export function characterizationExample(
  req: CharacterizationExampleRequest,
  options: CoachOptions = {},
): CharacterizationExampleResponse | null {
  const info = analyseMotion(req.motion, options.brief);
  const brief = briefForMaterial(req.motion, options.brief, "actors");
  if (brief)
    return firstPassing(req.motion, options.seed ?? 0, (seed) => briefCharacterization(brief, seed), characterizationPieces, options.brief);
  const names = info.stakeholders.filter((s) => s !== "the general public").slice(0, 4);
  const actors = names.map((name) => ({
    name: capitalize(name),
    characterization: `${sentence(name, traits(name))}. ${roleLine(name, info)}`,
    argument: actorArgument(name, info),
  }));
  const out = { actors, notes: `Actors run from those most affected by ${info.object} to those who would enforce the motion. ${NOTE}` };
  return materialPasses(req.motion, characterizationPieces(out), undefined, options.brief) ? out : null;
}

export function clashesExample(req: ClashesExampleRequest, options: CoachOptions = {}): ClashesExampleResponse | null {
  const info = analyseMotion(req.motion, options.brief);
  const brief = briefForMaterial(req.motion, options.brief, "clash");
  if (brief)
    return firstPassing(
      req.motion,
      options.seed ?? 0,
      (seed) => briefClash(brief, info, req.actor?.trim() ?? "", seed),
      clashPieces,
      options.brief,
    );
  const c0 = cast(info);
  const actor = req.actor?.trim() || vulnerableFirst(info)[0] || c0.primary;
  const c = { ...c0, primary: actor };
  const gov = core(info, "Government", c);
  const opp = core(info, "Opposition", c);
  const harm = gov.concern ? gov.view.concern : opp.view.concern;
  const good = gov.concern ? gov.view.benefit : opp.view.benefit;
  const clash =
    info.kind === "policy"
      ? `Whether ${gerund(lowerFirst(info.body))} protects ${actor} from ${harm}, or takes away ${good} that they rely on.`
      : `Whether ${info.object} ${isAre(info.object)} doing more to expose ${actor} to ${harm} than to give them ${good}.`;
  const out = {
    actor,
    clash_text: clash,
    gov_argument: `${gov.stance}, because ${gov.reason}. ${sentence(actor, traits(actor))}, which means they cannot manage this on their own.`,
    opp_argument: `${opp.stance}, because ${opp.reason}. ${sentence(c.secondary, traits(c.secondary))}, so the motion shifts the problem rather than solving it for ${actor}.`,
    notes: `A good clash names one actor and one question both sides answer differently. ${NOTE}`,
  };
  return materialPasses(req.motion, clashPieces(out), undefined, options.brief) ? out : null;
}

export function framingExample(req: FramingExampleRequest, options: CoachOptions = {}): FramingExampleResponse | null {
  const info = analyseMotion(req.motion, options.brief);
  const side: Side = /^opp/i.test(req.side ?? "") ? "Opposition" : "Government";
  const brief = briefForMaterial(req.motion, options.brief, "framing", side);
  if (brief)
    return firstPassing(
      req.motion,
      options.seed ?? 0,
      (seed) => briefFraming(brief, info, side, seed),
      (f) => framingPieces(f, side),
      options.brief,
    );
  const c = cast(info, arguesConcern(info, side));
  const mine = core(info, side, c);
  const theirs = core(info, side === "Government" ? "Opposition" : "Government", c);
  const [v1, v2] = mine.concern ? mine.view.values : [mine.view.values[1], mine.view.values[0]];
  const name = pick(info.motion, ["Maya", "Sam", "Priya", "Tom", "Aisha", "Leo", "Zara", "Ben"]);
  const out = {
    my_frame: `This debate is about ${v1}: ${lowerFirst(mine.stance)}, because ${mine.reason}.`,
    opponent_frame: `They will frame it as a question of ${v2}: ${lowerFirst(theirs.stance)}, because ${theirs.reason}.`,
    limitations: `That frame assumes ${c.primary} can look after their own interests, but ${c.primary} ${traits(c.primary)}. It also ignores that ${c.secondary} ${traits(c.secondary)}, so ${v2} in the abstract is not what decides the outcome.`,
    new_frame: `The real question is not ${v2} in general, but who pays the price when we get ${info.object} wrong: ${c.primary}, not ${c.secondary}.`,
    language: `Use concrete, human words: "${c.primary}", "${v1}", "who pays the price", "long-term". Avoid abstract jargon.`,
    metaphor: `${capitalize(info.object)} ${isAre(info.object)} ${mine.view.metaphor}.`,
    story: `Picture ${name}, ${storyRole(c.primary)}. ${mine.concern ? `Every day ${name} runs into ${mine.view.concern}, and nobody asked whether ${name} could cope with it.` : `For ${name}, ${mine.view.benefit} is part of ordinary life; take it away and ${name} loses something real.`} ${exampleText(info, c, mine).split(". ")[0].replace(/\.$/, "")}. (An illustrative story: replace it with a real one if you can.)`,
    values: `${capitalize(v1)} first; ${v2} matters, but not at the expense of ${c.primary}.`,
    suggested_lines: framingLines(info, mine.stance, `The real question is who pays the price: ${c.primary}.`),
    notes: `Framed for the ${side} side${req.side === "Unspecified" || !req.side ? " (no side given)" : ""}. ${NOTE}`,
  };
  return materialPasses(req.motion, framingPieces(out, side), undefined, options.brief) ? out : null;
}

/** Who the story's person is: one of a group of people, or someone an organisation serves. */
function storyRole(group: string): string {
  const g = group.replace(/^the /, "");
  const role = roleOf(group);
  if (role === "profit" || role === "authority" || /^(charities|schools|universities)$/.test(g))
    return `who depends on ${group} this motion is about`;
  return `one of the ${g} this motion is about`;
}

/** Short, repeatable lines built from the student's frame (or the generated one) and the motion. */
export function framingLines(info: MotionInfo, myFrame: string, newFrame: string): string[] {
  const c = cast(info);
  const v = core(info, "Government", c).view.values;
  const frame = myFrame.trim().replace(/[.!?]+$/, "");
  const shift = newFrame.trim().replace(/[.!?]+$/, "");
  return [
    frame ? `${frame} — and everything today comes back to that.` : `This debate is about ${v[0]} for ${c.primary}.`,
    shift ? `${shift}.` : `The real question is who pays the price of ${info.object}.`,
    `Ask yourself: when it comes to ${info.object}, who speaks for ${c.primary}?`,
  ];
}
