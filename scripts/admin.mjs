// `npm run admin -- grant|revoke <email>`: the compiled admin command, built first when stale.
import { buildWhenStale } from "./lib/build-steps.mjs";
import { runChild } from "./lib/run-child.mjs";

buildWhenStale({ web: false });
runChild("dist/server/admin-cli.js", process.argv.slice(2));
