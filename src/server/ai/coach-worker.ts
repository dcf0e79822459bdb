// A worker thread of the offline coach's pool (coach-pool.ts). Built as its own entry point beside
// the server bundle (dist/server/coach-worker.js); run from source under tsx's loader.
import { runCoachJob, type CoachJob } from "./engine/offline/coach-calls";

export type CoachReply = { ok: true; value: unknown } | { ok: false; message: string };

/** The coach's own errors come back as a reply, so the pool can tell them from a worker that failed to start. */
export default function evaluate(job: CoachJob): CoachReply {
  try {
    return { ok: true, value: runCoachJob(job) };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
}
