// `npm run opponent:eval`: the figures issue 31 asks of the offline opponent, printed beside their goals.
// - briefs per bank motion;
// - over scripted rounds (every bank motion and twenty typed ones, both sides: the opening and replies to three
//   scripted speeches), the share of the opponent's sentences, and of its openings' word triples, that stand
//   in rounds on two or more motions once each motion's own words and every quotation are taken out;
// - false "unanswered" claims: rounds where the student answers every argument the AI made, by its words;
// - an English check of every sentence: doubled words, template residue, pronoun–verb agreement.
import { briefFor, briefs, type Brief } from "#content/briefs.ts";
import { MOTION_BANK } from "#server/ai/engine/offline/motion-bank.ts";
import { offlineOpening, offlineReply, type DebateMessage } from "#server/ai/engine/offline/opponent.ts";
import { sideMaterial } from "#server/ai/engine/offline/opponent/brief/material.ts";
import { contentStems, splitSentences, stem } from "#server/ai/engine/offline/text/index.ts";
import type { Side } from "#shared/sides.ts";

const SIDES: Side[] = ["Government", "Opposition"];
const TYPED = [
  "This House would ban fireworks at public celebrations.",
  "This House regrets the rise of reality television.",
  "This House believes that chess should be taught in every school.",
  "This House would require cyclists to wear helmets.",
  "This House supports a four-day working week for nurses.",
  "This House opposes the use of facial recognition by shops.",
  "This House would give every citizen a free bus pass.",
  "This House believes that zoos should be closed.",
  "This House would ban smartphones at the dinner table.",
  "This House regrets the decline of local newspapers.",
  "As a coastal city, this House would build a sea wall.",
  "This House supports the return of wolves to the Scottish Highlands.",
  "This House would lower the driving age to sixteen.",
  "This House opposes the four-day school week.",
  "This House would tax private jets.",
  "This House prefers trains to planes for journeys within Europe.",
  "This House believes that video games are a form of art.",
  "This House would require every household to recycle food waste.",
  "This House would allow pupils to grade their teachers.",
  "This House regrets the popularity of self-driving cars.",
];
/** A second set, never tuned on: the wordings were written against the first, so this one shows how far they carry. */
const TYPED_UNSEEN = [
  "This House would ban energy drinks for under-18s.",
  "This House regrets the rise of fast fashion.",
  "This House believes that museums should be free to enter.",
  "This House would require landlords to allow pets.",
  "This House supports a tax on sugary snacks.",
  "This House opposes the use of drones by the police.",
  "This House would give every teenager a savings account.",
  "This House believes that homework should be optional.",
  "This House would ban cars from school gates at drop-off time.",
  "This House regrets the closure of high-street banks.",
  "As a mountain town, this House would build a ski resort.",
  "This House supports the return of beavers to English rivers.",
  "This House would raise the voting age to twenty-one.",
  "This House opposes school uniforms.",
  "This House would tax second homes.",
  "This House prefers libraries to bookshops.",
  "This House believes that graffiti is a form of art.",
  "This House would require every office to have a quiet room.",
  "This House would allow students to choose their own teachers.",
  "This House regrets the popularity of online gambling.",
];

