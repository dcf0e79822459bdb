// npm run bench: runs every bench/*.bench.ts in turn; each prints its own figures.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const dir = fileURLToPath(new URL(".", import.meta.url));
const only = process.argv[2];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  .sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n== ${file.replace(".bench.ts", "")}`);
  const mod = await import(`./${file}`);
  await mod.default();
}
