import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Piscina } from "piscina";
import type { Logger } from "#server/platform/logger.ts";
import type { DrillCall, DrillInput, DrillResult, FeedbackCall, MaterialCall } from "#shared/drills/calls.ts";
import { DRILL_WORKER_SOURCE, runDrillJob, type CoachOptions, type CoachReply, type DrillJob } from "#server/ai/engine/index.ts";

// The offline coach scores drill work on worker threads, so a burst of feedback requests does not
// stall other users' requests on the event loop (an evaluation takes 1–20 ms of CPU). The pool is
// made on first use and lets its threads go after a minute idle; when it cannot start, the coach
// runs inline (warned once). Process-wide, like a database pool: it holds no one's data.

/**
 * One thread per core, up to four. The event loop needs no core of its own: waiting on a thread costs
 * it nothing, and the scheduler shares the cores. Measured on two cores (bench/coach-pool.bench.ts),
 * two threads kept both /api/me and the feedback rate up, where one thread starved the feedback.
 */
const DEFAULT_THREADS = Math.max(1, Math.min(4, availableParallelism()));
const IDLE_MS = 60_000;

interface WorkerEntry {
  filename: string;
  execArgv: string[];
}

let threads = DEFAULT_THREADS;
let entry: WorkerEntry | null = null;
/** The pool, and a promise that fails when the pool reports an error (a worker that cannot load never takes its task). */
let pool: { piscina: Piscina<DrillJob, CoachReply>; failed: Promise<never> } | null = null;
let broken = false;

/**
 * The worker's file: built beside the server bundle (dist/server/coach-worker.js), else the source the
 * engine names (tsx, vitest, the e2e server), which a worker can only load through tsx's loader.
 */
function workerEntry(): WorkerEntry {
  const built = fileURLToPath(new URL("./coach-worker.js", import.meta.url));
  if (existsSync(built)) return { filename: built, execArgv: [] };
  const source = DRILL_WORKER_SOURCE;
  if (!existsSync(source)) throw new Error(`no coach worker at ${source}`);
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
  return { filename: source, execArgv: ["--import", tsx] };
}

// piscina is loaded with the first evaluation, not at start (memory at idle).
let piscinaModule: Promise<typeof import("piscina")> | undefined;

async function poolNow() {
  const { Piscina } = await (piscinaModule ??= import("piscina"));
  if (!pool) {
    const piscina = new Piscina<DrillJob, CoachReply>({
      ...(entry ?? workerEntry()),
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: IDLE_MS,
      name: "default",
    });
    // Unheard, a pool's 'error' event would end the process; a worker failing at start-up also leaves its task queued for ever.
    const failed = new Promise<never>((_, reject) => piscina.on("error", reject));
    failed.catch(() => undefined);
    pool = { piscina, failed };
  }
  return pool;
}

/**
 * Runs one offline drill call on the pool (inline when threads are off or the pool failed). The
 * answer is the coach's, unchanged; a coach error is thrown here as it would be inline. The overloads
 * pair each call with its input and answer (a call that writes material may answer null), so callers
 * need no cast; the job itself crosses to the worker as plain data.
 */
export async function runCoach<C extends FeedbackCall>(
  log: Logger,
  call: C,
  input: DrillInput<C>,
  options?: CoachOptions,
): Promise<DrillResult<C>>;
export async function runCoach<C extends MaterialCall>(
  log: Logger,
  call: C,
  input: DrillInput<C>,
  options?: CoachOptions,
): Promise<DrillResult<C> | null>;
export async function runCoach(log: Logger, call: DrillCall, input: unknown, options: CoachOptions = {}): Promise<unknown> {
  const job: DrillJob = { call, input, options };
  if (threads === 0 || broken) return runDrillJob(job);
  let reply: CoachReply;
  try {
    const { piscina, failed } = await poolNow();
    reply = await Promise.race([piscina.run(job), failed]);
  } catch (err) {
    // Only a pool that cannot start or lost its thread gets here (the coach's errors come back as replies).
    if (!broken) log.warn({ err }, "offline coach worker pool unavailable; evaluating on the main thread");
    broken = true;
    void closeCoachPool();
    return runDrillJob(job);
  }
  if (!reply.ok) throw new Error(reply.message);
  return reply.value;
}

/**
 * How many worker threads the coach may use; 0 runs it inline (the benchmark's "before"). Closes the
 * current pool; the next call makes a new one (from `worker` when given: tests use one that cannot start).
 */
export async function useCoachThreads(n: number = DEFAULT_THREADS, worker?: WorkerEntry): Promise<void> {
  threads = Math.max(0, Math.floor(n));
  entry = worker ?? null;
  broken = false;
  await closeCoachPool();
}

/** Threads alive now, and whether the pool gave up (for tests and the benchmark). */
export const coachPoolState = () => ({ threads: pool?.piscina.threads.length ?? 0, broken });

/** Lets running evaluations finish, then ends the threads: for shutdown (main.ts) and tests. */
export async function closeCoachPool(): Promise<void> {
  const closing = pool;
  pool = null;
  // A pool that failed may hold queued tasks no worker will take: those are dropped, not awaited.
  await (broken ? closing?.piscina.destroy() : closing?.piscina.close())?.catch(() => undefined);
}
