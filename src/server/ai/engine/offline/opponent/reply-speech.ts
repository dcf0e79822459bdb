// The offline opponent's reply speech in a format round (World Schools, Asian Parliamentary, the classroom
// format): a reply weighs the round and brings no new argument. It names the clashes, quotes what the
// student's team said on them and what we said, and weighs why our side carried them. It reads only the
// transcript and the motion's brief (or the motion's own words), so every quote is the round's own.
import { briefMatch } from "#server/ai/engine/offline/brief-lookup.ts";
import { extractClaims, hashString, splitSentences, tokenCount } from "#server/ai/engine/offline/text/index.ts";
import { otherSide } from "#shared/sides.ts";
import { phrase, sideMaterial } from "./brief/material";
import { clashOf, context } from "./opening";
import { position as positionOn } from "./position";
import { quoteOf } from "./quote";
import type { ReplySetup } from "./setup";

const rotate = <T>(xs: T[], by: number): T[] => xs.map((_, i) => xs[(by + i) % xs.length]);
const ORDINALS = ["first", "second", "third"];

/** Our best reasoned claims, each in our own words (a sentence quoting the student is theirs, not ours). */
function ourClaims(texts: string[], motion: string, n: number): string[] {
  const own = splitSentences(texts.join("\n")).filter((x) => !/["“”]/.test(x));
  return extractClaims(own.join(" "), n, motion).map((c) => quoteOf(c.sentence));
}

/** `name`: the speech's name in the format; `teams`: the two teams' names there (else the sides'). */
export function offlineReplySpeech(setup: ReplySetup & { name: string; teams?: { ai: string; user: string } }): string {
  const { motion, messages, name } = setup;
  const aiSide = setup.teams?.ai ?? setup.aiSide;
  const userSide = setup.teams?.user ?? otherSide(setup.aiSide);
  const student = messages.filter((m) => m.role === "user").map((m) => m.content);
  const ours = messages.filter((m) => m.role === "assistant").map((m) => m.content);
  const position = positionOn(motion, setup.aiSide);
  const seed = hashString(`${motion}|${student.join("|")}`);
  const match = briefMatch(motion, setup.brief);
  const m = match ? sideMaterial(match.brief, setup.aiSide) : null;
  const c = context(motion, setup.aiSide);

  // The clashes: the brief's own, else the question the motion poses.
  const clashes = m
    ? match!.brief.clashes.slice(0, 2).map((x) => phrase(m, x.replace(/[.?!]+$/, "")))
    : [clashOf(c.parsed).replace(/\?$/, "")];
  // What the student's team said, their strongest reasoned claims first, one quoted for each clash.
  const theirs = extractClaims(student.join("\n"), clashes.length, motion).map((x) => quoteOf(x.sentence));
  const spoke = student.some((s) => tokenCount(s) >= 5);
  const mine = ourClaims(ours, motion, clashes.length);

  const out: string[] = [];
  out.push(
    rotate(
      [
        `This is the ${name}. A reply brings no new arguments: it looks back over the round and shows why ${aiSide} carried it.`,
        `${name}. No new material from us now; instead, the round as we saw it, clash by clash, and why ${aiSide} wins it.`,
      ],
      seed,
    )[0],
  );
  clashes.forEach((clash, i) => {
    const said = theirs[i];
    const head = clashes.length > 1 ? `The ${ORDINALS[i] ?? "next"} clash: ${clash}?` : `The round came down to one question: ${clash}?`;
    const us = mine[i];
    out.push(
      [
        head,
        said
          ? `${userSide} told us that "${said}", but they never showed the step that makes it decisive.`
          : spoke
            ? `${userSide} asserted their side here without a reason the judge can weigh.`
            : `${userSide} left this clash without a speech.`,
        us ? `We answered with "${us}", and that answer stood.` : `Our case on it stood unanswered.`,
      ].join(" "),
    );
  });
  // The weighing: the brief's own for our side, else the core of our case in the motion's words.
  const weighing = m?.weighing
    ? splitSentences(m.weighing).slice(0, 2).join(" ")
    : c.args
        .slice(0, 2)
        .map((a) => `${a.core(c).replace(/\.$/, "")}.`)
        .join(" ");
  if (weighing) out.push(`Why does that matter more? ${weighing.charAt(0).toUpperCase()}${weighing.slice(1)}`);
  out.push(`So, weighing the whole round rather than any one speech, ${position}, and we ask the judge to give the round to ${aiSide}.`);
  return out.join("\n\n");
}
