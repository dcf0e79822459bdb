// The integrity checks as task hooks (ai/task.ts: guard and record), so every engine passes through them.
import type { DrillInput, DrillResult, FeedbackCall } from "#shared/drills/calls.ts";
import { briefIn } from "#shared/debate-assignments/brief.ts";
import type { ServiceCtx } from "#server/platform/context.ts";
import { checkDebate } from "./debate";
import { checkDrill } from "./drills";
import { checkLessonWriting } from "./lesson";
import { generatedFor, recordGenerated, type MaterialKind } from "./store";

/** The student's work as an engine is to read it, and what makes that engine's answer final (caps, notes told first). */
export interface Guarded<In, Out> {
  input: In;
  finish(output: Out): Out;
}

/** Every string in a generated answer, in order: what a student could paste back. */
export function stringsIn(v: unknown): string[] {
  if (typeof v === "string") return [v];
  if (Array.isArray(v)) return v.flatMap(stringsIn);
  if (v && typeof v === "object") return Object.values(v).flatMap(stringsIn);
  return [];
}

/** The guard of a scored drill call: its request checked against the motion and what was generated for the asker. */
export function drillGuard<C extends FeedbackCall>(call: C) {
  return async (input: DrillInput<C>, ctx: ServiceCtx): Promise<Guarded<DrillInput<C>, DrillResult<C>>> => {
    const motion = String((input as { motion?: unknown }).motion ?? "");
    // A teacher's brief the drill reads (ai/tasks/drills.ts) widens what is on the motion, as in her class's rounds.
    const check = checkDrill<DrillInput<C>, DrillResult<C>>(call, input, {
      generated: await generatedFor(ctx, motion),
      brief: briefIn(input),
    });
    if (check?.findings.length) ctx.log.info({ call, findings: check.findings.map((f) => f.kind) }, "integrity findings");
    return check ? { input: check.input, finish: check.finish } : { input, finish: (out) => out };
  };
}

/** The record hook of a call that writes material for the asker. */
export function recordOutput(kind: MaterialKind) {
  return (input: { motion?: string }, output: unknown, ctx: ServiceCtx) =>
    recordGenerated(ctx, kind, input.motion ?? "", stringsIn(output));
}

/** The guard of the debate judge: the student's speeches against the round's motion, side and opponent. */
export async function verdictGuard<
  In extends Parameters<typeof checkDebate>[0],
  Out extends Parameters<ReturnType<typeof checkDebate>["finish"]>[0],
>(input: In, ctx: ServiceCtx): Promise<Guarded<In, Out>> {
  const check = checkDebate<In, Out>(input, await generatedFor(ctx, input.motion));
  if (check.findings.length) ctx.log.info({ task: "debate-verdict", findings: check.findings.map((f) => f.kind) }, "integrity findings");
  return check;
}

/** The guard of lesson writing feedback: the response against the prompt and what was generated for the student. */
export async function lessonGuard<In extends { prompt: string; input: string }, Out extends { feedback: string; score: number }>(
  input: In,
  ctx: ServiceCtx,
): Promise<Guarded<In, Out>> {
  const check = checkLessonWriting<In, Out>(input, await generatedFor(ctx));
  if (check.findings.length) ctx.log.info({ task: "lesson-feedback", findings: check.findings.map((f) => f.kind) }, "integrity findings");
  return check;
}
