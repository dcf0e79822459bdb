// `npm run coach:eval`: every score a student sees without a model, against human judgements of its own
// kind, across topics, beside the baselines (issue 30; docs/coach-eval.md). UKPConvArg1 pairs (the learned
// scorer's own cross-topic folds), then IBM-ArgQ's dev and test motions (never fitted on): single arguments
// as drill answers, assembled speeches for the judge, the same texts as lesson essays, and each integrity
// check's false-positive rate on all of that honest text.
// Options: --quick (a fixed-seed quarter of the arguments and fewer speeches), --per-side N (speeches per motion and stance).
import { performance } from "node:perf_hooks";
import { readArgQ } from "./eval/argq";
import { assemble } from "./eval/assemble";
import { argumentsBlock, runArguments } from "./eval/arguments";
import { essaysBlock, runEssays } from "./eval/essays";
import { integrityBlock } from "./eval/integrity";
import { runSpeeches, speechesBlock } from "./eval/speeches";
import { seeded } from "./eval/stats";
import { ukpBlock } from "./eval/ukp";

const SEED = 30;
const argv = process.argv.slice(2);
const quick = argv.includes("--quick");
const perSideAt = argv.indexOf("--per-side");
const perSide = perSideAt >= 0 ? Number(argv[perSideAt + 1]) : quick ? 6 : 16;

const started = performance.now();
const lap = (what: string) => console.error(`  … ${what} (${((performance.now() - started) / 1000).toFixed(0)} s)`);

const out: string[] = [];
out.push(...ukpBlock(), "");
lap("UKPConvArg1");

const argq = readArgQ();
const pick = seeded(SEED);
const args = quick ? argq.filter(() => pick() < 0.25) : argq;
const argRuns = runArguments(args);
lap("arguments");
out.push(...argumentsBlock(argRuns), "");

const texts = assemble(
  argq.filter((a) => a.set === "test"),
  perSide,
  SEED,
);
const speechRuns = runSpeeches(texts);
lap("speeches");
out.push(...speechesBlock(speechRuns), "");

const essayRuns = runEssays(texts);
lap("essays");
out.push(...essaysBlock(essayRuns), "");
out.push(...integrityBlock(argRuns, speechRuns, essayRuns), "");
out.push(`(seed ${SEED}${quick ? ", --quick" : ""}; ${((performance.now() - started) / 1000).toFixed(0)} s)`);
console.log(out.join("\n"));
