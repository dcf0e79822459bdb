// Manage suite (`npm run bench -- manage`, issue 9 "Performance"): a classroom of 40 students × 30
// assigned lessons with progress (and nine more classes like it, so the tables are not one class's);
// the signed-in host's GET /api/classrooms/{id}/manage at 200 connections against a bare Hono server on
// the same driver and pool running the same SQL (the classroom lookup, then gatherManage and buildManage
// from the manage page), on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on PostgreSQL.
// Target: ratio ≥ 0.5 and p99 ≤ 100 ms on PostgreSQL, printed as PASS/MISS, never failing the run.
//   BENCH_SECONDS (default 8, after a 1 s warm-up), BENCH_DB ("pglite"|"postgres"),
//   BENCH_EXPLAIN=1 (print gatherManage's EXPLAIN ANALYZE on the seeded data)
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GRID_STATUSES } from "#shared/classrooms/rules.ts";
import type { ManageResponse } from "#shared/classrooms/schemas.ts";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Db } from "#server/db/client.ts";
import { gatherManage } from "#server/domains/classrooms/manage.ts";
import { startChild, type Child } from "./http/child";
import { forEachDatabase, withDatabase, type Database } from "./http/databases";
import { load } from "./http/load";
import { header, row } from "./http/print";
import { browserCookies, call, signUp } from "./http/seed";

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = 200;
const TARGET = { ratio: 0.5, p99: 100 };
const STUDENTS = 40;
const LESSONS = 30;
/** The host's lessons not assigned to the class: the manage page's library. */
const LIBRARY = 6;
const OTHER_CLASSES = 9;

// Set-based inserts, a handful of round trips in all. Host 0 is the bench's teacher (signed up through
// the API), hosts 1–9 are other teachers, each with one class of the same 40 students and 36 lessons of
// their own, the first 30 assigned (due: none, past or future in turn). Student s on lesson j: not
// started when (s + j) % 6 = 0, in progress at 1, submitted at 2–3, graded at 4–5; work turned in keeps
// one to three attempts (each with its writing), as resubmissions do.
const seedSql = (hostId: string) => `
  insert into "user" (id, name, email)
    select 'bench-student-' || s, 'Bench student ' || s, 'bench-student-' || s || '@example.com' from generate_series(1, ${STUDENTS}) s
    union all
    select 'bench-teacher-' || t, 'Bench teacher ' || t, 'bench-teacher-' || t || '@example.com' from generate_series(1, ${OTHER_CLASSES}) t;
  insert into profiles (id, username, role)
    select 'bench-student-' || s, 'student ' || lpad(s::text, 2, '0'), 'student' from generate_series(1, ${STUDENTS}) s
    union all
    select 'bench-teacher-' || t, 'teacher ' || t, 'teacher' from generate_series(1, ${OTHER_CLASSES}) t;
  create temporary table bench_hosts as
    select 0 as h, '${hostId}'::text as id union all select t, 'bench-teacher-' || t from generate_series(1, ${OTHER_CLASSES}) t;
  insert into lessons (title, level, reading, writing_prompt, allow_writing, quiz, owner_id, created_at, updated_at)
    select 'Lesson ' || j || ': weighing clash ' || h.h, (array['beginner', 'intermediate', 'advanced'])[1 + j % 3],
      repeat('A reading on clash, burden and weighing, long enough to be a real lesson. ', 25), 'Write a rebuttal.', true,
      '[{"id": "q1", "question": "Which comes first?", "options": ["Claim", "Impact", "Link"], "correct": 0}]'::jsonb,
      h.id, now() - j * interval '1 hour', now() - j * interval '1 hour'
    from bench_hosts h cross join generate_series(1, ${LESSONS + LIBRARY}) j;
  insert into classrooms (name, code, host_id, created_at)
    select 'Bench class ' || h.h, 'BENCH' || h.h, h.id, now() - interval '60 days' from bench_hosts h;
  insert into classroom_members (classroom_id, user_id, joined_at)
    select c.id, 'bench-student-' || s, c.created_at + s * interval '1 minute'
    from classrooms c cross join generate_series(1, ${STUDENTS}) s where c.code like 'BENCH_';
  create temporary table bench_lessons as
    select c.id as classroom_id, l.id as lesson_id, l.j
    from classrooms c join (select id, owner_id, row_number() over (partition by owner_id order by created_at desc, id) as j from lessons) l
      on l.owner_id = c.host_id
    where c.code like 'BENCH_' and l.j <= ${LESSONS};
  insert into classroom_lessons (classroom_id, lesson_id, due_at, assigned_at)
    select classroom_id, lesson_id,
      case j % 3 when 0 then null when 1 then now() - j * interval '1 day' else now() + j * interval '1 day' end,
      now() - (${LESSONS} - j) * interval '1 day' - interval '1 hour'
    from bench_lessons;
  insert into classroom_lesson_progress (student_id, classroom_id, lesson_id, answers, writing_response, score, completed,
      submitted_at, teacher_feedback, teacher_score, feedback_at, updated_at, quiz_correct, quiz_total, writing_score,
      attempt_count, attempts)
    select 'bench-student-' || s, l.classroom_id, l.lesson_id, '{"q1": "Claim"}'::jsonb,
      repeat('My rebuttal weighs their impact against ours. ', 8),
      case when k >= 2 then (s * 13 + l.j * 7) % 101 end, k >= 2,
      case when k >= 2 then now() - ((s + l.j) % 40) * interval '1 day' end,
      case when k >= 4 then 'Clear weighing; name the clash before you answer it.' end,
      case when k >= 4 then (s * 11 + l.j * 3) % 101 end,
      case when k >= 4 then now() - interval '1 hour' end, now() - interval '1 hour',
      case when k >= 2 then 1 end, case when k >= 2 then 1 end, case when k >= 2 then (s * 7 + l.j * 5) % 101 end,
      tries, (select coalesce(jsonb_agg(jsonb_build_object('number', n, 'submitted_at', now() - n * interval '1 day',
                'answers', '{"q1": "Claim"}'::jsonb, 'writing_response', repeat('My rebuttal weighs their impact against ours. ', 8),
                'quiz_correct', 1, 'quiz_total', 1, 'writing_score', 60, 'score', 80, 'after_return', n > 1, 'after_grading', false)),
              '[]'::jsonb) from generate_series(1, tries) n)
    from bench_lessons l cross join generate_series(1, ${STUDENTS}) s
      cross join lateral (select (s + l.j) % 6 as k) st
      cross join lateral (select case when k >= 2 then 1 + (s + l.j) % 3 else 0 end as tries) a
    where k <> 0;
`;

