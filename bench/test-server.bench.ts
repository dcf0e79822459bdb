// What one API test server costs to start and close (its database, the start-up migration, the app), on an
// empty database that the server migrates and on a copy of one migrated once (as the app tests' global setup
// makes it; PGlite's is kept between runs): the mean over RUNS starts, back to back, on PGlite and, with BENCH_DATABASE_URL set to an admin
// URL, on PostgreSQL.
import { migrateOnce } from "#tests/support/migrated-database.ts";
import { startTestServer } from "#tests/support/test-server.ts";

const RUNS = Number(process.env.BENCH_RUNS || 10);

async function meanStart(): Promise<number> {
  await (await startTestServer()).close(); // warm: module loading is paid once per test file, not per server
  const t = performance.now();
  for (let i = 0; i < RUNS; i++) await (await startTestServer()).close();
  return (performance.now() - t) / RUNS;
}

export default async function () {
  const databases: Array<[string, string]> = [["PGlite", ""]];
  if (process.env.BENCH_DATABASE_URL) databases.push(["PostgreSQL", process.env.BENCH_DATABASE_URL]);
  for (const [name, url] of databases) {
    process.env.TEST_DATABASE_URL = url;
    const empty = await meanStart();
    const t = performance.now();
    const remove = await migrateOnce();
    const once = performance.now() - t;
    const copied = await meanStart();
    await remove();
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    console.log(
      `    ${name}: ${ms(empty)} per start and close on an empty database, ${ms(copied)} on a copy of one migrated once ` +
        `(${(empty / copied).toFixed(1)}× faster; preparing it took ${ms(once)}; mean of ${RUNS})`,
    );
  }
}
