// A reply on a briefed motion. It answers the student's direct questions, then takes their claims in
// turn, each quoted and matched to the brief (their side's argument → the brief's rebuttal; our own
// argument restated → we say so; no match → we ask for the missing step), brings in our next argument,
// rebuilds one the student left standing, presses the skill it was given and, in the last speech of
// the round (every speech at advanced level), weighs. No sentence said earlier in the round is said again.
import type { Brief, BriefArgument } from "../../../../../content/briefs";
import { ROUND_SPEECHES } from "../../../../../shared/debate/rules";
import { otherSide } from "../../../../../shared/sides";
import { analyseMotion, stance } from "../../coach/motion";
import { lowerFirst } from "../../coach/material";
import { parseMotion, splitSentences, wordCount } from "../../text";
import { pressLines } from "../press";
import { directQuestions } from "../questions";
import { quoteOf } from "../quote";
import { ARGUMENTS_PER_SPEECH, roundSoFar, type ReplySetup } from "../setup";
import { extensions, fullCase, phrase, sideMaterial, type SideMaterial } from "./material";
import { matchScore, matchSentences, relevance } from "./match";

const norm = (s: string) => s.toLowerCase().replace(/[\s.!?]+$/, "").trim();
const rotate = <T>(xs: T[], by: number): T[] => xs.map((_, i) => xs[(by + i) % xs.length]);

/** The reply under construction: a part is kept only if none of its sentences was said before. */
class Speech {
  readonly parts: string[] = [];
  constructor(private said: Set<string>) {}
  fresh(sentence: string): boolean {
    return !this.said.has(norm(sentence));
  }
  /** Says the first candidate whose every sentence is new; false when all were said already. */
  say(...candidates: string[]): boolean {
    for (const c of candidates) {
      const ss = splitSentences(c).map(norm);
      if (ss.length === 0 || ss.some((s) => this.said.has(s))) continue;
      ss.forEach((s) => this.said.add(s));
      this.parts.push(c);
      return true;
    }
    return false;
  }
}

