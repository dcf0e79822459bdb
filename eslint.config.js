// Lint: typescript-eslint's recommended rules (syntax only, no type information, so it stays fast)
// plus the layout's import boundaries (docs/decisions/0007-boundaries.md), enforced by
// eslint-plugin-boundaries. tests/unit/boundaries.test.ts checks that each boundary really fails.
import { fileURLToPath } from "node:url";
import { defineConfig, globalIgnores } from "eslint/config";
import tseslint from "typescript-eslint";
import boundaries from "eslint-plugin-boundaries";
import noImportCycle from "./eslint-rules/no-import-cycle.js";
import noParentImport from "./eslint-rules/no-parent-import.js";

/** The server's domains (src/server/domains/<area>/), each with an index.ts as its public face. */
const DOMAINS = "src/server/domains";
/** The only server modules that may reach into any domain and into HTTP: they compose the server. */
const SERVER_COMPOSITION = ["src/server/app.ts", "src/server/main.ts"];
/** A domain's files that speak HTTP: its routes. */
const ROUTE_FILES = ["routes.ts", "*-routes.ts", "*-route.ts", "**/routes.ts", "**/*-routes.ts"];
// The web route table (router.tsx) imports each feature's pages; it is the only web module that may.
const WEB_COMPOSITION = ["src/web/app/router.tsx"];

// Hono's `c.var` copies every request variable into a new object on each read (issue 13): read one with `c.get()`.
const NO_C_VAR = {
  selector: "MemberExpression[object.name='c'][property.name='var']",
  message: 'Use c.get("name"): c.var copies every variable on each read.',
};
// One way to write: a unit of work opens or joins the caller's transaction, so services compose (issue 29).
const NO_DIRECT_TRANSACTION = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='transaction']",
  message: "Use withTransaction(ctx, …) or withSavepoint(ctx, …) from #server/platform/context.ts: it joins the caller's transaction.",
};

// Tables have owners: db/schema/<owner>.ts. The layers below the domains own auth.ts (who a user is),
// platform.ts (limits, settings) and ai.ts (generated material): any domain may read those. A domain
// reads its own file and reaches another domain's tables only through that domain's index.ts.
const OPEN_TABLES = ["auth", "platform", "ai"];
// The domains still reading other domains' tables directly (issue 29), each freed one at a time: they
// may import any table file until they leave this list.
const TABLES_NOT_YET_OWNED = ["debate", "feedback", "privacy"];
/** The table files of these owners (db/schema/<owner>.ts). */
const tables = (...owners) => ({ to: { element: { type: "server-db", fileInternalPath: owners.map((o) => `schema/${o}.ts`) } } });

const element = (type) => ({ to: { element: { type } } });
const allowed = (...types) => types.map(element);
/** Another domain's public face, its index.ts. */
const domainIndex = { to: { element: { type: "server-domain", fileInternalPath: "index.ts" } } };
/**
 * The engine's face (src/server/ai/engine/index.ts): the only file of the engine (offline coach, opponent,
 * judge, scorer, integrity checks, ballot) that code outside it imports. Tests, benchmarks and scripts
 * are not checked by these boundaries: they may reach the engine's parts.
 */
const engineFace = { to: { element: { type: "server-engine", fileInternalPath: "index.ts" } } };

