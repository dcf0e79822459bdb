// A reply on a briefed motion. It answers the student's direct questions, then takes their claims in
// turn, each quoted and matched to the brief (their side's argument → the brief's rebuttal; our own
// argument restated → we say so; no match → we ask for the missing step), brings in our next argument,
// rebuilds one the student left standing, presses the skill it was given and, in the last speech of
// the round (every speech at advanced level), weighs. No sentence said earlier in the round is said again.
import type { Brief, BriefArgument } from "#content/briefs.ts";
import { ROUND_SPEECHES } from "#shared/debate/rules.ts";
import { otherSide } from "#shared/sides.ts";
import { analyseMotion } from "#server/ai/engine/offline/coach/motion.ts";
import { contentStems, contentTokens, parseMotion, splitSentences, tokenCount } from "#server/ai/engine/offline/text/index.ts";
import { pressLines } from "#server/ai/engine/offline/opponent/press.ts";
import { asksForPlan, directQuestions } from "#server/ai/engine/offline/opponent/questions.ts";
import { position as positionOn } from "#server/ai/engine/offline/opponent/position.ts";
import { quoteOf } from "#server/ai/engine/offline/opponent/quote.ts";
import { ARGUMENTS_PER_SPEECH, roundSoFar, type ReplySetup } from "#server/ai/engine/offline/opponent/setup.ts";
import { extensions, fullCase, lowerable, ordinal, phrase, sideMaterial, type SideMaterial } from "./material";
import { aboutMotion, argumentFit, concerns, matchSentences, offMotion } from "./match";
import { engage, quotesFrom } from "#server/ai/engine/offline/opponent/engage.ts";
import { Speech } from "#server/ai/engine/offline/opponent/speech.ts";

const rotate = <T>(xs: T[], by: number): T[] => xs.map((_, i) => xs[(by + i) % xs.length]);

