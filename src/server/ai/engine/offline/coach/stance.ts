// Which side a piece of text argues. A judge reads the side from what the speaker declares ("we
// oppose", "we do not regret", "as Opposition") and from what they say about the motion's own action
// ("we should not ban…", "the tax would backfire", "instead of a ban…"). Quoted words and sentences
// that report the other side ("They claim…") are not the speaker's own position, so they are skipped.
import type { Side } from "#shared/sides.ts";
import { REPORTED, contentWords, sentences, termMatch } from "#server/ai/engine/offline/text/index.ts";
import { makeComplement } from "#server/ai/engine/offline/text/index.ts";
import type { MotionInfo } from "./motion";
import { mainClause } from "./stance-clauses";

export interface StanceReading {
  /** The side the text argues, or null when it does not say clearly. */
  lean: Side | null;
  /** Weighted evidence for and against the motion. */
  pro: number;
  con: number;
  /** The sentence that shows the lean most clearly (for quoting in a comment). */
  quote: string;
}

// Policy verbs that act against their object (the motion restricts it) and those that act for it.
const AGAINST_OBJECT =
  /^(ban|prohibit|outlaw|restrict|limit|tax|cap|abolish|abandon|end|criminali[sz]e|censor|phase|close|remove|stop|penali[sz]e|scrap|replace|impose|levy|regret|oppose|cut)/i;
const NEGATORS =
  /^(not|never|no|nor|against|stop|reject|rejecting|oppose|opposing|instead|rather|neither|cannot|shouldnt|shouldn|cant|dont|doesnt|wont|wouldnt|mustnt|isnt|arent)$|n't$/i;
