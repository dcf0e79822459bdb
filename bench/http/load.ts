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

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export interface Compared {
  /** Each figure the median over the rounds. */
  app: Figures;
  bare: Figures;
  /** app req/s ÷ bare req/s, one per round. */
  ratios: number[];
}

/**
 * `rounds` rounds of the baseline then the app, each right after the other, so a drift in this shared
 * machine's speed hits both alike (one 5 s pair alone swung the ratio by a third); the medians are reported.
 * `appHeaders` is asked before each app run (the signed copy of the user is good for a minute).
 */
export async function compare(
  bareUrl: string,
  appUrl: string,
  appHeaders: () => Promise<Record<string, string>>,
  connections: number,
  seconds: number,
  rounds: number,
): Promise<Compared> {
  const apps: Figures[] = [];
  const bares: Figures[] = [];
  for (let i = 0; i < rounds; i++) {
    bares.push(await load(bareUrl, connections, {}, seconds));
    apps.push(await load(appUrl, connections, await appHeaders(), seconds));
  }
  const mid = (list: Figures[]): Figures => ({
    rps: median(list.map((f) => f.rps)),
    kb: median(list.map((f) => f.kb)),
    p50: median(list.map((f) => f.p50)),
    p99: median(list.map((f) => f.p99)),
    bad: list.reduce((n, f) => n + f.bad, 0),
  });
  return { app: mid(apps), bare: mid(bares), ratios: apps.map((a, i) => a.rps / bares[i].rps) };
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
