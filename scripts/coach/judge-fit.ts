// `npx tsx scripts/coach/judge-fit.ts`: a grid over the judge's matter weights (shared/rubrics/ballot.ts), ranked
// on assembled speeches from IBM-ArgQ's train motions (4 per motion and stance), shown on the dev motions, never
// test. Manner and method are taken as the judge gives them. About a minute.
import { readArgQ } from "./eval/argq";
import { assemble } from "./eval/assemble";
import { kendall } from "./eval/stats";
import { pairAccuracy } from "./eval/speeches";
import { speechFeatures, offlineVerdict } from "#server/ai/engine/offline/judge.ts";
import { analyseMotion } from "#server/ai/engine/offline/coach/motion.ts";
import { roundWith } from "./eval/engines";

const all = readArgQ(["train", "dev"]);
function rows(set: "train" | "dev" | "test", per: number) {
  const texts = assemble(
    all.filter((a) => a.set === set),
    per,
    30,
  );
  return (["text", "spoken"] as const).flatMap((form) =>
    texts.map((t) => {
      const info = analyseMotion(t.motion);
      const f = speechFeatures(t[form], t.motion, null, info);
      const v = offlineVerdict({ motion: t.motion, userSide: t.side, messages: roundWith(t.motion, t.side, t[form]) });
      const scale = 0.4 + 0.6 * Math.min(1, f.words / 90);
      return { t, form, f, scale, manner: v.scores.user.manner, method: v.scores.user.method, matter: v.scores.user.matter };
    }),
  );
}
type Row = ReturnType<typeof rows>[number];
const c01 = (n: number) => Math.max(0, Math.min(1, n));
const Q = (q: number) => c01((q - 0.15) / 0.6);
function matterOf(r: Row, w: number[]) {
  const f = r.f;
  const m =
    w[0] * Q(f.arguments.quality) +
    w[1] * c01(f.arguments.breadth / w[6]) +
    w[2] * f.arguments.development +
    w[3] * c01(f.reasons / 4) +
    w[4] * c01(f.examples / 3) +
    w[5] * c01(f.motionHits / 3);
  return 10 * m * r.scale * f.substance;
}
function evalW(rs: Row[], w: number[], methodW = 1) {
  const out: Record<string, number> = {};
  for (const form of ["text", "spoken"]) {
    const sub = rs.filter((r) => r.form === form);
    const tot = sub.map((r) => matterOf(r, w) + r.manner + methodW * r.method);
    out[`${form} τc`] = kendall(
      tot,
      sub.map((r) => r.t.wa),
    ).c;
    const pa = pairAccuracy(
      sub.map((r, i) => ({ text: r.t, v: tot[i] })),
      (x) => x.v,
    );
    out[`${form} pairs`] = pa.right / pa.n;
  }
  return out;
}
const train = rows("train", 4);
const dev = rows("dev", 16);
// [learned, arguments, development, reasons, examples, motion terms, "arguments for full"]; the six weights sum to 1.
const grid: { w: number[]; s: number }[] = [];
for (const q of [0.2, 0.3, 0.4])
  for (const b of [0.1, 0.2, 0.3, 0.4])
    for (const d of [0.1, 0.15, 0.2, 0.3])
      for (const rr of [0, 0.05, 0.1])
        for (const e of [0, 0.05, 0.1])
          for (const mt of [0, 0.05, 0.1]) {
            const w = [q, b, d, rr, e, mt, 0.65];
            if (Math.abs(q + b + d + rr + e + mt - 1) > 0.001) continue;
            const x = evalW(train, w);
            grid.push({ w, s: x["text τc"] + x["spoken τc"] });
          }
grid.sort((a, b) => b.s - a.s);
console.log("now (rubric before issue 30's word term):", JSON.stringify(evalW(dev, [0.35, 0.15, 0.2, 0.1, 0.1, 0.1, 0.65])));
for (const g of grid.slice(0, 8)) console.log(g.w.join(","), "train", (g.s / 2).toFixed(3), "dev", JSON.stringify(evalW(dev, g.w)));
