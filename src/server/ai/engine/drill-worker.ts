// A worker thread of the offline coach's pool (ai/coach-pool.ts), which starts it by file, not by
// import: built as its own entry point beside the server bundle (dist/server/coach-worker.js), run
// from source under tsx's loader. It loads the drill coach alone, not the whole engine behind the face.
import { runDrillJob, type DrillJob } from "./offline/coach-calls";

export type CoachReply = { ok: true; value: unknown } | { ok: false; message: string };

/** The coach's own errors come back as a reply, so the pool can tell them from a worker that failed to start. */
export default function evaluate(job: DrillJob): CoachReply {
  try {
    return { ok: true, value: runDrillJob(job) };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
}
