// The import boundaries of eslint.config.js, checked on small snippets: every kind of crossing must
// be an error and every allowed import must pass, so a config that stops working fails CI.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const aliases: Record<string, string> = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).imports;
/** `src/server/paths.ts` → `#server/paths.ts`, from package.json "imports". */
function aliasOf(target: string): string {
  const found = Object.entries(aliases).find(([, to]) => target.startsWith(to.slice(2, -1)));
  if (!found) throw new Error(`no alias covers ${target}`);
  return found[0].slice(0, -1) + target.slice(found[1].length - 3);
}
const eslint = new ESLint({ cwd: root });

/** A real source file under `dir` (the plugin only classifies imports it can resolve on disk). */
function fileIn(dir: string): string {
  const found = readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts") && !/(^|\/)index\.tsx?$/.test(f))
    .sort()[0];
  if (!found) throw new Error(`no source file in ${dir}`);
  return join(dir, found);
}
/** Two different features of one side, so a test never depends on which features exist today. */
function twoFeatures(side: "server" | "web"): [string, string] {
  const dir = side === "server" ? "src/server/domains" : "src/web/features";
  const names = readdirSync(join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  return [join(dir, names[0]), join(dir, names[1])];
}

const [serverA, serverB] = twoFeatures("server");
const [webA, webB] = twoFeatures("web");
const targets = {
  shared: fileIn("src/shared"),
  serverInfra: "src/server/paths.ts",
  webInfra: "src/web/app/paths.ts",
  serverFeatureB: fileIn(serverB),
  webFeatureB: fileIn(webB),
};

/** Lints `import … from "<target>"` as if written in `from`; returns the boundary errors. */
async function boundaryErrors(from: string, target: string, kind: "import" | "dynamic" | "export" = "import") {
  // Code names a file above its folder by alias, one beside or below it by a relative path.
  const rel = relative(dirname(from), target);
  const spec = rel.startsWith("..") ? aliasOf(target) : `./${rel.replace(/\.tsx?$/, "")}`;
  const code = {
    import: `import * as m from "${spec}";\nexport { m };\n`,
    dynamic: `export const load = () => import("${spec}");\n`,
    export: `export * from "${spec}";\n`,
  }[kind];
  const [result] = await eslint.lintText(code, { filePath: join(root, from) });
  return result.messages.filter((m) => m.ruleId?.startsWith("boundaries/")).map((m) => m.message);
}

describe("import boundaries (eslint.config.js)", () => {
  it.each([
    ["shared imports the server", "src/shared/probe.ts", targets.serverInfra],
    ["shared imports the web app", "src/shared/probe.ts", targets.webInfra],
    ["the web app imports the server", "src/web/app/probe.ts", targets.serverInfra],
    ["a web feature imports the server", join(webA, "probe.tsx"), targets.serverInfra],
    ["a server feature imports another", join(serverA, "probe.ts"), targets.serverFeatureB],
    ["a web feature imports another", join(webA, "probe.tsx"), targets.webFeatureB],
    ["server infrastructure imports a feature", "src/server/http/probe.ts", targets.serverFeatureB],
    ["the server entry point imports a feature", "src/server/main-probe.ts", targets.serverFeatureB],
    ["web infrastructure imports a feature", "src/web/app/probe.tsx", targets.webFeatureB],
    ["a shared web component imports a feature", "src/web/ui/probe.tsx", targets.webFeatureB],
    ["a shared web component imports the app shell", "src/web/ui/probe.tsx", targets.webInfra],
    ["the platform imports the HTTP layer", "src/server/platform/limits/probe.ts", "src/server/http/route.ts"],
    ["the platform imports a feature", "src/server/platform/limits/probe.ts", targets.serverFeatureB],
    ["a domain reaches past another's index.ts", "src/server/domains/feedback/probe.ts", "src/server/domains/classrooms/access.ts"],
    ["the platform imports the session code", "src/server/platform/probe.ts", "src/server/auth/access.ts"],
    ["a domain's service imports the HTTP layer", join(serverA, "probe.ts"), "src/server/http/route.ts"],
    ["the AI runtime imports the HTTP layer", "src/server/ai/probe.ts", "src/server/http/context.ts"],
    ["the session code imports the HTTP layer", "src/server/auth/probe.ts", "src/server/http/context.ts"],
    ["the session code imports a domain, even its index.ts", "src/server/auth/probe.ts", "src/server/domains/account/index.ts"],
    ["a domain reads another domain's tables", "src/server/domains/lessons/probe.ts", "src/server/db/schema/modules.ts"],
    ["a domain reads every table at once", "src/server/domains/lessons/probe.ts", "src/server/db/schema/index.ts"],
    ["a job or the boot code imports the HTTP layer", "src/server/boot-probe.ts", "src/server/http/context.ts"],
    ["an AI task reaches past the engine's index.ts", "src/server/ai/tasks/probe.ts", "src/server/ai/engine/offline/judge.ts"],
    ["the AI runtime reaches past the engine's index.ts", "src/server/ai/probe.ts", "src/server/ai/engine/offline/coach-calls.ts"],
    ["a domain reaches past the engine's index.ts", join(serverA, "probe.ts"), "src/server/ai/engine/integrity/store.ts"],
    ["a job reaches past the engine's index.ts", "src/server/jobs/probe.ts", "src/server/ai/engine/integrity/store.ts"],
    ["the engine imports the AI runtime that calls it", "src/server/ai/engine/offline/probe.ts", "src/server/ai/task.ts"],
    ["the engine imports a domain", "src/server/ai/engine/integrity/probe.ts", "src/server/domains/classrooms/index.ts"],
    ["the HTTP layer imports the engine", "src/server/http/probe.ts", "src/server/ai/engine/index.ts"],
  ])("fails when %s", async (_name, from, target) => {
    expect(await boundaryErrors(from, target)).toHaveLength(1);
  });

  it("sees lazy imports and re-exports too", async () => {
    expect(await boundaryErrors("src/web/app/probe.tsx", targets.webFeatureB, "dynamic")).toHaveLength(1);
    expect(await boundaryErrors(join(serverA, "probe.ts"), targets.serverFeatureB, "export")).toHaveLength(1);
  });

  it.each([
    ["the server uses shared code", "src/server/http/probe.ts", targets.shared],
    ["a server feature uses infrastructure", join(serverA, "probe.ts"), targets.serverInfra],
    ["a server feature uses its own files", join(serverB, "probe.ts"), targets.serverFeatureB],
    ["a web feature uses the app shell and shared code", join(webA, "probe.tsx"), targets.webInfra],
    ["a web feature uses its own files", join(webB, "probe.tsx"), targets.webFeatureB],
    ["app.ts composes the server features", "src/server/app.ts", targets.serverFeatureB],
    ["tests import anything", "tests/unit/probe.test.ts", targets.serverFeatureB],
    ["scripts import anything", "scripts/probe.ts", targets.serverInfra],
    ["the platform uses the database", "src/server/platform/limits/probe.ts", "src/server/db/client.ts"],
    ["a server feature uses the platform", join(serverA, "probe.ts"), "src/server/platform/limits/limiter.ts"],
    ["a domain's routes use the HTTP layer", join(serverA, "routes.ts"), "src/server/http/route.ts"],
    ["a service uses the permission checks", join(serverA, "probe.ts"), "src/server/auth/access.ts"],
    ["a domain uses another domain's index.ts", "src/server/domains/feedback/probe.ts", "src/server/domains/classrooms/index.ts"],
    ["a domain reads its own tables", "src/server/domains/lessons/probe.ts", "src/server/db/schema/lessons.ts"],
    ["a domain reads who a user is (the auth layer's tables)", "src/server/domains/lessons/probe.ts", "src/server/db/schema/auth.ts"],
    ["the layers below the domains read any table", "src/server/platform/limits/probe.ts", "src/server/db/schema/modules.ts"],
    ["an AI task uses the engine's face", "src/server/ai/tasks/probe.ts", "src/server/ai/engine/index.ts"],
    ["a domain uses the engine's face", join(serverA, "probe.ts"), "src/server/ai/engine/index.ts"],
    ["a job uses the engine's face", "src/server/jobs/probe.ts", "src/server/ai/engine/index.ts"],
    ["the engine uses its own parts", "src/server/ai/engine/offline/probe.ts", "src/server/ai/engine/integrity/checks.ts"],
    ["the engine uses shared code and the platform", "src/server/ai/engine/integrity/probe.ts", "src/server/platform/context.ts"],
    ["tests reach the engine's parts", "tests/unit/probe.test.ts", "src/server/ai/engine/offline/judge.ts"],
    ["scripts reach the engine's parts", "scripts/coach/probe.ts", "src/server/ai/engine/offline/scorer/model.ts"],
  ])("allows: %s", async (_name, from, target) => {
    expect(await boundaryErrors(from, target)).toEqual([]);
  });

  it("lets the platform name the auth service's type, and nothing more of it", async () => {
    const from = join(root, "src/server/platform/probe.ts");
    const lint = async (code: string) =>
      (await eslint.lintText(code, { filePath: from }))[0].messages.filter((m) => m.ruleId?.startsWith("boundaries/"));
    expect(await lint('import type { Auth } from "#server/auth/auth.ts";\nexport type A = Auth;\n')).toEqual([]);
    expect(await lint('import { createAuth } from "#server/auth/auth.ts";\nexport { createAuth };\n')).toHaveLength(1);
  });

  it("lets the web route table lazy-load feature pages", async () => {
    expect(await boundaryErrors("src/web/app/router.tsx", targets.webFeatureB, "dynamic")).toEqual([]);
  });
});

describe("no import cycles (eslint-rules/no-import-cycle.js)", () => {
  /** Lints `code` as if it were the file `as` (a real file, so the rest of the tree can import it back). */
  async function cycleErrors(as: string, code: string) {
    const [result] = await eslint.lintText(code, { filePath: join(root, as) });
    return result.messages.filter((m) => m.ruleId === "local/no-import-cycle").map((m) => m.message);
  }

  it("fails when a file imports one that imports it back", async () => {
    // auth.ts imports constants.ts; constants.ts importing auth.ts closes the loop.
    const errors = await cycleErrors("src/server/auth/constants.ts", 'import { createAuth } from "./auth";\nexport { createAuth };\n');
    expect(errors).toEqual(["Import cycle: src/server/auth/constants.ts → src/server/auth/auth.ts → src/server/auth/constants.ts."]);
  });

  it("fails on a long loop, through re-exports and lazy imports too", async () => {
    // http/context.ts → http/guest.ts → auth/constants.ts: a lazy import of the context closes it.
    const lazy = await cycleErrors("src/server/auth/constants.ts", 'export const load = () => import("#server/http/context.ts");\n');
    expect(lazy).toEqual([
      "Import cycle: src/server/auth/constants.ts → src/server/http/context.ts → src/server/http/guest.ts → src/server/auth/constants.ts.",
    ]);
    expect(await cycleErrors("src/server/auth/constants.ts", 'export * from "./auth";\n')).toHaveLength(1);
  });

  it("lets a type-only import point back: it is gone before the code runs", async () => {
    expect(await cycleErrors("src/server/auth/constants.ts", 'import type { Auth } from "./auth";\nexport type A = Auth;\n')).toEqual([]);
  });

  it("finds none in the tree", async () => {
    const results = await eslint.lintFiles(["src/server", "src/shared"]);
    const cycles = results.flatMap((r) => r.messages.filter((m) => m.ruleId === "local/no-import-cycle").map((m) => m.message));
    expect(cycles).toEqual([]);
  });
});

describe("imports from above a file's folder use an alias (eslint-rules/no-parent-import.js)", () => {
  const from = join(root, "src/server/domains/debate/probe.ts");
  const messages = async (code: string) =>
    (await eslint.lintText(code, { filePath: from }))[0].messages.filter((m) => m.ruleId === "alias/no-parent-import");

  it("fails on a parent-relative import, static, lazy or re-exported, and names the alias", async () => {
    expect((await messages('import { z } from "../../platform/context";\nexport { z };\n')).map((m) => m.message)).toEqual([
      'Import "../../platform/context" as "#server/platform/context.ts".',
    ]);
    expect(await messages('export const load = () => import("../../../shared/levels");\n')).toHaveLength(1);
    expect(await messages('export * from "../../http/route";\n')).toHaveLength(1);
  });

  it("rewrites it with --fix", async () => {
    const fixer = new ESLint({ cwd: root, fix: true });
    const [result] = await fixer.lintText('import { LEVELS } from "../../../shared/levels";\nexport { LEVELS };\n', { filePath: from });
    expect(result.output).toBe('import { LEVELS } from "#shared/levels.ts";\nexport { LEVELS };\n');
  });

  it("allows imports beside and below the file, and aliases", async () => {
    expect(await messages('import * as a from "./index";\nimport * as b from "#shared/levels.ts";\nexport { a, b };\n')).toEqual([]);
  });
});

describe("one way to write: no .transaction( outside the platform (eslint.config.js)", () => {
  const code =
    'import type { Db } from "#server/db/client.ts";\nexport const f = (db: Db) => db.transaction(async (tx) => tx.execute("select 1"));\n';
  const errors = async (as: string) =>
    (await eslint.lintText(code, { filePath: join(root, as) }))[0].messages.filter((m) => m.ruleId === "no-restricted-syntax");

  it("fails on a direct transaction in a domain, the AI runtime or a job", async () => {
    for (const as of ["src/server/domains/debate/probe.ts", "src/server/ai/probe.ts", "src/server/jobs/probe.ts"])
      expect((await errors(as)).map((m) => m.message)).toEqual([expect.stringContaining("withTransaction(ctx, …)")]);
  });

  it("allows it in the platform, which builds withTransaction", async () => {
    expect(await errors("src/server/platform/probe.ts")).toEqual([]);
  });
});
