// A lint rule: no file may reach itself through its imports (static, dynamic and re-exports), however
// long the loop. `import type` is left out: it is erased before the code runs, so it cannot make one
// module run before another is ready. The files a linted file imports are read from disk and their
// import lists kept for the rest of the run, so a whole-tree lint reads each file once.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { resolveSpecifier } from "./aliases.js";

const IMPORT =
  /(?:^|[\s;}])(?:import|export)\s(?!type\s)[^"'`;]*?from\s*["']([^"']+)["']|(?:^|[\s;(=])import\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;

const importsOf = new Map();

function fileImports(file) {
  let found = importsOf.get(file);
  if (!found) {
    const text = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    found = [...text.matchAll(IMPORT)].map((m) => resolveSpecifier(file, m[1] ?? m[2] ?? m[3])).filter(Boolean);
    importsOf.set(file, found);
  }
  return found;
}

/** The shortest import path from `start` back to `target`, or null. */
function pathBack(start, target) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of fileImports(file)) {
      if (next === target) {
        const path = [];
        for (let f = file; f; f = cameFrom.get(f)) path.unshift(f);
        return path;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

export default {
  meta: {
    type: "problem",
    docs: { description: "Forbids import cycles between a project's own files." },
    messages: { cycle: "Import cycle: {{cycle}}." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const cwd = context.cwd;
    const check = (node, source) => {
      if (typeof source?.value !== "string") return;
      const target = resolveSpecifier(file, source.value);
      if (!target || target === file) return;
      const back = pathBack(target, file);
      if (!back) return;
      const cycle = [file, ...back, file].map((f) => relative(cwd, f)).join(" → ");
      context.report({ node, messageId: "cycle", data: { cycle } });
    };
    return {
      ImportDeclaration: (node) => node.importKind !== "type" && check(node, node.source),
      ExportNamedDeclaration: (node) => node.source && node.exportKind !== "type" && check(node, node.source),
      ExportAllDeclaration: (node) => node.exportKind !== "type" && check(node, node.source),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source),
    };
  },
};
