// The project's import aliases, read from package.json "imports" (`"#server/*": "./src/server/*"`), and
// how a specifier becomes a file. One place for the lint rules and the boundaries resolver to agree on.
// An alias names the file with its extension (`#server/platform/context.ts`): Node, tsx, esbuild, Vite
// and tsc all read package.json "imports", but none of them adds a missing extension to its target.
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const imports = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).imports ?? {};

/** [prefix, folder]: `#server/` → `<root>/src/server/`, longest folder first. */
export const ALIASES = Object.entries(imports)
  .filter(([key, target]) => key.endsWith("/*") && typeof target === "string" && target.endsWith("/*"))
  .map(([key, target]) => [key.slice(0, -1), resolve(root, target.slice(0, -1)) + sep])
  .sort((a, b) => b[1].length - a[1].length);

const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx", "/index.js"];

const isFile = (p) => existsSync(p) && statSync(p).isFile();

/** The file a relative path or an alias names, or null (a package, or nothing on disk). */
export function resolveSpecifier(fromFile, specifier) {
  let base;
  if (specifier.startsWith(".")) base = resolve(dirname(fromFile), specifier);
  else {
    const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
    if (!alias) return null;
    base = alias[1] + specifier.slice(alias[0].length);
  }
  for (const ext of EXTENSIONS) if (isFile(base + ext)) return base + ext;
  const asTs = base.replace(/\.js$/, ".ts");
  return asTs !== base && isFile(asTs) ? asTs : null;
}

/** The alias that names `file` (`#server/platform/context.ts`), or null when no alias covers it. */
export function aliasFor(file) {
  const alias = ALIASES.find(([, folder]) => file.startsWith(folder));
  return alias ? alias[0] + relative(alias[1], file).split(sep).join("/") : null;
}
