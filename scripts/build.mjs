// `npm run build`: the web app (vite + precompressed files) and the server (esbuild), always.
import { buildServer, buildWeb } from "./lib/build-steps.mjs";

const started = Date.now();
buildWeb();
buildServer();
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s: dist/web, dist/server`);
