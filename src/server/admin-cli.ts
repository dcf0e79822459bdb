import { loadConfig } from "./platform/config";
import { openDatabase } from "./db/client";
import { DataDirBusy } from "./db/data-dir-lock";
import { setAdmin } from "./domains/account";

// npm run admin -- grant|revoke <email>. A grant made here is kept whatever ADMIN_EMAILS says at a later
// start (its source is recorded); a revoke here takes admin away whatever made it.
async function main() {
  const [action, email] = process.argv.slice(2);
  if ((action !== "grant" && action !== "revoke") || !email) {
    console.error("Usage: npm run admin -- grant|revoke <email>");
    process.exit(2);
  }
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pg` });
  } catch (err) {
    if (!(err instanceof DataDirBusy)) throw err;
    console.error(`${err.message}\nTip: ADMIN_EMAILS=${email} makes the account an admin at the next start.`);
    process.exit(1);
  }
  try {
    const ok = await setAdmin(database.db, email, action === "grant");
    if (!ok) {
      console.error(`No account with the e-mail ${email}.`);
      process.exitCode = 1;
    } else console.log(`${email} is ${action === "grant" ? "now an admin (kept whatever ADMIN_EMAILS lists)" : "no longer an admin"}.`);
  } finally {
    await database.close();
  }
}
main();
