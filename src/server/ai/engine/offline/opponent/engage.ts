// What the opponent says when its prepared material has nothing new for a speech (a long round, a point
// made again, a speech it cannot place): it answers the student's newest sentence, restates the clash or
// its weighing in words it has not used yet, and asks a question. Every part has many wordings, tried in
// turn, so a long round does not repeat itself; a part is only repeated once every wording is spent.
import { splitSentences, tokenCount } from "#server/ai/engine/offline/text/index.ts";
import { quoteOf } from "./quote";
import type { Speech } from "./speech";

export interface Engagement {
  /** The student's newest speech, and the speeches before it (a point made again is answered as such). */
  speech: string;
  before: string[];
  /** What the motion is about, as a noun phrase ("homework"). */
  subject: string;
  /** The questions the round turns on, each worded to follow a colon ("does homework …?"). */
  clashes: string[];
  /** Why our side wins, each a sentence worded to follow a colon ("even if homework …"). */
  weighing: string[];
  /** Our arguments named as noun phrases ("our first argument (homework widens the gap between homes)"). */
  ours: string[];
  /** Our arguments' claims, each worded to follow "our claim that" ("homework rewards …"). */
  claims: string[];
  /** Varies where each part starts, so consecutive replies open differently. */
  seed: number;
}

const rotate = <T>(xs: readonly T[], by: number): T[] => xs.map((_, i) => xs[(by + i) % xs.length]);
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

type Answer = (q: string, e: Engagement) => string;

const ANSWERS: Answer[] = [
  (q, e) => `You ended on "${q}", but that does not yet show why your side wins on ${e.subject}.`,
  (q) => `You said "${q}"; even if we grant it, the judge still needs to know why it decides this round.`,
  (q) => `On "${q}": it needs a reason and an example before it can outweigh our case.`,
  (q, e) => `Take "${q}" at its strongest: it still has to be weighed against ${e.ours[0] ?? "our case"}, and you have not done that.`,
  (q, e) => `We hear "${q}", but a point about ${e.subject} only counts once you show what it changes, and for whom.`,
  (q) => `"${q}" is your latest point, so let us meet it directly: it tells us what you believe, not yet why it is true.`,
  (q) => `You put it this way: "${q}". Our reply is that a claim is not yet a reason, and the reason is what the judge weighs.`,
];

const REPEATED: Answer[] = [
  (q) => `You have said "${q}" before, and our answer has not changed.`,
  (q) => `"${q}" again: a point made twice is still one point, and it still does not answer ours.`,
  (q) => `We heard "${q}" in an earlier speech too; saying it again does not add the reason it was missing.`,
  (q, e) => `You come back to "${q}", but repeating it does not tell the judge why it matters more than ${e.ours[0] ?? "our case"}.`,
];

const SILENT = [
  (e: Engagement) => `We heard no speech this time, so we will keep the clash on ${e.subject} open for you.`,
  () => "That turn was empty, so our case stands as it was, and the floor is still yours.",
  () => "Nothing came through in that speech, and a silent turn concedes the ground it leaves.",
  (e: Engagement) => `Still no speech from you, so the judge has only our case on ${e.subject} to weigh.`,
];

const CLASH_LEADS = [
  (c: string) => `The round still turns on one question: ${c}`,
  (c: string) => `Strip the round back and this is what the judge must decide: ${c}`,
  (c: string) => `Put simply, the clash is this: ${c}`,
  (c: string) => `Everything said so far comes back to one question: ${c}`,
  (c: string) => `Whatever else we disagree on, the judge has to answer this: ${c}`,
  (c: string) => `So the question before the judge has not moved: ${c}`,
  (c: string) => `Keep your eye on the real clash: ${c}`,
  (c: string) => `This is still the question your speech has to answer: ${c}`,
];