/** gatherManage's SQL as it sends it, with the parameters written in, for EXPLAIN. */
async function gatherSqlText(room: { id: string; hostId: string }): Promise<string> {
  let text = "";
  const capture = async (q: SQL) => {
    const { sql, params } = new PgDialect().sqlToQuery(q);
    text = sql.replace(/\$(\d+)/g, (_, i) => pg.escapeLiteral(String(params[Number(i) - 1])));
    return { rows: [{}] };
  };
  await gatherManage({ ctx: { db: { execute: capture } as unknown as Db }, input: { room } });
  return text;
}

async function seedDatabase(db: Database, dataDir: string, hostId: string): Promise<{ seconds: number; classroomId: string }> {
  const started = performance.now();
  let classroomId = "";
  await withDatabase(db, dataDir, async (run) => {
    await run(seedSql(hostId));
    // A database in use has been analysed by autovacuum; a freshly filled one has not.
    await run("vacuum analyze");
    const [room] = (await run(`select id from classrooms where host_id = '${hostId}'`)) as Array<{ id: string }>;
    classroomId = room.id;
    if (process.env.BENCH_EXPLAIN === "1") {
      const plan = await run(`explain (analyze, buffers) ${await gatherSqlText({ id: classroomId, hostId })}`);
      console.log(`\n${db.name} plan:\n${plan.map((r) => Object.values(r as object)[0]).join("\n")}`);
    }
  });
  return { seconds: (performance.now() - started) / 1000, classroomId };
}

async function benchDatabase(db: Database) {
  const appDir = mkdtempSync(join(tmpdir(), "rostrum-bench-app-"));
  const bareDir = mkdtempSync(join(tmpdir(), "rostrum-bench-bare-"));
  const children: Child[] = [];
  try {
    let app = await startChild("app", { dataDir: appDir, databaseUrl: db.url });
    children.push(app);
    const { cookie, userId } = await signUp(app.url, "teacher");
    await call(app.url, cookie, "PUT", "/api/settings/teacher", { show_class_averages: true });
    // PGlite belongs to one process: the app stops while the bench fills its database, and the bare
    // server gets a copy.
    if (!db.url) await children.pop()!.stop();
    const { seconds, classroomId } = await seedDatabase(db, appDir, userId);
    if (!db.url) {
      cpSync(join(appDir, "pg"), join(bareDir, "pg"), { recursive: true });
      app = await startChild("app", { dataDir: appDir });
      children.push(app);
    }
    const bare = await startChild("manage-bare", { dataDir: bareDir, databaseUrl: db.url });
    children.push(bare);

    const appUrl = `${app.url}/api/classrooms/${classroomId}/manage`;
    const bareUrl = `${bare.url}/manage/${userId}/${classroomId}`;
    const headers = { cookie: await browserCookies(app.url, cookie) };
    const [appBody, bareBody] = await Promise.all([fetch(appUrl, { headers }).then((r) => r.text()), fetch(bareUrl).then((r) => r.text())]);
    if (appBody !== bareBody) throw new Error(`the app and the bare server disagree:\n${appBody.slice(0, 300)}\n${bareBody.slice(0, 300)}`);
    const page = JSON.parse(appBody) as ManageResponse;
    const cells = page.grid.flatMap((r) => r.cells);
    const count = (status: string) => cells.filter((c) => c.status === status).length;

    console.log(
      `\n${db.name}: ${OTHER_CLASSES + 1} classes of ${STUDENTS} students × ${LESSONS} lessons, seeded in ${seconds.toFixed(1)} s; ` +
        `GET /api/classrooms/{id}/manage (${page.members.length} members, ${page.lessons.length} lessons, ${page.library.length} in the library, ` +
        `grid: ${GRID_STATUSES.map((s) => `${count(s)} ${s}`).join(", ")}; ` +
        `averages ${page.averages ? "on" : "off"}; ${(appBody.length / 1024).toFixed(0)} KB); ${SECONDS} s after 1 s of warm-up`,
    );
    header(`${db.name}, ${CONNECTIONS} conns`, db.url ? "" : " (PostgreSQL only)");
    const bareFig = await load(bareUrl, CONNECTIONS, {}, SECONDS);
    const appFig = await load(appUrl, CONNECTIONS, { cookie: await browserCookies(app.url, cookie) }, SECONDS);
    const line = { bareLabel: "same SQL (gatherManage)", target: TARGET };
    console.log(row("GET …/manage", appFig, bareFig, line, !!db.url));
  } finally {
    for (const c of children.reverse()) await c.stop().catch(() => undefined);
    rmSync(appDir, { recursive: true, force: true });
    rmSync(bareDir, { recursive: true, force: true });
  }
}

export default async function run() {
  await forEachDatabase(benchDatabase);
}
