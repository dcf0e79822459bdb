import type { Db } from "./client";

/**
 * Prepared statements for the hot queries, built once per database handle on first use (a test run
 * opens many). A prepared query keeps its SQL text, so Drizzle does not build it again per request;
 * on node-postgres the statement's name also makes each connection parse and plan it only once.
 * Use `sql.placeholder("x")` for the values and `.execute({ x })`. Reads only: a statement is bound
 * to the handle it was prepared on, never to a transaction.
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let statements = made.get(db);
    if (!statements) {
      statements = build(db);
      made.set(db, statements);
    }
    return statements;
  };
}
