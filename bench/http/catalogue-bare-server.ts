// The catalogue bench's baseline child: a plain Hono server on the bare driver (bare-driver.ts: the
// app's driver and pool size) answering GET /catalogue/{userId}?search&level&sort with the app's own
// catalogue SQL (catalogueQuery, compiled to text and parameters here, sent without Drizzle's session)
// and no session, middleware or validation.
import { PgDialect } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../../src/server/db/client";
import { catalogueQuery } from "../../src/server/features/modules/catalogue";
import { CATALOGUE_PAGE_SIZE, type CatalogueSort, type Level } from "../../src/shared/modules/rules";
import { openBareDriver, type Query } from "./bare-driver";
import { listen } from "./listen";

const dialect = new PgDialect();

/** The one method catalogueQuery calls on its database, over the bare driver. */
function bareDb(query: Query): Db {
  const execute = async (q: SQL) => {
    const { sql, params } = dialect.sqlToQuery(q);
    return { rows: await query(sql, params) };
  };
  return { execute } as unknown as Db;
}

async function startCatalogueBare() {
  const driver = await openBareDriver();
  const db = bareDb(driver.query);
  const app = new Hono();
  app.get("/catalogue/:user", async (c) => {
    const q = c.req.query();
    const { rows, totals } = await catalogueQuery(db, {
      userId: c.req.param("user"),
      isAdmin: false,
      search: q.search ?? "",
      level: (q.level ?? "all") as Level | "all",
      sort: (q.sort ?? "recent") as CatalogueSort,
      limit: CATALOGUE_PAGE_SIZE,
      offset: 0,
    });
    return c.json({ modules: rows, totals });
  });
  return { fetch: app.fetch, close: driver.close };
}

listen(await startCatalogueBare());
