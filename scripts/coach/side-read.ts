// A fast look at the side reader (coach/stance.ts) against IBM-ArgQ's stance labels, the figure the bench's
// section 4 prints, without scoring anything else: `npx tsx scripts/coach/side-read.ts [--show N]` prints
// read right / other side / none per stance, and with --show N that many texts read as the other side.
import { readArgQ } from "./eval/argq";
import { analyseMotion } from "#server/ai/engine/offline/coach/motion.ts";
import { readStance } from "#server/ai/engine/offline/coach/stance.ts";

const argv = process.argv.slice(2);
const showAt = argv.indexOf("--show");
const show = showAt >= 0 ? Number(argv[showAt + 1]) : 0;
const args = readArgQ();
const infos = new Map<string, ReturnType<typeof analyseMotion>>();
const info = (m: string) => infos.get(m) ?? infos.set(m, analyseMotion(m)).get(m)!;
const wrong: string[] = [];
for (const side of ["Government", "Opposition"] as const) {
  const xs = args.filter((a) => a.side === side);
  let right = 0;
  let other = 0;
  for (const a of xs) {
    const lean = readStance(a.text, info(a.motion)).lean;
    if (lean === side) right++;
    else if (lean) {
      other++;
      wrong.push(`[${side} read ${lean}] ${a.motion}: ${a.text}`);
    }
  }
  const pc = (n: number) => `${((100 * n) / xs.length).toFixed(1)} %`;
  console.log(
    `${side === "Government" ? "pro" : "con"} (${xs.length}): right ${pc(right)}, other side ${pc(other)}, none ${pc(xs.length - right - other)}`,
  );
}
for (const w of wrong.slice(0, show)) console.log(w);