export function briefReply(brief: Brief, setup: ReplySetup): string {
  const m = sideMaterial(brief, setup.aiSide);
  const { speech, ours: earlier, studentSpeeches } = roundSoFar(setup.messages);
  const earlierText = earlier.map((e) => e.content).join("\n");
  const out = new Speech(new Set(earlier.flatMap((e) => splitSentences(e.content)).map(norm)));
  const turn = earlier.length;
  const n = ARGUMENTS_PER_SPEECH[setup.difficulty];
  const subject = parseMotion(brief.motion).focus;
  const position = lowerFirst(stance(analyseMotion(brief.motion), setup.aiSide).replace(/;.*$|\.$/, ""));
  const t = (a: BriefArgument) => phrase(m, a.title);
  const freshExtension = (a: BriefArgument) => [a.claim, ...extensions(a)].find((s) => out.fresh(s)) ?? null;

  const questions = directQuestions(speech);
  const claims = splitSentences(speech).filter((s) => !questions.includes(s.trim()) && wordCount(s) >= 5);
  const matches = matchSentences(claims, m);
  const onMotion = claims.filter((s) => relevance(s, m) > 0);
  const stray = claims.find((s) => relevance(s, m) === 0) ?? null;

  questions.forEach((q, i) => out.say(...answer(q, i === 0 ? "You asked" : "You also asked", m, position, out)));

  if (claims.length === 0 && questions.length === 0)
    out.say(
      speech
        ? `"${quoteOf(speech)}" is a start, not a speech: give us a claim, the reason behind it and an example.`
        : `We did not hear a speech this time, so take the floor: give us one reason why ${otherSide(setup.aiSide)} should win on "${brief.motion.replace(/[.!]+$/, "")}".`,
    );
  else if (claims.length > 0 && onMotion.length === 0)
    out.say(`We are not sure how "${quoteOf(claims[0])}" connects to the motion, so bring it back to ${subject} and tell us what it means for this debate.`);

  // The student's claims, strongest match first, one per argument, as many as the level calls for.
  const answered = new Set<BriefArgument>();
  const quoted = new Set<string>();
  let conceded = setup.difficulty !== "beginner";
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
              ? `You said "${q}", and we grant that it is a fair point as far as it goes, but it does not settle the round. ${mt.arg.rebuttal}`
              : `You said "${q}", but that is your point on ${t(mt.arg)}, and it does not settle the round. ${mt.arg.rebuttal}`,
            `On "${q}"${grant ? ", we grant you part of that, but" : ","} here is our answer. ${mt.arg.rebuttal}`,
            `Take your claim that "${q}"${grant ? ", which is fair as far as it goes" : ""}: here is why it does not carry the motion. ${mt.arg.rebuttal}`,
          ],
          turn,
        ),
        `You came back to your point on ${t(mt.arg)} with "${q}", but you have not answered what we said against it.`,
      );
      if (said) conceded = true;
    } else if (mt.denies) {
      const ext = freshExtension(mt.arg);
      said = out.say(`You said "${q}", but that does not answer our point on ${t(mt.arg)}.${ext ? ` ${ext}` : ""}`);
    } else {
      said = out.say(
        `You said "${q}", but that is our argument, not yours: it is our point on ${t(mt.arg)}. If it is true, it is a reason to ${setup.aiSide === "Government" ? "support" : "oppose"} the motion.`,
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
  if (next && turn > 0 && studentSpeeches < ROUND_SPEECHES) out.say(`Now our next argument: ${next.title}. ${fullCase(next).join(" ")}`);

  // Our argument the student left standing (the press on rebuttal does this itself, at more length).
  const touched = new Set(matches.filter((x) => x.ours).map((x) => x.arg));
  const standingArg = m.ours.find((a) => earlierText.includes(a.claim) && !touched.has(a)) ?? null;
  const standing = standingArg && { name: t(standingArg), more: freshExtension(standingArg) };
  if (standing && setup.press !== "rebuttal")
    out.say(
      ...rotate(
        [
          `Our point on ${standing.name} still stands, because you did not answer it.`,
          `And you have still not answered our point on ${standing.name}.`,
          `Notice that our point on ${standing.name} went unanswered again.`,
        ],
        turn,
      ),
    );

  const mainSentence = matches.find((x) => !x.ours)?.sentence ?? onMotion[0] ?? null;
  const main = mainSentence && quoteOf(mainSentence);
  if (setup.press)
    out.say(...pressLines({ skill: setup.press, main, stray: stray && quoteOf(stray), subject, standing, ours: t(m.ours[0]) }, turn));

  if (studentSpeeches >= ROUND_SPEECHES) out.say(`Let us weigh the round. ${m.weighing}`, m.weighing);
  else if (setup.difficulty === "advanced") {
    const clash = m.brief.clashes.find((c) => out.fresh(c));
    const ours = t(standingArg ?? m.ours[turn % m.ours.length]);
    out.say(
      `On weighing: even if ${main ? `"${main}" were true` : "you were right"}, our point on ${ours} matters more, because it decides the question this round turns on.${clash ? ` ${clash}` : ""}`,
      `On weighing: our point on ${ours} still matters more than anything you said in this speech.`,
    );
  }
  return out.parts.join(" ");
}

/** A direct question answered: with our answer to their argument it names, else with our own case. */
function answer(question: string, lead: string, m: SideMaterial, position: string, out: Speech): string[] {
  const asked = quoteOf(question.replace(/\?$/, ""), 20);
  const best = (args: BriefArgument[]) =>
    args.map((a) => ({ a, s: matchScore(question, a, m.motionStems) })).sort((x, y) => y.s - x.s)[0];
  const theirs = best(m.theirs);
  const ours = best(m.ours);
  const head = `${lead}: "${asked}?" Our answer: ${position}.`;
  if (theirs.s > ours.s && theirs.s >= 2) {
    const reply = splitSentences(theirs.a.rebuttal).find((s) => out.fresh(s));
    if (reply) return [`${head} ${reply}`, head];
  }
  const reply = [ours.a.claim, ...extensions(ours.a)].find((s) => out.fresh(s));
  return reply ? [`${head} ${reply}`, head] : [head];
}
