// The period bench's timed requests: each call is one step of a virtual user's script, its time kept
// under the step's name, and any answer that is not 2xx counted as a failure of the run.

export class Steps {
  private times = new Map<string, number[]>();
  failures: string[] = [];

  constructor(readonly base: string) {}

  /** One timed request with the given cookies; the answer's cookies are returned for the caller's jar. */
  async call(step: string, jar: Jar, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const started = performance.now();
    let status = 0;
    let parsed: any = null;
    try {
      const res = await fetch(this.base + path, {
        method,
        headers: {
          origin: this.base,
          ...(jar.header() ? { cookie: jar.header() } : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = res.status;
      jar.take(res.headers.getSetCookie());
      const text = await res.text();
      parsed = text && res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text;
    } catch (err) {
      this.failures.push(`${step}: ${err}`);
    }
    const ms = performance.now() - started;
    let list = this.times.get(step);
    if (!list) this.times.set(step, (list = []));
    list.push(ms);
    if (status && (status < 200 || status >= 300))
      this.failures.push(`${step}: ${method} ${path} → ${status} ${JSON.stringify(parsed).slice(0, 160)}`);
    return parsed;
  }

  /** Each step's count, p50 and p95 (ms), in the order first seen. */
  summary(): Array<{ step: string; n: number; p50: number; p95: number }> {
    return [...this.times].map(([step, xs]) => ({ step, n: xs.length, p50: quantile(xs, 0.5), p95: quantile(xs, 0.95) }));
  }
}

export function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : NaN;
}

/** A browser's cookies for one site. */
export class Jar {
  private cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  take(setCookies: string[]) {
    for (const c of setCookies) {
      const pair = c.split(";")[0];
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (!value || /max-age=0/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