export function briefReply(brief: Brief, setup: ReplySetup): string {
  const m = sideMaterial(brief, setup.aiSide);
  const { speech, ours: earlier, studentSpeeches } = roundSoFar(setup.messages);
  const earlierText = earlier.map((e) => e.content).join("\n");
  const out = new Speech(earlier.map((e) => e.content));
  const turn = earlier.length;
  const n = ARGUMENTS_PER_SPEECH[setup.difficulty];
  const subject = parseMotion(brief.motion).focus;
  const position = positionOn(brief.motion, setup.aiSide);
  const t = (a: BriefArgument) => phrase(m, a.title);
  const freshExtension = (a: BriefArgument) => [a.claim, ...extensions(a)].find((s) => out.fresh(s)) ?? null;
  let metSilence = false;
  const finish = (): string => {
    // Nothing above met this speech (a long round spends the brief; a point made again was answered
    // already): answer its newest sentence, restate the clash or the weighing, and ask a question.
    if (!quotesFrom(out.toString(), speech) && !(metSilence && !speech)) {
      const made = m.ours.filter((a) => `${earlierText}\n${out.toString()}`.includes(a.claim));
      engage(
        {
          speech,
          before: setup.messages
            .filter((x) => x.role === "user")
            .slice(0, -1)
            .map((x) => x.content),
          subject,
          clashes: brief.clashes.map((c) => phrase(m, c)),
          weighing: splitSentences(m.weighing).map((w) => phrase(m, w)),
          ours: (made.length ? made : m.ours).map((a) => `our ${ordinal(m, a)} argument (${t(a)})`),
          claims: (made.length ? made : m.ours).map((a) => phrase(m, a.claim.replace(/\.$/, ""))),
          seed: turn,
        },
        out,
      );
    }
    return out.toString();
  };

  const questions = directQuestions(speech);
  const claims = splitSentences(speech).filter((s) => !questions.includes(s.trim()) && tokenCount(s) >= 5);
  const matches = matchSentences(claims, m);
  // "You are wrong and we are right" says who should win, not why: it is met as a verdict, not a claim.
  const verdicts = claims.filter(isVerdict);
  const reasoned = claims.filter((s) => !verdicts.includes(s));
  const matched = new Set(matches.map((x) => x.sentence));
  const onMotion = reasoned.filter((s) => matched.has(s) || aboutMotion(s, m));
  const stray = reasoned.find((s) => !onMotion.includes(s)) ?? null;

  // A speech on another motion altogether gets no rebuttal from the brief: we say so, and ask for the motion.
  if (matches.length === 0 && offMotion(speech, m)) {
    const q = quoteOf(claims[0] ?? questions[0] ?? speech);
    const motion = brief.motion.replace(/[.!]+$/, "");
    out.say(
      ...rotate(
        [
          `That speech is not about the motion. "${q}" says nothing about ${subject}, and this round is on "${motion}". Address the motion: what does your side say about ${subject}, and why?`,
          `You have moved off the motion: "${q}" is about something else. We are debating "${motion}", so tell us why ${otherSide(setup.aiSide)} is right about ${subject}.`,
          `"${q}" may be true, but it is not this debate. The motion is "${motion}": give us one reason, on ${subject}, why your side should win.`,
        ],
        turn,
      ),
    );
    if (setup.press)
      out.say(
        ...pressLines(
          { skill: setup.press, main: null, stray: q, subject, standing: null, ours: `our ${ordinal(m, m.ours[0])} argument` },
          turn,
        ),
      );
    return finish();
  }

  const usedInAnswers = new Set<BriefArgument>();
  questions.forEach((q, i) =>
    out.say(...answer({ question: q, lead: i === 0 ? "You asked" : "You also asked", m, position, subject, out, used: usedInAnswers })),
  );

  if (claims.length === 0 && questions.length === 0)
    metSilence = out.say(
      speech
        ? `"${quoteOf(speech)}" is a start, not a speech: give us a claim, the reason behind it and an example.`
        : `We did not hear a speech this time, so take the floor: give us one reason why ${otherSide(setup.aiSide)} should win on "${brief.motion.replace(/[.!]+$/, "")}".`,
    );
  else if (reasoned.length > 0 && onMotion.length === 0)
    out.say(
      `We are not sure how "${quoteOf(claims[0])}" connects to the motion, so bring it back to ${subject} and tell us what it means for this debate.`,
    );

  // The student's claims, strongest match first, one per argument, as many as the level calls for.
  const answered = new Set<BriefArgument>();
  const quoted = new Set<string>();
  let conceded = setup.difficulty !== "beginner";
  if (verdicts.length > 0) {
    const q = quoteOf(verdicts[0]);
    const said = out.say(
      ...rotate(
        [
          `You said "${q}", but saying so does not show it: tell the judge which step of our case on ${subject} fails, and why.`,
          `"${q}" is a verdict, not a rebuttal: pick one of our arguments on ${subject} and show where it breaks.`,
        ],
        turn,
      ),
    );
    if (said) quoted.add(verdicts[0]);
  }
  for (const mt of matches) {
    if (quoted.size >= n) break;
    if (answered.has(mt.arg) || quoted.has(mt.sentence)) continue;
    const q = quoteOf(mt.sentence);
    let said: boolean;
    if (!mt.ours) {
      // A beginner meets a fair concession first: the point is granted as far as it goes.
      const grant = !conceded;
      said = out.say(
        ...rotate(
          [
            grant
              ? `You said "${q}", and we grant that it is a fair point as far as it goes, but it does not settle the round: ${phrase(m, mt.arg.rebuttal)}`
              : `You said "${q}", but that does not settle the round: ${phrase(m, mt.arg.rebuttal)}`,
            `On "${q}"${grant ? ", we grant you part of that, but" : ","} here is our answer: ${phrase(m, mt.arg.rebuttal)}`,
            `Take your claim that "${q}"${grant ? ", which is fair as far as it goes" : ""}: it does not carry the motion, because ${phrase(m, mt.arg.rebuttal)}`,
          ],
          turn,
        ),
        `You said "${q}", which we answered earlier in the round: tell the judge what is wrong with our answer.`,
      );
      if (said) conceded = true;
    } else if (mt.restates) {
      said = out.say(
        `You said "${q}", but that is our argument, not yours: ${t(mt.arg)}. If it is true, it is a reason to ${setup.aiSide === "Government" ? "support" : "oppose"} the motion.`,
        `"${q}" is our argument again, so it counts for our side, not yours.`,
      );
    } else {
      // A sentence on our argument that does not make it attacks it: we rebuild the argument on its mechanism.
      const ext = freshExtension(mt.arg);
      const ord = ordinal(m, mt.arg);
      // A step of the mechanism not yet given as a reason in the round, so the defence does not repeat itself.
      const step = splitSentences(mt.arg.mechanism).find((x) => out.fresh(becauseOf(m, x).replace(/^[,.] /, "")));
      said = out.say(
        ...(step ? [`You said "${q}", but that does not break our ${ord} argument${becauseOf(m, step)}${ext ? ` ${ext}` : ""}`] : []),
        `You came back to "${q}", but it still does not break our ${ord} argument: ${t(mt.arg)}.`,
        `"${q}" again: repeating a point is not the same as answering ours.`,
      );
    }
    if (said) {
      answered.add(mt.arg);
      quoted.add(mt.sentence);
    }
  }
  // Claims the brief does not cover are met on their reasoning: where is the step that makes them true?
  const covered = new Set(matches.map((x) => x.sentence));
  for (const s of onMotion) {
    if (quoted.size >= n) break;
    if (covered.has(s)) continue;
    const q = quoteOf(s);
    if (
      out.say(
        ...rotate(
          [
            `You said "${q}", but how does that follow: where is the step that makes it true?`,
            `On "${q}": that is asserted, not shown, so who changes what they do, and why?`,
            `You told us "${q}", but without the reason behind it the judge cannot weigh it against our case.`,
          ],
          turn + quoted.size,
        ),
      )
    )
      quoted.add(s);
  }

  // Our next argument, while the level holds some back.
  const next = m.ours.find((a) => !earlierText.includes(a.claim));
  if (next && turn > 0 && studentSpeeches < ROUND_SPEECHES) out.say(`Now our next argument: ${t(next)}. ${fullCase(m, next).join(" ")}`);

  // Our argument the student left standing (the press on rebuttal does this itself, at more length): only
  // one that no speech of theirs has touched, by the matcher or by its own words, so we never call a point
  // unanswered that was answered, in this speech or an earlier one.
  const touched = new Set(matches.filter((x) => x.ours).map((x) => x.arg));
  const everything = setup.messages.filter((x) => x.role === "user").map((x) => x.content);
  const standingArg = m.ours.find((a) => earlierText.includes(a.claim) && !touched.has(a) && !engagedWith(a, everything, brief)) ?? null;
  const standing = standingArg && {
    name: `our ${ordinal(m, standingArg)} argument (${t(standingArg)})`,
    more: freshExtension(standingArg),
  };
  if (standingArg && setup.press !== "rebuttal")
    out.say(
      ...rotate(
        [
          `One of our arguments stands, because you did not answer it: ${t(standingArg)}.`,
          `You did not answer our ${ordinal(m, standingArg)} argument in this speech, so it still counts: ${t(standingArg)}.`,
          `Notice that our ${ordinal(m, standingArg)} argument went unanswered in this speech: ${t(standingArg)}.`,
        ],
        turn,
      ),
    );

  // What the press aims at: their side's claim, else any claim, else whatever the speech said first.
  const mainSentence = matches.find((x) => !x.ours)?.sentence ?? onMotion[0] ?? claims[0] ?? questions[0] ?? null;
  const main = mainSentence && quoteOf(mainSentence);
  if (setup.press)
    out.say(
      ...pressLines(
        { skill: setup.press, main, stray: stray && quoteOf(stray), subject, standing, ours: `our ${ordinal(m, m.ours[0])} argument` },
        turn,
      ),
    );

  if (studentSpeeches >= ROUND_SPEECHES) {
    if (m.weighing) out.say(`Let us weigh the round. ${m.weighing}`, m.weighing);
  } else if (setup.difficulty === "advanced") {
    // Weighing in every speech: what our argument's impact outweighs, an argument each time.
    const even = matches.length > 0 || onMotion.length > 0 ? "even if your best point in this speech were true, " : "";
    const candidates = rotate(
      m.ours.filter((a) => a.impact),
      turn,
    ).map((a) => `On weighing: ${even}our ${ordinal(m, a)} argument matters more${becauseOf(m, splitSentences(a.impact)[0])}`);
    out.say(...candidates);
  }
  return finish();
}

