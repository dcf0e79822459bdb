// The judge's half of the bench, alone and fast (issue 30): block 2 of `npm run coach:eval` (assembled
// speeches, typed and transcribed) on the dev motions for tuning (`--set dev`, the default) or the test
// motions the bench reports (`--set test`), with each category's agreement and the wrong-side verdicts on
// these honest speeches. Tune on dev, report on test; nothing is fitted on either.
// Options: --set dev|test, --per-side N (speeches per motion and stance; 16 by default).
import { readArgQ } from "./eval/argq";
import { assemble } from "./eval/assemble";
import { runSpeeches, speechesBlock } from "./eval/speeches";
import { kendall } from "./eval/stats";
import { table } from "./eval/table";
import { offlineVerdict } from "#server/ai/engine/offline/judge.ts";
import { roundWith } from "./eval/engines";

const argv = process.argv.slice(2);
const at = (flag: string) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined);
const set = (at("--set") ?? "dev") as "dev" | "test";
const perSide = Number(at("--per-side") ?? 16);

const texts = assemble(
  readArgQ().filter((a) => a.set === set),
  perSide,
  30,
);
const runs = runSpeeches(texts);
const out = [`(${set} motions)`, ...speechesBlock(runs)];

// Each category of the engine's verdict against the people's quality, typed and transcribed.
const rows = (["typed", "spoken"] as const).flatMap((form) => {
  const verdicts = texts.map((t) =>
    offlineVerdict({ motion: t.motion, userSide: t.side, messages: roundWith(t.motion, t.side, form === "typed" ? t.text : t.spoken) }),
  );
  const wa = texts.map((t) => t.wa);
  const wrong = verdicts.filter((v) => v.reason.startsWith("You argued the other side")).length;
  return [
    [
      `${form}: matter`,
      kendall(
        verdicts.map((v) => v.scores.user.matter),
        wa,
      ).c,
      null,
    ],
    [
      `${form}: manner`,
      kendall(
        verdicts.map((v) => v.scores.user.manner),
        wa,
      ).c,
      null,
    ],
    [
      `${form}: method`,
      kendall(
        verdicts.map((v) => v.scores.user.method),
        wa,
      ).c,
      null,
    ],
    [`${form}: told "argued the other side"`, null, wrong / texts.length],
  ];
});
out.push(...table(["engine alone", "τc pooled", "share"], rows));
console.log(out.join("\n"));
