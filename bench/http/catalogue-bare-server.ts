// The catalogue bench's baseline child: a plain Hono server on the bare driver (bare-driver.ts: the
// app's driver and pool size) answering GET /catalogue/{userId}?search&level&sort with the app's own
// catalogue SQL (catalogueQuery, compiled to text and parameters here, sent without Drizzle's session)
// and no session, middleware or validation.
import { Hono } from "hono";
import { catalogueQuery } from "#server/domains/modules/catalogue.ts";
import { CATALOGUE_PAGE_SIZE, type CatalogueSort } from "#shared/modules/rules.ts";
import { bareDb } from "./bare-db";
import { openBareDriver } from "./bare-driver";
import { listen } from "./listen";
import type { Level } from "#shared/levels.ts";

async function startCatalogueBare() {
  const driver = await openBareDriver();
  const db = bareDb(driver.query);
  const app = new Hono();
  app.get("/catalogue/:user", async (c) => {
    const q = c.req.query();
    const { rows, totals } = await catalogueQuery({
      ctx: { db },
      input: {
        a: {
          userId: c.req.param("user"),
          isAdmin: false,
          search: q.search ?? "",
          level: (q.level ?? "all") as Level | "all",
          sort: (q.sort ?? "recent") as CatalogueSort,
          limit: CATALOGUE_PAGE_SIZE,
          offset: 0,
        },
      },
    });
    return c.json({ modules: rows, totals });
  });
  return { fetch: app.fetch, close: driver.close };
}

listen(await startCatalogueBare());
