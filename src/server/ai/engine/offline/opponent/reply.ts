// The offline debater's reply. It reads the user's speech: answers their direct questions, finds their
// reasoned claims, quotes them, answers each with a different rebuttal move, rebuilds its own case in the
// motion's terms and never reuses a template sentence that an earlier turn already used.
import {
  contentTokens,
  engagementCount,
  extractAssertions,
  extractClaims,
  fragment,
  hashString,
  sharedTerms,
  splitSentences,
  stem,
  STOPWORDS,
  tokenize,
  tokenCount,
  type Claim,
} from "#server/ai/engine/offline/text/index.ts";
import { isDebateVocab } from "#server/ai/engine/offline/coach/substance.ts";
import { otherSide } from "#shared/sides.ts";
import { ASSERTIONS, CLOSERS, DROPPED, EMPTY, ENGAGED, OFF_TOPIC, OPENERS, REBUILDS, SHORT, type Frame } from "./frames";
import { MOVES, MOVE_VARIANTS, PEOPLE, type ClaimCtx, type Move, type Variant } from "./moves";
import { clashOf, context, type SideCase } from "./opening";
import { KIND_QUESTIONS } from "./typed/case";
import { EXAMPLES, MORE_ASSERTIONS, MORE_DROPPED, MORE_OFF_TOPIC, MORE_OPENERS, MORE_SHORT } from "./typed/more-frames";
import { COMPOSED_CLOSERS, COMPOSED_OFF_TOPIC, COMPOSED_SHORT } from "./typed/composed";
import { namedCases } from "#server/ai/engine/offline/text/named-cases.ts";
import { nounsIn } from "#server/ai/engine/offline/scorer/nlp.ts";

// The stock frames with the typed case's own: a larger pool, so two motions' replies rarely share a wording.
const OFF_TOPIC_ALL = [...OFF_TOPIC, ...MORE_OFF_TOPIC, ...COMPOSED_OFF_TOPIC];
const SHORT_ALL = [...SHORT, ...MORE_SHORT, ...COMPOSED_SHORT];
const ASSERTIONS_ALL = [...ASSERTIONS, ...MORE_ASSERTIONS];
const DROPPED_ALL = [...DROPPED, ...MORE_DROPPED];
const OPENERS_ALL = [...OPENERS, ...MORE_OPENERS];
import { engage, quotesFrom } from "./engage";
import { Speech } from "./speech";
import { answerQuestions, directQuestions } from "./questions";
import { pressLines } from "./press";
import { quoteOf } from "./quote";
import { ARGUMENTS_PER_SPEECH, type ReplySetup } from "./setup";

/** Picks the first variant, in seeded order, that neither an earlier turn nor this reply has used. */
function pick<T>(pool: Variant<T>[], seed: number, used: string, taken: Set<string>): Variant<T> | null {
  // Each pool is entered at its own place for the seed, so two speeches that agree on one pool's wording
  // rarely agree on the next.
  const start = pool.length ? hashString(`${seed}|${pool[0].sig}`) : 0;
  for (let i = 0; i < pool.length; i++) {
    const v = pool[(start + i) % pool.length];
    if (!used.includes(v.sig) && !taken.has(v.sig)) return v;
  }
  return null;
}

const GENERIC = new Set(
  "good bad better worse important reduce reduces increase increases help helps improve improves make makes cause causes stop stops become becomes allow allows give gives take takes need needs want wants lead leads mean means feel know able less going things everyone someone society change changes changed needed real issue balance outweigh outweighs long-term short-term probability scale matters regret regrets support supports oppose opposes believe prefer motion elsewhere rather instead already gain gains".split(
    " ",
  ),
);

const ADJECTIVES = new Set(
  "ordinary poor rich small large big new old young high low real whole certain little easy hard cheap daily social public private free different same main key local common general national huge tiny simple clear strong weak poorer richer bigger smaller higher lower cheaper easier harder".split(
    " ",
  ),
);

// Words ending in "-al" are mostly adjectives ("environmental", "unconditional"); these are nouns.
const NOUNS_IN_AL = new Set(
  "animal animals hospital hospitals proposal approval capital criminal criminals individual individuals journal signal festival rival trial trials material official officials professional professionals arrival referral rental removal survival withdrawal".split(
    " ",
  ),
);

