// The app's hand-written queries (catalogueQuery, gatherManage) over the bare driver, for the baselines
// that run the app's own SQL. Apart from bare-driver.ts so the plain bare server (whose idle memory the
// http bench reports) does not load Drizzle.
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import type { Query } from "./bare-driver";

const dialect = new PgDialect();

/** The one method those queries call on their database: Drizzle's sql compiled to text and parameters, sent without its session. */
export function bareDb(query: Query): Db {
  const execute = async (q: SQL) => {
    const { sql, params } = dialect.sqlToQuery(q);
    return { rows: await query(sql, params) };
  };
  return { execute } as unknown as Db;
}