const WEIGHING_LEADS = [
  (w: string) => `Weigh it this way: ${w}`,
  (w: string) => `Here is why our side wins that question: ${w}`,
  (w: string) => `On the weighing, our answer is the same: ${w}`,
  (w: string) => `That is where the weighing favours us: ${w}`,
  (w: string) => `When the judge weighs the two sides, remember this: ${w}`,
  (w: string) => `Our side comes out ahead for one reason: ${w}`,
  (w: string) => `Set the two cases side by side: ${w}`,
  (w: string) => `The comparison still runs our way: ${w}`,
];

const QUESTIONS: ((e: Engagement, ours: string, q: string | null) => string | null)[] = [
  (_e, ours) => `Which step of ${ours} do you say fails, and why?`,
  (e) => `What is the one reason the judge should prefer your side on ${e.subject}?`,
  (_e, _ours, q) => (q ? `Can you give the judge one real example that shows "${q}"?` : null),
  (e) => `Why should your case outweigh ours on ${e.subject}: is it bigger, more likely or more lasting?`,
  () => "Who, exactly, is better off under your side, and how do you know?",
  (_e, ours) => `If you reject ${ours}, what do you put in its place?`,
  (e) => `What would have to be true about ${e.subject} for your side to win, and can you show it is?`,
  (_e, ours) => `How does your speech answer ${ours}?`,
  (_e, ours, q) => (q ? `Why does "${q}" matter more than ${ours}?` : null),
  (_e, _ours, q) => (q ? `What is the mechanism behind "${q}": who changes what they do, and why?` : null),
];

const ON_CLAIMS = [
  (claim: string) => `What, exactly, is wrong with our claim that ${claim}?`,
  (claim: string) => `Where is your answer to our claim that ${claim}?`,
  (claim: string) => `Do you accept that ${claim}, and if not, why not?`,
];

/** Adds the answer to the newest sentence, a restated clash or weighing, and a question; never nothing. */
export function engage(e: Engagement, out: Speech): void {
  // Newest first, and a claim before a question (the questions were answered already).
  const all = splitSentences(e.speech)
    .filter((s) => tokenCount(s) > 0)
    .reverse();
  const sentences = [...all.filter((s) => !s.endsWith("?")), ...all.filter((s) => s.endsWith("?"))];
  const earlier = norm(e.before.join("\n"));
  if (sentences.length === 0) out.sayAnyway(...rotate(SILENT, e.seed).map((f) => f(e)));
  else
    out.sayAnyway(
      ...sentences.flatMap((s) => {
        const q = quoteOf(s);
        return [...(earlier.includes(norm(q)) ? rotate(REPEATED, e.seed) : []), ...rotate(ANSWERS, e.seed)].map((f) => f(q, e));
      }),
    );
  const points = [...e.clashes.map((c) => ({ c, leads: CLASH_LEADS })), ...e.weighing.map((c) => ({ c, leads: WEIGHING_LEADS }))];
  // Every point once before any point a second time, each in a wording it has not had yet.
  const wordings = Math.max(CLASH_LEADS.length, WEIGHING_LEADS.length);
  out.sayAnyway(
    ...Array.from({ length: wordings }, (_, k) => rotate(points, e.seed).map((p) => p.leads[(e.seed + k) % p.leads.length](p.c))).flat(),
  );
  const claims = sentences.filter((s) => !s.endsWith("?")).map((s) => quoteOf(s));
  const ours = e.ours.length ? rotate(e.ours, e.seed) : ["our case"];
  const onClaims = rotate(ON_CLAIMS, e.seed).flatMap((f) => rotate(e.claims, e.seed).map(f));
  out.sayAnyway(
    ...new Set(
      rotate(QUESTIONS, e.seed)
        .flatMap((f) => ours.flatMap((o) => (claims.length ? claims : [null]).map((q) => f(e, o, q))).filter((x): x is string => !!x))
        .concat(onClaims),
    ),
  );
}

/** Whether a reply quotes something the student said in this speech. */
export function quotesFrom(reply: string, speech: string): boolean {
  return [...reply.matchAll(/"([^"]+)"/g)].some((q) => speech.includes(q[1].replace(/[?…]$/, "")));
}
