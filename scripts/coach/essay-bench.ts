// Block 3 of the bench alone (the lesson score on assembled essays, three wordings, typed and transcribed) on
// the dev motions for tuning (`--set dev`, the default) or the test motions the bench reports (`--set test`).
// Options: --set dev|test, --per-side N (texts per motion and stance; 16 by default).
import { readArgQ } from "./eval/argq";
import { assemble } from "./eval/assemble";
import { essaysBlock, runEssays } from "./eval/essays";

const argv = process.argv.slice(2);
const at = (flag: string) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined);
const set = (at("--set") ?? "dev") as "dev" | "test";
const texts = assemble(
  readArgQ().filter((a) => a.set === set),
  Number(at("--per-side") ?? 16),
  30,
);
console.log([`(${set} motions)`, ...essaysBlock(runEssays(texts))].join("\n"));
