// The offline coach's time per evaluation, for each drill, over the graded samples
// (strong, middling and weak answers on two motions), plus the scores it gives them.
import * as S from "#shared/drills/schemas.ts";
import * as coach from "#server/ai/engine/offline/coach/index.ts";
import { overallOf, type DrillKind } from "#shared/drills/schemas.ts";
import * as samples from "#tests/unit/drill-samples.ts";
import { DRILLS, PACKS, answer } from "#tests/fixtures/coach/builder.ts";
import { KINDS } from "#tests/fixtures/coach/score.ts";

const drills: [DrillKind, { parse(v: unknown): any }, (req: any) => unknown, samples.DrillSamples<any>][] = [
  ["argument", S.feedbackRequestSchema, coach.argumentFeedback, samples.argumentSamples],
  ["characterization", S.characterizationFeedbackRequestSchema, coach.characterizationFeedback, samples.characterizationSamples],
  ["refutation", S.refutationFeedbackRequestSchema, coach.refutationFeedback, samples.refutationSamples],
  ["clashes", S.clashesFeedbackRequestSchema, coach.clashesFeedback, samples.clashesSamples],
  ["modeling", S.modelingFeedbackRequestSchema, coach.modelingFeedback, samples.modelingSamples],
  ["framing", S.framingFeedbackRequestSchema, coach.framingFeedback, samples.framingSamples],
];

const ROUNDS = 40;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

export default async function run() {
  console.log("drill             strong / middling / weak (per motion)          median ms   p95 ms");
  for (const [kind, schema, evaluate, set] of drills) {
    const inputs = set.graded.flatMap((g) => [g.strong, g.middling, g.weak]).map((v) => schema.parse(v));
    const scores = set.graded.map((g) =>
      [g.strong, g.middling, g.weak].map((v) => overallOf(kind, evaluate(schema.parse(v)))?.toFixed(1)).join(" / "),
    );
    const times: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      for (const input of inputs) {
        const t = performance.now();
        evaluate(input);
        times.push(performance.now() - t);
      }
    }
    console.log(
      `${kind.padEnd(17)} ${scores.join("   ").padEnd(44)} ${median(times).toFixed(2).padStart(9)} ${p95(times).toFixed(2).padStart(8)}`,
    );
  }

  // The adversarial regression set: every drill, motion and answer kind (stuffed, off-topic, wrong side…).
  const schemaOf = Object.fromEntries(drills.map(([kind, schema, evaluate]) => [kind, [schema, evaluate] as const]));
  const inputs = DRILLS.flatMap((d) =>
    PACKS.flatMap((p) =>
      KINDS.map((k) => answer(d, p, k))
        .filter(Boolean)
        .map((a) => [schemaOf[d][1], schemaOf[d][0].parse(a)] as const),
    ),
  );
  const times: number[] = [];
  for (let r = 0; r < 5; r++)
    for (const [evaluate, input] of inputs) {
      const t = performance.now();
      evaluate(input);
      times.push(performance.now() - t);
    }
  console.log(
    `regression set (${inputs.length} answers)${" ".repeat(30)}${median(times).toFixed(2).padStart(9)} ${p95(times).toFixed(2).padStart(8)}`,
  );
}
