// `npm start`: builds the web app and the server when missing or older than their sources (saying
// what it does and how long each step took), then runs the compiled server (dist/server/main.js).
import { buildWhenStale } from "./lib/build-steps.mjs";
import { runChild } from "./lib/run-child.mjs";

buildWhenStale();
runChild("dist/server/main.js", process.argv.slice(2));
