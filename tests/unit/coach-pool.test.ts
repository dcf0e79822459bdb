import { afterAll, afterEach, describe, expect, it } from "vitest";
import { closeCoachPool, coachPoolState, runCoach, useCoachThreads } from "#server/ai/coach-pool.ts";
import { argumentFeedback, characterizationExample } from "#server/ai/engine/offline/coach/index.ts";
import { feedbackRequestSchema } from "#shared/drills/schemas.ts";
import { argumentSamples } from "./drill-samples";

// The pool runs the same coach on worker threads (from source here, through tsx's loader): the
// answers are the inline ones, and a coach error is an error either way.

const warnings: unknown[] = [];
const log = {
  warn: (...args: unknown[]) => warnings.push(args),
  info: () => undefined,
  error: () => undefined,
  debug: () => undefined,
} as never;
const input = feedbackRequestSchema.parse(argumentSamples.graded[0].strong);

afterEach(() => useCoachThreads());
afterAll(() => closeCoachPool());

describe("the offline coach's worker pool", () => {
  it("answers as the inline coach does, for several calls at once", async () => {
    const answers = await Promise.all([
      ...["brief", "detailed", "rubric"].map((style) => runCoach(log, "feedback", input, { style: style as "brief" })),
      runCoach(log, "characterization-example", { motion: input.motion }),
    ]);
    expect(answers.slice(0, 3)).toEqual(
      ["brief", "detailed", "rubric"].map((style) => argumentFeedback(input, { style: style as "brief" })),
    );
    expect(answers[3]).toEqual(characterizationExample({ motion: input.motion }));
    expect(coachPoolState().threads).toBeGreaterThan(0);
    expect(coachPoolState().broken).toBe(false);
    expect(warnings).toEqual([]);
  });

  it("passes a coach error on, and keeps working after it", async () => {
    await expect(runCoach(log, "feedback", null as never)).rejects.toThrow();
    expect(await runCoach(log, "feedback", input)).toEqual(argumentFeedback(input));
    expect(warnings).toEqual([]);
  });

  it("runs inline with threads off", async () => {
    await useCoachThreads(0);
    expect(await runCoach(log, "feedback", input, { style: "brief" })).toEqual(argumentFeedback(input, { style: "brief" }));
    expect(coachPoolState().threads).toBe(0);
  });

  it("falls back to inline, warning once, when the pool cannot start", async () => {
    await useCoachThreads(1, { filename: "/nonexistent/coach-worker.js", execArgv: [] });
    expect(await runCoach(log, "feedback", input)).toEqual(argumentFeedback(input));
    expect(await runCoach(log, "feedback", input)).toEqual(argumentFeedback(input));
    expect(coachPoolState().broken).toBe(true);
    expect(warnings).toHaveLength(1);
  });
});
