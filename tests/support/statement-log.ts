import type { TestServer } from "./test-server";

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Watches the SQL statements the server runs, counted at the database client below Drizzle, so every
 * statement of a request is seen. `restore` puts the client back as it was.
 */
export function watchStatements(server: TestServer) {
  const client = (server.deps.db as unknown as { $client: { query: QueryFn } }).$client;
  const query = client.query;
  let statements: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0] as string | { text: string };
    statements.push(typeof q === "string" ? q : q.text);
    return query.apply(this, args);
  };
  return {
    /** What `run` gave, and the statements run meanwhile. */
    async during<T>(run: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
      statements = [];
      const result = await run();
      return { result, sql: [...statements] };
    },
    restore: () => {
      client.query = query;
    },
  };
}