/** The argument's own words (title, claim, keywords), less the motion's: what a speech answering it would name. */
function ownStems(a: BriefArgument, brief: Brief): Set<string> {
  const motion = contentStems(brief.motion);
  return new Set([...contentStems(`${a.title} ${a.claim} ${a.keywords.join(" ")}`)].filter((s) => !motion.has(s)));
}

/**
 * A student speech touches our argument when it says its title, names two of its own words, or most of its
 * title's words that the motion does not already hold. Calling a point
 * unanswered that was answered is the worse mistake, so the test leans towards "answered".
 */
function engagedWith(a: BriefArgument, speeches: string[], brief: Brief): boolean {
  const own = ownStems(a, brief);
  const motion = contentStems(brief.motion);
  const title = [...contentStems(a.title)].filter((w) => !motion.has(w));
  const words = (t: string) =>
    ` ${t
      .toLowerCase()
      .replace(/[^a-z0-9' ]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()} `;
  const named = words(a.title);
  return speeches.some((s) => {
    if (words(s).includes(named)) return true;
    const said = contentStems(s);
    const shared = [...said].filter((w) => own.has(w)).length;
    const ofTitle = title.filter((w) => said.has(w)).length;
    return shared >= 2 || (ofTitle > 0 && ofTitle >= 0.6 * title.length);
  });
}