const GENERIC_SPEECHES = [
  "This matters because the people affected have no say, and the harm lasts for years. For example, neighbours complain every year.",
  "You have not shown any evidence. Why should the judge believe you?",
  "On balance our side wins because the benefits reach more people than the costs.",
];
const UNANSWERED = /did not answer|went unanswered|still unanswered|stood unanswered/i;
const RESIDUE = /\{[a-z_]+\}|\bundefined\b|\bnull\b|\bNaN\b|\[object|\bTODO\b|\s{2,}\S|\s[,.;:]/;
const DOUBLED = /\b(\w+) \1\b/i;
// A pronoun that opens a clause (a sentence, after a comma or a conjunction) with a verb of the wrong number: "they
// is", "it are". An object pronoun ("teach it are") or a subjunctive ("if it were") opens no clause.
const CLAUSE = "(?:^|[,;:]\\s+|\\b(?:and|but|or|so|because|since|when|while|although|that|where|then)\\s+)";
const AGREEMENT = new RegExp(
  `${CLAUSE}(?:they|we|you) (?:is|was|has|does)\\b|${CLAUSE}(?:he|she|it) (?:are|have|do)\\b|${CLAUSE}I (?:is|are|has)\\b`,
  "i",
);

function briefSpeeches(b: Brief, student: Side): string[] {
  const mine = (student === "Government" ? b.proposition : b.opposition).arguments;
  return [
    `${mine[0].claim} ${splitSentences(mine[0].mechanism)[0]}`,
    `${mine[1].claim} Why should anyone accept your case?`,
    `${mine[2].claim} Overall we win.`,
  ];
}

function play(motion: string, aiSide: Side, speeches: string[]): string[] {
  const setup = { motion, aiSide, difficulty: "intermediate" as const, press: null };
  const messages: DebateMessage[] = [{ role: "assistant", content: offlineOpening(setup) }];
  for (const speech of speeches) {
    messages.push({ role: "user", content: speech });
    messages.push({ role: "assistant", content: offlineReply({ ...setup, messages }) });
  }
  return messages.filter((m) => m.role === "assistant").map((m) => m.content);
}

/** A sentence as a template: quotations and the motion's own words out, the rest by stem. */
function templateOf(sentence: string, motionStems: Set<string>): string {
  const words =
    sentence
      .replace(/"[^"]*"|“[^”]*”/g, " ")
      .toLowerCase()
      .match(/[a-z']+/g) ?? [];
  return words
    .map((w) => stem(w))
    .filter((s) => !motionStems.has(s))
    .join(" ");
}

interface Group {
  name: string;
  /** Each template, and the motions whose rounds said it. */
  sentences: Map<string, Set<string>>;
  triples: Map<string, Set<string>>;
  /** Every sentence and opening triple said, as its template, in order. */
  said: { sentences: string[]; triples: string[] };
  /** Each motion's opening triples (both sides), for the share within groups of five motions. */
  openings: Map<string, string[]>;
}
const group = (name: string): Group => ({
  name,
  sentences: new Map(),
  triples: new Map(),
  said: { sentences: [], triples: [] },
  openings: new Map(),
});
const note = (map: Map<string, Set<string>>, key: string, motion: string) => map.set(key, (map.get(key) ?? new Set()).add(motion));
const english = { sentences: 0, doubled: [] as string[], residue: [] as string[], agreement: [] as string[] };

function record(g: Group, motion: string, speeches: string[]) {
  const motionStems = new Set([...contentStems(motion), ...contentStems(briefFor(motion)?.motion ?? "")]);
  speeches.forEach((speech, i) => {
    // Quotations are taken out before the speech is split, so a quoted question ("… believe you?") neither
    // splits a sentence in two nor leaves the student's words behind in the opponent's template.
    for (const s of splitSentences(speech.replace(/"[^"]*"|“[^”]*”/g, '""'))) {
      english.sentences++;
      const plain = s;
      if (DOUBLED.test(plain)) english.doubled.push(s);
      if (RESIDUE.test(plain)) english.residue.push(s);
      if (AGREEMENT.test(plain)) english.agreement.push(s);
      const t = templateOf(s, motionStems);
      if (t.split(" ").length < 4) continue;
      g.said.sentences.push(t);
      note(g.sentences, t, motion);
    }
    if (i > 0) return;
    const words = templateOf(speech, motionStems).split(" ");
    for (let k = 0; k + 2 < words.length; k++) {
      const triple = words.slice(k, k + 3).join(" ");
      g.said.triples.push(triple);
      note(g.triples, triple, motion);
      g.openings.set(motion, [...(g.openings.get(motion) ?? []), triple]);
    }
  });
}

/**
 * The issue's own measure: motions taken five at a time (in bank order, so the same groups every run), the share
 * of each opening's triples that another opening of its group says too. The figure beside it counts a triple
 * as shared when any of the other motions says it: over 363 briefs, that also counts ordinary English.
 */
function sharedInFives(g: Group): number {
  const motions = [...g.openings.keys()];
  let shared = 0;
  let all = 0;
  for (let i = 0; i + 1 < motions.length; i += 5) {
    const five = motions.slice(i, i + 5);
    for (const m of five) {
      const others = new Set(five.filter((o) => o !== m).flatMap((o) => g.openings.get(o)!));
      const mine = g.openings.get(m)!;
      all += mine.length;
      shared += mine.filter((t) => others.has(t)).length;
    }
  }
  return all === 0 ? 0 : shared / all;
}

/** The share of what was said whose template was said in rounds on two or more motions. */
function sharedShare(said: string[], motionsOf: Map<string, Set<string>>): number {
  return said.length === 0 ? 0 : said.filter((t) => (motionsOf.get(t)?.size ?? 0) >= 2).length / said.length;
}

const started = Date.now();
const briefedG = group("briefed bank motions");
const unbriefedG = group("unbriefed bank motions");
const typedG = group("typed motions");
const unseenG = group("typed, a second set");
for (const m of MOTION_BANK) {
  const b = briefFor(m.text);
  for (const aiSide of SIDES)
    record(
      b ? briefedG : unbriefedG,
      m.text,
      play(m.text, aiSide, b ? briefSpeeches(b, aiSide === "Government" ? "Opposition" : "Government") : GENERIC_SPEECHES),
    );
}
for (const motion of TYPED) for (const aiSide of SIDES) record(typedG, motion, play(motion, aiSide, GENERIC_SPEECHES));
for (const motion of TYPED_UNSEEN) for (const aiSide of SIDES) record(unseenG, motion, play(motion, aiSide, GENERIC_SPEECHES));

// False "unanswered": the student answers every argument the AI has made, each by its title and keywords.
let unansweredRounds = 0;
let falseUnanswered = 0;
const answerTo = (a: { title: string; keywords: string[] }) =>
  `Your argument that ${a.title.toLowerCase()} fails: talk of ${a.keywords[0]} and ${a.keywords[1]} does not show it, because the people affected would adapt in other ways.`;
for (const b of briefs.values())
  for (const aiSide of SIDES) {
    const setup = { motion: b.motion, aiSide, difficulty: "intermediate" as const, press: null };
    const m = sideMaterial(b, aiSide);
    const messages: DebateMessage[] = [{ role: "assistant", content: offlineOpening(setup) }];
    const answered = new Set<string>();
    for (let turn = 0; turn < 3; turn++) {
      const said = messages
        .filter((x) => x.role === "assistant")
        .map((x) => x.content)
        .join("\n");
      const open = m.ours.filter((a) => said.includes(a.claim) && !answered.has(a.title));
      open.forEach((a) => answered.add(a.title));
      messages.push({ role: "user", content: open.map(answerTo).join(" ") || "We stand by everything we said." });
      const reply = offlineReply({ ...setup, messages });
      messages.push({ role: "assistant", content: reply });
      // Every argument made before this speech has been answered by now, so no sentence may call one unanswered.
      const claims = splitSentences(reply).filter((s) => UNANSWERED.test(s));
      falseUnanswered += claims.length;
      if (process.env.VERBOSE) for (const c of claims) console.log(`unanswered? ${b.motion} (${aiSide}): ${c}`);
    }
    unansweredRounds++;
  }

// `--top N`: the templates said on the most motions, to see what to vary next.
const topAt = process.argv.indexOf("--top");
if (topAt >= 0) {
  const n = Number(process.argv[topAt + 1] ?? 20);
  for (const g of [briefedG, typedG])
    for (const [kind, map, said] of [
      ["sentences", g.sentences, g.said.sentences],
      ["opening triples", g.triples, g.said.triples],
    ] as const) {
      const counts = new Map<string, number>();
      for (const t of said) if ((map.get(t)?.size ?? 0) >= 2) counts.set(t, (counts.get(t) ?? 0) + 1);
      console.log(`\n${g.name}: the ${kind} said most often on two or more motions`);
      for (const [t, c] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`  ${String(c).padStart(5)}  ${t}`);
    }
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const briefed = MOTION_BANK.filter((m) => briefFor(m.text)).length;
console.log(`Offline opponent (issue 31), ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
console.log(`briefs per bank motion: ${briefed}/${MOTION_BANK.length}   goal ${MOTION_BANK.length}/${MOTION_BANK.length}`);
console.log("\nshared across motions (motion's own words and quotations removed)        goal < 15 %");
console.log("                              rounds  sentences  shared sentences  opening triples shared  (in fives)");
for (const g of [briefedG, unbriefedG, typedG, unseenG]) {
  const motions = new Set([...g.sentences.values()].flatMap((s) => [...s])).size;
  console.log(
    `  ${g.name.padEnd(26)} ${String(motions * 2).padStart(6)}  ${String(g.said.sentences.length).padStart(9)}  ${pct(sharedShare(g.said.sentences, g.sentences)).padStart(16)}  ${pct(sharedShare(g.said.triples, g.triples)).padStart(22)}  ${pct(sharedInFives(g)).padStart(10)}`,
  );
}
console.log(`\nfalse "unanswered" claims: ${falseUnanswered} in ${unansweredRounds} scripted rounds of three replies   goal 0`);
console.log(
  `English check over ${english.sentences} sentences: agreement errors ${english.agreement.length} (goal 0), doubled words ${english.doubled.length}, template residue ${english.residue.length}`,
);
for (const [name, list] of [
  ["agreement", english.agreement],
  ["doubled", english.doubled],
  ["residue", english.residue],
] as const)
  for (const s of [...new Set(list)].slice(0, 3)) console.log(`  ${name}: ${s}`);
