// The access matrices of the API tests: a table of routes, each with what every actor gets, checked
// cell by cell the same way everywhere. The files keep what is their own (who the actors are, the
// fixture a cell runs on, which secrets must not leak, what must not have changed).
import { expect, it } from "vitest";
import type { Reply, TestClient } from "./test-server";

/** What an actor gets from a route: the status, and for a refusal the exact message where the table names one. */
export type Outcome = number | readonly [status: number, error?: string];

/** One row of a matrix: a route, how to call it (on the cell's fixture, if any), and what each actor gets. */
export interface MatrixRoute<Actor extends string, Fixture = void> {
  name: string;
  /** An actor the row leaves out is not tried on it. */
  expect: Partial<Record<Actor, Outcome>>;
  call(c: TestClient, f: Fixture): Promise<Reply>;
}

/** A row that is one request: for tables written as method, path and body. */
export interface RequestRoute<Actor extends string> extends MatrixRoute<Actor> {
  method: string;
  path: string;
}

export function requestRoute<Actor extends string>(
  method: string,
  path: string,
  body: unknown,
  expected: Partial<Record<Actor, Outcome>>,
): RequestRoute<Actor> {
  return { name: `${method} ${path}`, method, path, expect: expected, call: (c) => c.request(method, path, body) };
}

const parts = (o: Outcome): readonly [number, string?] => (typeof o === "number" ? [o] : o);
export const statusOf = (o: Outcome): number => parts(o)[0];

/**
 * Calls the route as the actor and checks the reply: the status, and that a refusal says nothing but
 * `{ error }` (the table's message where it names one). `outcome` overrides the table's cell. The reply
 * is returned for the file's own checks.
 */
export async function checkCell<Actor extends string, Fixture>(
  route: MatrixRoute<Actor, Fixture>,
  actor: Actor,
  c: TestClient,
  f: Fixture,
  outcome: Outcome | undefined = route.expect[actor],
): Promise<Reply> {
  if (outcome === undefined) throw new Error(`${route.name} has no cell for ${actor}`);
  const [status, error] = parts(outcome);
  const res = await route.call(c, f);
  expect([actor, route.name, res.status], JSON.stringify(res.body)).toEqual([actor, route.name, status]);
  if (status >= 400) expect([actor, route.name, res.body]).toEqual([actor, route.name, { error: error ?? expect.any(String) }]);
  return res;
}

/**
 * Checks every cell of the table for these actors, route by route in the table's order, all on one
 * fixture; `only` picks the cells (the refusals first, say, then what may be done, deletes last).
 */
export async function checkMatrix<Actor extends string, Fixture>(
  routes: readonly MatrixRoute<Actor, Fixture>[],
  actors: readonly Actor[],
  clientOf: (actor: Actor) => TestClient,
  f: Fixture,
  opts: { only?: (status: number) => boolean; onReply?: (res: Reply, route: MatrixRoute<Actor, Fixture>, actor: Actor) => void } = {},
): Promise<void> {
  for (const route of routes) {
    for (const actor of actors) {
      const outcome = route.expect[actor];
      if (outcome === undefined || (opts.only && !opts.only(statusOf(outcome)))) continue;
      // Called first, then handed on: `onReply?.(await checkCell(…))` would skip the call without a callback.
      const res = await checkCell(route, actor, clientOf(actor), f);
      opts.onReply?.(res, route, actor);
    }
  }
}

/** What a per-cell test gets to check beyond the status: the reply, its fixture, and whether the call changed anything. */
export interface CellResult<Actor extends string, Route, Fixture> {
  route: Route;
  actor: Actor;
  f: Fixture;
  res: Reply;
  /** Asserts the fixture's snapshot is what it was before the call. */
  unchanged(): Promise<void>;
}

/**
 * One test per cell, named "<route> as <actor> → <status>", each on a fresh fixture: snapshot it, call
 * the route as the actor (checkCell), then hand the reply to `check` for the file's own assertions.
 */
export function matrixTests<Actor extends string, Fixture, Route extends MatrixRoute<Actor, Fixture>>(
  routes: readonly Route[],
  actors: readonly Actor[],
  setup: { fixture: () => Promise<Fixture>; clientOf: (actor: Actor) => TestClient; snapshot: (f: Fixture) => Promise<string> },
  check: (cell: CellResult<Actor, Route, Fixture>) => void | Promise<void>,
): void {
  for (const route of routes) {
    for (const actor of actors) {
      const outcome = route.expect[actor];
      if (outcome === undefined) continue;
      it(`${route.name} as ${actor} → ${statusOf(outcome)}`, async () => {
        const f = await setup.fixture();
        const before = await setup.snapshot(f);
        const res = await checkCell(route, actor, setup.clientOf(actor), f);
        await check({ route, actor, f, res, unchanged: async () => expect(await setup.snapshot(f)).toBe(before) });
      });
    }
  }
}

/** How many of the secrets the reply gives away. */
export function leakCount(reply: unknown, secrets: readonly string[]): number {
  const text = JSON.stringify(reply);
  return secrets.filter((s) => text.includes(s)).length;
}

/**
 * The matrix holds every operation the server documents under `prefix`, and no other. `template` turns
 * a row's path back into the documented one (its ids into `{lessonId}` and the like).
 */
export async function expectEveryDocumentedRoute(
  c: TestClient,
  prefixes: readonly string[],
  routes: readonly { method: string; path: string }[],
  template: (path: string) => string,
): Promise<void> {
  const doc = (await c.get("/api/openapi.json")).body as { paths: Record<string, Record<string, unknown>> };
  const documented = Object.entries(doc.paths)
    .filter(([p]) => prefixes.some((prefix) => p.startsWith(prefix)))
    .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
  const tested = routes.map((r) => `${r.method} ${template(r.path.split("?")[0])}`);
  expect(new Set(tested)).toEqual(new Set(documented));
}
