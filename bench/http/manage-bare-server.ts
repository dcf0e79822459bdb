// The manage bench's baseline child: a plain Hono server on the bare driver (bare-driver.ts: the app's
// driver and pool size) answering GET /manage/{hostId}/{classroomId} with the app's own statements (the
// classroom lookup as Drizzle writes it, then gatherManage and buildManage from the manage page) and no
// session, middleware or validation.
import { Hono } from "hono";
import type { ClassroomRow } from "#server/domains/classrooms/access.ts";
import { buildManage, gatherManage } from "#server/domains/classrooms/manage.ts";
import { bareDb } from "./bare-db";
import { openBareDriver } from "./bare-driver";
import { listen } from "./listen";

// findClassroom's statement (read from Drizzle's output).
const CLASSROOM = `select "id", "name", "code", "host_id", "created_at" from "classrooms" where "classrooms"."id" = $1 limit $2`;

async function startManageBare() {
  const driver = await openBareDriver();
  const db = bareDb(driver.query);
  const app = new Hono();
  app.get("/manage/:host/:classroom", async (c) => {
    const [row] = await driver.query(CLASSROOM, [c.req.param("classroom"), 1]);
    if (!row) return c.json({ error: "Classroom not found." }, 404);
    const room: ClassroomRow = {
      id: String(row.id),
      name: String(row.name),
      code: String(row.code),
      hostId: String(row.host_id),
      createdAt: row.created_at as Date,
    };
    if (room.hostId !== c.req.param("host")) return c.json({ error: "Forbidden" }, 403);
    return c.json(buildManage(room, await gatherManage({ ctx: { db }, input: { room } }), new Date()));
  });
  return { fetch: app.fetch, close: driver.close };
}

listen(await startManageBare());
