// `npm run coach:eval`: every score a student sees without a model, against human judgements of its own
// kind, across topics, beside the baselines (issue 30; docs/coach-eval.md). UKPConvArg1 pairs (the learned
// scorer's own cross-topic folds), then IBM-ArgQ's dev and test motions (never fitted on): single arguments
// as drill answers, assembled speeches for the judge, the same texts as lesson essays, and each integrity
// check's false-positive rate on all of that honest text.
// Options: --quick (a fixed-seed quarter of the arguments and fewer speeches), --per-side N (speeches per motion and stance),
// --essays (only the lesson blocks: essays and language, for work on the lesson score).
import { performance } from "node:perf_hooks";
import { readArgQ } from "./eval/argq";
import { assemble, engaging } from "./eval/assemble";
import { argumentsBlock, runArguments } from "./eval/arguments";
import { essaysBlock, runEssays } from "./eval/essays";
import { integrityBlock } from "./eval/integrity";
import { languageBlock } from "./eval/language";
import { tasksBlock } from "./eval/tasks";
import { runSpeeches, speechesBlock } from "./eval/speeches";
import { seeded } from "./eval/stats";
import { ukpBlock } from "./eval/ukp";

const SEED = 30;
const argv = process.argv.slice(2);
const quick = argv.includes("--quick");
const perSideAt = argv.indexOf("--per-side");
const perSide = perSideAt >= 0 ? Number(argv[perSideAt + 1]) : quick ? 6 : 16;
const essaysOnly = argv.includes("--essays");

const started = performance.now();
const lap = (what: string) => console.error(`  … ${what} (${((performance.now() - started) / 1000).toFixed(0)} s)`);

const out: string[] = [];
if (essaysOnly) {
  const texts = assemble(
    readArgQ().filter((a) => a.set === "test"),
    perSide,
    SEED,
  );
  out.push(...essaysBlock(runEssays(texts)), "", ...languageBlock(texts), "", ...tasksBlock(), "");
  out.push(`(seed ${SEED}, --essays; ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  console.log(out.join("\n"));
  process.exit(0);
}
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
out.push(...essaysBlock(essayRuns), "", ...languageBlock(texts), "", ...tasksBlock(), "");
const engagedRuns = runSpeeches(
  engaging(
    texts,
    argq.filter((a) => a.set === "test"),
    SEED,
  ),
);
lap("speeches engaging the other side");
out.push(...integrityBlock(argRuns, speechRuns, essayRuns, engagedRuns), "");
out.push(`(seed ${SEED}${quick ? ", --quick" : ""}; ${((performance.now() - started) / 1000).toFixed(0)} s)`);
console.log(out.join("\n"));
