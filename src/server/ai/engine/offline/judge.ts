// The offline judge. It scores both sides with one function over visible features of each speech
// (reasons given, examples, weighing, engagement with the other side, structure, relevance) and the
// learned argument-quality model's reading of it (./scorer), so the AI gets no home advantage. The
// AI's templates cannot invent evidence, so a user who brings real examples and weighs them can and
// should beat it.

import {
  contentTokens,
  countReasoning,
  engagementCount,
  countSignposts,
  weighingCount,
  extractClaims,
  motionKeyTerms,
  movingDiversity,
  sharedTerms,
  splitSentences,
  stem,
  tokenCount,
} from "./text";
import { namedCases } from "./text/named-cases";
import type { TeacherBrief } from "#shared/debate-assignments/brief.ts";
import { analyseMotion, type MotionInfo } from "./coach/motion";
import { readArguments, type ArgumentReading } from "./judging/arguments";
import { heardUnits, writtenSentences } from "./judging/spoken";
import { sureSide } from "./judging/side";
import { quoteOf, sideName } from "./coach/stance";
import { substanceFactor, substantiveExamples, substantiveReasoning, substantiveWeighing } from "./coach/substance";
import type { DebateMessage, Side } from "./opponent";
import { SAYS_NO_BRIEF } from "./opponent/opening";
import { offlineClashes, quotable, type JudgeClash, type JudgeNextStep } from "./ballot";
import { offlineNextSteps } from "./next-steps";
import { BALLOT_RUBRIC, rewardsOf } from "#shared/rubrics/index.ts";
import { sideLabel } from "#server/ai/engine/ballot/decision.ts";

export interface CategoryScores {
  matter: number;
  manner: number;
  method: number;
  total: number;
}

export interface OfflineVerdict {
  winner: "user" | "ai";
  userSide: Side;
  aiSide: Side;
  reason: string;
  scores: { user: CategoryScores; ai: CategoryScores };
  clashes: JudgeClash[];
  nextSteps: JudgeNextStep[];
  rubric: string;
}

export const OFFLINE_RUBRIC =
  "Each side is scored 0-10 in three categories, averaged over its speeches; the total is out of 30. " +
  "Matter (content): how convincing each argument reads to a model trained on thousands of people's ratings of arguments, " +
  "how many good arguments there are and how far they are developed (each further one counts a little less, and repeating one counts nothing), " +
  "reasons given for claims, concrete examples or evidence, and relevance to the motion's terms. A speech is read as heard: typed or dictated, the same words score alike. " +
  "Manner (clarity and persuasive language): the same model's reading, readable sentence length, varied vocabulary, persuasive devices and signposting. " +
  "Method (structure and engagement): signposted structure, direct rebuttal of the other side's points, and weighing why your points matter more. " +
  "Speeches far shorter than about 90 words score lower in every category. A tie goes to the student. " +
  "These scores come from the offline coach, which measures what the text visibly does; it is a practice aid, not a human adjudication.";

interface Features {
  words: number;
  reasons: number;
  examples: number;
  /** The checkable cases and figures the speech names (./text/named-cases). */
  cases: string[];
  weighing: number;
  rebuttal: number;
  signposts: number;
  persuasion: number;
  motionHits: number;
  /** Content words shared with the opposing speech just before (motion words excluded); null for an opening. */
  engaged: number | null;
  /** 0-1: how much of the speech is content rather than debate vocabulary and connectives. */
  substance: number;
  /** 0-1: the learned model's reading of how convincing the speech's arguments are, on the judge's scale (./judging/arguments). */
  quality: number;
  /** The speech's arguments read unit by unit: their quality, how many good ones, how far developed. */
  arguments: ArgumentReading;
  /** Sentences with a connective, whether or not it joins anything specific. */
  rawReasons: number;
  sentences: number;
  avgSentence: number;
  variety: number;
}