export default defineConfig([
  globalIgnores([
    "dist/",
    "data/",
    "coverage/",
    ".test-results/",
    "test-results/",
    "playwright-report/",
    "src/web/app/api-types.gen.ts",
    "src/server/db/migrations/",
  ]),
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    extends: [tseslint.configs.recommended],
    rules: {
      // `_`-prefixed names are deliberately unused, and `const { a, ...rest } = x` is how an object drops a key.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["src/server/**/*.ts"],
    rules: { "no-restricted-syntax": ["error", NO_C_VAR, NO_DIRECT_TRANSACTION] },
  },
  {
    // The platform builds the transaction idiom (context.ts) and the limiter's own statements.
    files: ["src/server/platform/**/*.ts"],
    rules: { "no-restricted-syntax": ["error", NO_C_VAR] },
  },
  {
    // Tests and benchmarks poke at parsed JSON and private shapes; `any` there is a convenience, not a hole.
    files: ["tests/**", "bench/**", "**/*.test.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // No file reaches itself through its imports (eslint-rules/no-import-cycle.js).
    files: ["src/**/*.{ts,tsx}"],
    plugins: { local: { rules: { "no-import-cycle": noImportCycle } } },
    rules: { "local/no-import-cycle": "error" },
  },
  {
    // Relative imports only go down; above the file's folder, an alias (eslint-rules/no-parent-import.js).
    files: ["src/**/*.{ts,tsx}", "tests/**/*.{ts,tsx}", "bench/**/*.ts", "scripts/**/*.{ts,mjs}", "*.ts"],
    plugins: { alias: { rules: { "no-parent-import": noParentImport } } },
    rules: { "alias/no-parent-import": "error" },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      // The aliases of package.json "imports" and relative paths (eslint-rules/import-resolver.cjs).
      "import/resolver": { [fileURLToPath(new URL("./eslint-rules/import-resolver.cjs", import.meta.url))]: {} },
      // Lazy routes (`import("../features/…")`) and re-exports are dependencies too.
      "boundaries/dependency-nodes": ["import", "dynamic-import", "export"],
      "boundaries/legacy-warnings": false,
      // First match wins, so a domain folder is a domain before it is part of src/server.
      "boundaries/elements": [
        { type: "shared", pattern: "src/shared", partialMatch: false },
        { type: "server-domain", pattern: `${DOMAINS}/*`, capture: ["domain"], partialMatch: false },
        { type: "server-platform", pattern: "src/server/platform", partialMatch: false },
        { type: "server-db", pattern: "src/server/db", partialMatch: false },
        { type: "server-http", pattern: "src/server/http", partialMatch: false },
        { type: "server-auth", pattern: "src/server/auth", partialMatch: false },
        { type: "server-engine", pattern: "src/server/ai/engine", partialMatch: false },
        { type: "server-ai", pattern: "src/server/ai", partialMatch: false },
        { type: "server-infra", pattern: "src/server", partialMatch: false },
        { type: "web-ui", pattern: "src/web/ui", partialMatch: false },
        { type: "web-feature", pattern: "src/web/features/*", capture: ["feature"], partialMatch: false },
        { type: "web-infra", pattern: "src/web", partialMatch: false },
      ],
      "boundaries/files": [{ category: "composition", pattern: [...SERVER_COMPOSITION, ...WEB_COMPOSITION] }],
    },
    rules: {
      // Imports inside one element (one domain, or one layer of one side) are not checked.
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            // src/shared is pure: it imports only itself.
            { from: { element: { type: "shared" } }, allow: allowed("shared") },
            // The platform knows no domain and no transport: shared code and the database; the auth
            // service only as a type (the context carries it).
            { from: { element: { type: "server-platform" } }, allow: allowed("shared", "server-db") },
            {
              from: { element: { type: "server-platform" } },
              allow: { to: { element: { type: "server-auth" } }, dependency: { kind: "type" } },
            },
            // The database layer: its schema, client and the package's paths.
            { from: { element: { type: "server-db" } }, allow: allowed("shared", "server-infra") },
            // Sessions and permission checks: the platform and the database, no domain (the identity
            // they read, session, user and profile, is theirs: auth/identity.ts).
            { from: { element: { type: "server-auth" } }, allow: allowed("shared", "server-platform", "server-db", "server-infra") },
            // The engine: shared code (the rubrics), the platform's context type, the database (the memory of
            // generated material) and the package's paths; never the AI runtime that calls it, no transport, no domain.
            { from: { element: { type: "server-engine" } }, allow: allowed("shared", "server-platform", "server-db", "server-infra") },
            // The AI runtime and tasks: no transport, no domain; the engine only through its face.
            {
              from: { element: { type: "server-ai" } },
              allow: [...allowed("shared", "server-platform", "server-db", "server-infra"), engineFace],
            },
            // Hono: builds the context from the request; it may use the layers below it and a domain's public face.
            {
              from: { element: { type: "server-http" } },
              allow: [...allowed("shared", "server-platform", "server-db", "server-auth", "server-ai", "server-infra"), domainIndex],
            },
            // Jobs and the other server files (paths, boot) use the layers below them, never HTTP; the engine through its face.
            {
              from: { element: { type: "server-infra" } },
              allow: [
                ...allowed("shared", "server-infra", "server-platform", "server-db", "server-auth", "server-ai"),
                domainIndex,
                engineFace,
              ],
            },
            // A domain uses the layers below it and another domain's index.ts, nothing else of it; likewise the engine's face.
            {
              from: { element: { type: "server-domain" } },
              allow: [
                ...allowed("shared", "server-platform", "server-db", "server-auth", "server-ai", "server-infra"),
                domainIndex,
                engineFace,
              ],
            },
            // Its own tables and those of the layers below it; another domain's only through its index.ts.
            { from: { element: { type: "server-domain" } }, disallow: tables("*") },
            { from: { element: { type: "server-domain" } }, allow: tables(...OPEN_TABLES, "{{ from.captured.domain }}") },
            ...TABLES_NOT_YET_OWNED.map((domain) => ({
              from: { element: { type: "server-domain", captured: { domain } } },
              allow: tables("*"),
            })),
            // Only a domain's routes speak HTTP.
            { from: { element: { type: "server-domain", fileInternalPath: ROUTE_FILES } }, allow: allowed("server-http") },
            // The design system (src/web/ui) imports nothing above it: no app shell, client or feature.
            { from: { element: { type: "web-ui" } }, allow: allowed("shared", "web-ui") },
            // Its tests render through the app's test harness (src/web/test).
            { from: { element: { type: "web-ui", fileInternalPath: ["**/*.test.ts", "**/*.test.tsx"] } }, allow: allowed("web-infra") },
            { from: { element: { type: "web-infra" } }, allow: allowed("shared", "web-infra", "web-ui") },
            { from: { element: { type: "web-feature" } }, allow: allowed("shared", "web-infra", "web-ui") },
            // The composition roots wire the parts of their own side together.
            {
              from: { element: { type: "server-infra" }, file: { categories: "composition" } },
              allow: allowed("server-domain", "server-http"),
            },
            { from: { element: { type: "web-infra" }, file: { categories: "composition" } }, allow: allowed("web-feature") },
          ],
        },
      ],
    },
  },
]);