// Words after which the next word is a verb: modals, "to", "not" and the pronouns that open a clause.
const BEFORE_VERB = new Set(
  "can could will would shall should may might must to not never do does did don't doesn't didn't won't can't cannot i we you they he she it who which that".split(
    " ",
  ),
);

/** The words of a claim that stand where a verb stands: after a modal, "to" or a pronoun ("they frighten"),
 * or second in a sentence that opens with a bare noun ("Fireworks frighten pets"). */
function verbSlots(text: string): Set<string> {
  const words = tokenize(text);
  const out = new Set<string>();
  words.forEach((w, i) => {
    if (i > 0 && BEFORE_VERB.has(words[i - 1])) out.add(w);
  });
  if (words.length > 2 && !STOPWORDS.has(words[0]) && /s$/.test(words[0]) && !/s$/.test(words[1])) out.add(words[1]);
  return out;
}

/** The claim's subject: a word the speaker keeps coming back to, not a motion word, not a modifier, not a verb. */
function claimTopic(text: string, speech: string, exclude: Set<string>, fallback: string): string {
  const verbs = verbSlots(text);
  const freq = new Map<string, number>();
  for (const w of contentTokens(speech)) freq.set(stem(w), (freq.get(stem(w)) ?? 0) + 1);
  // Debate vocabulary ("weigh", "impact", "argument") is never the subject of a claim.
  const words = contentTokens(text).filter((w) => !GENERIC.has(w) && !isDebateVocab(w));
  const nouny = words.filter(
    (w) =>
      !exclude.has(stem(w)) &&
      !verbs.has(w) &&
      !ADJECTIVES.has(w) &&
      !/(ed|ly|ive|ous|ful|less|able|ible|est|ing)$/.test(w) &&
      !(/al$/.test(w) && !NOUNS_IN_AL.has(w)),
  );
  // Only a noun stands as a subject ("humiliates" is a verb), and a noun said once and not plural may need an
  // article ("the problem around passenger"): a word the speaker repeats, or a plural, stands alone.
  const nouns = nounsIn(text);
  const pool = nouny.filter((w) => nouns.has(w) && ((freq.get(stem(w)) ?? 0) >= 2 || /[^su]s$/.test(w)));
  // No noun of its own: the claim is about the motion's focus, which reads better than a stray adjective.
  if (pool.length === 0) return fallback;
  const score = (w: string) => (freq.get(stem(w)) ?? 0) * 10 + w.length;
  return pool.reduce((best, w) => (score(w) > score(best) ? w : best), pool[0] ?? "") || "that";
}

// The coach's stand-ins when it knows nobody in particular would make any speech about government on topic.
const GENERIC_ACTOR = /^the (government|general public)$/;

function isOnTopic(text: string, c: SideCase, before: string[] = []): boolean {
  const anchors = [
    ...c.parsed.keyTerms,
    ...tokenize(c.focus),
    ...c.info.stakeholders.filter((s) => !GENERIC_ACTOR.test(s)).flatMap(tokenize),
  ];
  const stems = contentTokens(text).map(stem);
  const named = stems.some((s) =>
    anchors.some((a) => {
      const t = stem(a);
      return s === t || (t.length >= 4 && s.startsWith(t));
    }),
  );
  if (named) return true;
  // A speech that carries on the student's own case ("contestants", "producers" from her first speech on reality
  // television, "pollution" from hers on private jets) is on the motion though it names none of its words: one of
  // its subjects, said before in a speech that was on the motion by its words. A speech off the motion from the
  // start earns nothing this way.
  const subjects = (t: string) =>
    new Set(
      contentTokens(t)
        .filter((w) => !GENERIC.has(w) && !isDebateVocab(w))
        .map(stem)
        .filter((s) => s.length >= 5),
    );
  const mine = subjects(text);
  return before.some((b) => isOnTopic(b, c) && [...subjects(b)].some((s) => mine.has(s)));
}