const PERSUASION_RE =
  /\b(imagine|picture this|consider|clearly|crucially|fundamentally|ultimately|the truth is|think about|let's be honest|we must|no one|everyone)\b/gi;
const clamp01 = (n: number) => Math.max(0, Math.min(1, n));
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Features of one speech. Quoted passages count for engagement but not as the speaker's own content. */
export function speechFeatures(
  text: string,
  motion: string,
  previousOpposing: string | null,
  info: MotionInfo = analyseMotion(motion),
): Features {
  const own = text.replace(/"[^"\n]*"|“[^”\n]*”/g, " ");
  // Sentences as heard: a dictated run-on is several sentences, as the same words typed would be.
  const sentences = heardUnits(own);
  // A unit on the debate's field (its brief's arguments and actors, the teacher's own included) is on the motion too.
  const reading = readArguments(own, [...info.related, ...info.field]);
  const words = tokenCount(own);
  const content = contentTokens(own);
  const motionStems = new Set(motionKeyTerms(motion).map(stem));
  const cases = namedCases(own, motionKeyTerms(motion));
  // Weighing is counted sentence by sentence as written, a dictated run-on cut into its clauses, and a reason
  // is a connective joining two specific points, at most one per clause heard: the same words typed or spoken
  // count alike.
  const plain = writtenSentences(own).join(" ");
  return {
    words,
    // The coach's substance rules: a connective, an example cue or a weighing phrase counts only with content around it.
    reasons: Math.min(sentences.length, substantiveReasoning(own)),
    // Only what a reader could check: a named place, person or body, or a figure (cue words like "evidence" name nothing).
    examples: Math.min(cases.length, substantiveExamples(own, info)),
    cases,
    weighing: Math.min(weighingCount(own), substantiveWeighing(plain)),
    rebuttal: engagementCount(own),
    signposts: countSignposts(own),
    persuasion: (own.match(PERSUASION_RE)?.length ?? 0) + splitSentences(own).filter((s) => s.endsWith("?")).length,
    motionHits: new Set(content.map(stem).filter((s) => motionStems.has(s))).size,
    engaged: previousOpposing === null ? null : sharedTerms(text, previousOpposing).filter((w) => !motionStems.has(stem(w))).length,
    sentences: sentences.length,
    avgSentence: sentences.length ? words / sentences.length : 0,
    variety: movingDiversity(content.map(stem)),
    substance: substanceFactor(own, info),
    quality: onJudgeScale(reading.quality),
    arguments: reading,
    rawReasons: countReasoning(own),
  };
}

/**
 * The learned quality of the judge's model on the judge's 0-1 scale: the middle of honest arguments' range
 * (0.35–0.65 on IBM-ArgQ's train motions) spread over most of the scale.
 */
const onJudgeScale = (q: number) => clamp01((q - QUALITY_FLOOR) / QUALITY_SPAN);
const QUALITY_FLOOR = 0.15;
const QUALITY_SPAN = 0.6;

/** Below about 90 words a speech is not a case; above, length is paid through development (with diminishing returns), never cut. */
const lengthFactor = (words: number) => clamp01(words / 90);

// What each category rewards, and how much, is the ballot rubric's (shared/rubrics/ballot.ts).
const MATTER = rewardsOf(BALLOT_RUBRIC, "matter");
const MANNER = rewardsOf(BALLOT_RUBRIC, "manner");
const METHOD = rewardsOf(BALLOT_RUBRIC, "method");
/** A count's share of its weight: full at the rubric's "… for full". */
const upTo = (w: (name: string) => number, name: string, n: number) => clamp01(n / w(`${name} for full`));

export function scoreSpeech(f: Features): Omit<CategoryScores, "total"> {
  const lf = lengthFactor(f.words);
  // Short speeches cannot earn full marks however dense they are: a one-liner is not a case.
  const scale = 0.4 + 0.6 * lf;
  // Matter and manner lean on the learned model's judgement of the arguments (people's choices, not our
  // rules); the rest is what the coach can name to the student. The counts saturate on a long speech, the model does not.
  const matter =
    MATTER("learned") * f.quality +
    MATTER("arguments") * upTo(MATTER, "arguments", f.arguments.breadth) +
    MATTER("development") * f.arguments.development +
    MATTER("reasons") * upTo(MATTER, "reasons", f.reasons) +
    MATTER("examples") * upTo(MATTER, "examples", f.examples) +
    MATTER("motion terms") * upTo(MATTER, "motion terms", f.motionHits);
  const clarity =
    f.avgSentence === 0 ? 0 : f.avgSentence < 8 ? f.avgSentence / 8 : f.avgSentence > 25 ? Math.max(0.3, 1 - (f.avgSentence - 25) / 30) : 1;
  const variety = clamp01(f.variety / 0.6) * clamp01(f.words / 40);
  const manner =
    MANNER("learned") * f.quality +
    MANNER("clarity") * clarity +
    MANNER("variety") * variety +
    MANNER("persuasion") * upTo(MANNER, "persuasion", f.persuasion) +
    MANNER("signposts") * upTo(MANNER, "signposts", f.signposts);
  const structure =
    METHOD("signposts") * upTo(METHOD, "signposts", f.signposts) +
    METHOD("weighing") * upTo(METHOD, "weighing", f.weighing) +
    METHOD("sentences") * upTo(METHOD, "sentences", f.sentences);
  const engagement =
    f.engaged === null
      ? null
      : METHOD("engagement.shared terms") * upTo(METHOD, "shared terms", f.engaged) +
        METHOD("engagement.rebuttal") * upTo(METHOD, "rebuttal", f.rebuttal);
  const method = engagement === null ? structure / (1 - METHOD("engagement")) : structure + METHOD("engagement") * engagement;
  // Debate vocabulary with nothing behind it earns neither content nor structure.
  const sub = f.substance;
  return { matter: 10 * matter * scale * sub, manner: 10 * manner * scale, method: 10 * method * scale * sub };
}

function average(scores: Omit<CategoryScores, "total">[]): CategoryScores {
  if (scores.length === 0) return { matter: 0, manner: 0, method: 0, total: 0 };
  const mean = (k: "matter" | "manner" | "method") => round1(scores.reduce((a, s) => a + s[k], 0) / scores.length);
  const [matter, manner, method] = [mean("matter"), mean("manner"), mean("method")];
  return { matter, manner, method, total: round1(matter + manner + method) };
}

export interface Spoken {
  text: string;
  features: Features;
}

function speechesOf(role: DebateMessage["role"], messages: DebateMessage[], motion: string, info: MotionInfo): Spoken[] {
  const out: Spoken[] = [];
  messages.forEach((m, i) => {
    if (m.role !== role || !m.content.trim()) return;
    const previous = messages
      .slice(0, i)
      .reverse()
      .find((p) => p.role !== role && p.content.trim());
    out.push({ text: m.content, features: speechFeatures(m.content, motion, previous?.content ?? null, info) });
  });
  return out;
}

function sum(speeches: Spoken[], k: "reasons" | "examples" | "weighing" | "rebuttal" | "signposts" | "motionHits" | "words"): number {
  return speeches.reduce((a, s) => a + s.features[k], 0);
}

/** A sentence about the round rather than the motion: a side's answer, the judge, what it has prepared (the
 * offline opponent's word that it has no brief), or what comes next. */
const ABOUT_THE_ROUND = new RegExp(
  `${SAYS_NO_BRIEF.source}|\\b(brief|our files|the judge|this round|the round|our answer|the answer to|answers? (yes|no)|says (yes|no)|replies (yes|no)|(is|a firm) (yes|no)\\b|every step below|each point below|what follows|what comes next)`,
  "i",
);

/** A speech's sentences for quoting: a dictated run-on cut into its clauses; a sentence that quotes the other
 * side kept whole, so it is still seen to quote. */
const asClaims = (text: string) =>
  splitSentences(text)
    .flatMap((s) => (/["“”]/.test(s) ? [s] : writtenSentences(s)))
    .join(" ");

/** What one side's speeches did and did not do, in the third person, so both sides are read alike. */
export function assess(speeches: Spoken[], motion: string): { did: string[]; missed: string[] } {
  const n = speeches.length;
  const avgWords = Math.round(sum(speeches, "words") / n);
  const engagedAvg = speeches.reduce((a, s) => a + (s.features.engaged ?? 0), 0) / n;
  // The side's own line, never one it quotes from the other side, one that does give a reason, and one about
  // the motion rather than about the round (its side, its answer, what it has prepared).
  const best = extractClaims(speeches.map((s) => asClaims(s.text)).join("\n"), 6, motion).find(
    (c) => !/["“”]/.test(c.sentence) && !ABOUT_THE_ROUND.test(c.sentence) && substantiveReasoning(c.sentence) > 0,
  );
  const did: string[] = [];
  const missed: string[] = [];
  // Length first: for a one-liner that is the advice that matters most.
  if (avgWords < 60) missed.push(`speeches were short (about ${avgWords} words on average; a case needs at least 100)`);
  if (speeches.reduce((a, s) => a + s.features.arguments.repeated, 0) / n > 0.3)
    missed.push("much of the speech said again what it had already said (repetition adds nothing: develop a new point instead)");
  // Debate vocabulary with nothing behind it is named as such, so the speaker sees why the count of "because" did not pay.
  if (avgWords >= 60 && speeches.reduce((a, s) => a + s.features.substance, 0) / n < 0.6)
    missed.push("much of the speaking was debate vocabulary ('the impact is huge', 'studies show') with nothing specific behind it");
  // What the side did, in its own words rather than as a count of signals.
  if (sum(speeches, "reasons") > 0) did.push(`backed claims with reasons${best ? `, as in "${quotable(best.sentence)}"` : ""}`);
  else if (speeches.some((s) => s.features.rawReasons > 0))
    missed.push("'because' and 'therefore' never joined two specific points (say who does what, and what follows)");
  else missed.push('no claim came with a reason (add "because" and explain the mechanism)');
  // Only what the side really named: a place, person, body or figure a reader could check.
  const cases = [...new Set(speeches.flatMap((s) => s.features.cases))];
  const named = cases.slice(0, 3).join(", ");
  if (sum(speeches, "examples") > 0) did.push(`backed its points with checkable cases and figures (${named})`);
  else if (cases.length > 0) missed.push(`named ${named} without saying what it shows about the motion`);
  else missed.push("there were no concrete examples, figures or named cases to support the points");
  if (sum(speeches, "weighing") > 0) did.push("weighed its points against the other side's");
  else missed.push("never weighed: say why these points matter more than the other side's (scale, probability, who is affected)");
  if (engagedAvg >= 2 || sum(speeches, "rebuttal") >= n) did.push("engaged directly with the other side's arguments");
  else missed.push("rarely answered the other side's points directly (quote one and explain why it fails)");
  if (sum(speeches, "signposts") >= 2) did.push("signposted its speeches clearly");
  if (sum(speeches, "motionHits") === 0)
    missed.push(`points were not tied to the motion's own terms (${motionKeyTerms(motion).slice(0, 4).join(", ")})`);
  return { did: did.slice(0, 3), missed: missed.slice(0, 4) };
}

/**
 * What each side did and missed, written by side as an adjudicator would (Government first), so swapping
 * which side the student took with the same speeches gives the same prose with "(you)" and "(the AI)"
 * exchanged.
 */
function explain(bySide: Record<Side, Spoken[]>, motion: string, label: (side: Side) => string): string {
  const parts: string[] = [];
  for (const side of ["Government", "Opposition"] as const) {
    if (bySide[side].length === 0) continue;
    const { did, missed } = assess(bySide[side], motion);
    const lines = [did.length ? `${label(side)}: ${did.join("; ")}.` : `${label(side)}:`];
    if (missed.length) lines.push(`To improve: ${missed.join("; ")}.`);
    parts.push(lines.join(" "));
  }
  return parts.join(" ");
}

export function offlineVerdict({
  motion,
  userSide,
  messages,
  brief,
}: {
  motion: string;
  userSide: Side;
  messages: DebateMessage[];
  /** The teacher's own brief, on a round of a debate assignment that has one: the judge reads the debate's field from it. */
  brief?: TeacherBrief | null;
}): OfflineVerdict {
  const aiSide: Side = userSide === "Government" ? "Opposition" : "Government";
  const info = analyseMotion(motion, brief);
  const userSpeeches = speechesOf("user", messages, motion, info);
  const aiSpeeches = speechesOf("assistant", messages, motion, info);
  // The same side check for both: speeches that argue the other side's case do not count for yours.
  const offSide = (speeches: Spoken[], side: Side) => sureSide(speeches.map((s) => s.text).join("\n"), info, side);
  const scoreSide = (speeches: Spoken[], side: Side) => {
    const sc = average(speeches.map((s) => scoreSpeech(s.features)));
    if (!offSide(speeches, side)) return sc;
    const [matter, manner, method] = [round1(sc.matter * 0.2), sc.manner, round1(sc.method * 0.3)];
    return { matter, manner, method, total: round1(matter + manner + method) };
  };
  const ai = scoreSide(aiSpeeches, aiSide);
  if (userSpeeches.length === 0) {
    return {
      winner: "ai",
      userSide,
      aiSide,
      reason:
        "You did not speak in this round, so only the AI's speeches could be scored. Give at least one speech with a claim, a reason and an example to be scored.",
      scores: { user: { matter: 0, manner: 0, method: 0, total: 0 }, ai },
      clashes: [],
      nextSteps: offlineNextSteps([], 0, null, []),
      rubric: OFFLINE_RUBRIC,
    };
  }
  const user = scoreSide(userSpeeches, userSide);
  const wrong = offSide(userSpeeches, userSide);
  // A side that argued the other side's case cannot win against one that argued its own; otherwise the
  // totals decide, and a tie goes to the student (the offline judge cannot see nuance).
  const aiWrong = offSide(aiSpeeches, aiSide);
  // Totals equal to one decimal are compared unrounded, so the same speeches win whichever role gave them;
  // only a true tie goes to the student.
  const exact = (speeches: Spoken[], side: Side) => {
    const all = speeches.map((s) => scoreSpeech(s.features));
    const mean = (k: "matter" | "manner" | "method") => all.reduce((a, s) => a + s[k], 0) / all.length;
    return offSide(speeches, side)
      ? 0.2 * mean("matter") + mean("manner") + 0.3 * mean("method")
      : mean("matter") + mean("manner") + mean("method");
  };
  const userAhead = user.total === ai.total ? exact(userSpeeches, userSide) >= exact(aiSpeeches, aiSide) : user.total > ai.total;
  const winner = wrong && !aiWrong ? "ai" : aiWrong && !wrong ? "user" : userAhead ? "user" : "ai";
  // Who won is said once, from the final scores after every penalty (ballot/decision.ts), not here.
  const label = (side: Side) => sideLabel(side, userSide);
  const sideLine = wrong
    ? `You argued the other side: your speeches argue for ${sideName(wrong.lean as Side)}${wrong.quote ? ` ("${quoteOf(wrong.quote)}")` : ""}, but you were ${userSide}, so they count for the AI's case. `
    : "";
  const bySide = { [userSide]: userSpeeches, [aiSide]: aiSpeeches } as Record<Side, Spoken[]>;
  const lastAi = aiSpeeches.at(-1)?.text ?? "";
  const aiPoint = extractClaims(lastAi, 1, userSpeeches.at(-1)?.text ?? motion)[0]?.sentence;
  return {
    winner,
    userSide,
    aiSide,
    reason: sideLine + explain(bySide, motion, label),
    scores: { user, ai },
    clashes: offlineClashes(motion, userSide, messages, winner),
    nextSteps: offlineNextSteps(
      userSpeeches.map((s) => ({ ...s.features, text: s.text })),
      user.manner,
      aiPoint ? quotable(aiPoint) : null,
      motionKeyTerms(motion),
    ),
    rubric: OFFLINE_RUBRIC,
  };
}
