// The integrity checks as task hooks (ai/task.ts: guard and record), so every engine passes through them.
import type { DrillCall } from "../../../shared/drills/calls";
import type { RequestCtx } from "../../http/context";
import type { Guarded } from "../task";
import { checkDrill } from "./drills";
import { generatedFor, recordGenerated, type MaterialKind } from "./store";

/** Every string in a generated answer, in order: what a student could paste back. */
export function stringsIn(v: unknown): string[] {
  if (typeof v === "string") return [v];
  if (Array.isArray(v)) return v.flatMap(stringsIn);
  if (v && typeof v === "object") return Object.values(v).flatMap(stringsIn);
  return [];
}

/** The guard of a scored drill call: its request checked against the motion and what was generated for the asker. */
export function drillGuard(call: DrillCall) {
  return async <In, Out>(input: In, ctx: RequestCtx): Promise<Guarded<In, Out>> => {
    const check = checkDrill<In, Out>(call, input, { generated: await generatedFor(ctx) });
    if (check?.findings.length) ctx.log.info({ call, findings: check.findings.map((f) => f.kind) }, "integrity findings");
    return check ? { input: check.input, finish: check.finish } : { input, finish: (out) => out };
  };
}

/** The record hook of a call that writes material for the asker. */
export function recordOutput(kind: MaterialKind) {
  return (input: { motion?: string }, output: unknown, ctx: RequestCtx) => recordGenerated(ctx, kind, input.motion ?? "", stringsIn(output));
}