// Doubting or judging the action before it names it: "I don't think we should…", "no reason why…", "wrong to…".
const DOUBTED =
  /\b(?:(?:do|does|did)\s*(?:not|n't)|don'?t|doesn'?t|never)\s+(?:think|believe|see|agree|feel)\b|\bno (?:reason|need|point|justification)\b|\b(?:wrong|a mistake|unfair|unjust|absurd|ridiculous) to(?: be)?$|\bwhy (?:should|would) we\b/;
// Denying what follows about the action or its policy: "I disagree that the ban would help…", "we doubt that a tax works".
const DENIED =
  /\b(?:disagree|doubt|deny|dispute)s?\b(?:\s+(?:with\s+)?(?:the\s+)?(?:idea|claim|view|notion))?(?:\s+that)?(?:\s+(?:a|an|the|this|that|any|such))?\s*$/;
// The policy named as the thing that does harm: "the harm of a blunt ban", "the costs of this tax".
// "It is not true that…", "it is false that…": what follows is denied, whichever way it leans.
const NOT_SO = /\bit(?: i|')s (?:not true|untrue|false|not the case) that\b/;
// A negation of a negation just before the action: "there is no reason not to", "we cannot afford not to",
// "it would be wrong not to" ban — the speaker wants the action.
const TWICE = /\b(?:no (?:reason|need|excuse)|(?:cannot|can't|can not) afford|wrong|a mistake|irresponsible) (?:\w+ )?not to$/;
const HARM_OF =
  /\b(?:harms?|costs?|dangers?|problems?|risks?|flaws?|damage|downsides?) of (?:a|an|the|this|that|any|such a)?\s*(?:[a-z-]+\s+)?$/;
// Words between a modal and the action it governs ("should not be banned", "must also be outlawed").
const MODAL_FILLER =
  /^(be|been|not|n't|a|an|the|this|any|such|impose|introduce|pass|create|put|also|definitely|absolutely|really|immediately|completely|totally|simply|just|all|therefore|clearly|now|finally)$/;
// "If we do not ban…", "without a ban…", "once the tax starts…": a hypothetical, not the speaker's position.
const CONDITIONAL = /^(if|unless|without|until|once|whether|when|suppose|imagine)$/i;
const BAD_OUTCOME =
  /\b(would|will|could|does|do|did|is|are|has|have)\s+(?:\w+\s+){0,2}?(fail|backfire|harm|hurt|punish|damage|overload|abandon|cut off|shut out|push|silence|exclude|not work|do little|cost|take away|leave|bury|moves?|simply)\w*/i;
const GOOD_OUTCOME =
  /\b(would|will|could|does|do|is|are|has|have)\s+(?:\w+\s+){0,2}?(protect|help|save|reduce|cut|free|give|improve|tackle|lower|feed|catch|cleans?|stop|prevent|benefit|open|widen|restore)\w*/i;
// "The ban is a mistake", "compulsion punishes the poor": the action judged or shown at work.
const BAD_JUDGEMENT =
  /\b(?:is|are|would be|will be|was)\s+(?:\w+\s+)?(?:a mistake|wrong|misguided|unfair|unjust|counterproductive|dangerous|a bad idea|unworkable|excessive|too far|heavy-handed|disproportionate)\b/;
const GOOD_JUDGEMENT =
  /\b(?:is|are|would be|will be)\s+(?:\w+\s+)?(?:essential|necessary|right|fair|just|overdue|the right thing|the answer|vital|justified)\b/;
const BAD_VERB =
  /\b(fails?|backfires?|harms?|hurts?|punish(?:es)?|damages?|overloads?|abandons?|excludes?|silences?|burdens?|penali[sz]es?)\b/;
const GOOD_VERB = /\b(protects?|saves?|reduces?|cuts?|frees?|improves?|tackles?|prevents?|feeds?|catches?)\b/;

// "As Opposition, we…", "the Proposition side wins": the debate's sides named as such. "Government" alone is
// also the state ("as the government has the intelligence…", "people who rely on government help"), so it
// counts only as a side or bench, or opening the speaker's own role.
const SIDE_WORDS =
  /\b(?:we|i),?\s+(?:as|on|for)\s+(?:the\s+)?(government|proposition|opposition)\b|^as\s+(?:the\s+)?(government|proposition|opposition)\s*,|\b(proposition|opposition|government side|government bench|government team)(?:\s+(?:side|bench|team))?\s+(?:wins?|should win)\b|\bvote\s+(?:for\s+)?(?:the\s+)?(government|proposition|opposition)\b/gi;

interface Signals {
  pro: number;
  con: number;
}

function add(s: Signals, pro: boolean, w: number) {
  if (pro) s.pro += w;
  else s.con += w;
}

// Other words for a motion's action; a Map because the verb comes from the user's motion.
const ACTION_SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map([
  ["compulsory", ["compulsion", "mandatory", "force", "forcing"]],
  ["mandatory", ["compulsory", "compulsion"]],
  ["conditional", ["condition", "conditions", "conditionality"]],
  ["require", ["requirement", "duty", "force", "forcing", "oblige"]],
  ["ban", ["prohibit", "prohibition"]],
  ["abolish", ["abolition"]],
  ["legalise", ["legalisation", "legal"]],
  ["legalize", ["legalization", "legal"]],
  ["introduce", ["introduction"]],
]);

/** The motion's action words as stems ("ban", "replac", "compulsori"…), which a side affirms or negates. */
export function actionStems(info: MotionInfo): string[] {
  if (info.kind !== "policy") return [];
  const b = info.body.replace(/^(to |that )/i, "");
  const made = makeComplement(b)?.adjective;
  const verb = b.split(/\s+/)[0] ?? "";
  const words = [verb, made ?? ""].filter(Boolean);
  const all = [...words, ...(ACTION_SYNONYMS.get(verb.toLowerCase()) ?? []), ...(made ? (ACTION_SYNONYMS.get(made) ?? []) : [])];
  // "impose a tax on meat": the tax is the action.
  if (/^(impose|introduce|levy|create|set)$/i.test(verb)) {
    const noun = b
      .split(/\s+/)
      .slice(1, 4)
      .find((w) => /^(tax|levy|ban|cap|limit|duty|fee|charge|quota|curfew)$/i.test(w));
    if (noun) all.push(noun);
  }
  return [...new Set(all.flatMap((w) => contentWords(w)))].filter((s) => s.length >= 3 && !/^make$/.test(s));
}

/** Does the motion act against its object (ban, tax, regret…)? Then defending the object opposes it. */
function restrictsObject(info: MotionInfo): boolean {
  if (info.kind === "regret" || info.kind === "oppose") return true;
  if (info.kind !== "policy") return info.kind === "value" && info.restrictive;
  return AGAINST_OBJECT.test(info.body.replace(/^(to |that )/i, "")) || info.restrictive;
}

const isAction = (w: string, act: string[]) => act.some((a) => termMatch(w, a) || (a.length >= 4 && w.startsWith(a)));
const POLICY_NOUN =
  /\b(?:the|this|a|any|their|your|our|such a|that)\s+(?:blanket\s+|new\s+|legal\s+)?(?:ban|tax|policy|proposal|motion|law|plan|scheme|reform|levy|duty|requirement|rule|measure|change)\b/i;

function sentenceSignals(sent: string, info: MotionInfo, act: string[], restricts: boolean, s: Signals) {
  const lower = sent.toLowerCase().replace(/’/g, "'");
  // Explicit declarations.
  const declare = (re: RegExp, pro: boolean, w = 3) => {
    if (re.test(lower)) add(s, pro, w);
  };
  declare(/\b(?:we|i)\s+(?:strongly\s+)?(?:oppose|reject)\s+(?:the|this)\s+motion\b/, false);
  declare(/\b(?:we|i)\s+(?:strongly\s+)?(?:support|propose|back)\s+(?:the|this)\s+motion\b/, true);
  // "It is not true that …" denies what follows: on a policy motion the action that follows is read, flipped
  // (below); elsewhere it denies the motion's claim.
  if (info.kind !== "policy") declare(/\bit is not true that\b/, false);
  for (const m of lower.matchAll(SIDE_WORDS)) add(s, /government|proposition/.test(m[1] ?? m[2] ?? m[3] ?? m[4] ?? ""), 2);

  const kindVerb = (verb: "regret" | "support" | "oppose", proWhenPlain: boolean) => {
    const neg = new RegExp(
      `\\b(?:we|i)\\s+(?:do|would|should|can)?\\s*(?:not|n't|never)\\s+${verb}\\b|\\b(?:we|i)\\s+(?:don't|doesn't|won't|can't)\\s+${verb}\\b`,
    );
    const plain = new RegExp(`\\b(?:we|i)\\s+(?:strongly\\s+|therefore\\s+|do\\s+|must\\s+|should\\s+)?${verb}\\b`);
    if (neg.test(lower)) add(s, !proWhenPlain, 3);
    else if (plain.test(lower)) add(s, proWhenPlain, 3);
  };
  if (info.kind === "regret") {
    kindVerb("regret", true);
    // "Influencers have opened the media to outsiders" / "…have damaged teenagers' self-image".
    const obj = contentWords(info.object);
    if (contentWords(lower).some((w) => obj.some((o) => termMatch(w, o)))) {
      declare(
        /\b(?:has|have)\s+(?:\w+\s+)?(?:improved|benefited|helped|empowered|opened|enriched|given|made .{1,30} (?:better|cheaper|easier))\b/,
        false,
        1.5,
      );
      declare(/\b(?:has|have)\s+(?:\w+\s+)?(?:harmed|damaged|hurt|worsened|eroded|undermined|exploited|degraded)\b/, true, 1.5);
    }
    declare(/\b(?:we|i)\s+(?:defend|welcome|celebrate)\b/, false, 2);
    declare(/\b(?:has|have)\s+been\s+(?:good|positive|a success|worth it|worthwhile|beneficial|a good thing)\b|\bwas worth it\b/, false, 2);
  } else if (info.kind === "support") {
    kindVerb("support", true);
    kindVerb("oppose", false);
  } else if (info.kind === "oppose") {
    kindVerb("oppose", true);
    kindVerb("support", false);
  } else if (info.kind === "value") {
    const body = info.body.toLowerCase();
    // "does not bring more harm than good", "doesn't cause more harm than good": the motion's claim denied.
    const denied = (what: string) => new RegExp(`(?:\\bnot|n't|\\bnever|\\bno)\\s+(?:\\w+\\s+){0,2}${what}\\b`).test(lower);
    for (const [motionSays, otherSays] of [
      ["more harm than good", "more good than harm"],
      ["more good than harm", "more harm than good"],
    ])
      if (body.includes(motionSays)) {
        if (denied(motionSays)) add(s, false, 3);
        else declare(new RegExp(motionSays), true, 2);
        if (denied(otherSays)) add(s, true, 2);
        else declare(new RegExp(otherSays), false);
      }
  }

  keepOrStop(lower, info, restricts, s);
  if (info.kind !== "policy") return;
  // "We should (not) ban …", "banning X would fail", "instead of a ban …".
  const tokens = lower.match(/[a-z0-9']+/g) ?? [];
  const stems = tokens.map((t) => contentWords(t)[0] ?? t);
  const at = stems.findIndex((w) => isAction(w, act));
  const nounAt = at < 0 ? lower.search(POLICY_NOUN) : -1;
  if (at >= 0 || nounAt >= 0) {
    let idx = at >= 0 ? at : (lower.slice(0, nounAt).match(/[a-z0-9']+/g) ?? []).length;
    // "should not make foreign aid conditional": the verb that carries the negation is "make".
    const make = tokens.slice(Math.max(0, idx - 6), idx).lastIndexOf("make");
    if (make >= 0) idx = Math.max(0, idx - 6) + make;
    const before = tokens.slice(Math.max(0, idx - 4), idx);
    if (tokens.slice(Math.max(0, idx - 6), idx).some((t) => CONDITIONAL.test(t))) return;
    // "should only be banned if…", "should be against the law": a qualified policy, or the ban itself.
    if (before.includes("only")) return;
    const lead = tokens.slice(Math.max(0, idx - 10), idx).join(" ");
    const after = tokens.slice(idx + 1, idx + 12).join(" ");
    if (at < 0 && /\bagainst the$/.test(tokens.slice(Math.max(0, idx - 2), idx).join(" ")) && /^law/.test(tokens[idx] ?? "")) {
      add(s, restricts, 1.5);
      return;
    }
    // "The harm of a blunt ban …": the policy named as what does harm.
    if (HARM_OF.test(`${lead} `)) {
      add(s, false, 1.5);
      return;
    }
    // "I disagree that the ban would help…": what follows about the action is denied, so it counts the other way.
    const flip = DENIED.test(lead) || NOT_SO.test(lead);
    const put = (pro: boolean, w: number) => add(s, flip ? !pro : pro, w);
    // A policy noun ("the law") is negated only when the negator governs it ("against the law", "reject this
    // policy"), not when it sits in another clause ("most do not stop because of the law").
    const governs = at >= 0 ? before : tokens.slice(Math.max(0, idx - 2), idx);
    // "No reason not to ban", "we cannot afford not to ban": two negations make a yes.
    const twice = at >= 0 && TWICE.test(lead);
    // "It saves too much time to ban it", "too important to abolish": the action is ruled out.
    const tooMuch = at >= 0 && /\btoo\s+(?:much\s+|many\s+)?\w+\s+(?:for\s+\w+\s+)?to$/.test(lead);
    const negated =
      tooMuch ||
      (!twice && governs.some((t) => NEGATORS.test(t))) ||
      /\binstead of\b|\brather than\b/.test(before.join(" ")) ||
      // "I don't think we should ban…", "no reason why it should be banned", "it would be wrong to abolish…".
      (at >= 0 && !twice && DOUBTED.test(lead));
    // The modal must govern the action ("we should not ban", "need to be banned"), not another verb
    // ("dependence will increase with legalization").
    let k = idx - 1;
    while (k >= 0 && MODAL_FILLER.test(tokens[k])) k--;
    const head = tokens[k] ?? "";
    const modal =
      twice ||
      (at >= 0 &&
        (/^(should|must|would|will|need|ought|we|shall|could)$/.test(head) ||
          NEGATORS.test(head) ||
          (head === "to" && /^(want|need|have|ought|going|plan|right|time)$/.test(tokens[k - 1] ?? ""))));
    const near = tokens.slice(idx + 1, idx + 6).join(" ");
    if (negated) put(false, modal ? 2 : 1.5);
    else if (BAD_OUTCOME.test(after) || BAD_JUDGEMENT.test(near)) put(false, 1.5);
    else if (modal || GOOD_OUTCOME.test(after) || GOOD_JUDGEMENT.test(near)) put(true, modal ? 2 : 1);
    else if (BAD_VERB.test(near)) put(false, 1);
    else if (GOOD_VERB.test(near)) put(true, 1);
  }
  declare(/\b(?:the|this) (?:motion|proposal|policy) (?:fails|is wrong|is a mistake|would fail|goes too far|does more harm)\b/, false, 2);
  declare(/\bshould (?:remain|stay|be kept) (?:legal|voluntary|optional|allowed|free|as it is)\b/, false, 2);
  // Keeping the status quo is the Opposition's model whatever it adds on top.
  declare(/\bwe\s+(?:would|will|should)\s+(?:keep|retain|maintain)\b/, false, 2);
  // "We would not legislate; instead…": a declared refusal of the change.
  declare(/\bwe\s+(?:would|should|will|must)\s+not\s+(?:legislate|do (?:this|that|it)|go ahead|pass (?:it|this|such a law))\b/, false, 2);
  if (act.some((a) => /^(compulsori|compulsory|mandatori|mandatory)$/.test(a)))
    declare(/\b(?:keep|leave|remain|stay)s?\s+(?:\w+\s+){0,2}(?:voluntary|optional)\b/, false, 2);
}

// Keeping or defending what the motion restricts opposes it; stopping what it promotes does too.
function keepOrStop(lower: string, info: MotionInfo, restricts: boolean, s: Signals) {
  const obj = contentWords(info.object);
  if (!obj.length) return;
  const hits = (phrase: string) => contentWords(phrase).some((w) => obj.some((o) => termMatch(w, o)));
  const re = restricts
    ? /\b(?:we\s+(?:would|should|will)\s+)?(?:keep|keeping|retain|preserve|maintain|defend|allow|leave)\s+(?:the\s+|our\s+|their\s+|current\s+|existing\s+)?([a-z' -]{3,40})/g
    : /\b(?:we\s+(?:would|should|will)\s+)?(?:ban|prohibit|abolish|outlaw|scrap|stop|end)\s+(?:the\s+|all\s+|live\s+|any\s+)?([a-z' -]{3,40})/g;
  for (const m of lower.matchAll(re)) if (hits(m[1])) add(s, false, /^we\s/.test(m[0]) ? 2 : 1.5);
  // "Instead of ending anonymity…", "rather than banning X…": refusing to stop what the motion restricts.
  if (!restricts) return;
  const refused =
    /\b(?:instead of|rather than|against|not)\s+(?:ending|banning|abolishing|removing|stopping|scrapping|outlawing|prohibiting)\s+(?:the\s+|all\s+|online\s+)?([a-z' -]{3,40})/g;
  for (const m of lower.matchAll(refused)) if (hits(m[1])) add(s, false, 2);
}

/** Reads the side a text argues, skipping quotations and sentences that report the other side. */
export function readStance(text: string, info: MotionInfo): StanceReading {
  // "The real question is not X but Y": X is the view being set aside, not the speaker's.
  const own = (text ?? "")
    .replace(/"[^"\n]*"|“[^”\n]*”/g, " ")
    .replace(/\b(question|issue|debate|point) is not\b[^.]*?,?\s*but\b/gi, "$1 is");
  const act = actionStems(info);
  const restricts = restrictsObject(info);
  const total: Signals = { pro: 0, con: 0 };
  let best = { w: 0, sent: "", pro: true };
  // Sentences whose own claim leans each way: the side is the answer's as a whole, not one sentence's.
  const leaning = { pro: 0, con: 0 };
  let claims = 0;
  for (const sent of sentences(own)) {
    const claim = mainClause(sent);
    if (!claim || REPORTED.test(claim)) continue;
    claims++;
    const s: Signals = { pro: 0, con: 0 };
    sentenceSignals(claim, info, act, restricts, s);
    total.pro += s.pro;
    total.con += s.con;
    if (s.pro > s.con) leaning.pro++;
    else if (s.con > s.pro) leaning.con++;
    const w = Math.abs(s.pro - s.con);
    if (w > best.w) best = { w, sent, pro: s.pro > s.con };
  }
  const { pro, con } = total;
  // Over three claims or more, one sentence alone makes a side only when it declares it ("we should not
  // ban…", "we oppose the motion"); an outcome in passing ("a ban would backfire") needs a second to agree.
  const wholly = (n: number) => claims < 3 || n >= 2 || (n === 1 && best.w >= 2);
  const lean: Side | null =
    pro >= 2 && pro >= 2 * con + 1 && wholly(leaning.pro)
      ? "Government"
      : con >= 2 && con >= 2 * pro + 1 && wholly(leaning.con)
        ? "Opposition"
        : null;
  const quote = lean && best.pro === (lean === "Government") ? best.sent : "";
  return { lean, pro, con, quote };
}

/** A short quotation of a sentence for a comment: at most `max` words. */
export function quoteOf(s: string, max = 14): string {
  const w = s.trim().replace(/["“”]/g, "").split(/\s+/);
  return w.length > max ? `${w.slice(0, max).join(" ")}…` : w.join(" ").replace(/[.!?]+$/, "");
}

export const sideName = (side: Side) => (side === "Government" ? "Government (for the motion)" : "Opposition (against the motion)");

/** The first comment when an answer argues the side the student was not given, or null. */
export function wrongSideNote(text: string, info: MotionInfo, assigned: Side, what = "Your answer"): string | null {
  const r = readStance(text, info);
  if (!r.lean || r.lean === assigned) return null;
  const q = r.quote ? ` ("${quoteOf(r.quote)}")` : "";
  return `You argued the other side: ${what.charAt(0).toLowerCase() + what.slice(1)} argues for ${sideName(r.lean)}${q}, but you were assigned ${assigned}.`;
}
