// The load generator of the HTTP-level benches (http, catalogue, manage): autocannon on one URL after a 1 s
// warm-up, then a wait until the server has drained its backlog.
import autocannon from "autocannon";

export interface Figures {
  rps: number;
  /** Mean response size (body and headers), KB. */
  kb: number;
  p50: number;
  p99: number;
  bad: number;
}

export async function load(url: string, connections: number, headers: Record<string, string>, seconds: number): Promise<Figures> {
  await autocannon({ url, connections, duration: 1, headers });
  const r = await autocannon({ url, connections, duration: seconds, headers });
  await settle(url, headers);
  return {
    rps: r.requests.average,
    kb: r.requests.average ? r.throughput.average / r.requests.average / 1024 : 0,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
  };
}

/**
 * Autocannon stops sending when time is up, but the server keeps answering what is queued (with
 * PGlite at 200 connections, many seconds of work): wait until one request goes through quickly,
 * so the backlog does not run into the next line's figures.
 */
async function settle(url: string, headers: Record<string, string>) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await (await fetch(url, { headers })).arrayBuffer();
    if (performance.now() - started < 250) return;
  }
}

/** Light traffic on every route, then rest, so idle memory is a warmed-up server's, not a cold one's. */
export async function warm(base: string, paths: string[], headers: Record<string, string>) {
  for (let i = 0; i < 20; i++) for (const p of paths) await (await fetch(base + p, { headers })).arrayBuffer();
  await new Promise((r) => setTimeout(r, 2000));
}
