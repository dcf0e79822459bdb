// The benchmark's baseline child: a plain Hono server on the app's driver and pool size (pg with 10
// connections, or PGlite with the same start parameters), answering the same SQL as the app's routes
// with no session, no middleware, no ORM and no validation: the ceiling the app is measured against.
// It imports nothing of the app, so its memory is a bare Hono + driver process's.
import { Hono } from "hono";
import { openBareDriver } from "./bare-driver";
import { listen } from "./listen";

// The statements the app's routes send (read from Drizzle's output), written out by hand; for
// progress, only the weights column of the settings row (all the route needs of it).
const SQL = {
  settings: `select "user_id", "profile", "notifications", "preferences", "weights", "teacher", "appearance", "privacy", "updated_at" from "user_settings" where "user_settings"."user_id" = $1 limit $2`,
  activeRound: `select "id", "subject", "user_id", "motion", "side", "status", "verdict", "created_at", "updated_at", "finished_at" from "debates" where ("debates"."subject" = $1 and "debates"."status" = $2) limit $3`,
  messages: `select "role", "content", "engine" from "debate_messages" where "debate_messages"."debate_id" = $1 order by "debate_messages"."id" asc`,
  weights: `select "weights" from "user_settings" where "user_settings"."user_id" = $1 limit $2`,
  attempts: `select "id", "drill", "motion", "overall", "result", "engine", "created_at" from "drill_attempts" where "drill_attempts"."user_id" = $1 order by "drill_attempts"."created_at" desc limit $2`,
};

/** The numbers at the top of a drill result and one level down (its score bag). */
function scores(result: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries((result ?? {}) as Record<string, unknown>)) {
    if (typeof v === "number") out[k] = v;
    else if (v && typeof v === "object" && !Array.isArray(v)) {
      for (const [k2, v2] of Object.entries(v)) if (typeof v2 === "number") out[k2] = v2;
    }
  }
  return out;
}

async function startBare() {
  const driver = await openBareDriver();
  const { query } = driver;
  const app = new Hono();
  app.get("/health", (c) => c.json({ ok: true }));
  app.get("/select1", async (c) => {
    await query("select 1");
    return c.json({ ok: true, database: "up" });
  });
  app.get("/settings/:user", async (c) => c.json((await query(SQL.settings, [c.req.param("user"), 1]))[0] ?? null));
  app.get("/history/:user", async (c) => {
    const [round] = await query(SQL.activeRound, [`user:${c.req.param("user")}`, "active", 1]);
    if (!round) return c.json({ motion: "", side: null, messages: [], started: false, engine: null });
    const messages = await query(SQL.messages, [round.id]);
    return c.json({ motion: round.motion, side: round.side, messages, started: true });
  });
  // The weights (what progress needs from the settings) and the attempts, newest 500, each with its
  // numeric scores instead of the whole result: a response of the app's shape and size.
  app.get("/progress/:user", async (c) => {
    const [settings] = await query(SQL.weights, [c.req.param("user"), 1]);
    const rows = await query(SQL.attempts, [c.req.param("user"), 500]);
    const attempts = rows.reverse().map(({ result, ...row }) => ({ ...row, dimensions: scores(result) }));
    return c.json({ weights: settings?.weights ?? null, attempts });
  });
  return { fetch: app.fetch, close: driver.close };
}

listen(await startBare());