export function genericReply(setup: ReplySetup): string {
  const { motion, aiSide, messages } = setup;
  const c = context(motion, aiSide);
  const lastUserAt = messages.map((m) => m.role).lastIndexOf("user");
  const userText = lastUserAt >= 0 ? messages[lastUserAt].content.trim() : "";
  const earlier = messages.slice(0, Math.max(lastUserAt, 0)).filter((m) => m.role === "assistant");
  const used = earlier.map((m) => m.content).join("\n");
  const lastOurs = earlier.at(-1)?.content ?? "";
  const turn = earlier.length;
  // Seeded by the motion as well as the speech: the same speech on two motions is met in different words.
  const seed = (hashString(`${c.motion}|${userText}`) + turn * 7) >>> 0;
  const taken = new Set<string>();
  // A part whose variants are all spent (a long round) is left out, so the reply does not repeat itself;
  // finish() then makes sure the speech is still answered.
  const take = <T>(pool: Variant<T>[], s: number, x: T): string[] => {
    const v = pick(pool, s, used, taken);
    if (!v) return [];
    taken.add(v.sig);
    return [v.render(x)];
  };
  const finish = () => {
    const said = new Speech(earlier.map((m) => m.content));
    for (const part of out) said.say(part);
    if (!quotesFrom(said.toString(), userText) || said.parts.length < 2)
      engage(
        {
          speech: userText,
          before: messages
            .slice(0, Math.max(lastUserAt, 0))
            .filter((m) => m.role === "user")
            .map((m) => m.content),
          subject: c.focus,
          clashes: [clashOf(c.parsed)],
          weighing: c.args.map((a) => `${a.core(c)}.`),
          ours: c.args.map((a) => `our point on ${a.label}`),
          claims: c.args.map((a) => a.core(c)),
          seed: turn,
        },
        said,
      );
    return said.toString();
  };
  const ours = c.args[turn % c.args.length];
  // The stock closing questions, and those that test a case of this motion's kind (who enforces a ban, who pays for a gift).
  const closers = [...CLOSERS, ...KIND_QUESTIONS[c.parts.flavour].map((q) => ({ sig: q, render: () => q })), ...COMPOSED_CLOSERS];
  const frame: Frame = { c, q: fragment(userText, 12), ours, userSide: otherSide(aiSide) };
  // Questions put to us are answered first and are not then treated as the speech's claims.
  const questions = directQuestions(userText);
  const out: string[] = answerQuestions(questions, c);
  const speech = questions.length
    ? splitSentences(userText)
        .filter((s) => !questions.includes(s.trim()))
        .join(" ")
    : userText;
  frame.q = fragment(speech, 12);
  // The skill to press, aimed at the speech's first claim (or its first sentence) and any sentence off the motion.
  const pressed = (main: string | null): string[] => {
    if (!setup.press) return [];
    const sentences = splitSentences(speech).filter((s) => tokenCount(s) >= 5);
    const stray = sentences.find((s) => !isOnTopic(s, c));
    const p = {
      skill: setup.press,
      main,
      stray: stray ? quoteOf(stray) : null,
      subject: c.focus,
      standing: { name: `our point on ${ours.label}`, more: null },
      ours: `our point on ${c.args[0].label}`,
    };
    return pressLines(p, turn)
      .filter((l) => !used.includes(l))
      .slice(0, 1);
  };
  const firstSentence = splitSentences(speech).find((s) => tokenCount(s) >= 5);
  const pressFirst = () => pressed(firstSentence ? quoteOf(firstSentence) : null);
  if (questions.length && tokenCount(speech) < 6) {
    out.push(...take(REBUILDS, seed + 1, frame), ...pressFirst(), ...take(closers, seed + 2, frame));
    return finish();
  }

  if (tokenCount(speech) === 0 || contentTokens(speech).length < 3 || tokenCount(speech) < 6) {
    out.push(...take(tokenCount(speech) === 0 ? EMPTY : SHORT_ALL, seed, frame));
    out.push(...take(REBUILDS, seed + 1, frame), ...pressFirst(), ...take(closers, seed + 2, frame));
    return finish();
  }

  const maxClaims = Math.min(tokenCount(speech) < 60 ? 2 : 3, ARGUMENTS_PER_SPEECH[setup.difficulty]);
  const claims: Claim[] = extractClaims(speech, maxClaims, `${motion} ${lastOurs}`);
  const beforeMine = messages
    .slice(0, Math.max(lastUserAt, 0))
    .filter((m) => m.role === "user")
    .map((m) => m.content);
  const onTopic = isOnTopic(speech, c, beforeMine);
  if (!onTopic && claims.length === 0) {
    out.push(...take(OFF_TOPIC_ALL, seed, frame), ...take(REBUILDS, seed + 1, frame), ...pressFirst(), ...take(closers, seed + 2, frame));
    return finish();
  }
  out.push(...take(onTopic ? OPENERS_ALL : OFF_TOPIC_ALL, seed, frame));

  const exclude = new Set([...c.parsed.keyTerms, ...tokenize(c.focus)].map(stem));
  const movesUsed = new Set<Move>();
  claims.forEach((claim, i) => {
    const q = fragment(claim.sentence, 12);
    const x: ClaimCtx = {
      q,
      // The reply has just quoted it (an off-topic line, an earlier move): the move refers back instead of quoting again.
      again: out.some((o) => o.includes(`"${q}"`)),
      cite: seed + i,
      // An empirical cause ("X leads to Y"), not a normative reason ("we should …, because …").
      causal:
        /\b(causes?|caused|leads? to|led to|results? in|due to|drives?|increases?|reduces?|raises?|lowers?)\b/i.test(claim.sentence) &&
        !/\b(should|must|ought)\b/i.test(claim.sentence),
      figure: /\d/.test(claim.sentence),
      qr: claim.reason && fragment(claim.reason, 8),
      qc: claim.conclusion && fragment(claim.conclusion, 8),
      topic: claimTopic(claim.conclusion ?? claim.sentence, speech, exclude, c.focus),
      focus: c.focus,
      side: aiSide,
      actors: PEOPLE,
      ours: ours.label,
      valueMotion: c.parsed.kind !== "would" && c.parsed.kind !== "other",
    };
    // Rotate the move per turn and speech, skipping moves this reply already used or whose variants are spent.
    const order = MOVES.map((_, k) => MOVES[(seed + i + k) % MOVES.length]);
    const fits = (m: Move) => MOVE_VARIANTS[m].filter((v) => !v.when || v.when(x));
    const move =
      order.find((m) => !movesUsed.has(m) && fits(m).some((v) => !used.includes(v.sig) && !taken.has(v.sig))) ??
      order.find((m) => !movesUsed.has(m)) ??
      order[0];
    movesUsed.add(move);
    out.push(...take(fits(move), seed + i, x));
  });
  // Unreasoned assertions are answered too, as assertions: naming the missing "because" is the lesson.
  const assertions = claims.length >= 2 ? [] : extractAssertions(speech, 1);
  if (claims.length === 0 && assertions.length === 0) assertions.push(speech);
  for (const a of assertions) {
    const answersUs = engagementCount(a) > 0 && sharedTerms(a, lastOurs).length > 0;
    // An example with no reason around it is evidence to weigh, not a conclusion without a reason.
    const pool = answersUs ? ENGAGED : namedCases(a, [...c.parsed.keyTerms, c.focus]).length > 0 ? EXAMPLES : ASSERTIONS_ALL;
    out.push(...take(pool, seed + claims.length, { ...frame, q: fragment(a, 12) }));
  }

  // A previous argument of ours that the user's speech never touched is pointed out as dropped.
  const dropped =
    turn > 0 ? c.args.find((a) => !a.cues.some((cue) => contentTokens(speech).some((w) => stem(w).startsWith(stem(cue))))) : undefined;
  if (dropped && sharedTerms(speech, lastOurs).length < 4) out.push(...take(DROPPED_ALL, seed + 3, { ...frame, ours: dropped }));

  const main = claims[0] ? quoteOf(claims[0].sentence) : null;
  // The point just called dropped is not then rebuilt in the same reply: the rebuild takes the next one.
  const rebuilt = dropped === ours && c.args.length > 1 ? { ...frame, ours: c.args[(turn + 1) % c.args.length] } : frame;
  out.push(...take(REBUILDS, seed + 1, rebuilt), ...(main ? pressed(main) : pressFirst()), ...take(closers, seed + 2, frame));
  return finish();
}