// Words that say who is right without saying why.
const VERDICT_WORDS = new Set(
  "think believe just wrong right side win wins won agree disagree true false really totally completely all".split(" "),
);

function isVerdict(sentence: string): boolean {
  return contentTokens(sentence).every((w) => VERDICT_WORDS.has(w));
}

interface Question {
  question: string;
  lead: string;
  m: SideMaterial;
  position: string;
  subject: string;
  out: Speech;
  /** Our arguments already given as a reason in this reply, so a second answer gives another. */
  used: Set<BriefArgument>;
}

/** How much a sentence of a rebuttal proposes something (an alternative) rather than only denying. */
function proposes(sentence: string): number {
  return (
    (/\b(instead|rather than|better)\b/i.test(sentence) ? 2 : 0) +
    (/\b(can|could)\b/i.test(sentence) ? 1 : 0) -
    (/\b(not|no|never)\b|n't\b/i.test(sentence) ? 1 : 0) -
    (/[:;]/.test(sentence) ? 2 : 0)
  );
}

/** A direct question answered in a sentence of our own: our position and the reason that fits the
 * question (our answer to their argument it names, else our own argument); a request for our plan gets it. */
function answer({ question, lead, m, position, subject, out, used }: Question): string[] {
  const head = `${lead}: "${quoteOf(question.replace(/\?$/, ""), 20)}?" Our answer:`;
  if (asksForPlan(question)) {
    // A motion that judges rather than acts has no plan to ask for: the judgement is the answer.
    if (analyseMotion(m.brief.motion).kind !== "policy")
      return [`${head} this motion asks for a judgement, not a plan, and ours is clear: ${position}.`];
    if (m.side === "Government") return [`${head} the motion is our plan, and we stand by it: ${position}.`];
    // The rebuttal sentence that most proposes something, one not yet said first among equals.
    const alt = m.theirs
      .flatMap((a) => splitSentences(a.rebuttal))
      .filter((x) => lowerable(m, x))
      .map((x) => ({ x, score: proposes(x) + (out.fresh(x) ? 0.5 : 0) }))
      .filter((c) => c.score >= 1)
      .sort((p, q) => q.score - p.score)[0]?.x;
    return [
      ...(alt ? [`${head} ${position}; instead, ${phrase(m, alt.replace(/\.$/, ""))}.`] : []),
      `${head} ${position}, and the burden of showing that the change to ${subject} is worth its costs is on the other side.`,
    ];
  }
  const best = (args: BriefArgument[]) =>
    args
      .filter((a) => !used.has(a))
      .map((a) => ({ a, fit: argumentFit(question, a, m.brief) }))
      .map(({ a, fit }) => ({ a, s: fit.score, concerns: concerns(fit) }))
      .sort((x, y) => y.s - x.s)[0];
  const theirs = best(m.theirs);
  const ours = best(m.ours);
  const because = (reason: string) => `${head} ${position}${becauseOf(m, reason)}`;
  if (theirs?.concerns && (!ours || theirs.s > ours.s)) {
    used.add(theirs.a);
    return splitSentences(theirs.a.rebuttal).map(because);
  }
  if (!ours) return [`${head} ${position}.`];
  used.add(ours.a);
  const more = extensions(ours.a).find((x) => out.fresh(x));
  return [`${because(ours.a.claim)}${more ? ` ${more}` : ""}`, because(ours.a.claim)];
}

/** ", because …" with a brief's sentence as the reason, worded to fit how the sentence opens. */
function becauseOf(m: SideMaterial, reason: string): string {
  const r = reason.replace(/\.$/, "");
  if (/^because\b/i.test(r)) return `, ${phrase(m, r)}.`;
  if (lowerable(m, r) && !/^(if|when|while|although|though|even|unless|once)\b/i.test(r)) return `, because ${phrase(m, r)}.`;
  return `. Here is why: ${r}.`;
}
